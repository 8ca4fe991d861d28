// One event of a payment's timeline, as the inspector's API answers it
// (GET /inspector/api/payments/{id}/timeline): written by the gateway (src/sandbox/inspector),
// read by the inspector's page (src/inspector), so both hold it from here.

export interface TimelineEvent {
  time: string;
  kind: string;
  title: string;
  detail?: string;
  resultCode?: string;
  /** The payment or operation the event is about. */
  paymentId?: string;
  /** The request log's entry the event is (a request about the payment's checkout). */
  requestId?: string;
}
