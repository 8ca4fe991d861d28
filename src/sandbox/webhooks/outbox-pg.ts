// The outbox on PostgreSQL (./outbox.ts is SQLite's): a change a merchant's webhooks report and its
// notification are written in one transaction. The wrapped write runs on that transaction's
// connection (../store/pg/pg-store.ts), and so do the event and its deliveries inserted here.
import { randomBytes } from 'node:crypto';
import type { Sql } from '../store/pg/pg-db';
import type { AlongsideWrite } from '../store/pg/pg-store';
import type { OutboxEvent } from './outbox';

/** What a write's notification is, from its arguments and result, read in its transaction; undefined: none. */
export type PgOutboxRule = (sql: Sql, args: unknown[], result: unknown) => Promise<OutboxEvent | undefined>;
export type PgOutboxRules = Readonly<Record<string, PgOutboxRule>>;

const newId = (): string => randomBytes(16).toString('hex');

/** Stores an event and one delivery per endpoint of the entity that takes its type; none listens, nothing. */
export async function enqueueWebhookEvent(sql: Sql, event: OutboxEvent, now: number): Promise<void> {
  const { entityId, type, action, payload, paymentIds = [] } = event;
  // Most entities have no endpoint: one indexed read, and nothing more, for them. A notificationUrl's
  // deliveries go under the entity's first endpoint: its key encrypts them.
  const keyHolder = await sql.one<{ id: string }>(
    'SELECT id FROM webhooks WHERE entity_id = $1 AND deleted_at IS NULL ORDER BY created_at, id LIMIT 1',
    [entityId],
  );
  if (!keyHolder) return;
  const targets = await sql.rows<{ id: string }>(
    `SELECT id FROM webhooks WHERE entity_id = $1 AND deleted_at IS NULL
       AND (types IS NULL OR position(',' || $2 || ',' IN ',' || types || ',') > 0)`,
    [entityId, type],
  );
  const urls = paymentIds.length
    ? (
        await sql.rows<{ url: string }>(
          'SELECT DISTINCT url FROM payment_notification_urls WHERE payment_id = ANY($1) AND entity_id = $2',
          [paymentIds, entityId],
        )
      ).map((row) => row.url)
    : [];
  if (targets.length === 0 && urls.length === 0) return;
  const eventId = newId();
  await sql.run(
    'INSERT INTO webhook_events (id, entity_id, type, action, payload, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [eventId, entityId, type, action, payload, now],
  );
  // Due at once, whatever the sandbox's clock says (0): the gateway clock sends it on its next round.
  for (const { id } of targets)
    await sql.run(
      `INSERT INTO webhook_deliveries (id, event_id, webhook_id, state, next_attempt_at) VALUES ($1, $2, $3, 'PENDING', 0)`,
      [newId(), eventId, id],
    );
  for (const url of urls)
    await sql.run(
      `INSERT INTO webhook_deliveries (id, event_id, webhook_id, state, next_attempt_at, url)
       VALUES ($1, $2, $3, 'PENDING', 0, $4)`,
      [newId(), eventId, keyHolder.id, url],
    );
}

/** Each ruled write followed by its notification, in the write's transaction (by write name). */
export function webhookOutboxPg(rules: PgOutboxRules, now = Date.now): Map<string, AlongsideWrite> {
  return new Map(
    Object.entries(rules).map(([name, rule]): [string, AlongsideWrite] => [
      name,
      async (sql, args, result) => {
        const event = await rule(sql, args, result);
        if (event) await enqueueWebhookEvent(sql, event, now());
      },
    ]),
  );
}
