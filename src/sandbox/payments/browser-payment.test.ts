import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import { CHECKOUT_LIFETIME_MS } from '../context';
import {
  browserPay,
  CARD,
  createCheckout,
  ENTITY_ID,
  GATEWAY_ORIGIN,
  json,
  type TestSandbox,
  testSandbox,
} from '../test-support';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox();
});
afterAll(() => sb.app.close());

const BROWSER = {
  'customer.browser.acceptHeader': 'text/html,application/xhtml+xml',
  'customer.browser.language': 'de-DE',
  'customer.browser.screenHeight': '1080',
  'customer.browser.screenWidth': '1920',
  'customer.browser.timezone': '-60',
  'customer.browser.userAgent': 'Mozilla/5.0 (X11; Linux x86_64)',
  'customer.browser.javaEnabled': 'false',
  'customer.browser.screenColorDepth': '24',
  'customer.browser.challengeWindow': '5',
};

describe('POST /v1/checkouts/{id}/payment (secure-field iframe)', () => {
  it('pays the checkout with its amount and echoes both sides’ custom parameters', async () => {
    const id = await createCheckout(sb.app, {
      amount: '9.99',
      merchantTransactionId: 'order-4711',
      'customParameters[ORDER]': 'm',
    });
    const res = await browserPay(sb.app, id, {
      ...CARD,
      paymentBrand: 'VISA',
      ...BROWSER,
      'customParameters[SHOPPER_note]': 's',
    });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body).toMatchObject({
      checkoutId: id,
      paymentType: 'DB',
      paymentBrand: 'VISA',
      amount: '9.99',
      currency: 'EUR',
      merchantTransactionId: 'order-4711',
      customParameters: { ORDER: 'm', SHOPPER_note: 's' },
      result: RESULT.SUCCESS_INTEGRATOR_TEST,
      card: { bin: '420000', last4Digits: '0000', holder: 'Jane Doe', expiryMonth: '12', expiryYear: '2030' },
    });
    expect(body.id).toMatch(/^[a-z0-9]{32}$/);
    // The browser's data comes back as sent (readable later too: ./browser-data.test.ts).
    expect(body.customer).toEqual({
      browser: Object.fromEntries(
        Object.entries(BROWSER).map(([name, value]) => [name.slice('customer.browser.'.length), value]),
      ),
    });
    expect(res.body).not.toContain('4200000000000000');
    expect(res.body).not.toContain('"cvv"');
  });

  it('leaves the checkout open after a decline so the shopper can retry', async () => {
    const id = await createCheckout(sb.app);
    const declined = await browserPay(sb.app, id, { ...CARD, 'card.number': '4000000000001521' });
    expect(declined.statusCode).toBe(400);
    expect(json(declined).result).toEqual(RESULT.DECLINED);
    const retry = await browserPay(sb.app, id, CARD);
    expect(retry.statusCode).toBe(200);
  });

  it('refuses a second payment with 100.350.101', async () => {
    const id = await createCheckout(sb.app);
    expect((await browserPay(sb.app, id, CARD)).statusCode).toBe(200);
    const again = await browserPay(sb.app, id, CARD);
    expect(again.statusCode).toBe(400);
    expect(json(again)).toMatchObject({ checkoutId: id, result: RESULT.CHECKOUT_ALREADY_PAID });
  });

  it('pays a checkout exactly once when submits race', async () => {
    const id = await createCheckout(sb.app);
    const answers = await Promise.all(Array.from({ length: 8 }, () => browserPay(sb.app, id, CARD)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
    const refused = answers.filter((a) => a.statusCode === 400).map((a) => json(a).result.code);
    expect(new Set(refused)).toEqual(new Set([RESULT.CHECKOUT_ALREADY_PAID.code]));
  });

  it.each([
    ['missing', {}],
    ['another site', { origin: 'http://shop.example:3000' }],
    ['the gateway on another port', { origin: 'http://localhost:8081' }],
    ['null', { origin: 'null' }],
  ])('answers 403 when the Origin is %s', async (_label, headers) => {
    const id = await createCheckout(sb.app);
    const res = await browserPay(sb.app, id, CARD, headers);
    expect(res.statusCode).toBe(403);
    expect(json(res).result).toEqual(RESULT.ORIGIN_NOT_ALLOWED);
    expect(json(await browserPay(sb.app, id, CARD)).result).toEqual(RESULT.SUCCESS_INTEGRATOR_TEST);
  });

  it('refuses a foreign origin before reading the body', async () => {
    const id = await createCheckout(sb.app);
    const res = await browserPay(sb.app, id, 'not a form', {
      origin: 'http://shop.example',
      'content-type': 'text/plain',
    });
    expect(res.statusCode).toBe(403);
    expect(json(res).result).toEqual(RESULT.ORIGIN_NOT_ALLOWED);
  });

  it('never takes its own origin from the Host header (DNS rebinding)', async () => {
    const id = await createCheckout(sb.app);
    const res = await browserPay(sb.app, id, CARD, {
      origin: 'http://gateway.test:8080',
      host: 'gateway.test:8080',
    });
    expect(res.statusCode).toBe(403);
    expect(json(res).result).toEqual(RESULT.ORIGIN_NOT_ALLOWED);
  });

  it('rejects what only the merchant may send, listing each parameter', async () => {
    const id = await createCheckout(sb.app);
    const res = await browserPay(sb.app, id, {
      ...CARD,
      amount: '0.01',
      currency: 'USD',
      entityId: ENTITY_ID,
      shopperResultUrl: 'https://evil.example/',
      'customParameters[ORDER]': 'x',
    });
    expect(res.statusCode).toBe(400);
    const { result, checkoutId } = json(res);
    expect(checkoutId).toBe(id);
    expect(result.code).toBe(RESULT.INVALID_PARAMETER.code);
    expect(result.parameterErrors).toEqual([
      { name: 'amount', value: '0.01', message: 'parameter not accepted in this request' },
      { name: 'currency', value: 'USD', message: 'parameter not accepted in this request' },
      { name: 'entityId', value: ENTITY_ID, message: 'parameter not accepted in this request' },
      {
        name: 'shopperResultUrl',
        value: 'https://evil.example/',
        message: 'parameter not accepted in this request',
      },
      {
        name: 'customParameters[ORDER]',
        value: 'x',
        message: 'custom parameters sent from the browser must start with SHOPPER_',
      },
    ]);
    expect(json(await sb.app.inject({ method: 'GET', url: `/v1/checkouts/${id}/widget` })).state).toBe(
      'OPEN',
    );
  });

  it('answers card errors inline with masked values and the first error’s code', async () => {
    const id = await createCheckout(sb.app);
    const res = await browserPay(sb.app, id, {
      ...CARD,
      'card.number': '4200000000000001',
      'card.cvv': '12',
    });
    expect(res.statusCode).toBe(400);
    const { result } = json(res);
    expect(result.code).toBe(RESULT.CVV_INVALID.code);
    expect(result.parameterErrors).toEqual([
      { name: 'card.cvv', value: '***', message: 'must be 3 to 4 digits' },
      { name: 'card.number', value: '420000******0001', message: 'card number fails the Luhn check' },
    ]);
  });

  it('answers 404 for unknown, malformed and expired checkout ids', async () => {
    for (const id of [`${'F'.repeat(32)}.uat01-vm-tx01`, 'short', `${'A'.repeat(32)}%20x`]) {
      const res = await browserPay(sb.app, id, CARD);
      expect(res.statusCode, id).toBe(404);
      expect(json(res).result).toEqual(RESULT.CHECKOUT_NOT_FOUND);
    }
    const id = await createCheckout(sb.app);
    sb.clock.advance(CHECKOUT_LIFETIME_MS + 1);
    expect((await browserPay(sb.app, id, CARD)).statusCode).toBe(404);
  });

  it('takes holder and expiry as the enableSAQACompliance frames send them, and checks them as ever', async () => {
    // The card-number frame posts the page's fields, then the number, then what the CVV, expiry and
    // holder frames hold, as fetch sends a URLSearchParams body.
    const framed = `paymentBrand=VISA&card.number=4200000000000000&card.cvv=123&card.expiryMonth=03&card.expiryYear=2031&card.holder=J%C3%B6rg+M%C3%BCller`;
    const headers = {
      origin: GATEWAY_ORIGIN,
      'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
    };
    const id = await createCheckout(sb.app);
    const paid = await browserPay(sb.app, id, framed, headers);
    expect(paid.statusCode).toBe(200);
    expect(json(paid).card).toMatchObject({ holder: 'Jörg Müller', expiryMonth: '03', expiryYear: '2031' });

    const refused = await createCheckout(sb.app);
    const bad = await browserPay(
      sb.app,
      refused,
      framed.replace('card.expiryYear=2031', 'card.expiryYear=2019').replace('M%C3%BCller', 'M%C3%BCller+2'),
      headers,
    );
    expect(bad.statusCode).toBe(400);
    expect(
      json(bad)
        .result.parameterErrors.map((e: { name: string }) => e.name)
        .sort(),
    ).toEqual(['card.expiryYear', 'card.holder']);
    expect(json(await browserPay(sb.app, refused, CARD)).result).toEqual(RESULT.SUCCESS_INTEGRATOR_TEST);
  });

  it('needs no Authorization header, and ignores one', async () => {
    const id = await createCheckout(sb.app);
    const res = await browserPay(sb.app, id, CARD, {
      origin: GATEWAY_ORIGIN,
      authorization: 'Bearer nonsense',
    });
    expect(res.statusCode).toBe(200);
  });
});
