// The PAYMENT (and RISK) notifications (../webhooks/outbox.ts): every write that stores a payment
// or changes its state — a payment stored (server, widget, scheduled), a pending one's end (3-D
// Secure, provider page, abandoned), a back-office operation (it names its payment as
// referencedId). The payload is the payment's answer as stored.
import type { CompletionOutcome } from '../store/store';
import type { OutboxRules } from '../webhooks/outbox';

export interface PaymentRowArg {
  id: string;
  entity_id: string;
  response: string;
}

/** The payment and, for a back-office operation, the one it refers to (their notificationUrl). */
const referenceOf = (response: string): string[] => {
  const referenced = /"referencedId":"([A-Za-z0-9]{32})"/.exec(response)?.[1];
  return referenced ? [referenced] : [];
};

/**
 * A standalone risk request (paymentType=RI) is notified as RISK, every other payment as PAYMENT.
 * The answer's JSON starts with its id and paymentType (./payment-response.ts).
 */
const RISK_REQUEST = /^\{"id":"[a-z0-9]{32}","paymentType":"RI"/;

export const paymentEvent = (payment: PaymentRowArg) => ({
  entityId: payment.entity_id,
  type: RISK_REQUEST.test(payment.response) ? ('RISK' as const) : ('PAYMENT' as const),
  action: null,
  payload: payment.response,
  paymentIds: [payment.id, ...referenceOf(payment.response)],
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
      return paymentEvent({ id: id as string, entity_id: entity, response: response as string });
    };
  },
  // A payment under the duplicate check: stored unless it was a duplicate.
  'duplicates.insertPaymentOnce':
    () =>
    ([row], outcome) =>
      outcome === 'stored' ? paymentEvent(row as PaymentRowArg) : undefined,
  'backOffice.record':
    () =>
    ([operation], outcome) =>
      (outcome as { stored: boolean }).stored
        ? paymentEvent((operation as { payment: PaymentRowArg }).payment)
        : undefined,
};
