// Where the inspector's page finds what it shows: the inspector's session and aggregates, and the
// merchant API run for the signed-in merchant (/inspector/api/v1/… is /v1/… as that merchant).

export const SESSION = '/inspector/session';
export const OVERVIEW = '/inspector/api/overview';
export const PAYMENTS = '/inspector/api/payments';
export const timelineOf = (paymentId: string) => `${PAYMENTS}/${encodeURIComponent(paymentId)}/timeline`;
/** The merchant's checkouts, paid or not, and one checkout's own timeline. */
export const CHECKOUTS = '/inspector/api/checkouts';
export const checkoutTimelineOf = (checkoutId: string) =>
  `${CHECKOUTS}/${encodeURIComponent(checkoutId)}/timeline`;

export const V1 = '/inspector/api/v1';
export const REQUESTS = `${V1}/sandbox/requests`;
export const REQUEST_STREAM = `${REQUESTS}/stream`;
export const requestOf = (id: string) => `${REQUESTS}/${encodeURIComponent(id)}`;
/** Back-office operations (capture, refund, reversal, chargeback) on an earlier payment. */
export const paymentOf = (id: string) => `${V1}/payments/${encodeURIComponent(id)}`;
export const WEBHOOKS = `${V1}/sandbox/webhooks`;
export const deliveriesOf = (webhookId: string) => `${WEBHOOKS}/${encodeURIComponent(webhookId)}/deliveries`;
export const redeliver = (webhookId: string, deliveryId: string) =>
  `${deliveriesOf(webhookId)}/${encodeURIComponent(deliveryId)}/redeliver`;
export const CLOCK = `${V1}/sandbox/clock`;
export const CLOCK_ADVANCE = `${CLOCK}/advance`;
export const CLOCK_RESET = `${CLOCK}/reset`;
/** The schedules the merchant made (Scheduling API), with their next executions. */
export const SCHEDULES = '/inspector/api/schedules';
/** Settlement days (Reporting API's aggregations) and a day's reconciliation file. */
export const AGGREGATIONS = '/inspector/api/reports/v1/reconciliations/aggregations';
export const reconciliationCsv = (id: string) =>
  `/inspector/api/reports/v1/reconciliations/${encodeURIComponent(id)}.csv`;

/** A path with the query members that have a value. */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
