// The PAYMENT notifications (../webhooks/outbox.ts): every write that stores a payment or changes
// its state — a payment stored (server, widget, scheduled), a pending one's end (3-D Secure,
// provider page, abandoned), a back-office operation (it names its payment as referencedId). The
// payload is the payment's answer as stored.
import type { CompletionOutcome } from '../store/store';
import type { OutboxRules } from '../webhooks/outbox';

interface PaymentRowArg {
  entity_id: string;
  response: string;
}

const paymentEvent = (payment: PaymentRowArg) => ({
  entityId: payment.entity_id,
  type: 'PAYMENT' as const,
  action: null,
  payload: payment.response,
});

export const PAYMENT_EVENTS: OutboxRules = {
  'core.insertPayment':
    () =>
    ([row], stored) =>
      stored ? paymentEvent(row as PaymentRowArg) : undefined,
  'core.completePayment': (db) => {
    const entityOf = db.prepare<[string], { entity_id: string }>(
      'SELECT entity_id FROM payments WHERE id = ?',
    );
    return ([id, response], outcome) => {
      const entity = entityOf.get(id as string)?.entity_id;
      if ((outcome as CompletionOutcome) !== 'completed' || !entity) return undefined;
      return paymentEvent({ entity_id: entity, response: response as string });
    };
  },
  'backOffice.record':
    () =>
    ([operation], outcome) =>
      (outcome as { stored: boolean }).stored
        ? paymentEvent((operation as { payment: PaymentRowArg }).payment)
        : undefined,
};
