import type { Database } from 'better-sqlite3';
import { dueByEntityTime } from '../clock/clock-store';
import { featureStore } from '../store/feature-store';

export interface WebhookRow {
  id: string;
  entity_id: string;
  url: string;
  key_sealed: string;
  /** Comma-separated notification types; null for all. */
  types: string | null;
  created_at: number;
  deleted_at: number | null;
}

export type DeliveryState = 'PENDING' | 'DELIVERED' | 'FAILED';

/** A delivery due now, with what sending it needs. */
export interface DueDelivery {
  id: string;
  attempts: number;
  first_attempt_at: number | null;
  webhook_id: string;
  url: string;
  key_sealed: string;
  entity_id: string;
  type: string;
  action: string | null;
  payload: string;
}

export interface DeliveryRow {
  id: string;
  event_id: string;
  webhook_id: string;
  type: string;
  action: string | null;
  state: DeliveryState;
  attempts: number;
  next_attempt_at: number | null;
  created_at: number;
  /** A payment's notificationUrl, when the delivery goes there instead of the endpoint's URL. */
  url: string | null;
}

export interface AttemptRow {
  delivery_id: string;
  attempt: number;
  at: number;
  status: number | null;
  duration_ms: number;
  error: string | null;
}

export interface AttemptResult {
  deliveryId: string;
  attempt: number;
  at: number;
  status: number | null;
  durationMs: number;
  error: string | null;
  state: DeliveryState;
  /** When the next try is due (PENDING), else null. */
  nextAttemptAt: number | null;
  firstAttemptAt: number;
}

function webhookReads(db: Database) {
  const active = db.prepare<[string], WebhookRow>(
    'SELECT * FROM webhooks WHERE entity_id = ? AND deleted_at IS NULL ORDER BY created_at, rowid',
  );
  const byId = db.prepare<[string], WebhookRow>('SELECT * FROM webhooks WHERE id = ?');
  const due = db.prepare<[number, number], DueDelivery>(
    `SELECT d.id, d.attempts, d.first_attempt_at, w.id AS webhook_id, COALESCE(d.url, w.url) AS url, w.key_sealed,
            e.entity_id, e.type, e.action, e.payload
       FROM webhook_deliveries d
       JOIN webhooks w ON w.id = d.webhook_id
       JOIN webhook_events e ON e.id = d.event_id
       LEFT JOIN merchant_clocks AS clock ON clock.entity_id = e.entity_id
      WHERE d.state = 'PENDING' AND ${dueByEntityTime('d.next_attempt_at')}
      ORDER BY d.next_attempt_at, d.rowid LIMIT ?`,
  );
  const deliveriesOf = db.prepare<[string, number], DeliveryRow>(
    `SELECT d.id, d.event_id, d.webhook_id, e.type, e.action, d.state, d.attempts, d.next_attempt_at, e.created_at, d.url
       FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id
      WHERE d.webhook_id = ? ORDER BY d.rowid DESC LIMIT ?`,
  );
  const attemptsOf = db.prepare<[string], AttemptRow>(
    'SELECT * FROM webhook_attempts WHERE delivery_id = ? ORDER BY attempt',
  );
  return {
    activeOfEntity: (entityId: string): WebhookRow[] => active.all(entityId),
    webhook: (id: string): WebhookRow | undefined => byId.get(id),
    /** Deliveries due by their merchant's time (`now` the sandbox's). */
    due: (now: number, limit: number): DueDelivery[] => due.all(now, limit),
    deliveriesOf: (webhookId: string, limit: number): DeliveryRow[] => deliveriesOf.all(webhookId, limit),
    attemptsOf: (deliveryId: string): AttemptRow[] => attemptsOf.all(deliveryId),
  };
}

function webhookWrites(db: Database) {
  const insert = db.prepare(
    `INSERT INTO webhooks (id, entity_id, url, key_sealed, types, created_at, deleted_at)
     VALUES (@id, @entity_id, @url, @key_sealed, @types, @created_at, NULL)
     ON CONFLICT (id) DO UPDATE SET url = excluded.url, key_sealed = excluded.key_sealed,
       types = excluded.types, deleted_at = NULL`,
  );
  const remove = db.prepare('UPDATE webhooks SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL');
  const giveUp = db.prepare(
    "UPDATE webhook_deliveries SET state = 'FAILED', next_attempt_at = NULL WHERE webhook_id = ? AND state = 'PENDING'",
  );
  const claim = db.prepare(
    "UPDATE webhook_deliveries SET next_attempt_at = ? WHERE id = ? AND state = 'PENDING' AND next_attempt_at <= ?",
  );
  // A send made twice (its lease ran out while it was under way, and another round sent it again)
  // is recorded once: the first record of an attempt stands.
  const attempt = db.prepare(
    `INSERT INTO webhook_attempts (delivery_id, attempt, at, status, duration_ms, error) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (delivery_id, attempt) DO NOTHING`,
  );
  const settle = db.prepare(
    `UPDATE webhook_deliveries SET state = ?, attempts = ?, next_attempt_at = ?, first_attempt_at = ? WHERE id = ?`,
  );
  const rememberUrl = db.prepare(
    'INSERT OR REPLACE INTO payment_notification_urls (payment_id, entity_id, url) VALUES (?, ?, ?)',
  );
  const again = db.prepare(
    // Its retries count from this try: a redelivery failing again is retried, not given up at once.
    "UPDATE webhook_deliveries SET state = 'PENDING', next_attempt_at = 0, first_attempt_at = NULL WHERE id = ? AND webhook_id = ?",
  );
  return {
    upsert(row: Omit<WebhookRow, 'deleted_at'>): void {
      insert.run(row);
    },
    /** The endpoint stops; what it had not received yet is given up. */
    remove: db.transaction((id: string, at: number): boolean => {
      const removed = remove.run(at, id).changes > 0;
      if (removed) giveUp.run(id);
      return removed;
    }),
    /**
     * Takes due deliveries for one sending round, each still due at `now` (its merchant's time): it
     * is due again at `until` should the sandbox stop before it records the attempt (at least
     * once). Returns the ids taken.
     */
    claim: db.transaction((claims: readonly { id: string; now: number; until: number }[]): string[] =>
      claims.filter(({ id, now, until }) => claim.run(until, id, now).changes > 0).map(({ id }) => id),
    ),
    recordAttempt: db.transaction((r: AttemptResult): void => {
      if (attempt.run(r.deliveryId, r.attempt, r.at, r.status, r.durationMs, r.error).changes > 0)
        settle.run(r.state, r.attempt, r.nextAttemptAt, r.firstAttemptAt, r.deliveryId);
    }),
    /** The deprecated notificationUrl of a payment about to be made (../payments/process-payment.ts). */
    rememberNotificationUrl: (paymentId: string, entityId: string, url: string): void => {
      rememberUrl.run(paymentId, entityId, url);
    },
    /** Sends a delivery again, whatever came of it: due at once. */
    redeliver: (deliveryId: string, webhookId: string): boolean =>
      again.run(deliveryId, webhookId).changes > 0,
  };
}

/** The webhooks' tables in the sandbox's store (../database/feature-stores.ts). */
export const WEBHOOK_STORE = featureStore({
  reads: webhookReads,
  writes: webhookWrites,
  queued: {
    upsert: () => ({ result: undefined }),
    recordAttempt: () => ({ result: undefined }),
    rememberNotificationUrl: () => ({ result: undefined }),
  },
  // The dispatcher's round on the gateway clock (./dispatcher.ts).
  awaitingWrites: { due: true },
  answeredLater: { claim: true },
});
