/** One event of a payment's timeline (GET /inspector/api/payments/{id}/timeline). */
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
