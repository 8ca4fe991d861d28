// The inspector's own reads over HTTP: the payments list (filters, pages), one payment's timeline
// with its operations and the webhooks sent about them, the overview; each merchant's only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import type { TimelineEvent } from '../../spec/timeline-event';
import { DEFAULT_ACCESS_TOKEN } from '../config';
import { SECOND_MERCHANT } from '../merchants';
import {
  AUTH,
  browserPay,
  CARD,
  createCheckout,
  ENTITY_ID,
  encodeForm,
  FORM,
  json,
  MONTHLY_JOB,
  PAYMENT,
  postForm,
  SUBSCRIPTION_START,
  scheduleRequest,
  signInInspector,
  type TestSandbox,
  testSandbox,
} from '../test-support';
import { formsOf, postPage, SHOP_ORIGIN, walkRedirect } from '../threeds/flow-test-support';
import { type TestReceiver, testReceiver } from '../webhooks/test-receiver';

let sb: TestSandbox;
let receiver: TestReceiver;
beforeAll(async () => {
  sb = await testSandbox();
  receiver = await testReceiver();
});
afterAll(async () => {
  await sb.app.close();
  await receiver.close();
});

interface Signed {
  cookie: string;
  csrfToken: string;
}

const signIn = (entityId = ENTITY_ID, accessToken = DEFAULT_ACCESS_TOKEN, app = sb.app): Promise<Signed> =>
  signInInspector(app, entityId, accessToken);

const get = (signed: Signed, url: string) =>
  sb.app.inject({ method: 'GET', url, headers: { cookie: signed.cookie } });
const post = (signed: Signed, url: string, params: Record<string, string>) =>
  sb.app.inject({
    method: 'POST',
    url,
    headers: { ...FORM, cookie: signed.cookie, 'x-csrf-token': signed.csrfToken },
    payload: new URLSearchParams(params).toString(),
  });

const SECOND_AUTH = { authorization: `Bearer ${SECOND_MERCHANT.accessToken}` };
const DECLINED_CARD = '4000000000001521';

async function pay(extra: Record<string, string> = {}, auth = AUTH, entityId = ENTITY_ID): Promise<string> {
  const res = await postForm(sb.app, '/v1/payments', { ...PAYMENT, entityId, ...extra }, auth);
  expect(res.statusCode, res.body).toBeLessThan(500);
  return json(res).id as string;
}

interface TimelineBody {
  payment: Record<string, unknown>;
  events: TimelineEvent[];
}

const timeline = async (signed: Signed, id: string): Promise<TimelineBody> => {
  const res = await get(signed, `/inspector/api/payments/${id}/timeline`);
  expect(res.statusCode, res.body).toBe(200);
  return json(res) as TimelineBody;
};

/** The 3-D Secure redirect of the last payment made through the widget. */
let pendingRedirect: { url: string; parameters: Array<{ name: string; value: string }> };

