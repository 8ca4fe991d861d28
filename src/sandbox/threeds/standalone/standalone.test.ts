import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT } from '../../../spec/result-codes';
import { DEFAULT_CONFIG } from '../../config';
import { SECOND_MERCHANT } from '../../merchants';
import { buildSandbox } from '../../server';
import {
  AUTH,
  ENTITY_ID,
  json,
  PAYMENT,
  postForm,
  type TestSandbox,
  tempDir,
  testClock,
  testSandbox,
  widgetDir,
} from '../../test-support';
import { formsOf, postPage, walkRedirect } from '../flow-test-support';

const RESULT_URL = 'https://shop.test/return?order=7';
const SECOND_AUTH = { authorization: `Bearer ${SECOND_MERCHANT.accessToken}` };

/** The platform's standalone request: card, amount, brand, way back and browser data; no paymentType. */
const AUTHENTICATION = {
  entityId: ENTITY_ID,
  amount: '12.50',
  currency: 'EUR',
  paymentBrand: 'VISA',
  'card.number': '4000000000003097',
  'card.holder': 'Jane Doe',
  'card.expiryMonth': '12',
  'card.expiryYear': '2030',
  'card.cvv': '123',
  shopperResultUrl: RESULT_URL,
  'customer.givenName': 'Jane',
  'customer.surname': 'Doe',
  'customer.ip': '192.168.0.1',
  'customer.browser.acceptHeader': 'text/html',
  'customer.browser.language': 'de',
  'customer.browser.screenColorDepth': '24',
  'customer.browser.screenHeight': '1200',
  'customer.browser.screenWidth': '1600',
  'customer.browser.timezone': '60',
  'customer.browser.javaEnabled': 'false',
  'customer.browser.challengeWindow': '4',
};

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox({ publicOrigins: ['https://gateway.test'] });
});
afterAll(() => sb.app.close());

const authenticate = (params: Record<string, string> = {}, headers = {}) =>
  postForm(sb.app, '/v1/threeDSecure', { ...AUTHENTICATION, ...params }, headers);
const read = (id: string, entityId = ENTITY_ID, headers = AUTH) =>
  sb.app.inject({ method: 'GET', url: `/v1/threeDSecure/${id}?entityId=${entityId}`, headers });
const pay = (params: Record<string, string>, headers = {}) =>
  postForm(sb.app, '/v1/payments', { ...PAYMENT, ...params }, headers);

/** What a payment passes on from an authentication's answer. */
function proofOf(answer: ReturnType<typeof json>): Record<string, string> {
  const t = answer.threeDSecure;
  return {
    'threeDSecure.eci': t.eci,
    'threeDSecure.verificationId': t.verificationId,
    'threeDSecure.dsTransactionId': t.dsTransactionId,
    'threeDSecure.authenticationStatus': t.authenticationStatus,
    'threeDSecure.version': t.version,
  };
}

/** A successful frictionless authentication of `card` (no 3DS Method: final at once). */
async function frictionless(params: Record<string, string> = {}) {
  const res = await authenticate(params);
  expect(res.statusCode).toBe(200);
  return json(res);
}

