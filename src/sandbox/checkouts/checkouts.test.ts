import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import { CHECKOUT_LIFETIME_MS } from '../context';
import { CHECKOUT_ID_FORMAT } from '../ids';
import { SECOND_MERCHANT } from '../merchants';
import {
  AUTH,
  browserPay,
  CARD,
  createCheckout,
  ENTITY_ID,
  json,
  postForm,
  type TestSandbox,
  testSandbox,
  WIDGET_BUNDLE,
} from '../test-support';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox();
});
afterAll(() => sb.app.close());

const widgetInfo = (id: string) => sb.app.inject({ method: 'GET', url: `/v1/checkouts/${id}/widget` });
const paymentStatus = (id: string, auth = AUTH, entityId = ENTITY_ID) =>
  sb.app.inject({ method: 'GET', url: `/v1/checkouts/${id}/payment?entityId=${entityId}`, headers: auth });

describe('POST /v1/checkouts', () => {
  it('creates a checkout in the real id format', async () => {
    const res = await postForm(sb.app, '/v1/checkouts', {
      entityId: ENTITY_ID,
      amount: '12',
      currency: 'EUR',
      paymentType: 'DB',
    });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.result).toEqual(RESULT.CHECKOUT_CREATED);
    expect(body.id).toMatch(/^[0-9A-F]{32}\.uat01-vm-tx0\d$/);
    expect(body.id).toMatch(CHECKOUT_ID_FORMAT);
    expect(body.id.length).toBeLessThanOrEqual(48);
    expect(body.buildNumber).toBe('sandbox@0.1.0');
    expect(body.timestamp).toBe('2026-11-21 12:00:00+0000');
    expect(body.ndc).toMatch(/^[A-Za-z0-9-]{1,69}$/);
    expect(body).not.toHaveProperty('integrity');
  });

  it('adds the SRI value of the exact served script when integrity=true', async () => {
    const id = await createCheckout(sb.app);
    const res = await postForm(sb.app, '/v1/checkouts', {
      entityId: ENTITY_ID,
      amount: '1.00',
      currency: 'USD',
      paymentType: 'PA',
      integrity: 'true',
    });
    const script = await sb.app.inject({ method: 'GET', url: `/v1/paymentWidgets.js?checkoutId=${id}` });
    const expected = `sha384-${createHash('sha384').update(script.rawPayload).digest('base64')}`;
    expect(script.body).toBe(WIDGET_BUNDLE);
    expect(json(res).integrity).toBe(expected);
  });

  it('rejects invalid checkout parameters with every error listed', async () => {
    const res = await postForm(sb.app, '/v1/checkouts', {
      entityId: ENTITY_ID,
      amount: '0.00',
      currency: 'XXX',
      paymentType: 'CP',
      'customParameters[ok_name]': 'x',
      'card.number': '4200000000000000',
    });
    expect(res.statusCode).toBe(400);
    const { result } = json(res);
    expect(result.code).toBe(RESULT.AMOUNT_FORMAT.code);
    expect(result.parameterErrors.map((e: { name: string }) => e.name)).toEqual([
      'amount',
      'currency',
      'card.number',
      'paymentType',
    ]);
    expect(res.body).not.toContain('4200000000000000');
  });
});

