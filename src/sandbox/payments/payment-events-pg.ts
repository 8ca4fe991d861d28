// The PAYMENT (and RISK) notifications on PostgreSQL: the rules of ./payment-events.ts, each
// reading what it needs in the write's transaction.
import type { CompletionOutcome } from '../store/store';
import type { PgOutboxRules } from '../webhooks/outbox-pg';
import { type PaymentRowArg, paymentEvent } from './payment-events';

export const PAYMENT_PG_EVENTS: PgOutboxRules = {
  'core.insertPayment': async (_sql, [row], stored) =>
    stored ? paymentEvent(row as PaymentRowArg) : undefined,
  'core.completePayment': async (sql, [id, response], outcome) => {
    if ((outcome as CompletionOutcome) !== 'completed') return undefined;
    const entity = (
      await sql.one<{ entity_id: string }>('SELECT entity_id FROM payments WHERE id = $1', [id])
    )?.entity_id;
    return entity === undefined
      ? undefined
      : paymentEvent({ id: id as string, entity_id: entity, response: response as string });
  },
  // A payment under the duplicate check: stored unless it was a duplicate.
  'duplicates.insertPaymentOnce': async (_sql, [row], outcome) =>
    outcome === 'stored' ? paymentEvent(row as PaymentRowArg) : undefined,
  'backOffice.record': async (_sql, [operation], outcome) =>
    (outcome as { stored: boolean }).stored
      ? paymentEvent((operation as { payment: PaymentRowArg }).payment)
      : undefined,
};
