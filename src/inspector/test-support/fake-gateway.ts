// The gateway as the inspector's page sees it, built from the contract's shapes (api/contract.ts):
// a fake fetch answering the inspector's endpoints from a small in-memory merchant, recording
// every call, and a fake event stream the test pushes requests into. Unit tests of the page, not
// of the gateway: the gateway's own tests hold what it really answers.
import type {
  Aggregation,
  CheckoutSummary,
  CheckoutTimeline,
  Delivery,
  PaymentSummary,
  RequestDetail,
  Schedule,
  Timeline,
  Webhook,
} from '../api/contract';
import type { EventStream } from '../context';

export const ENTITY_ID = '8a8294174b7ecb28014b9699220015ca';
export const TOKEN = 'OGE4Mjk0MTc0YjdlY2IyODAxNGI5Njk5MjIwMDE1Y2N8c3k2S0pzVDg=';
export const CSRF = 'csrf-of-the-session';
/** A token the fake gateway answers as it does once too many sign-ins failed (429). */
export const THROTTLED_TOKEN = 'one-try-too-many';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: string;
}

export const REFUSED: RequestDetail = {
  id: 'r2',
  time: '2026-11-26T10:00:02.000Z',
  method: 'POST',
  path: '/v1/payments',
  status: 400,
  resultCode: '200.300.404',
  resultDescription: 'invalid or missing parameter',
  durationMs: 12,
  merchantTransactionId: 'order-42',
  parameters: { amount: '12.5', currency: 'EUR', 'card.number': '411111******1111', paymentType: 'DB' },
  answer: { result: { code: '200.300.404', description: 'invalid or missing parameter' } },
  parameterErrors: [
    { name: 'amount', value: '12.5', message: 'must match ^[0-9]{1,10}(\\.[0-9]{2})?$' },
    { name: 'paymentBrand', value: null, message: 'is required' },
  ],
};

export const ACCEPTED: RequestDetail = {
  id: 'r1',
  time: '2026-11-26T10:00:01.000Z',
  method: 'POST',
  path: '/v1/checkouts',
  status: 200,
  resultCode: '000.200.100',
  resultDescription: 'successfully created checkout',
  durationMs: 8,
  parameters: { amount: '12.50', currency: 'EUR', paymentType: 'PA' },
  answer: { result: { code: '000.200.100' }, id: 'C1' },
  parameterErrors: [],
};

export const OLDER: RequestDetail = {
  ...ACCEPTED,
  id: 'r0',
  time: '2026-11-26T09:59:00.000Z',
  method: 'GET',
  path: '/v1/sandbox/webhooks',
  resultCode: '000.000.100',
  resultDescription: 'successful request',
  parameters: {},
};

export const PA: PaymentSummary = {
  id: '8ac7a4a1PA',
  paymentType: 'PA',
  amount: '12.50',
  currency: 'EUR',
  merchantTransactionId: 'order-42',
  time: '2026-11-26T10:00:03.000Z',
  resultCode: '000.100.110',
  resultDescription: "Request successfully processed in 'Merchant in Integrator Test Mode'",
  resultClass: 'success',
};

export const TIMELINE: Timeline = {
  payment: PA,
  events: [
    {
      time: '2026-11-26T10:00:01.000Z',
      kind: 'checkout.created',
      title: 'Checkout created 12.50 EUR',
      titleKey: 'checkoutCreated',
      values: { amount: '12.50', currency: 'EUR' },
    },
    {
      time: '2026-11-26T10:00:02.000Z',
      kind: 'widget.loaded',
      title: 'Widget loaded',
      titleKey: 'widgetLoaded',
      detail: 'GET /v1/paymentWidgets.js → HTTP 200',
      requestId: 'r1',
    },
    {
      time: '2026-11-26T10:00:02.500Z',
      kind: 'request',
      title: 'GET /v1/checkouts/8ac7a4a1/other',
      detail: 'GET /v1/checkouts/8ac7a4a1/other → HTTP 404',
      requestId: 'r2',
    },
    {
      time: '2026-11-26T10:00:03.000Z',
      kind: 'payment',
      title: 'Payment PA 12.50 EUR',
      titleKey: 'payment',
      values: { type: 'PA', amount: '12.50', currency: 'EUR' },
      resultCode: '000.100.110',
    },
    {
      time: '2026-11-26T10:00:03.500Z',
      kind: 'threeds.completed',
      title: '3-D Secure completed after a challenge: authenticated',
      titleKey: 'threeDSChallenge',
      values: { authentication: 'Y' },
    },
    {
      time: '2026-11-26T10:00:04.000Z',
      kind: 'webhook.sent',
      title: 'Webhook PAYMENT CREATED sent (attempt 1): HTTP 200 in 31 ms',
      titleKey: 'webhookSent',
      values: { type: 'PAYMENT', action: 'CREATED', attempt: '1', outcome: 'HTTP 200', ms: '31' },
      detail: 'https://shop.test/hook',
    },
  ],
};

