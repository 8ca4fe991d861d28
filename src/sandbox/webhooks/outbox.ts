// The outbox, on the writer's connection: a change a merchant's webhooks report and its
// notification are written in one transaction. The writes that make such changes are wrapped here,
// by name, when the sandbox's database is put together (../database/write-tables.ts).
import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { CompletionOutcome } from '../store/store';
import type { WriteFn, WriteTable } from '../store/write-table';
import type { NotificationType } from './wire-format';

type Enqueue = (entityId: string, type: NotificationType, action: string | null, payload: string) => void;

/** Stores an event and one delivery per endpoint of the entity that takes its type; none listens, nothing. */
function webhookOutbox(db: Database): Enqueue {
  const endpoints = db.prepare<[string, string], { id: string }>(
    `SELECT id FROM webhooks WHERE entity_id = ? AND deleted_at IS NULL
       AND (types IS NULL OR instr(',' || types || ',', ',' || ? || ',') > 0)`,
  );
  const insertEvent = db.prepare(
    'INSERT INTO webhook_events (id, entity_id, type, action, payload, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  // Due at once, whatever the sandbox's clock says (0): the dispatcher sends it on its next round.
  const insertDelivery = db.prepare(
    `INSERT INTO webhook_deliveries (id, event_id, webhook_id, state, next_attempt_at) VALUES (?, ?, ?, 'PENDING', 0)`,
  );
  return (entityId, type, action, payload) => {
    const targets = endpoints.all(entityId, type);
    if (targets.length === 0) return;
    const eventId = randomBytes(16).toString('hex');
    insertEvent.run(eventId, entityId, type, action, payload, Date.now());
    for (const { id } of targets) insertDelivery.run(randomBytes(16).toString('hex'), eventId, id);
  };
}

interface PaymentRowArg {
  entity_id: string;
  response: string;
}

/**
 * The write table with the outbox behind every write that creates a payment or changes its state:
 * a stored payment (server, widget, scheduled), a pending payment's end (3-D Secure, provider page,
 * abandoned), a back-office operation (with its referencedId).
 */
export function withWebhookOutbox(db: Database, table: WriteTable): WriteTable {
  const enqueue = webhookOutbox(db);
  const entityOfPayment = db.prepare<[string], { entity_id: string }>(
    'SELECT entity_id FROM payments WHERE id = ?',
  );
  const wrapped = new Map(table);
  const after = (name: string, then: (args: unknown[], result: unknown) => void) => {
    const write = table.get(name);
    if (!write) throw new Error(`the outbox wraps a write that does not exist: ${name}`);
    const withOutbox: WriteFn = (...args) => {
      const result = write(...args);
      then(args, result);
      return result;
    };
    wrapped.set(name, withOutbox);
  };
  after('core.insertPayment', ([row], stored) => {
    const payment = row as PaymentRowArg;
    if (stored) enqueue(payment.entity_id, 'PAYMENT', null, payment.response);
  });
  after('core.completePayment', ([id, responseJson], outcome) => {
    const entity = entityOfPayment.get(id as string)?.entity_id;
    if ((outcome as CompletionOutcome) === 'completed' && entity)
      enqueue(entity, 'PAYMENT', null, responseJson as string);
  });
  after('backOffice.record', ([operation], outcome) => {
    const { payment } = operation as { payment: PaymentRowArg };
    if ((outcome as { stored: boolean }).stored)
      enqueue(payment.entity_id, 'PAYMENT', null, payment.response);
  });
  return wrapped;
}
