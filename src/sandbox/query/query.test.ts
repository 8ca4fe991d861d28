import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import { SECOND_MERCHANT } from '../merchants';
import { AUTH, ENTITY_ID, json, PAYMENT, postForm, type TestSandbox, testSandbox } from '../test-support';
import { testWalletToken } from '../wallets/test-support';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox();
});
afterAll(() => sb.app.close());

const SECOND_AUTH = { authorization: `Bearer ${SECOND_MERCHANT.accessToken}` };
const { entityId: _e, amount: _a, currency: _c, paymentType: _p, ...WITHOUT_BASICS } = PAYMENT;
const SEPA = {
  paymentBrand: 'DIRECTDEBIT_SEPA',
  'bankAccount.holder': 'Jane Doe',
  'bankAccount.iban': 'DE89370400440532013000',
  'bankAccount.bic': 'COBADEFFXXX',
  'bankAccount.mandate.id': 'MANDATE-ABC',
  'bankAccount.mandate.dateOfSignature': '2026-01-31',
};
const PAYPAL = { paymentBrand: 'PAYPAL', 'virtualAccount.accountId': 'shopper-1' };
const EPS = { paymentBrand: 'EPS', shopperResultUrl: 'https://shop.example/result' };
const APPLE_PAY = { paymentBrand: 'APPLEPAY', 'applePay.paymentToken': testWalletToken('applePay') };

/** A payment at the clock's time `at` (UTC); its id. */
async function payAt(at: string, extra: Record<string, string> = {}): Promise<string> {
  sb.clock.set(at);
  const res = await postForm(sb.app, '/v1/payments', { ...PAYMENT, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).id as string;
}

/** A payment with another instrument than the card. */
const payWith = (at: string, instrument: Record<string, string>, extra: Record<string, string> = {}) => {
  const card = Object.keys(WITHOUT_BASICS);
  const base = Object.fromEntries(Object.entries(PAYMENT).filter(([name]) => !card.includes(name)));
  sb.clock.set(at);
  return postForm(sb.app, '/v1/payments', { ...base, ...instrument, ...extra }).then((res) => {
    expect(res.statusCode, res.body).toBe(200);
    return json(res).id as string;
  });
};

async function operate(id: string, params: Record<string, string>): Promise<string> {
  const res = await postForm(sb.app, `/v1/payments/${id}`, { entityId: ENTITY_ID, ...params });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).id as string;
}

const query = (params: Record<string, string>, path = '/v1/query', headers = AUTH) =>
  sb.app.inject({
    method: 'GET',
    url: `${path}?${new URLSearchParams({ entityId: ENTITY_ID, ...params })}`,
    headers,
  });

const idsOf = (res: Awaited<ReturnType<typeof query>>): string[] =>
  (json(res).payments as Array<{ id: string }>).map((p) => p.id);

describe('GET /v1/query by merchantTransactionId', () => {
  it('lists the merchant’s transactions of that order, newest first, never another merchant’s', async () => {
    const first = await payAt('2026-11-21T09:00:00Z', { merchantTransactionId: 'order-q-0001' });
    const second = await payAt('2026-11-21T09:01:00Z', {
      merchantTransactionId: 'order-q-0001',
      paymentType: 'PA',
    });
    await payAt('2026-11-21T09:02:00Z', { merchantTransactionId: 'order-q-0002' });
    const theirs = await postForm(
      sb.app,
      '/v1/payments',
      { ...PAYMENT, entityId: SECOND_MERCHANT.entityId, merchantTransactionId: 'order-q-0001' },
      SECOND_AUTH,
    );
    expect(theirs.statusCode).toBe(200);

    const res = await query({ merchantTransactionId: 'order-q-0001' });
    expect(res.statusCode, res.body).toBe(200);
    const body = json(res);
    expect(body.result).toEqual(RESULT.SUCCESSFUL_REQUEST);
    expect(Object.keys(body).sort()).toEqual(['buildNumber', 'ndc', 'payments', 'result', 'timestamp']);
    expect(idsOf(res)).toEqual([second, first]);
    expect(body.payments[0]).toMatchObject({
      id: second,
      paymentType: 'PA',
      merchantTransactionId: 'order-q-0001',
    });
    expect(res.body).not.toContain(json(theirs).id);

    const forThem = await query(
      { entityId: SECOND_MERCHANT.entityId, merchantTransactionId: 'order-q-0001' },
      '/v1/query',
      SECOND_AUTH,
    );
    expect(idsOf(forThem)).toEqual([json(theirs).id]);
  });

  it('answers 200 with "cannot find transaction" and an empty list when nothing matches', async () => {
    const res = await query({ merchantTransactionId: 'no-such-order' });
    expect(res.statusCode).toBe(200);
    expect(json(res).result).toEqual(RESULT.NOT_FOUND);
    expect(json(res).payments).toEqual([]);
  });

  it('adds the linked transactions on request: captures, refunds and what they refer to', async () => {
    const pa = await payAt('2026-11-21T09:10:00Z', {
      merchantTransactionId: 'order-q-0003',
      paymentType: 'PA',
      amount: '20.00',
    });
    sb.clock.set('2026-11-21T09:11:00Z');
    const cp = await operate(pa, { paymentType: 'CP', amount: '20.00', currency: 'EUR' });
    sb.clock.set('2026-11-21T09:12:00Z');
    const rf = await operate(cp, { paymentType: 'RF', amount: '5.00', currency: 'EUR' });

    expect(idsOf(await query({ merchantTransactionId: 'order-q-0003' }))).toEqual([pa]);
    const linked = await query({ merchantTransactionId: 'order-q-0003', includeLinkedTransactions: 'true' });
    expect(idsOf(linked)).toEqual([rf, cp, pa]);
    expect(json(linked).payments[1]).toMatchObject({ paymentType: 'CP', referencedId: pa });
    const refunds = await query({
      merchantTransactionId: 'order-q-0003',
      includeLinkedTransactions: 'true',
      paymentTypes: 'RF',
    });
    expect(idsOf(refunds)).toEqual([rf]);
  });
});