/** A checkout paid by PA, and an older one the shopper left after the widget loaded. */
export const PAID_CHECKOUT: CheckoutSummary = {
  id: 'C2PAID',
  time: '2026-11-26T10:00:01.000Z',
  amount: '12.50',
  currency: 'EUR',
  paymentType: 'PA',
  merchantTransactionId: 'order-42',
  state: 'paid',
  expiresAt: '2026-11-26T10:30:01.000Z',
  paymentId: PA.id,
};

export const LEFT_CHECKOUT: CheckoutSummary = {
  id: 'C1LEFT',
  time: '2026-11-26T09:00:00.000Z',
  amount: '30.00',
  currency: 'EUR',
  paymentType: 'DB',
  merchantTransactionId: 'order-41',
  state: 'expired',
  expiresAt: '2026-11-26T09:30:00.000Z',
};

export const CHECKOUT_TIMELINE: CheckoutTimeline = {
  checkout: LEFT_CHECKOUT,
  events: [
    {
      time: '2026-11-26T09:00:00.000Z',
      kind: 'checkout.created',
      title: 'Checkout created 30.00 EUR',
      detail: LEFT_CHECKOUT.id,
    },
    {
      time: '2026-11-26T09:00:05.000Z',
      kind: 'widget.loaded',
      title: 'Widget loaded',
      detail: 'GET /v1/paymentWidgets.js → HTTP 200',
      requestId: 'r1',
    },
  ],
};

export const WEBHOOK: Webhook = {
  id: 'w1',
  url: 'https://shop.test/hook',
  types: ['PAYMENT'],
  createdAt: '2026-11-26 09:00:00+0000',
};

export const DELIVERY: Delivery = {
  id: 'd1',
  type: 'PAYMENT',
  state: 'DELIVERED',
  createdAt: '2026-11-26 10:00:04+0000',
  attempts: [{ at: '2026-11-26 10:00:04+0000', status: 200, durationMs: 31 }],
};

export const SCHEDULE: Schedule = {
  id: 's1',
  paymentType: 'DB',
  amount: '9.99',
  currency: 'EUR',
  state: 'ACTIVE',
  job: { nextExecution: '2026-12-01 00:00:00' },
};

