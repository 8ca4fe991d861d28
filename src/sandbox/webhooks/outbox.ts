// The outbox, on the writer's connection: a change a merchant's webhooks report and its
// notification are written in one transaction. Each feature says which of its writes make a
// notification (an OutboxRule, by write name); ../database/write-tables.ts puts them together.
import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { WriteFn, WriteTable } from '../store/write-table';
import type { NotificationType } from './wire-format';

/** A notification to store: the payload is the JSON the API answers for the resource. */
export interface OutboxEvent {
  entityId: string;
  type: NotificationType;
  action: string | null;
  payload: string;
  /**
   * The payments it is about (a payment, and the one a capture or refund refers to): a
   * notificationUrl sent with one of them gets it too.
   */
  paymentIds?: readonly string[];
}

/** What a write's notification is, from its arguments and result; undefined: none (nothing changed). */
export type OutboxRule = (db: Database) => (args: unknown[], result: unknown) => OutboxEvent | undefined;
export type OutboxRules = Readonly<Record<string, OutboxRule>>;

/** Stores an event and one delivery per endpoint of the entity that takes its type; none listens, nothing. */
function webhookOutbox(db: Database, now: () => number): (event: OutboxEvent) => void {
  const endpoints = db.prepare<[string, string], { id: string }>(
    `SELECT id FROM webhooks WHERE entity_id = ? AND deleted_at IS NULL
       AND (types IS NULL OR instr(',' || types || ',', ',' || ? || ',') > 0)`,
  );
  const insertEvent = db.prepare(
    'INSERT INTO webhook_events (id, entity_id, type, action, payload, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  // Due at once, whatever the sandbox's clock says (0): the gateway clock sends it on its next round.
  const insertDelivery = db.prepare(
    `INSERT INTO webhook_deliveries (id, event_id, webhook_id, state, next_attempt_at) VALUES (?, ?, ?, 'PENDING', 0)`,
  );
  const notificationUrl = db.prepare<[string, string], { url: string }>(
    'SELECT url FROM payment_notification_urls WHERE payment_id = ? AND entity_id = ?',
  );
  // A notificationUrl's deliveries go under the entity's first endpoint: its key encrypts them.
  const firstEndpoint = db.prepare<[string], { id: string }>(
    'SELECT id FROM webhooks WHERE entity_id = ? AND deleted_at IS NULL ORDER BY created_at, rowid LIMIT 1',
  );
  const insertUrlDelivery = db.prepare(
    `INSERT INTO webhook_deliveries (id, event_id, webhook_id, state, next_attempt_at, url) VALUES (?, ?, ?, 'PENDING', 0, ?)`,
  );
  return ({ entityId, type, action, payload, paymentIds = [] }) => {
    // Most entities have no endpoint: one indexed read, and nothing more, for them.
    const keyHolder = firstEndpoint.get(entityId);
    if (!keyHolder) return;
    const targets = endpoints.all(entityId, type);
    const urls = [...new Set(paymentIds.flatMap((id) => notificationUrl.get(id, entityId)?.url ?? []))];
    if (targets.length === 0 && urls.length === 0) return;
    const eventId = randomBytes(16).toString('hex');
    insertEvent.run(eventId, entityId, type, action, payload, now());
    for (const { id } of targets) insertDelivery.run(randomBytes(16).toString('hex'), eventId, id);
    for (const url of urls)
      insertUrlDelivery.run(randomBytes(16).toString('hex'), eventId, keyHolder.id, url);
  };
}

/** The write table with each ruled write followed by its notification, in the same transaction. */
export function withWebhookOutbox(db: Database, table: WriteTable, rules: OutboxRules): WriteTable {
  const enqueue = webhookOutbox(db, Date.now);
  const wrapped = new Map(table);
  for (const [name, rule] of Object.entries(rules)) {
    const write = table.get(name);
    if (!write) throw new Error(`the outbox wraps a write that does not exist: ${name}`);
    const eventOf = rule(db);
    const withOutbox: WriteFn = (...args) => {
      const result = write(...args);
      const event = eventOf(args, result);
      if (event) enqueue(event);
      return result;
    };
    wrapped.set(name, withOutbox);
  }
  return wrapped;
}