describe('GET /v1/query with a time frame', () => {
  it('lists what was made in the frame, date.to included to its last second', async () => {
    const early = await payAt('2026-03-01T10:00:00Z');
    const inside = await payAt('2026-03-01T11:00:00Z');
    const edge = await payAt('2026-03-01T11:30:00.900Z');
    await payAt('2026-03-01T11:30:01Z');
    const res = await query({ 'date.from': '2026-03-01 10:00:01', 'date.to': '2026-03-01 11:30:00' });
    expect(idsOf(res)).toEqual([edge, inside]);
    const all = await query({ 'date.from': '2026-03-01 10:00:00', 'date.to': '2026-03-01 10:00:00' });
    expect(idsOf(all)).toEqual([early]);
  });

  it('filters by paymentTypes and by paymentMethods', async () => {
    const card = await payAt('2026-04-01T10:00:00Z');
    const authorisation = await payAt('2026-04-01T10:01:00Z', { paymentType: 'PA' });
    const sepa = await payWith('2026-04-01T10:02:00Z', SEPA);
    const paypal = await payWith('2026-04-01T10:03:00Z', PAYPAL);
    const frame = { 'date.from': '2026-04-01 00:00:00', 'date.to': '2026-04-01 23:59:59' };

    expect(idsOf(await query(frame))).toEqual([paypal, sepa, authorisation, card]);
    expect(idsOf(await query({ ...frame, paymentTypes: 'PA' }))).toEqual([authorisation]);
    expect(idsOf(await query({ ...frame, paymentTypes: 'PA,DB' }))).toEqual([
      paypal,
      sepa,
      authorisation,
      card,
    ]);
    expect(idsOf(await query({ ...frame, paymentMethods: 'CC' }))).toEqual([authorisation, card]);
    expect(idsOf(await query({ ...frame, paymentMethods: 'DD' }))).toEqual([sepa]);
    expect(idsOf(await query({ ...frame, paymentMethods: 'VA,DD' }))).toEqual([paypal, sepa]);
    expect(idsOf(await query({ ...frame, paymentMethods: 'WA,OT' }))).toEqual([]);
    const transfer = await payWith('2026-04-01T10:04:00Z', EPS);
    const wallet = await payWith('2026-04-01T10:05:00Z', APPLE_PAY);
    expect(idsOf(await query({ ...frame, paymentMethods: 'OT' }))).toEqual([transfer]);
    expect(idsOf(await query({ ...frame, paymentMethods: 'WA' }))).toEqual([wallet]);
    expect(idsOf(await query({ ...frame, paymentMethods: 'CC', paymentTypes: 'DB' }))).toEqual([card]);
  });

  it('returns at most limit transactions, 100 unless asked, the newest', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 105; i++) {
      ids.push(
        await payAt(
          `2026-05-01T10:${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}Z`,
        ),
      );
    }
    const frame = { 'date.from': '2026-05-01 00:00:00', 'date.to': '2026-05-01 23:59:59' };
    const byDefault = await query(frame);
    expect(idsOf(byDefault)).toEqual(ids.slice(5).reverse());
    expect(idsOf(await query({ ...frame, limit: '500' }))).toEqual([...ids].reverse());
    const tooFew = await query({ ...frame, limit: '99' });
    expect(tooFew.statusCode).toBe(400);
    expect(json(tooFew).result.parameterErrors).toEqual([
      { name: 'limit', value: '99', message: expect.any(String) },
    ]);
  });

  it('finds a transaction by shortId within a time frame, and refuses shortId without one', async () => {
    const id = await payAt('2026-06-01T10:00:00Z');
    await payAt('2026-06-01T10:00:01Z');
    const stored = await sb.app.inject({
      method: 'GET',
      url: `/v1/payments/${id}?entityId=${ENTITY_ID}`,
      headers: AUTH,
    });
    const shortId = (json(stored).descriptor as string).slice(0, 14);
    expect(shortId).toMatch(/^\d{4}\.\d{4}\.\d{4}$/);
    const frame = { 'date.from': '2026-06-01 00:00:00', 'date.to': '2026-06-01 23:59:59' };
    expect(idsOf(await query({ ...frame, shortId }))).toEqual([id]);
    expect(idsOf(await query({ ...frame, shortId: shortId.slice(0, 9) }))).toEqual([]);

    const alone = await query({ shortId });
    expect(alone.statusCode).toBe(400);
    expect(json(alone).result.parameterErrors.map((e: { name: string }) => e.name)).toEqual(['date.from']);
  });

  it('refuses merchantTransactionId with a time frame, and half a time frame', async () => {
    const both = await query({
      merchantTransactionId: 'order-q-0001',
      'date.from': '2026-06-01 00:00:00',
      'date.to': '2026-06-01 23:59:59',
    });
    expect(both.statusCode).toBe(400);
    expect(json(both).result.parameterErrors[0]).toMatchObject({ name: 'merchantTransactionId' });
    const half = await query({ 'date.from': '2026-06-01 00:00:00' });
    expect(json(half).result.parameterErrors.map((e: { name: string }) => e.name)).toEqual(['date.to']);
  });
});