describe('POST /v1/threeDSecure: frictionless', () => {
  it('answers the proof at once when the card has no 3DS Method URL; GET answers it again; no money moves', async () => {
    const body = await frictionless();
    expect(body.result).toEqual(RESULT.SUCCESS_INTEGRATOR_TEST);
    expect(body).not.toHaveProperty('redirect');
    expect(body).not.toHaveProperty('paymentType');
    expect(body).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      paymentBrand: 'VISA',
      amount: '12.50',
      currency: 'EUR',
      card: { bin: '400000', last4Digits: '3097', holder: 'Jane Doe', expiryMonth: '12', expiryYear: '2030' },
      threeDSecure: {
        eci: '05',
        verificationId: expect.stringMatching(/^[A-Za-z0-9+/=]{28}$/),
        dsTransactionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        authenticationStatus: 'Y',
        version: '2.2.0',
      },
    });
    expect(JSON.stringify(body)).not.toContain('4000000000003097');

    const again = await read(body.id);
    expect(again.statusCode).toBe(200);
    expect(json(again)).toMatchObject({ id: body.id, result: body.result, threeDSecure: body.threeDSecure });
    // Not a payment: the payments API does not know the id.
    const asPayment = await sb.app.inject({
      method: 'GET',
      url: `/v1/payments/${body.id}?entityId=${ENTITY_ID}`,
      headers: AUTH,
    });
    expect(asPayment.statusCode).toBe(404);
  });

  it('a payment with the proof is authorised without a new authentication', async () => {
    const body = await frictionless();
    const res = await pay({
      'card.number': '4000000000003097',
      shopperResultUrl: RESULT_URL,
      ...proofOf(body),
    });
    expect(res.statusCode).toBe(200);
    const paid = json(res);
    expect(paid.result).toEqual(RESULT.SUCCESS_INTEGRATOR_TEST);
    expect(paid).not.toHaveProperty('redirect');
    expect(paid.threeDSecure).toMatchObject({
      eci: '05',
      dsTransactionId: body.threeDSecure.dsTransactionId,
    });
    expect(paid.threeDSecure).not.toHaveProperty('verificationId');
  });

  it('a frictionless card with a 3DS Method answers pending; the shopper returns to the shop with the id', async () => {
    const res = await authenticate({ 'card.number': '5200000000000007', paymentBrand: 'MASTER' });
    const body = json(res);
    expect(body.result).toEqual(RESULT.PENDING);
    expect(body.redirect.url).toMatch(/^https:\/\/gateway\.test\/v1\/threeds\/[0-9a-f-]{36}\/start$/);
    expect(body.redirect.parameters).toEqual([{ name: 'threeDSSessionData', value: expect.any(String) }]);
    const end = await walkRedirect(sb.app, body.redirect);
    expect(end.pages).toContain('method');
    expect(end.body['data-result-url']).toBe(
      `${RESULT_URL}&id=${body.id}&resourcePath=${encodeURIComponent(`/v1/threeDSecure/${body.id}`)}`,
    );
    const final = json(await read(body.id));
    expect(final.result).toEqual(RESULT.SUCCESS_INTEGRATOR_TEST);
    // MASTER's own ECI values.
    expect(final.threeDSecure).toMatchObject({ eci: '02', authenticationStatus: 'Y' });
    expect(final).not.toHaveProperty('redirect');
  });

  it('a card outside the directory server’s ranges is not enrolled: no proof', async () => {
    const res = await authenticate({ 'card.number': '4200000000000000' });
    expect(res.statusCode).toBe(400);
    expect(json(res).result).toEqual(RESULT.THREEDS_NOT_ENROLLED);
    expect(json(res)).not.toHaveProperty('threeDSecure.verificationId');
    // Unless the merchant forces a scenario, as for a payment.
    const forced = await authenticate({
      'card.number': '4200000000000000',
      'customParameters[3DS2_flow]': 'challenge',
    });
    expect(json(forced).result).toEqual(RESULT.PENDING);
    expect(json(forced).customParameters).toEqual({ '3DS2_flow': 'challenge' });
  });
});

