import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import { SECOND_MERCHANT } from '../merchants';
import {
  AUTH,
  browserPay,
  CARD,
  createCheckout,
  ENTITY_ID,
  json,
  PAYMENT,
  postForm,
  type TestSandbox,
  testSandbox,
} from '../test-support';
import { REFUSED_EMAIL, RISK_RULES } from './rules';

// Each test has its own sandbox: the velocity counts of one must not reach another.
let sb: TestSandbox;
beforeEach(async () => {
  await sb?.app.close();
  sb = await testSandbox();
});
afterAll(() => sb.app.close());

const SECOND_AUTH = { authorization: `Bearer ${SECOND_MERCHANT.accessToken}` };
const weightOf = (name: string): number => RISK_RULES.find((rule) => rule.name === name)?.weight ?? NaN;
const pay = (extra: Record<string, string> = {}, headers = {}) =>
  postForm(sb.app, '/v1/payments', { ...PAYMENT, ...extra }, headers);
const read = (url: string, headers: Record<string, string> = AUTH) =>
  sb.app.inject({ method: 'GET', url, headers });
/** customer.ip needs the customer's name (spec document 2). */
const FROM_IP = (ip: string) => ({
  'customer.ip': ip,
  'customer.givenName': 'Jane',
  'customer.surname': 'Doe',
});
const RISK_ONLY = { entityId: ENTITY_ID, amount: '30.00', currency: 'EUR', paymentType: 'RI', ...CARD };

