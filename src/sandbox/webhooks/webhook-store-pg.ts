import { dueByEntityTimePg } from '../clock/clock-store-pg';
import { pgFeatureStore } from '../store/pg/pg-feature-store';
import {
  type AttemptRow,
  type DeliveryRow,
  type DueDelivery,
  WEBHOOK_STORE,
  type WebhookRow,
} from './webhook-store';

// Several gateways send the same due deliveries: a delivery is claimed by moving its
// next_attempt_at to the end of a lease, on rows taken FOR UPDATE SKIP LOCKED and still due once
// locked, so each claim goes to one gateway; one that stops mid-send leaves it due again at the
// lease's end (at least once), and an attempt sent twice is recorded once (its first record).

const WEBHOOK_COLUMNS = 'id, entity_id, url, key_sealed, types, created_at, deleted_at';

/** The webhooks' tables on PostgreSQL (./webhook-store.ts is the SQLite one; tables: ./schema.ts). */
export const WEBHOOK_PG_STORE = pgFeatureStore(WEBHOOK_STORE, {
  // `seq` orders rows inserted in the same millisecond, as SQLite's rowid does.
  tables: `CREATE TABLE webhooks (
     seq        BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE,
     id         TEXT PRIMARY KEY,
     entity_id  TEXT NOT NULL,
     url        TEXT NOT NULL,
     key_sealed TEXT NOT NULL,
     types      TEXT,
     created_at BIGINT NOT NULL,
     deleted_at BIGINT
   );
   CREATE INDEX webhooks_by_entity ON webhooks (entity_id) WHERE deleted_at IS NULL;
   CREATE TABLE webhook_events (
     id         TEXT PRIMARY KEY,
     entity_id  TEXT NOT NULL,
     type       TEXT NOT NULL,
     action     TEXT,
     payload    TEXT NOT NULL,
     created_at BIGINT NOT NULL
   );
   CREATE TABLE webhook_deliveries (
     seq              BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE,
     id               TEXT PRIMARY KEY,
     event_id         TEXT NOT NULL REFERENCES webhook_events (id),
     webhook_id       TEXT NOT NULL REFERENCES webhooks (id),
     state            TEXT NOT NULL CHECK (state IN ('PENDING', 'DELIVERED', 'FAILED')),
     attempts         INTEGER NOT NULL DEFAULT 0,
     next_attempt_at  BIGINT,
     first_attempt_at BIGINT,
     url              TEXT
   );
   CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE state = 'PENDING';
   CREATE INDEX webhook_deliveries_by_webhook ON webhook_deliveries (webhook_id);
   CREATE TABLE webhook_attempts (
     delivery_id TEXT NOT NULL REFERENCES webhook_deliveries (id),
     attempt     INTEGER NOT NULL,
     at          BIGINT NOT NULL,
     status      INTEGER,
     duration_ms INTEGER NOT NULL,
     error       TEXT,
     PRIMARY KEY (delivery_id, attempt)
   );
   CREATE TABLE payment_notification_urls (
     payment_id TEXT PRIMARY KEY,
     entity_id  TEXT NOT NULL,
     url        TEXT NOT NULL
   );`,
  reads: (db) => ({
    activeOfEntity: (entityId) =>
      db.rows<WebhookRow>(
        `SELECT ${WEBHOOK_COLUMNS} FROM webhooks WHERE entity_id = $1 AND deleted_at IS NULL ORDER BY created_at, seq`,
        [entityId],
      ),
    webhook: (id) => db.one<WebhookRow>(`SELECT ${WEBHOOK_COLUMNS} FROM webhooks WHERE id = $1`, [id]),
    due: (now, limit) =>
      db.rows<DueDelivery>(
        `SELECT d.id, d.attempts, d.first_attempt_at, w.id AS webhook_id, COALESCE(d.url, w.url) AS url, w.key_sealed,
                e.entity_id, e.type, e.action, e.payload
           FROM webhook_deliveries d
           JOIN webhooks w ON w.id = d.webhook_id
           JOIN webhook_events e ON e.id = d.event_id
           LEFT JOIN merchant_clocks AS clock ON clock.entity_id = e.entity_id
          WHERE d.state = 'PENDING' AND ${dueByEntityTimePg('d.next_attempt_at', '$1')}
          ORDER BY d.next_attempt_at, d.seq LIMIT $2`,
        [now, limit],
      ),
    deliveriesOf: (webhookId, limit) =>
      db.rows<DeliveryRow>(
        `SELECT d.id, d.event_id, d.webhook_id, e.type, e.action, d.state, d.attempts, d.next_attempt_at, e.created_at, d.url
           FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id
          WHERE d.webhook_id = $1 ORDER BY d.seq DESC LIMIT $2`,
        [webhookId, limit],
      ),
    attemptsOf: (deliveryId) =>
      db.rows<AttemptRow>(
        `SELECT delivery_id, attempt, at, status, duration_ms, error FROM webhook_attempts
          WHERE delivery_id = $1 ORDER BY attempt`,
        [deliveryId],
      ),
  }),
  writes: (db) => ({
    async upsert(row) {
      await db.run(
        `INSERT INTO webhooks (id, entity_id, url, key_sealed, types, created_at, deleted_at)
         VALUES ($1, $2, $3, $4, $5, $6, NULL)
         ON CONFLICT (id) DO UPDATE SET url = excluded.url, key_sealed = excluded.key_sealed,
           types = excluded.types, deleted_at = NULL`,
        [row.id, row.entity_id, row.url, row.key_sealed, row.types, row.created_at],
      );
    },
    remove: (id, at) =>
      db.tx(async (sql) => {
        const removed =
          (await sql.run('UPDATE webhooks SET deleted_at = $1 WHERE id = $2 AND deleted_at IS NULL', [
            at,
            id,
          ])) > 0;
        if (removed)
          await sql.run(
            "UPDATE webhook_deliveries SET state = 'FAILED', next_attempt_at = NULL WHERE webhook_id = $1 AND state = 'PENDING'",
            [id],
          );
        return removed;
      }),
    async claim(claims) {
      if (claims.length === 0) return [];
      const rows = await db.rows<{ id: string }>(
        `WITH wanted AS (
           SELECT * FROM unnest($1::text[], $2::bigint[], $3::bigint[]) AS wanted (id, now, until)
         ), taken AS (
           SELECT d.id, wanted.until FROM webhook_deliveries d JOIN wanted ON wanted.id = d.id
            WHERE d.state = 'PENDING' AND d.next_attempt_at <= wanted.now
            FOR UPDATE OF d SKIP LOCKED
         )
         UPDATE webhook_deliveries d SET next_attempt_at = taken.until FROM taken WHERE d.id = taken.id
         RETURNING d.id`,
        [claims.map((c) => c.id), claims.map((c) => c.now), claims.map((c) => c.until)],
      );
      const taken = new Set(rows.map((row) => row.id));
      return claims.filter(({ id }) => taken.has(id)).map(({ id }) => id);
    },
    recordAttempt: (r) =>
      db.tx(async (sql) => {
        const recorded = await sql.run(
          `INSERT INTO webhook_attempts (delivery_id, attempt, at, status, duration_ms, error)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (delivery_id, attempt) DO NOTHING`,
          [r.deliveryId, r.attempt, r.at, r.status, r.durationMs, r.error],
        );
        if (recorded > 0)
          await sql.run(
            'UPDATE webhook_deliveries SET state = $1, attempts = $2, next_attempt_at = $3, first_attempt_at = $4 WHERE id = $5',
            [r.state, r.attempt, r.nextAttemptAt, r.firstAttemptAt, r.deliveryId],
          );
      }),
    async rememberNotificationUrl(paymentId, entityId, url) {
      await db.run(
        `INSERT INTO payment_notification_urls (payment_id, entity_id, url) VALUES ($1, $2, $3)
         ON CONFLICT (payment_id) DO UPDATE SET entity_id = excluded.entity_id, url = excluded.url`,
        [paymentId, entityId, url],
      );
    },
    redeliver: async (deliveryId, webhookId) =>
      (await db.run(
        // Its retries count from this try: a redelivery failing again is retried, not given up at once.
        "UPDATE webhook_deliveries SET state = 'PENDING', next_attempt_at = 0, first_attempt_at = NULL WHERE id = $1 AND webhook_id = $2",
        [deliveryId, webhookId],
      )) > 0,
  }),
});