describe('POST /v1/threeDSecure: challenge', () => {
  it('pending until the shopper answers the ACS; then GET answers the proof', async () => {
    const body = json(await authenticate({ 'card.number': '4200000000000042' }));
    expect(body.result).toEqual(RESULT.PENDING);
    const atChallenge = await walkRedirect(sb.app, body.redirect, { stopAtChallenge: true });
    expect(atChallenge.pages).toEqual(['method', 'autopost', 'challenge']);
    // The shopper's language and challenge window, from the request's customer.browser.*.
    expect(atChallenge.html).toMatch(/12,50\s€/);
    expect(atChallenge.html).toContain('acs-size-04');
    expect(json(await read(body.id)).result).toEqual(RESULT.PENDING);

    // The shopper types the code; the ACS posts the CRes back to the 3DS server.
    const [challenge] = formsOf(atChallenge.html);
    if (!challenge) throw new Error('no challenge form');
    const cres = await postPage(sb.app, challenge.action, {
      ...challenge.fields,
      action: 'submit',
      otp: '1234',
    });
    const [notify] = formsOf(cres.body);
    if (!notify) throw new Error('no CRes form');
    await postPage(sb.app, notify.action, notify.fields);

    const final = await read(body.id);
    expect(final.statusCode).toBe(200);
    expect(json(final).result).toEqual(RESULT.SUCCESS_INTEGRATOR_TEST);
    expect(json(final).threeDSecure).toMatchObject({
      eci: '05',
      authenticationStatus: 'Y',
      verificationId: expect.stringMatching(/^[A-Za-z0-9+/=]{28}$/),
      acsTransactionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const paid = await pay({ 'card.number': '4200000000000042', ...proofOf(json(final)) });
    expect(json(paid).result).toEqual(RESULT.SUCCESS_INTEGRATOR_TEST);
  });

  it('a wrong one-time code fails the authentication: 100.380.401, ECI 07, no proof', async () => {
    const body = json(await authenticate({ 'card.number': '4200000000000042' }));
    await walkRedirect(sb.app, body.redirect, { otp: '0000' });
    const final = await read(body.id);
    expect(final.statusCode).toBe(400);
    expect(json(final).result).toEqual(RESULT.AUTHENTICATION_FAILED);
    expect(json(final).threeDSecure).toMatchObject({ eci: '07', authenticationStatus: 'N' });
    expect(json(final).threeDSecure).not.toHaveProperty('verificationId');
  });

  it('a cancelled challenge ends with 100.396.101; an abandoned one times out after 30 minutes', async () => {
    const cancelled = json(await authenticate({ 'card.number': '4200000000000067' }));
    await walkRedirect(sb.app, cancelled.redirect, { cancel: true });
    expect(json(await read(cancelled.id)).result).toEqual(RESULT.CANCELLED_BY_USER);

    const abandoned = json(await authenticate({ 'card.number': '4200000000000018' }));
    sb.clock.advance(30 * 60 * 1000);
    expect(json(await read(abandoned.id)).result).toEqual(RESULT.PENDING_TIMED_OUT);
    // The flow is over: its pages take the shopper back to the shop.
    const late = await walkRedirect(sb.app, abandoned.redirect);
    expect(late.body['data-page']).toBe('complete');
  });

  it('frictionless outcomes of the issuer: rejected, unavailable, technical error', async () => {
    const cases: Array<[string, { code: string }]> = [
      ['4000000000003055', RESULT.THREEDS_REJECTED_BY_ISSUER],
      ['4000000000003063', RESULT.THREEDS_UNAVAILABLE],
      ['4000000000003071', RESULT.THREEDS_TECHNICAL_ERROR],
    ];
    for (const [number, result] of cases) {
      const body = json(await authenticate({ 'card.number': number }));
      await walkRedirect(sb.app, body.redirect);
      const final = json(await read(body.id));
      expect(final.result.code, number).toBe(result.code);
      expect(final.threeDSecure, number).not.toHaveProperty('verificationId');
    }
  });
});

describe('GET /v1/threeDSecure/{id}', () => {
  it('an unknown id, a malformed one and another merchant’s are not found', async () => {
    const mine = await frictionless();
    const unknown = await read('0123456789abcdef0123456789abcdef');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).result).toEqual(RESULT.NOT_FOUND);
    expect((await read('not-an-id')).statusCode).toBe(404);
    const theirs = await read(mine.id, SECOND_MERCHANT.entityId, SECOND_AUTH);
    expect(theirs.statusCode).toBe(404);
    expect(json(theirs)).not.toHaveProperty('threeDSecure');
  });
});

describe('POST /v1/threeDSecure: parameters', () => {
  it('validated as a payment’s, with parameterErrors: missing, malformed, not taken', async () => {
    const { shopperResultUrl: _url, paymentBrand: _brand, ...rest } = AUTHENTICATION;
    const res = await postForm(sb.app, '/v1/threeDSecure', {
      ...rest,
      'card.number': '4000000000003098',
      paymentType: 'DB',
      'threeDSecure.verificationId': 'AAACBllleHchZTBWIGV4AAAAAAA=',
      'customer.browser.screenColorDepth': '7',
    });
    expect(res.statusCode).toBe(400);
    const names = json(res).result.parameterErrors.map((e: { name: string }) => e.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'shopperResultUrl',
        'paymentBrand',
        'paymentType',
        'threeDSecure.verificationId',
        'customer.browser.screenColorDepth',
        'card.number',
      ]),
    );
    expect(JSON.stringify(json(res))).not.toContain('AAACBllleHchZTBWIGV4AAAAAAA=');
  });

  it('a brand that does not match the card is refused', async () => {
    const res = await authenticate({ paymentBrand: 'MASTER' });
    expect(res.statusCode).toBe(400);
    expect(json(res).result.parameterErrors).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'paymentBrand' })]),
    );
  });
});