describe('risk.score on payments', () => {
  it('comes with every payment of a merchant with risk checks on, and is read back with it', async () => {
    const res = await pay();
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.result).toEqual(RESULT.SUCCESS_INTEGRATOR_TEST);
    expect(body.risk).toEqual({ score: '0' });
    const again = await read(`/v1/payments/${body.id}?entityId=${ENTITY_ID}`);
    expect(json(again).risk).toEqual({ score: '0' });
  });

  it('comes for a merchant with risk checks off only when the payment carries risk.*', async () => {
    const plain = await pay({ entityId: SECOND_MERCHANT.entityId }, SECOND_AUTH);
    expect(json(plain).result).toEqual(RESULT.SUCCESS_INTEGRATOR_TEST);
    expect(json(plain)).not.toHaveProperty('risk');
    const asked = await pay(
      { entityId: SECOND_MERCHANT.entityId, 'risk.parameters[USER_DATA1]': 'gold' },
      SECOND_AUTH,
    );
    expect(json(asked).risk).toEqual({ score: '0', parameters: { USER_DATA1: 'gold' } });
  });

  it('follow the merchant’s riskChecks setting, switched per merchant by POST /v1/sandbox/settings', async () => {
    const set = (entityId: string, value: string, headers: Record<string, string>) =>
      postForm(sb.app, '/v1/sandbox/settings', { entityId, riskChecks: value }, headers);
    const off = await set(ENTITY_ID, 'false', AUTH);
    expect(off.statusCode).toBe(200);
    expect(json(off).settings.riskChecks).toBe(false);
    expect(json(await set(SECOND_MERCHANT.entityId, 'true', SECOND_AUTH)).settings.riskChecks).toBe(true);

    expect(json(await pay())).not.toHaveProperty('risk');
    expect(json(await pay({ 'risk.parameters[SCORE]': '7' })).risk).toMatchObject({ score: '7' });
    const second = await pay({ entityId: SECOND_MERCHANT.entityId }, SECOND_AUTH);
    expect(json(second).risk).toEqual({ score: '0' });

    const garbage = await set(ENTITY_ID, 'maybe', AUTH);
    expect(garbage.statusCode).toBe(400);
    expect(json(garbage).result.parameterErrors[0].name).toBe('riskChecks');
  });

  it('risk.parameters[SCORE] forces the score; from 100 on the payment is refused before the acquirer', async () => {
    const scored = await pay({ 'risk.parameters[SCORE]': '42' });
    expect(scored.statusCode).toBe(200);
    expect(json(scored).risk).toMatchObject({ score: '42' });

    const refused = await pay({ 'risk.parameters[SCORE]': '150' });
    expect(refused.statusCode).toBe(400);
    const body = json(refused);
    expect(body.result).toEqual(RESULT.RISK_DECLINED);
    expect(body.risk).toMatchObject({ score: '150' });
    expect(body.resultDetails.AcquirerResponse).toBe('n/a');
    // Nothing to capture or refund.
    const refund = await postForm(sb.app, `/v1/payments/${body.id}`, {
      entityId: ENTITY_ID,
      paymentType: 'RF',
      amount: '12.50',
      currency: 'EUR',
    });
    expect(json(refund).result).toEqual(RESULT.REFERENCE_REJECTED);
  });

  it(`refuses ${REFUSED_EMAIL}; both test values work from a checkout too`, async () => {
    const server = await pay({ 'customer.email': REFUSED_EMAIL });
    expect(json(server).result).toEqual(RESULT.RISK_DECLINED);

    const checkoutId = await createCheckout(sb.app, { 'customer.email': REFUSED_EMAIL });
    const browser = await browserPay(sb.app, checkoutId, CARD);
    expect(browser.statusCode).toBe(400);
    expect(json(browser)).toMatchObject({ result: RESULT.RISK_DECLINED, risk: { score: '100' } });
    const scoredCheckout = await createCheckout(sb.app, { 'risk.parameters[SCORE]': '7' });
    expect(json(await browserPay(sb.app, scoredCheckout, CARD)).risk).toEqual({
      score: '7',
      parameters: { SCORE: '7' },
    });
    // The refused checkout's status: the risk refusal.
    const status = await read(`/v1/checkouts/${checkoutId}/payment?entityId=${ENTITY_ID}`);
    expect(json(status).result).toEqual(RESULT.RISK_DECLINED);
    // It stays open: the shopper may pay again (here still refused, the email is the checkout's).
    expect(json(await browserPay(sb.app, checkoutId, CARD)).result).toEqual(RESULT.RISK_DECLINED);
  });

  it('a card paying again within 24 hours on the merchant clock adds the card velocity rule', async () => {
    for (let i = 0; i < 3; i++) expect(json(await pay()).risk).toEqual({ score: '0' });
    expect(json(await pay()).risk).toEqual({ score: String(weightOf('card velocity')) });
    // Another card is not this card.
    expect(json(await pay({ 'card.number': '5454545454545454' })).risk).toEqual({ score: '0' });
    sb.clock.advance(24 * 60 * 60 * 1000 + 1);
    expect(json(await pay()).risk).toEqual({ score: '0' });
  });

  it('counts per merchant: another merchant’s payments with the card do not count', async () => {
    for (let i = 0; i < 3; i++)
      await pay({ entityId: SECOND_MERCHANT.entityId, 'risk.channelId': 'web' }, SECOND_AUTH);
    expect(json(await pay()).risk).toEqual({ score: '0' });
  });

  it('adds the country mismatches between billing, IP and BIN', async () => {
    const res = await pay({ 'billing.country': 'US', ...FROM_IP('203.0.113.5') });
    const expected =
      weightOf('billing and BIN countries differ') +
      weightOf('billing and IP countries differ') +
      weightOf('IP and BIN countries differ');
    expect(json(res).risk).toEqual({ score: String(expected) });
  });

  it('refuses a pattern of fraud: one card, many large payments, from abroad', async () => {
    const abroad = { 'billing.country': 'US', ...FROM_IP('203.0.113.5'), amount: '6000.00' };
    for (let i = 0; i < 3; i++)
      expect(json(await pay(abroad)).result).toEqual(RESULT.SUCCESS_INTEGRATOR_TEST);
    const fourth = await pay(abroad);
    expect(fourth.statusCode).toBe(400);
    expect(json(fourth)).toMatchObject({ result: RESULT.RISK_DECLINED, risk: { score: '100' } });
  });

  it('counts the IP a browser payment came from', async () => {
    // A new card each time: only the IP is the same.
    for (const number of [
      '4111111111111111',
      '4012888888881881',
      '5555555555554444',
      '5105105105105100',
      '4242424242424242',
    ]) {
      const id = await createCheckout(sb.app);
      expect((await browserPay(sb.app, id, { ...CARD, 'card.number': number })).statusCode).toBe(200);
    }
    const id = await createCheckout(sb.app);
    const res = await browserPay(sb.app, id, CARD);
    expect(json(res).risk).toEqual({ score: String(weightOf('IP velocity')) });
  });
});

