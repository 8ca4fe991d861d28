import { describe, expect, it } from 'vitest';
import type { CheckoutRequestRow } from '../request-log/request-log-store';
import { requestEvents } from './timeline-requests';

const T = Date.parse('2026-11-27T10:00:00Z');
const row = (
  id: number,
  path: string,
  at: number,
  durationMs: number,
  method = 'GET',
): CheckoutRequestRow => ({
  id,
  at,
  method,
  path,
  status: 200,
  result_code: null,
  duration_ms: durationMs,
});

describe('the requests about a checkout on a payment’s timeline', () => {
  it('puts each request when it arrived: its answer’s time less its duration', () => {
    const events = requestEvents([row(1, '/v1/paymentWidgets.js', T + 500, 12.4)], T);
    expect(events[0]).toMatchObject({
      kind: 'widget.loaded',
      time: new Date(T + 488).toISOString(),
      requestId: '1',
    });
  });

  it('keeps them after the checkout’s creation and in the order stored, on a clock that stood still', () => {
    // A test's clock: every answer at T, each request's duration measured on the real clock.
    const events = requestEvents(
      [
        row(1, '/v1/paymentWidgets.js', T, 3.2),
        row(2, '/v1/checkouts/abc/widget', T, 1.1),
        row(3, '/v1/checkouts/abc/payment', T, 40, 'POST'),
      ],
      T,
    );
    expect(events.map((e) => e.kind)).toEqual(['widget.loaded', 'widget.checkout', 'request.payment']);
    expect(events.map((e) => e.time)).toEqual([T, T, T].map((t) => new Date(t).toISOString()));
  });
});