describe('the proof in a payment', () => {
  it('a made-up proof on a card of the simulated directory server is refused (800.400.200)', async () => {
    const res = await pay({
      'card.number': '4000000000003097',
      'threeDSecure.eci': '05',
      'threeDSecure.verificationId': 'AAACBllleHchZTBWIGV4AAAAAAA=',
      'threeDSecure.authenticationStatus': 'Y',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).result).toEqual(RESULT.THREEDS_PROOF_INVALID);
  });

  it('a real proof is refused for another card, another merchant, other members, another amount', async () => {
    const body = await frictionless();
    const proof = proofOf(body);
    const card = { 'card.number': '4000000000003097' };
    const otherCard = await pay({ 'card.number': '4200000000000091', ...proof });
    expect(json(otherCard).result).toEqual(RESULT.THREEDS_PROOF_INVALID);
    const otherMerchant = await pay({ entityId: SECOND_MERCHANT.entityId, ...card, ...proof }, SECOND_AUTH);
    expect(json(otherMerchant).result).toEqual(RESULT.THREEDS_PROOF_INVALID);
    const otherEci = await pay({ ...card, ...proof, 'threeDSecure.eci': '06' });
    expect(json(otherEci).result).toEqual(RESULT.THREEDS_PROOF_INVALID);
    const otherAmount = await pay({ ...card, ...proof, amount: '99.00' });
    expect(json(otherAmount).result).toEqual(RESULT.THREEDS_AMOUNT_MISMATCH);
    const otherCurrency = await pay({ ...card, ...proof, currency: 'USD' });
    expect(json(otherCurrency).result).toEqual(RESULT.THREEDS_AMOUNT_MISMATCH);
    // The refusals are declined payments, stored like any other.
    const stored = await sb.app.inject({
      method: 'GET',
      url: `/v1/payments/${json(otherCard).id}?entityId=${ENTITY_ID}`,
      headers: AUTH,
    });
    expect(json(stored).result).toEqual(RESULT.THREEDS_PROOF_INVALID);
    // The proof still pays what it was issued for.
    expect(json(await pay({ ...card, ...proof })).result).toEqual(RESULT.SUCCESS_INTEGRATOR_TEST);
  });
});

describe('the proof’s window, on the merchant’s test clock', () => {
  let clocked: TestSandbox;
  beforeAll(async () => {
    clocked = await testSandbox();
  });
  afterAll(() => clocked.app.close());
  const advanceDays = (days: number) =>
    postForm(clocked.app, '/v1/sandbox/clock/advance', {
      entityId: ENTITY_ID,
      seconds: String(days * 86400),
    });

  it('usable for 30 days after the authentication, refused after', async () => {
    const body = json(await postForm(clocked.app, '/v1/threeDSecure', AUTHENTICATION));
    const payment = { ...PAYMENT, 'card.number': '4000000000003097', ...proofOf(body) };
    expect((await advanceDays(29)).statusCode).toBe(200);
    expect(json(await postForm(clocked.app, '/v1/payments', payment)).result).toEqual(
      RESULT.SUCCESS_INTEGRATOR_TEST,
    );
    await advanceDays(1);
    clocked.clock.advance(1000);
    const late = await postForm(clocked.app, '/v1/payments', payment);
    expect(late.statusCode).toBe(400);
    expect(json(late).result).toEqual(RESULT.THREEDS_PROOF_EXPIRED);
  });
});

describe('throttling', () => {
  it('an authentication counts as a payment (SANDBOX_RATE_LIMITS payments=…)', async () => {
    const limited = await testSandbox({ rateLimits: { payments: { limit: 1, periodMs: 60_000 } } });
    try {
      expect((await postForm(limited.app, '/v1/threeDSecure', AUTHENTICATION)).statusCode).toBe(200);
      const second = await postForm(limited.app, '/v1/threeDSecure', AUTHENTICATION);
      expect(second.statusCode).toBe(429);
      expect(json(second).result.code).toBe('800.120.100');
    } finally {
      await limited.app.close();
    }
  });
});

describe('secrecy', () => {
  it('the card number and CVV of an authentication are nowhere in the database files', async () => {
    const dir = tempDir();
    const app = await buildSandbox({
      ...DEFAULT_CONFIG,
      dbPath: join(dir, 'sandbox.db'),
      widgetDir: widgetDir(),
      logger: false,
      now: testClock().now,
    });
    const pending = json(
      await postForm(app, '/v1/threeDSecure', {
        ...AUTHENTICATION,
        'card.number': '4200000000000042',
        'card.cvv': '987',
      }),
    );
    const done = json(await postForm(app, '/v1/threeDSecure', { ...AUTHENTICATION, 'card.cvv': '987' }));
    expect(pending.result).toEqual(RESULT.PENDING);
    expect(done.result).toEqual(RESULT.SUCCESS_INTEGRATOR_TEST);
    await app.close();
    const text = readdirSync(dir)
      .map((f) => readFileSync(join(dir, f)).toString('latin1'))
      .join('\n');
    expect(text).toContain(done.id);
    for (const pan of ['4200000000000042', '4000000000003097']) expect(text).not.toContain(pan);
    // Three digits, or the three letters c-v-v, turn up by chance in ids, sealed blobs and binary
    // pages: a stored CVV would be a JSON value under its parameter's name.
    for (const stored of ['card.cvv', '"cvv"', '"987"']) expect(text).not.toContain(stored);
  });
});