/** As the shopper's browser does: the widget's script for the checkout, its read, the card frame's payment. */
async function payThroughWidget(checkoutId: string, cardNumber: string): Promise<string> {
  sb.clock.advance(1000);
  expect((await sb.app.inject({ url: `/v1/paymentWidgets.js?checkoutId=${checkoutId}` })).statusCode).toBe(
    200,
  );
  sb.clock.advance(1000);
  const read = await sb.app.inject({
    url: `/v1/checkouts/${checkoutId}/widget`,
    headers: { origin: SHOP_ORIGIN },
  });
  expect(read.statusCode, read.body).toBe(200);
  sb.clock.advance(1000);
  const paid = await browserPay(sb.app, checkoutId, {
    paymentBrand: 'VISA',
    ...CARD,
    'card.number': cardNumber,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  pendingRedirect = json(paid).redirect;
  return json(paid).id as string;
}

describe('a payment’s timeline', () => {
  it('shows the payment, its capture and refund, and each webhook sent with the receiver’s answer, in order', async () => {
    const signed = await signIn();
    const hook = await post(signed, '/inspector/api/v1/sandbox/webhooks', { url: receiver.url });
    expect(hook.statusCode, hook.body).toBe(200);
    const pa = await pay({ paymentType: 'PA', amount: '20.00' });
    sb.clock.advance(1000);
    const capture = await post(signed, `/inspector/api/v1/payments/${pa}`, {
      paymentType: 'CP',
      amount: '20.00',
      currency: 'EUR',
    });
    expect(capture.statusCode, capture.body).toBe(200);
    const captureId = json(capture).id as string;
    sb.clock.advance(1000);
    receiver.answerNext(500);
    const refund = await post(signed, `/inspector/api/v1/payments/${captureId}`, {
      paymentType: 'RF',
      amount: '5.00',
      currency: 'EUR',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    await sb.app.gatewayClock.runDue();

    const res = await get(signed, `/inspector/api/payments/${pa}/timeline`);
    expect(res.statusCode, res.body).toBe(200);
    const body = json(res);
    expect(body.payment).toMatchObject({
      id: pa,
      paymentType: 'PA',
      amount: '20.00',
      resultClass: 'success',
    });
    const events = body.events as TimelineEvent[];
    expect(events.map((e) => e.kind)).toEqual(
      expect.arrayContaining(['payment', 'capture', 'refund', 'webhook.sent']),
    );
    expect(events.find((e) => e.kind === 'capture')).toMatchObject({
      paymentId: captureId,
      resultCode: RESULT.SUCCESS_INTEGRATOR_TEST.code,
      title: 'Captured 20.00 EUR',
      // The sentence and its values, for the page to say in its language.
      titleKey: 'captured',
      values: { type: 'CP', amount: '20.00', currency: 'EUR' },
    });
    expect(events.find((e) => e.kind === 'payment')).toMatchObject({
      title: 'Payment PA 20.00 EUR',
      titleKey: 'payment',
      values: { type: 'PA', amount: '20.00', currency: 'EUR' },
    });
    const times = events.map((e) => Date.parse(e.time ?? ''));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const webhooks = events.filter((e) => e.kind === 'webhook.sent');
    // One notification per payment and operation; the refund's first attempt got a 500.
    expect(webhooks.length).toBeGreaterThanOrEqual(3);
    expect(webhooks.some((e) => /HTTP 500/.test(e.title ?? ''))).toBe(true);
    expect(webhooks.some((e) => /HTTP 200/.test(e.title ?? ''))).toBe(true);
    expect(webhooks[0]?.detail).toBe(receiver.url.split('?')[0]);
    const failed = webhooks.find((e) => /HTTP 500/.test(e.title ?? ''));
    expect(failed).toMatchObject({
      titleKey: 'webhookSent',
      values: { type: expect.any(String), action: expect.any(String), attempt: '1', outcome: 'HTTP 500' },
    });
    expect(failed?.title).toBe(
      `Webhook ${failed?.values?.type} ${failed?.values?.action} sent (attempt 1): HTTP 500 in ${failed?.values?.ms} ms`.replace(
        '  ',
        ' ',
      ),
    );
    expect(events.findIndex((e) => e.kind === 'payment')).toBeLessThan(
      events.findIndex((e) => e.kind === 'capture'),
    );
  });

  it('shows a widget payment from the checkout: the widget loaded, its reads, the payment submitted, 3-D Secure’s start and end', async () => {
    const signed = await signIn();
    sb.clock.advance(60_000);
    const checkoutId = await createCheckout(sb.app);
    const id = await payThroughWidget(checkoutId, '4200000000000042');
    sb.clock.advance(1000);
    const before = await timeline(signed, id);
    // Waiting for the shopper: the flow has started, not ended.
    expect(before.events.map((e) => e.kind)).not.toContain('threeds.completed');
    expect(before.payment).toMatchObject({ id, checkoutId, resultClass: 'pending' });

    sb.clock.advance(5000);
    const end = await walkRedirect(sb.app, pendingRedirect);
    expect(end.status).toBe(200);
    const { events } = await timeline(signed, id);
    expect(events.map((e) => e.kind)).toEqual([
      'checkout.created',
      'widget.loaded',
      'widget.checkout',
      'request.payment',
      'threeds.started',
      'payment',
      'threeds.completed',
    ]);
    expect(events[0]).toMatchObject({
      detail: checkoutId,
      title: 'Checkout created 25.00 EUR',
      titleKey: 'checkoutCreated',
      values: { amount: '25.00', currency: 'EUR' },
    });
    expect(events[1]).toMatchObject({
      title: 'Widget loaded',
      titleKey: 'widgetLoaded',
      detail: expect.stringMatching(/^GET \/v1\/paymentWidgets\.js → HTTP 200$/),
    });
    expect(events[3]).toMatchObject({
      title: 'Payment submitted',
      detail: `POST /v1/checkouts/${checkoutId}/payment → HTTP 200`,
    });
    expect(events[6]).toMatchObject({
      title: '3-D Secure completed after a challenge: authenticated',
      // The status as its code: the page says it in words.
      titleKey: 'threeDSChallenge',
      values: { authentication: 'Y' },
      paymentId: id,
    });
    // The end is when the shopper finished, as the flow stored it.
    expect(Date.parse(events[6]?.time ?? '') - Date.parse(events[4]?.time ?? '')).toBe(6000);
    // Each request links to its entry in the request log.
    const logged = await get(signed, `/inspector/api/v1/sandbox/requests/${events[1]?.requestId}`);
    expect(logged.statusCode, logged.body).toBe(200);
    expect(json(logged).parameters).toEqual({ checkoutId });
  });

  it('ends a 3-D Secure flow the shopper cancelled, and a provider flow with the shopper’s decision', async () => {
    const signed = await signIn();
    const cancelled = await payThroughWidget(await createCheckout(sb.app), '4200000000000042');
    await walkRedirect(sb.app, pendingRedirect, { cancel: true });
    const threeDS = (await timeline(signed, cancelled)).events.find((e) => e.kind === 'threeds.completed');
    expect(threeDS?.title).toBe('3-D Secure challenge cancelled by the shopper');

    const checkoutId = await createCheckout(sb.app, { shopperResultUrl: 'https://shop.test/result' });
    const started = await sb.app.inject({
      method: 'POST',
      url: `/v1/checkouts/${checkoutId}/async-payment`,
      headers: { ...FORM, origin: SHOP_ORIGIN },
      payload: encodeForm({ paymentBrand: 'PAYPAL' }),
    });
    expect(started.statusCode, started.body).toBe(200);
    const page = await walkRedirect(sb.app, json(started).redirect);
    const form = formsOf(page.html)[0];
    if (!form) throw new Error('no provider page');
    sb.clock.advance(2000);
    await postPage(sb.app, form.action, { ...form.fields, decision: 'cancel' });
    const { events } = await timeline(signed, json(started).id);
    expect(events.map((e) => e.kind)).toEqual([
      'checkout.created',
      'request.payment',
      'provider.started',
      'payment',
      'provider.returned',
    ]);
    expect(events[4]).toMatchObject({
      title: 'Shopper returned from the provider’s page: cancelled',
      titleKey: 'providerReturned',
      values: { decision: 'cancel' },
    });
  });

  it('ends a flow that ended without the shopper when its payment got its final answer', async () => {
    const signed = await signIn();
    const checkoutId = await createCheckout(sb.app);
    const first = await payThroughWidget(checkoutId, '4200000000000042');
    // Pending: the flow has started and not ended.
    expect((await timeline(signed, first)).events.map((e) => e.kind)).not.toContain('threeds.ended');
    sb.clock.advance(3000);
    // A second attempt on the checkout ends the first, which waited for its shopper.
    await payThroughWidget(checkoutId, '4200000000000042');
    const { events } = await timeline(signed, first);
    const started = events.find((e) => e.kind === 'threeds.started');
    const ended = events.find((e) => e.kind === 'threeds.ended');
    expect(ended).toMatchObject({
      title: `3-D Secure ended: ${RESULT.PROBABLY_CANCELLED.description}`,
      titleKey: 'threeDSEnded',
      values: { description: RESULT.PROBABLY_CANCELLED.description },
      resultCode: RESULT.PROBABLY_CANCELLED.code,
      paymentId: first,
    });
    // When the final answer was made, to the second: the second attempt, 3 + 3 s later.
    expect(Date.parse(ended?.time ?? '') - Date.parse(started?.time ?? '')).toBe(6000);
    expect(events.map((e) => e.kind)).not.toContain('threeds.completed');
  });

  it('answers another merchant’s payment, and an id that is none, as unknown', async () => {
    const theirs = await pay({}, SECOND_AUTH, SECOND_MERCHANT.entityId);
    const signed = await signIn();
    for (const id of [theirs, 'x'.repeat(32), 'not-an-id']) {
      const res = await get(signed, `/inspector/api/payments/${id}/timeline`);
      expect(res.statusCode).toBe(404);
      expect(json(res).result.code).toBe(RESULT.NOT_FOUND.code);
    }
    const own = await signIn(SECOND_MERCHANT.entityId, SECOND_MERCHANT.accessToken);
    expect((await get(own, `/inspector/api/payments/${theirs}/timeline`)).statusCode).toBe(200);
  });
});

describe('the payments list', () => {
  let list: TestSandbox;
  let signed: Signed;
  const made: Record<string, string[]> = { DB: [], PA: [], declined: [] };
  beforeAll(async () => {
    list = await testSandbox();
    const res = await list.app.inject({
      method: 'POST',
      url: '/inspector/session',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ entityId: ENTITY_ID, accessToken: DEFAULT_ACCESS_TOKEN }),
    });
    signed = {
      cookie: `wpwl_inspector=${/=([^;]+);/.exec(String(res.headers['set-cookie']))?.[1]}`,
      csrfToken: '',
    };
    const payHere = async (extra: Record<string, string>) => {
      const res = await postForm(list.app, '/v1/payments', { ...PAYMENT, ...extra }, AUTH);
      expect(json(res).id, res.body).toBeDefined();
      return json(res).id as string;
    };
    // Several in one millisecond of the test clock: pages must still split them exactly.
    for (let i = 0; i < 5; i++) made.DB?.push(await payHere({ merchantTransactionId: `order-db-${i}` }));
    list.clock.advance(60_000);
    for (let i = 0; i < 3; i++) made.PA?.push(await payHere({ paymentType: 'PA' }));
    list.clock.advance(60_000);
    for (let i = 0; i < 2; i++) made.declined?.push(await payHere({ 'card.number': DECLINED_CARD }));
    await postForm(list.app, '/v1/payments', { ...PAYMENT, entityId: SECOND_MERCHANT.entityId }, SECOND_AUTH);
  });
  afterAll(() => list.app.close());

  const read = async (query: string) => {
    const res = await list.app.inject({
      method: 'GET',
      url: `/inspector/api/payments${query}`,
      headers: { cookie: signed.cookie },
    });
    return { status: res.statusCode, body: json(res) };
  };
  const ids = (body: Record<string, unknown>) => (body.payments as Array<{ id: string }>).map((p) => p.id);

  it('lists the merchant’s payments newest first, none of another merchant', async () => {
    const { status, body } = await read('');
    expect(status).toBe(200);
    expect(ids(body)).toHaveLength(10);
    expect(new Set(ids(body))).toEqual(
      new Set([...(made.DB ?? []), ...(made.PA ?? []), ...(made.declined ?? [])]),
    );
    expect(ids(body).slice(0, 2).sort()).toEqual([...(made.declined ?? [])].sort());
    expect(body.next).toBeUndefined();
  });

  it('filters by payment type, result class, merchantTransactionId and time', async () => {
    expect(new Set(ids((await read('?paymentType=PA')).body))).toEqual(new Set(made.PA));
    expect(new Set(ids((await read('?resultClass=rejected')).body))).toEqual(new Set(made.declined));
    expect(ids((await read('?merchantTransactionId=order-db-3')).body)).toEqual([made.DB?.[3]]);
    const from = new Date(Date.parse('2026-11-21T12:01:00Z')).toISOString();
    const to = new Date(Date.parse('2026-11-21T12:01:30Z')).toISOString();
    expect(new Set(ids((await read(`?from=${from}&to=${to}`)).body))).toEqual(new Set(made.PA));
  });

  it('pages with next until the end, each payment once, even within one millisecond', async () => {
    const seen: string[] = [];
    let next: string | undefined;
    let pages = 0;
    do {
      const { status, body } = await read(`?limit=2${next ? `&before=${next}` : ''}`);
      expect(status).toBe(200);
      expect(ids(body).length).toBeLessThanOrEqual(2);
      seen.push(...ids(body));
      next = body.next;
      pages++;
    } while (next && pages < 20);
    expect(seen).toHaveLength(10);
    expect(new Set(seen).size).toBe(10);
    expect(seen).toEqual(ids((await read('')).body));
  });

  it('answers 400 with parameter errors for filters it cannot read', async () => {
    for (const query of [
      '?resultClass=great',
      '?limit=0',
      '?limit=101',
      '?from=yesterday',
      '?before=abc',
      '?paymentType=debit',
      '?colour=red',
    ]) {
      const { status, body } = await read(query);
      expect(status, query).toBe(400);
      expect(body.result.code).toBe(RESULT.INVALID_PARAMETER.code);
      expect(body.result.parameterErrors.length, query).toBeGreaterThan(0);
    }
  });
});

describe('the overview', () => {
  it('counts the merchant’s webhooks and schedules and shows its clock, moved through the API', async () => {
    const fresh = await testSandbox();
    try {
      const { cookie, csrfToken: csrf } = await signIn(
        SECOND_MERCHANT.entityId,
        SECOND_MERCHANT.accessToken,
        fresh.app,
      );
      const overview = async () =>
        json(await fresh.app.inject({ method: 'GET', url: '/inspector/api/overview', headers: { cookie } }));
      expect(await overview()).toEqual({
        entityId: SECOND_MERCHANT.entityId,
        clock: { now: '2026-11-21T12:00:00.000Z', offsetMs: 0 },
        webhooks: 0,
        schedules: 0,
      });
      const advanced = await fresh.app.inject({
        method: 'POST',
        url: '/inspector/api/v1/sandbox/clock/advance',
        headers: { ...FORM, cookie, 'x-csrf-token': csrf },
        payload: 'seconds=86400',
      });
      expect(advanced.statusCode, advanced.body).toBe(200);
      await postForm(
        fresh.app,
        '/v1/sandbox/webhooks',
        { entityId: SECOND_MERCHANT.entityId, url: receiver.url },
        SECOND_AUTH,
      );
      expect(await overview()).toEqual({
        entityId: SECOND_MERCHANT.entityId,
        clock: { now: '2026-11-22T12:00:00.000Z', offsetMs: 86_400_000 },
        webhooks: 1,
        schedules: 0,
      });
    } finally {
      await fresh.app.close();
    }
  });
});

describe('the schedules', () => {
  it('are each as the Scheduling API answers it, with the payments their runs made after a month', async () => {
    const fresh = await testSandbox();
    try {
      const { cookie, csrfToken: csrf } = await signIn(ENTITY_ID, DEFAULT_ACCESS_TOKEN, fresh.app);
      const listed = async () =>
        json(await fresh.app.inject({ method: 'GET', url: '/inspector/api/schedules', headers: { cookie } }))
          .schedules as Array<Record<string, unknown>>;
      expect(await listed()).toEqual([]);

      const start = await postForm(fresh.app, '/v1/payments', SUBSCRIPTION_START);
      const created = await postForm(
        fresh.app,
        '/scheduling/v1/schedules',
        scheduleRequest(json(start).registrationId as string, MONTHLY_JOB),
      );
      expect(created.statusCode, created.body).toBe(200);
      const id = json(created).id as string;
      const api = async () => {
        const {
          result: _r,
          buildNumber: _b,
          timestamp: _t,
          ndc: _n,
          ...members
        } = json(
          await fresh.app.inject({
            method: 'GET',
            url: `/scheduling/v1/schedules/${id}?entityId=${ENTITY_ID}`,
            headers: AUTH,
          }),
        );
        return members;
      };
      expect(await listed()).toEqual([await api()]);
      expect((await listed())[0]?.payments).toEqual([]);

      const advanced = await fresh.app.inject({
        method: 'POST',
        url: '/inspector/api/v1/sandbox/clock/advance',
        headers: { ...FORM, cookie, 'x-csrf-token': csrf },
        payload: `seconds=${30 * 86_400}`,
      });
      expect(advanced.statusCode, advanced.body).toBe(200);
      const [schedule] = await listed();
      expect(schedule).toEqual(await api());
      expect(schedule?.payments).toEqual([{ id: expect.any(String), scheduledFor: '2026-12-01 11:35:31' }]);
    } finally {
      await fresh.app.close();
    }
  });
});

describe('the reports through the inspector', () => {
  it('answers the aggregations and a day’s CSV byte for byte as the API streams them', async () => {
    const reports = await testSandbox();
    try {
      reports.clock.set('2026-11-21T08:00:00Z');
      for (let i = 0; i < 60; i++) await postForm(reports.app, '/v1/payments', PAYMENT, AUTH);
      reports.clock.set('2026-11-23T09:00:00Z');
      const res = await reports.app.inject({
        method: 'POST',
        url: '/inspector/session',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ entityId: ENTITY_ID, accessToken: DEFAULT_ACCESS_TOKEN }),
      });
      const cookie = `wpwl_inspector=${/=([^;]+);/.exec(String(res.headers['set-cookie']))?.[1]}`;
      const period = 'date.from=2026-11-20&date.to=2026-11-30';
      const same = (body: string) =>
        body.replace(/"ndc":"[^"]*"/, '"ndc":"-"').replace(/"timestamp":"[^"]*"/, '"timestamp":"-"');
      const direct = await reports.app.inject({
        method: 'GET',
        url: `/reports/v1/reconciliations/aggregations?entityId=${ENTITY_ID}&${period}`,
        headers: AUTH,
      });
      const through = await reports.app.inject({
        method: 'GET',
        url: `/inspector/api/reports/v1/reconciliations/aggregations?${period}`,
        headers: { cookie },
      });
      expect(through.statusCode, through.body).toBe(200);
      expect(same(through.body)).toBe(same(direct.body));
      const [aggregation] = json(direct).aggregations as Array<{ id: string }>;
      const csvUrl = `/reconciliations/${aggregation?.id}.csv?${period}`;
      const csv = await reports.app.inject({
        method: 'GET',
        url: `/reports/v1${csvUrl}&entityId=${ENTITY_ID}`,
        headers: AUTH,
      });
      const csvThrough = await reports.app.inject({
        method: 'GET',
        url: `/inspector/api/reports/v1${csvUrl}`,
        headers: { cookie },
      });
      expect(csvThrough.statusCode).toBe(200);
      expect(csvThrough.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csvThrough.headers['content-disposition']).toBe(csv.headers['content-disposition']);
      expect(csvThrough.body.split('\n').length).toBeGreaterThan(60);
      expect(csvThrough.body).toBe(csv.body);
    } finally {
      await reports.app.close();
    }
  });
});
