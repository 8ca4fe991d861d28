// The shopper's (and the merchant's) requests about a payment's checkout on its timeline, from the
// request log: the widget's script loaded for it, the widget's checkout reads, the payment
// submitted from the browser, a status read. Each at the time it arrived (the log keeps when the
// answer left and how long it took), and linked to its entry in the request log.

import type { TimelineEvent } from '../../spec/timeline-event';
import type { CheckoutRequestRow } from '../request-log/request-log-store';
import { type Titled, titled } from './titled';

const WIDGET_SCRIPT = '/v1/paymentWidgets.js';

/** What a request about a checkout is, by its method and what follows /v1/checkouts/{id}. */
const NAMES: Readonly<Record<string, { kind: string } & Titled>> = {
  'GET /widget': { kind: 'widget.checkout', ...titled('widgetCheckout') },
  'POST /payment': { kind: 'request.payment', ...titled('paymentSubmitted') },
  'POST /async-payment': { kind: 'request.payment', ...titled('paymentSubmitted') },
  'POST /one-click-payment': { kind: 'request.payment', ...titled('paymentSubmitted') },
  'POST /wallet-payment': { kind: 'request.payment', ...titled('paymentSubmitted') },
  'GET /payment': { kind: 'request.status', ...titled('paymentStatusRead') },
  'GET /registration': { kind: 'request.status', ...titled('registrationStatusRead') },
  'POST ': { kind: 'request.update', ...titled('checkoutUpdated') },
};

/** Any other request is titled with its method and path, in every language. */
function named(row: CheckoutRequestRow): { kind: string } & Titled {
  if (row.path === WIDGET_SCRIPT) return { kind: 'widget.loaded', ...titled('widgetLoaded') };
  const rest = /^\/v1\/checkouts\/[^/]+(\/[a-z-]+)?$/.exec(row.path);
  const known = rest ? NAMES[`${row.method} ${rest[1] ?? ''}`] : undefined;
  return known ?? { kind: 'request', title: `${row.method} ${row.path}` };
}

/**
 * The events of the requests, oldest first (by id, the order they were stored). A request's time is
 * when its answer left less how long it took, measured apart: on a clock that does not run with
 * real time (a test's, or one moved meanwhile) that could put it before the checkout existed or
 * before the request stored ahead of it, so each time is at least the one before, starting at the
 * checkout's creation (`notBefore`). On the sandbox's running clock this changes nothing.
 */
export function requestEvents(rows: readonly CheckoutRequestRow[], notBefore: number): TimelineEvent[] {
  let floor = notBefore;
  return rows.map((row) => {
    floor = Math.max(floor, Math.round(row.at - row.duration_ms));
    return {
      time: new Date(floor).toISOString(),
      ...named(row),
      detail: `${row.method} ${row.path} → HTTP ${row.status}`,
      ...(row.result_code ? { resultCode: row.result_code } : {}),
      requestId: String(row.id),
    };
  });
}
