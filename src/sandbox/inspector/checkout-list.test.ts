// The inspector's checkouts over HTTP: the list (newest first, pages, filters by state and
// merchantTransactionId, 400 for a query it cannot read), and the timeline of a checkout never
// paid; each merchant's only.
import Ajv2020 from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import { DEFAULT_ACCESS_TOKEN } from '../config';
import { SECOND_MERCHANT } from '../merchants';
import { buildOpenApiDocument } from '../openapi/document';
import {
  browserPay,
  CARD,
  createCheckout,
  ENTITY_ID,
  json,
  postForm,
  signInInspector,
  type TestSandbox,
  testSandbox,
} from '../test-support';

let sb: TestSandbox;
let cookie: string;
/** The checkouts made, by what happened to each. */
const made = { expired: '', refused: '', paid: '', open: '', theirs: '' };
const DECLINED_CARD = '4000000000001521';
const HALF_AN_HOUR = 30 * 60_000;

const signIn = async (entityId = ENTITY_ID, accessToken = DEFAULT_ACCESS_TOKEN, app = sb.app) =>
  (await signInInspector(app, entityId, accessToken)).cookie;

const get = async (url: string, as = cookie) => {
  const res = await sb.app.inject({ method: 'GET', url, headers: { cookie: as } });
  return { status: res.statusCode, body: json(res) };
};
const ids = (body: Record<string, unknown>) => (body.checkouts as Array<{ id: string }>).map((c) => c.id);

/** As the shopper's browser does: the widget's script for the checkout, then a card payment. */
async function payInBrowser(checkoutId: string, cardNumber: string): Promise<string> {
  sb.clock.advance(1000);
  expect((await sb.app.inject({ url: `/v1/paymentWidgets.js?checkoutId=${checkoutId}` })).statusCode).toBe(
    200,
  );
  sb.clock.advance(1000);
  const paid = await browserPay(sb.app, checkoutId, {
    paymentBrand: 'VISA',
    ...CARD,
    'card.number': cardNumber,
  });
  // A declined card is answered 400, with the payment's id as an approval's.
  expect(paid.statusCode, paid.body).toBe(cardNumber === DECLINED_CARD ? 400 : 200);
  expect(json(paid).id, paid.body).toMatch(/^[A-Za-z0-9]{32}$/);
  return json(paid).id as string;
}

let refusedPayment = '';
let paidPayment = '';

beforeAll(async () => {
  sb = await testSandbox();
  cookie = await signIn();
  // Left after the widget loaded: it expires half an hour later.
  made.expired = await createCheckout(sb.app, { merchantTransactionId: 'order-left' });
  sb.clock.advance(1000);
  expect((await sb.app.inject({ url: `/v1/paymentWidgets.js?checkoutId=${made.expired}` })).statusCode).toBe(
    200,
  );
  sb.clock.advance(HALF_AN_HOUR);
  made.refused = await createCheckout(sb.app, { merchantTransactionId: 'order-refused' });
  refusedPayment = await payInBrowser(made.refused, DECLINED_CARD);
  sb.clock.advance(60_000);
  made.paid = await createCheckout(sb.app, { merchantTransactionId: 'order-paid', amount: '9.99' });
  paidPayment = await payInBrowser(made.paid, CARD['card.number']);
  sb.clock.advance(60_000);
  made.open = await createCheckout(sb.app);
  const theirs = await postForm(
    sb.app,
    '/v1/checkouts',
    { entityId: SECOND_MERCHANT.entityId, amount: '5.00', currency: 'EUR', paymentType: 'DB' },
    { authorization: `Bearer ${SECOND_MERCHANT.accessToken}` },
  );
  made.theirs = json(theirs).id;
});
afterAll(() => sb.app.close());