describe('paymentType=RI (standalone risk request)', () => {
  it('answers the risk result without moving money', async () => {
    const res = await postForm(sb.app, '/v1/payments', RISK_ONLY);
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body).toMatchObject({
      paymentType: 'RI',
      amount: '30.00',
      result: RESULT.RISK_CHECK_SUCCESSFUL,
      risk: { score: '0' },
    });
    for (const paymentType of ['CP', 'RF']) {
      const followUp = await postForm(sb.app, `/v1/payments/${body.id}`, {
        entityId: ENTITY_ID,
        paymentType,
        amount: '30.00',
        currency: 'EUR',
      });
      expect(followUp.statusCode).toBe(400);
      expect(json(followUp).result.code).toMatch(/^700\.400\.5[12]0$/);
    }
    expect(json(await read(`/v1/payments/${body.id}?entityId=${ENTITY_ID}`)).result).toEqual(
      RESULT.RISK_CHECK_SUCCESSFUL,
    );
  });

  it('is refused with 100.400.319 when the score says so', async () => {
    const res = await postForm(sb.app, '/v1/payments', { ...RISK_ONLY, 'risk.parameters[SCORE]': '100' });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ result: RESULT.RISK_DECLINED, risk: { score: '100' } });
  });

  it('reads the velocity but does not add to it', async () => {
    for (let i = 0; i < 3; i++) await postForm(sb.app, '/v1/payments', RISK_ONLY);
    expect(json(await pay()).risk).toEqual({ score: '0' });
    for (let i = 0; i < 3; i++) await pay();
    expect(json(await postForm(sb.app, '/v1/payments', RISK_ONLY)).risk).toEqual({
      score: String(weightOf('card velocity')),
    });
  });

  it('refuses what only a payment uses, and other unsupported payment types as before', async () => {
    const res = await postForm(sb.app, '/v1/payments', {
      ...RISK_ONLY,
      createRegistration: 'true',
      shopperResultUrl: 'https://shop.example/back',
    });
    expect(res.statusCode).toBe(400);
    expect(
      json(res)
        .result.parameterErrors.map((e: { name: string }) => e.name)
        .sort(),
    ).toEqual(['createRegistration', 'shopperResultUrl']);
    const missing = await postForm(sb.app, '/v1/payments', { ...RISK_ONLY, amount: '' });
    expect(missing.statusCode).toBe(400);
    const other = await pay({ paymentType: 'CD' });
    expect(json(other).result.parameterErrors).toEqual([
      expect.objectContaining({ name: 'paymentType', message: 'must be DB or PA' }),
    ]);
  });

  it('is not settled', async () => {
    sb.clock.set('2026-11-21T09:00:00Z');
    await postForm(sb.app, '/v1/payments', RISK_ONLY);
    await pay({ amount: '5.00' });
    sb.clock.set('2026-11-22T08:00:00Z');
    const res = await read(
      `/reports/v1/reconciliations/aggregations?entityId=${ENTITY_ID}&date.from=2026-11-22&date.to=2026-11-22`,
    );
    const [aggregation, ...others] = json(res).aggregations;
    expect(others).toEqual([]);
    expect(aggregation).toMatchObject({ recordCount: 1, settlement: { amount: '5.00' } });
  });
});