export const DAY: Aggregation = {
  id: 'agg1',
  recordCount: 3,
  settlement: { date: '2026-11-25', currency: 'EUR', amount: '37.50' },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const result = (code: string, description: string, extra: object = {}) => ({
  result: { code, description, ...extra },
});

export interface FakeGateway {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
  calls: Call[];
  signedIn: boolean;
  /** Seconds the merchant's clock has been moved. */
  aheadSeconds: number;
  schedules: Schedule[];
  /** The merchant's payments, newest first (a test adds one as a payment would be made). */
  payments: PaymentSummary[];
  /** The merchant's checkouts, newest first (a test adds one as a checkout would be made). */
  checkouts: CheckoutSummary[];
}

export function fakeGateway({ signedIn = false } = {}): FakeGateway {
  const gateway: FakeGateway = {
    fetch: undefined as never,
    calls: [],
    signedIn,
    aheadSeconds: 0,
    schedules: [SCHEDULE],
    payments: [PA],
    checkouts: [PAID_CHECKOUT, LEFT_CHECKOUT],
  };
  gateway.fetch = async (input, init = {}) => {
    const url = new URL(input, 'https://sandbox.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body = typeof init.body === 'string' ? init.body : '';
    gateway.calls.push({ method, path: url.pathname, query: url.searchParams, headers, body });
    const route = `${method} ${url.pathname}`;
    const unauthenticated = () => json(result('800.900.300', 'invalid authentication information'), 401);

    if (route === 'POST /inspector/session') {
      const sent = JSON.parse(body) as { entityId: string; accessToken: string };
      // The gateway's answer once too many sign-ins failed.
      if (sent.accessToken === THROTTLED_TOKEN)
        return new Response(
          JSON.stringify(result('800.120.100', 'Too many requests. Please try again later.')),
          {
            status: 429,
            headers: { 'content-type': 'application/json', 'retry-after': '600' },
          },
        );
      if (sent.entityId !== ENTITY_ID || sent.accessToken !== TOKEN) return unauthenticated();
      gateway.signedIn = true;
      return json({ entityId: ENTITY_ID, csrfToken: CSRF });
    }
    if (!gateway.signedIn) return unauthenticated();
    if (method !== 'GET' && headers['x-csrf-token'] !== CSRF)
      return json(result('800.900.300', 'invalid authentication information'), 403);
    // The merchant API's rule: its requests name the entity, in the query (GET) or the form.
    const named =
      method === 'GET' ? url.searchParams.get('entityId') : new URLSearchParams(body).get('entityId');
    if (url.pathname.startsWith('/inspector/api/v1/') && named !== ENTITY_ID)
      return json(result('800.900.300', 'invalid authentication information'), 403);
    if (route === 'GET /inspector/session') return json({ entityId: ENTITY_ID, csrfToken: CSRF });
    if (route === 'DELETE /inspector/session') {
      gateway.signedIn = false;
      return new Response(null, { status: 204 });
    }
    return answer(gateway, route, url.searchParams, body);
  };
  return gateway;
}

function answer(gateway: FakeGateway, route: string, query: URLSearchParams, body: string): Response {
  const form = new URLSearchParams(body);
  const ok = (members: object = {}) => json({ ...result('000.000.100', 'successful request'), ...members });
  const notFound = () => json(result('700.400.000', 'not found'), 404);
  switch (route) {
    case 'GET /inspector/api/v1/sandbox/requests': {
      const wanted = query.get('merchantTransactionId');
      if (wanted !== null) {
        // As the gateway's bounded reads, looking through one request a page: what it found of
        // it (maybe nothing) and where the next page goes on.
        const all = [REFUSED, ACCEPTED, { ...OLDER, merchantTransactionId: 'order-7' }];
        const from = query.get('before') ? all.findIndex((r) => r.id === query.get('before')) + 1 : 0;
        const looked = all.slice(from, from + 1);
        const found = looked
          .filter((r) => r.merchantTransactionId === wanted)
          .map(({ parameters, answer, parameterErrors, ...summary }) => summary);
        return json({ requests: found, ...(from + 1 < all.length ? { next: looked.at(-1)?.id } : {}) });
      }
      // Newest first, a page of two, keyset paged by `before`.
      const all = [REFUSED, ACCEPTED, OLDER].filter(
        (r) => !query.get('status') || String(r.status) === query.get('status'),
      );
      const from = query.get('before') ? all.findIndex((r) => r.id === query.get('before')) + 1 : 0;
      const page = all.slice(from, from + 2);
      const summaries = page.map(({ parameters, answer, parameterErrors, ...summary }) => summary);
      return json({ requests: summaries, ...(from + 2 < all.length ? { next: page.at(-1)?.id } : {}) });
    }
    case 'GET /inspector/api/v1/sandbox/requests/r1':
      return json(ACCEPTED);
    case 'GET /inspector/api/v1/sandbox/requests/r2':
      return json(REFUSED);
    case 'GET /inspector/api/payments':
      return json({
        payments: gateway.payments.filter(
          (p) => !query.get('paymentType') || p.paymentType === query.get('paymentType'),
        ),
      });
    case `GET /inspector/api/payments/${PA.id}/timeline`:
      return json(TIMELINE);
    case 'GET /inspector/api/checkouts': {
      // Newest first, a page of one, keyset paged by `before` (the id here); filtered, as the
      // gateway's bounded reads, a page looks through one checkout: what it found of it (maybe
      // nothing) and where the next goes on.
      const all = gateway.checkouts;
      const from = query.get('before') ? all.findIndex((c) => c.id === query.get('before')) + 1 : 0;
      const looked = all.slice(from, from + 1);
      const page = looked.filter(
        (c) =>
          (!query.get('state') || c.state === query.get('state')) &&
          (!query.get('merchantTransactionId') ||
            c.merchantTransactionId === query.get('merchantTransactionId')),
      );
      return json({ checkouts: page, ...(from + 1 < all.length ? { next: looked.at(-1)?.id } : {}) });
    }
    case `GET /inspector/api/checkouts/${LEFT_CHECKOUT.id}/timeline`:
      return json(CHECKOUT_TIMELINE);
    case `POST /inspector/api/v1/payments/${PA.id}`: {
      if (form.get('paymentType') === 'CP' && Number(form.get('amount')) > Number(PA.amount))
        return json(
          result('700.400.100', 'cannot capture (PA value exceeded, PA reverted or invalid workflow?)', {
            parameterErrors: [
              { name: 'amount', value: form.get('amount'), message: 'exceeds the preauthorized amount' },
            ],
          }),
          400,
        );
      return json({
        id: '8ac7a4a1CP',
        ...result('000.100.110', "Request successfully processed in 'Merchant in Integrator Test Mode'"),
      });
    }
    case 'GET /inspector/api/v1/sandbox/webhooks':
      return ok({ webhooks: [WEBHOOK] });
    case `GET /inspector/api/v1/sandbox/webhooks/${WEBHOOK.id}/deliveries`:
      return ok({ id: WEBHOOK.id, deliveries: [DELIVERY] });
    case `POST /inspector/api/v1/sandbox/webhooks/${WEBHOOK.id}/deliveries/${DELIVERY.id}/redeliver`:
      return ok({ id: DELIVERY.id });
    case 'GET /inspector/api/v1/sandbox/clock':
      return ok({ time: clockTime(gateway), aheadSeconds: gateway.aheadSeconds });
    case 'POST /inspector/api/v1/sandbox/clock/advance':
      gateway.aheadSeconds += Number(form.get('seconds'));
      return ok({ time: clockTime(gateway), aheadSeconds: gateway.aheadSeconds });
    case 'POST /inspector/api/v1/sandbox/clock/reset':
      gateway.aheadSeconds = 0;
      return ok({ time: clockTime(gateway), aheadSeconds: 0 });
    case 'GET /inspector/api/schedules':
      return ok({ schedules: gateway.schedules });
    case 'GET /inspector/api/reports/v1/reconciliations/aggregations':
      return ok({ aggregations: [DAY] });
    default:
      return notFound();
  }
}

const clockTime = (gateway: FakeGateway) =>
  new Date(Date.UTC(2026, 10, 26, 10) + gateway.aheadSeconds * 1000).toISOString();

/** An EventSource stand-in: the test sends `request` events as the server would. */
export interface FakeStream extends EventStream {
  url: string;
  closed: boolean;
  send(type: string, data: unknown): void;
}

export function fakeStreams(): { open: (url: string) => FakeStream; opened: FakeStream[] } {
  const opened: FakeStream[] = [];
  const open = (url: string): FakeStream => {
    const listeners = new Map<string, ((event: MessageEvent) => void)[]>();
    const stream: FakeStream = {
      url,
      closed: false,
      addEventListener(type, listener) {
        listeners.set(type, [...(listeners.get(type) ?? []), listener]);
      },
      close() {
        stream.closed = true;
      },
      send(type, data) {
        if (stream.closed) return;
        for (const listener of listeners.get(type) ?? [])
          listener(new MessageEvent(type, { data: JSON.stringify(data) }));
      },
    };
    opened.push(stream);
    return stream;
  };
  return { open, opened };
}