describe('GET /v1/checkouts/{id}/widget', () => {
  it('shows an open checkout to any origin', async () => {
    const id = await createCheckout(sb.app, { amount: '7' });
    const res = await widgetInfo(id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(json(res)).toMatchObject({
      id,
      amount: '7.00',
      currency: 'EUR',
      paymentType: 'DB',
      state: 'OPEN',
      result: RESULT.CHECKOUT_CREATED,
    });
  });

  it('formats the amount for the pay button in the widget’s locale, with its region', async () => {
    const id = await createCheckout(sb.app, { amount: '1234.50' });
    const text = async (locale: string) =>
      json(
        await sb.app.inject({
          method: 'GET',
          url: `/v1/checkouts/${id}/widget?locale=${encodeURIComponent(locale)}`,
        }),
      ).amountText;
    expect(await text('en')).toBe('€1,234.50');
    expect(await text('de-AT')).toBe(
      new Intl.NumberFormat('de-AT', { style: 'currency', currency: 'EUR' }).format(1234.5),
    );
    expect(await text('ja')).toBe(
      new Intl.NumberFormat('ja', { style: 'currency', currency: 'EUR' }).format(1234.5),
    );
    // A language without texts shows English, as the widget's texts do; a tag that is none, too.
    expect(await text('tlh')).toBe('€1,234.50');
    expect(await text('"><')).toBe('€1,234.50');
    expect(json(await widgetInfo(id))).not.toHaveProperty('amountText');
  });

  it('shows PAID once the checkout is paid', async () => {
    const id = await createCheckout(sb.app);
    expect((await browserPay(sb.app, id, CARD)).statusCode).toBe(200);
    expect(json(await widgetInfo(id))).toMatchObject({ state: 'PAID', result: RESULT.CHECKOUT_ALREADY_PAID });
  });

  it('answers 404 with 200.300.404 for unknown and expired checkouts, still with CORS', async () => {
    const unknown = await widgetInfo(`${'0'.repeat(32)}.uat01-vm-tx01`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['access-control-allow-origin']).toBe('*');
    expect(json(unknown).result).toEqual(RESULT.CHECKOUT_NOT_FOUND);

    const id = await createCheckout(sb.app);
    sb.clock.advance(CHECKOUT_LIFETIME_MS - 1000);
    expect((await widgetInfo(id)).statusCode).toBe(200);
    sb.clock.advance(1000);
    expect((await widgetInfo(id)).statusCode).toBe(404);
  });

  it('answers a CORS preflight', async () => {
    const res = await sb.app.inject({
      method: 'OPTIONS',
      url: `/v1/checkouts/${'A'.repeat(32)}.uat01-vm-tx01/widget`,
      headers: { origin: 'http://shop.example', 'access-control-request-method': 'GET' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-methods']).toContain('GET');
  });
});

describe('GET /v1/checkouts/{id}/payment', () => {
  it('is pending until the shopper pays, then shows the latest attempt', async () => {
    const id = await createCheckout(sb.app, { 'customParameters[ORDER_ID]': 'A-1' });
    const pending = await paymentStatus(id);
    expect(pending.statusCode).toBe(200);
    expect(json(pending)).toMatchObject({ checkoutId: id, result: RESULT.PENDING });

    await browserPay(sb.app, id, { ...CARD, 'card.number': '4000000000001554' });
    const declined = await paymentStatus(id);
    expect(declined.statusCode).toBe(400);
    expect(json(declined).result).toEqual(RESULT.DECLINED_INSUFFICIENT_FUNDS);

    const paid = await browserPay(sb.app, id, CARD);
    // Two status reads a checkout a minute: the third waits half a minute (SANDBOX_RATE_LIMITS).
    sb.clock.advance(30_000);
    const status = await paymentStatus(id);
    expect(status.statusCode).toBe(200);
    const body = json(status);
    expect(body).toMatchObject({
      id: json(paid).id,
      checkoutId: id,
      amount: '25.00',
      customParameters: { ORDER_ID: 'A-1' },
    });
    expect(body.id).toMatch(/^[a-z0-9]{32}$/);
    expect(body.result).toEqual(RESULT.SUCCESS_INTEGRATOR_TEST);
    expect(body.ndc).not.toBe(json(paid).ndc);
  });

  it("hides another merchant's checkout", async () => {
    const id = await createCheckout(sb.app);
    const res = await paymentStatus(
      id,
      { authorization: `Bearer ${SECOND_MERCHANT.accessToken}` },
      SECOND_MERCHANT.entityId,
    );
    expect(res.statusCode).toBe(404);
    expect(json(res).result).toEqual(RESULT.CHECKOUT_NOT_FOUND);
  });

  it('answers 404 for an expired checkout', async () => {
    const id = await createCheckout(sb.app);
    sb.clock.advance(CHECKOUT_LIFETIME_MS);
    expect((await paymentStatus(id)).statusCode).toBe(404);
  });
});

describe('overridePaymentType', () => {
  it('makes that brand’s payment of the checkout the type it names, and no other brand’s', async () => {
    const visa = await createCheckout(sb.app, { 'overridePaymentType[VISA]': 'PA' });
    const paidVisa = json(await browserPay(sb.app, visa, CARD));
    expect(paidVisa).toMatchObject({ paymentType: 'PA', paymentBrand: 'VISA' });
    const master = await createCheckout(sb.app, { 'overridePaymentType[VISA]': 'PA' });
    const paidMaster = json(await browserPay(sb.app, master, { ...CARD, 'card.number': '5454545454545454' }));
    expect(paidMaster).toMatchObject({ paymentType: 'DB', paymentBrand: 'MASTER' });
  });

  it('names DB or PA only', async () => {
    const res = await postForm(sb.app, '/v1/checkouts', {
      entityId: ENTITY_ID,
      amount: '25.00',
      currency: 'EUR',
      paymentType: 'DB',
      'overridePaymentType[VISA]': 'RF',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).result.parameterErrors).toEqual([
      expect.objectContaining({ name: 'overridePaymentType[VISA]', message: 'must be DB or PA' }),
    ]);
  });
});

// The update's check-and-replace is the checkout-update store's.
describe('POST /v1/checkouts/{id} (update)', () => {
  const update = (id: string, params: Record<string, string>, headers = {}) =>
    postForm(sb.app, `/v1/checkouts/${id}`, { entityId: ENTITY_ID, ...params }, headers);

  it('replaces the open checkout’s parameters: the widget and the payment see the new amount', async () => {
    const id = await createCheckout(sb.app, { 'customParameters[ORDER_ID]': 'A-1' });
    const res = await update(id, { amount: '30.00', 'customParameters[ORDER_ID]': 'A-2' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ id, result: RESULT.CHECKOUT_UPDATED });
    const widget = json(await sb.app.inject({ method: 'GET', url: `/v1/checkouts/${id}/widget` }));
    expect(widget.amount).toBe('30.00');
    const paid = json(await browserPay(sb.app, id, CARD));
    expect(paid).toMatchObject({ amount: '30.00', customParameters: { ORDER_ID: 'A-2' } });
  });

  it('refuses what would not make a checkout, and leaves it as it was', async () => {
    const id = await createCheckout(sb.app);
    const res = await update(id, { amount: 'a lot' });
    expect(res.statusCode).toBe(400);
    expect(json(res).result.parameterErrors).toEqual([expect.objectContaining({ name: 'amount' })]);
    const widget = json(await sb.app.inject({ method: 'GET', url: `/v1/checkouts/${id}/widget` }));
    expect(widget.amount).toBe('25.00');
  });

  it('finds only the merchant’s own open checkout, and leaves a paid one alone', async () => {
    const id = await createCheckout(sb.app);
    const theirs = await postForm(
      sb.app,
      `/v1/checkouts/${id}`,
      { entityId: SECOND_MERCHANT.entityId, amount: '1.00' },
      { authorization: `Bearer ${SECOND_MERCHANT.accessToken}` },
    );
    expect(theirs.statusCode).toBe(404);
    expect((await update('Z'.repeat(32), { amount: '1.00' })).statusCode).toBe(404);
    await browserPay(sb.app, id, CARD);
    const late = await update(id, { amount: '1.00' });
    expect(late.statusCode).toBe(400);
    expect(json(late).result).toEqual(RESULT.CHECKOUT_ALREADY_PAID);
  });
});