describe('GET /v1/query/{id}', () => {
  it('answers the transaction as GET /v1/payments/{id} does, only to its merchant', async () => {
    const id = await payAt('2026-07-01T10:00:00Z', { merchantTransactionId: 'order-q-0100' });
    const res = await query({}, `/v1/query/${id}`);
    const direct = await sb.app.inject({
      method: 'GET',
      url: `/v1/payments/${id}?entityId=${ENTITY_ID}`,
      headers: AUTH,
    });
    expect(res.statusCode).toBe(200);
    const { ndc: _n1, timestamp: _t1, ...queried } = json(res);
    const { ndc: _n2, timestamp: _t2, ...read } = json(direct);
    expect(queried).toEqual(read);
    expect(queried).toMatchObject({ id, merchantTransactionId: 'order-q-0100' });

    const foreign = await query({ entityId: SECOND_MERCHANT.entityId }, `/v1/query/${id}`, SECOND_AUTH);
    const unknown = await query({}, `/v1/query/${'b'.repeat(32)}`);
    for (const answer of [foreign, unknown]) {
      expect(answer.statusCode).toBe(404);
      expect(json(answer).result).toEqual(RESULT.NOT_FOUND);
    }
  });

  it('with includeLinkedTransactions: the whole tree, from any transaction of it', async () => {
    const pa = await payAt('2026-07-02T10:00:00Z', { paymentType: 'PA', amount: '30.00' });
    sb.clock.set('2026-07-02T10:01:00Z');
    const cp = await operate(pa, { paymentType: 'CP', amount: '30.00', currency: 'EUR' });
    sb.clock.set('2026-07-02T10:02:00Z');
    const cb = await operate(cp, { paymentType: 'CB', chargebackResultCode: '000.100.221' });
    await payAt('2026-07-02T10:03:00Z');

    const tree = await query({ includeLinkedTransactions: 'true' }, `/v1/query/${cp}`);
    expect(tree.statusCode).toBe(200);
    expect(json(tree).result).toEqual(RESULT.SUCCESSFUL_REQUEST);
    expect(idsOf(tree)).toEqual([cb, cp, pa]);
    const captures = await query(
      { includeLinkedTransactions: 'true', paymentTypes: 'CP,PA' },
      `/v1/query/${cb}`,
    );
    expect(idsOf(captures)).toEqual([cp, pa]);

    // A recorded chargeback is a transaction like the others: 200, its reason as result.
    const chargeback = await query({}, `/v1/query/${cb}`);
    expect(chargeback.statusCode).toBe(200);
    expect(json(chargeback).result).toEqual({ code: '000.100.221', description: 'Merchandise Not Received' });
  });

  it('takes no search parameters beside the id', async () => {
    const id = await payAt('2026-07-03T10:00:00Z');
    const res = await query({ merchantTransactionId: 'order-q-0100' }, `/v1/query/${id}`);
    expect(res.statusCode).toBe(400);
    expect(json(res).result.parameterErrors).toEqual([
      {
        name: 'merchantTransactionId',
        value: 'order-q-0100',
        message: 'parameter not accepted in this request',
      },
    ]);
    const filtered = await query({ paymentTypes: 'PA' }, `/v1/query/${id}`);
    expect(filtered.statusCode).toBe(404);
  });

  it('needs the bearer token and the token’s entity', async () => {
    const id = await payAt('2026-07-04T10:00:00Z');
    const none = await sb.app.inject({ method: 'GET', url: `/v1/query/${id}?entityId=${ENTITY_ID}` });
    expect(none.statusCode).toBe(401);
    const other = await query({ entityId: SECOND_MERCHANT.entityId }, `/v1/query/${id}`);
    expect(other.statusCode).toBe(403);
  });
});