describe('the checkouts list', () => {
  it('lists the merchant’s checkouts newest first with state, expiry and payment, none of another merchant', async () => {
    const { status, body } = await get('/inspector/api/checkouts');
    expect(status).toBe(200);
    expect(ids(body)).toEqual([made.open, made.paid, made.refused, made.expired]);
    expect(body.next).toBeUndefined();
    const [open, paid, refused, expired] = body.checkouts;
    expect(open).toMatchObject({ state: 'open', amount: '25.00', currency: 'EUR', paymentType: 'DB' });
    expect(open.paymentId).toBeUndefined();
    expect(paid).toMatchObject({
      state: 'paid',
      amount: '9.99',
      merchantTransactionId: 'order-paid',
      paymentId: paidPayment,
    });
    expect(refused).toMatchObject({ state: 'open', paymentId: refusedPayment });
    expect(expired).toMatchObject({ state: 'expired', merchantTransactionId: 'order-left' });
    expect(Date.parse(expired.expiresAt) - Date.parse(expired.time)).toBe(HALF_AN_HOUR);
  });

  it('filters by state and merchantTransactionId', async () => {
    expect(ids((await get('/inspector/api/checkouts?state=open')).body)).toEqual([made.open, made.refused]);
    expect(ids((await get('/inspector/api/checkouts?state=paid')).body)).toEqual([made.paid]);
    expect(ids((await get('/inspector/api/checkouts?state=expired')).body)).toEqual([made.expired]);
    expect(ids((await get('/inspector/api/checkouts?merchantTransactionId=order-left')).body)).toEqual([
      made.expired,
    ]);
    expect(
      ids((await get('/inspector/api/checkouts?merchantTransactionId=order-left&state=open')).body),
    ).toEqual([]);
  });

  it('pages with next until the end, each checkout once', async () => {
    const seen: string[] = [];
    let next: string | undefined;
    let pages = 0;
    do {
      const { status, body } = await get(`/inspector/api/checkouts?limit=3${next ? `&before=${next}` : ''}`);
      expect(status).toBe(200);
      expect(body.checkouts.length).toBeLessThanOrEqual(3);
      seen.push(...ids(body));
      next = body.next;
      pages++;
    } while (next && pages < 10);
    expect(pages).toBe(2);
    expect(seen).toEqual([made.open, made.paid, made.refused, made.expired]);
  });

  it('answers 400 with parameter errors for a query it cannot read', async () => {
    for (const query of [
      '?state=closed',
      '?limit=0',
      '?limit=101',
      '?before=abc',
      '?merchantTransactionId=',
      '?colour=red',
    ]) {
      const { status, body } = await get(`/inspector/api/checkouts${query}`);
      expect(status, query).toBe(400);
      expect(body.result.code).toBe(RESULT.INVALID_PARAMETER.code);
      expect(body.result.parameterErrors.length, query).toBeGreaterThan(0);
    }
  });

  it('answers only a signed-in merchant, each its own', async () => {
    expect((await get('/inspector/api/checkouts', '')).status).toBe(401);
    const theirs = await signIn(SECOND_MERCHANT.entityId, SECOND_MERCHANT.accessToken);
    expect(ids((await get('/inspector/api/checkouts', theirs)).body)).toEqual([made.theirs]);
  });
});

describe('the checkouts list filtered', () => {
  it('looks through a bounded number of checkouts a page, and says where the next goes on', async () => {
    const own = await testSandbox({ listScan: 2 });
    try {
      for (const order of ['order-aaa', 'order-bbb', 'order-ccc']) {
        await createCheckout(own.app, { merchantTransactionId: order });
        own.clock.advance(1000);
      }
      const asMerchant = await signIn(ENTITY_ID, DEFAULT_ACCESS_TOKEN, own.app);
      const page = async (query: string) =>
        json(
          await own.app.inject({ url: `/inspector/api/checkouts?${query}`, headers: { cookie: asMerchant } }),
        );
      // Newest first, two looked through a page: order-ccc and order-bbb, then order-aaa.
      const first = await page('merchantTransactionId=order-aaa');
      expect(first.checkouts).toEqual([]);
      expect(first.next).toMatch(/^\d+\./);
      const second = await page(`merchantTransactionId=order-aaa&before=${first.next}`);
      expect(second.checkouts.map((c: { merchantTransactionId: string }) => c.merchantTransactionId)).toEqual(
        ['order-aaa'],
      );
      expect(second.next).toBeUndefined();
      // Without a filter, pages are full as before.
      expect((await page('limit=3')).checkouts).toHaveLength(3);
    } finally {
      await own.app.close();
    }
  });
});

describe('the OpenAPI document', () => {
  it('describes the list and a checkout’s timeline as they are answered', async () => {
    const doc = buildOpenApiDocument() as { components: unknown };
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    ajv.addSchema({ $id: 'openapi', components: doc.components });
    for (const [url, schema] of [
      ['/inspector/api/checkouts', 'InspectorCheckouts'],
      [`/inspector/api/checkouts/${made.refused}/timeline`, 'InspectorCheckoutTimeline'],
    ] as const) {
      const check = ajv.compile({ $ref: `openapi#/components/schemas/${schema}` });
      const { status, body } = await get(url);
      expect(status).toBe(200);
      expect(check(body), `${url}: ${JSON.stringify(check.errors)}`).toBe(true);
    }
  });
});

describe('a checkout’s timeline', () => {
  it('shows a checkout never paid: created, the widget loaded', async () => {
    const { status, body } = await get(`/inspector/api/checkouts/${made.expired}/timeline`);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.checkout).toMatchObject({ id: made.expired, state: 'expired' });
    expect(body.events.map((e: { kind: string }) => e.kind)).toEqual(['checkout.created', 'widget.loaded']);
    expect(body.events[0]).toMatchObject({ detail: made.expired, title: 'Checkout created 25.00 EUR' });
  });

  it('names the payment of a checkout that has one, after the requests about it', async () => {
    const { body } = await get(`/inspector/api/checkouts/${made.refused}/timeline`);
    expect(body.checkout).toMatchObject({ state: 'open', paymentId: refusedPayment });
    expect(body.events.map((e: { kind: string }) => e.kind)).toEqual([
      'checkout.created',
      'widget.loaded',
      'request.payment',
    ]);
  });

  it('answers another merchant’s checkout, and an id that is none, as unknown', async () => {
    for (const id of [made.theirs, 'x'.repeat(32), 'not-an-id']) {
      const { status, body } = await get(`/inspector/api/checkouts/${id}/timeline`);
      expect(status, id).toBe(404);
      expect(body.result.code).toBe(RESULT.NOT_FOUND.code);
    }
    const theirs = await signIn(SECOND_MERCHANT.entityId, SECOND_MERCHANT.accessToken);
    expect((await get(`/inspector/api/checkouts/${made.theirs}/timeline`, theirs)).status).toBe(200);
  });
});
