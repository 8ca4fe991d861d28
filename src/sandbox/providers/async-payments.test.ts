import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import { CHECKOUT_LIFETIME_MS } from '../context';
import {
  AUTH,
  createCheckout,
  ENTITY_ID,
  encodeForm,
  FORM,
  json,
  PAYMENT,
  postForm,
  type TestSandbox,
  testSandbox,
} from '../test-support';
import { formsOf, postPage, SHOP_ORIGIN, walkRedirect } from '../threeds/flow-test-support';
import { ASYNC_BRANDS, type AsyncBrand, asyncBrand } from './brands';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox();
});
afterAll(() => sb.app.close());

const RESULT_URL = 'https://shop.test/result';

const asyncPay = (checkoutId: string, params: Record<string, string>) =>
  sb.app.inject({
    method: 'POST',
    url: `/v1/checkouts/${checkoutId}/async-payment`,
    headers: { ...FORM, origin: SHOP_ORIGIN },
    payload: encodeForm(params),
  });

async function status(checkoutId: string) {
  const res = await sb.app.inject({
    method: 'GET',
    url: `/v1/checkouts/${checkoutId}/payment?entityId=${ENTITY_ID}`,
    headers: AUTH,
  });
  return json(res);
}

/** What a merchant sends for each of the providers' needs (README, Online transfer and virtual account). */
const SAMPLES: Readonly<Record<string, Record<string, string>>> = {
  'customer.email': { 'customer.email': 'jane@example.com' },
  'customer.givenName': { 'customer.givenName': 'Jane' },
  'customer.surname': { 'customer.surname': 'Jones' },
  'billing.country': { 'billing.country': 'DE' },
  'cart.items': {
    'cart.items[0].name': 'Shirt',
    'cart.items[0].quantity': '1',
    'cart.items[0].price': '25.00',
  },
};

/** The checkout parameters that meet a brand's terms: its first currency and what it needs. */
function termsOf(brand: AsyncBrand): Record<string, string> {
  const needs = (brand.needs ?? []).map((need) => SAMPLES[need]);
  return Object.assign({}, brand.currencies ? { currency: brand.currencies[0] } : {}, ...needs);
}

/** Starts a redirect-brand payment and answers the provider page with `decision`. */
async function decide(brand: string, decision: string) {
  const terms = termsOf(asyncBrand(brand)!);
  const checkoutId = await createCheckout(sb.app, { shopperResultUrl: RESULT_URL, ...terms });
  const pending = json(await asyncPay(checkoutId, { paymentBrand: brand }));
  expect(pending.result).toEqual(RESULT.PENDING);
  const page = await walkRedirect(sb.app, pending.redirect);
  expect(page.pages).toEqual(['provider']);
  expect(page.html).toContain(asyncBrand(brand)!.label);
  const form = formsOf(page.html)[0]!;
  const end = await postPage(sb.app, form.action, { ...form.fields, decision });
  return { checkoutId, pending, end, final: await status(checkoutId) };
}

describe('online transfer (EPS, SOFORTUEBERWEISUNG, …) and virtual account (PAYPAL, KLARNA_…)', () => {
  it('answers pending with a redirect to the provider page, with CORS for the shop page', async () => {
    const checkoutId = await createCheckout(sb.app, { shopperResultUrl: RESULT_URL });
    const res = await asyncPay(checkoutId, { paymentBrand: 'EPS', 'customer.browser.language': 'de-AT' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const body = json(res);
    expect(body).toMatchObject({ result: RESULT.PENDING, paymentBrand: 'EPS', amount: '25.00', checkoutId });
    expect(body).not.toHaveProperty('card');
    expect(body.redirect.url).toMatch(/^http:\/\/localhost:8080\/v1\/providers\/[0-9a-f-]{36}$/);
    const page = await walkRedirect(sb.app, body.redirect);
    expect(page.html).toContain('<html lang="de" dir="ltr">');
    expect(page.html).toContain('Zahlung freigeben');
    expect(page.html).toContain('25,00');
  });

  it.each(ASYNC_BRANDS.map((b) => [b.code]))(
    '%s: approve, cancel and fail end as 000.100.110, 100.396.101, 800.100.152',
    async (brand) => {
      const approved = await decide(brand, 'approve');
      expect(approved.final.result).toEqual(RESULT.SUCCESS_INTEGRATOR_TEST);
      expect(approved.end.body).toContain('data-page="complete"');
      expect((await decide(brand, 'cancel')).final.result).toEqual(RESULT.CANCELLED_BY_USER);
      expect((await decide(brand, 'fail')).final.result).toEqual(RESULT.DECLINED);
    },
  );

  it('the first decision stands: back on the provider page, the shopper is sent home', async () => {
    const { checkoutId, pending, end } = await decide('PAYPAL', 'approve');
    expect((await walkRedirect(sb.app, pending.redirect)).pages).toEqual(['complete']);
    const [form] = formsOf(end.body);
    expect(form).toBeUndefined();
    const decisionUrl = pending.redirect.url.replace(/$/, '/decision');
    await postPage(sb.app, decisionUrl, { token: pending.redirect.parameters[0].value, decision: 'cancel' });
    expect((await status(checkoutId)).result).toEqual(RESULT.SUCCESS_INTEGRATOR_TEST);
  });

  it('abandoned: EPS ends with 100.395.501, PAYPAL with 100.396.103', async () => {
    const eps = await createCheckout(sb.app);
    const paypal = await createCheckout(sb.app);
    await asyncPay(eps, { paymentBrand: 'EPS' });
    await asyncPay(paypal, { paymentBrand: 'PAYPAL' });
    expect((await status(eps)).result).toEqual(RESULT.PENDING);
    sb.clock.advance(CHECKOUT_LIFETIME_MS);
    expect((await status(eps)).result).toEqual(RESULT.ONLINE_TRANSFER_TIMED_OUT);
    expect((await status(paypal)).result).toEqual(RESULT.PENDING_TIMED_OUT);
  });

  it('refuses card data, other brands, and URLs from the page', async () => {
    const checkoutId = await createCheckout(sb.app);
    const card = json(await asyncPay(checkoutId, { paymentBrand: 'EPS', 'card.number': '4200000000000000' }));
    expect(card.result.parameterErrors[0]).toMatchObject({
      name: 'card.number',
      message: 'parameter not accepted in this request',
    });
    const visa = json(await asyncPay(checkoutId, { paymentBrand: 'VISA' }));
    expect(visa.result.code).toBe(RESULT.BRAND_NOT_CONFIGURED.code);
    const url = json(
      await asyncPay(checkoutId, { paymentBrand: 'EPS', shopperResultUrl: 'https://evil.test/' }),
    );
    expect(url.result.parameterErrors[0].name).toBe('shopperResultUrl');
    expect((await asyncPay('0'.repeat(32), { paymentBrand: 'EPS' })).statusCode).toBe(404);
  });

  it('without a shopperResultUrl on the checkout, the widget’s form action is the way back', async () => {
    const checkoutId = await createCheckout(sb.app);
    const pending = json(await asyncPay(checkoutId, { paymentBrand: 'EPS' }));
    const first = await postPage(sb.app, pending.redirect.url, {
      token: pending.redirect.parameters[0].value,
      shopperResultUrl: 'https://shop.test/orders/1/result',
    });
    const form = formsOf(first.body)[0]!;
    const end = await postPage(sb.app, form.action, { ...form.fields, decision: 'approve' });
    expect(end.body).toContain(
      `data-result-url="https://shop.test/orders/1/result?id=${checkoutId}&amp;resourcePath=`,
    );
  });

  it('server to server: a redirect brand with shopperResultUrl', async () => {
    const {
      'card.number': _n,
      'card.expiryMonth': _m,
      'card.expiryYear': _y,
      'card.cvv': _c,
      'card.holder': _h,
      ...base
    } = PAYMENT;
    const missing = await postForm(sb.app, '/v1/payments', { ...base, paymentBrand: 'PAYPAL' });
    expect(json(missing).result.parameterErrors).toEqual([
      { name: 'shopperResultUrl', message: 'missing required parameter' },
    ]);
    const res = await postForm(sb.app, '/v1/payments', {
      ...base,
      paymentBrand: 'PAYPAL',
      shopperResultUrl: RESULT_URL,
    });
    const body = json(res);
    expect(body.result).toEqual(RESULT.PENDING);
    const page = await walkRedirect(sb.app, body.redirect);
    const form = formsOf(page.html)[0]!;
    const end = await postPage(sb.app, form.action, { ...form.fields, decision: 'approve' });
    expect(end.body).toContain(
      `data-result-url="${RESULT_URL}?id=${body.id}&amp;resourcePath=%2Fv1%2Fpayments%2F${body.id}"`,
    );
  });

  it.each(ASYNC_BRANDS.filter((b) => b.currencies).map((b) => [b.code, b.currencies!.join(' ')]))(
    '%s takes %s only: any other currency is refused with 600.200.500, from the widget and the server',
    async (code, currencies) => {
      const other = currencies.includes('EUR') ? 'USD' : 'EUR';
      const checkoutId = await createCheckout(sb.app, { currency: other });
      const before = await status(checkoutId);
      const res = await asyncPay(checkoutId, { paymentBrand: code });
      expect(res.statusCode).toBe(400);
      expect(json(res).result).toMatchObject({
        code: RESULT.BRAND_NOT_CONFIGURED.code,
        parameterErrors: [
          { name: 'currency', value: other, message: `${code} takes ${currencies.replaceAll(' ', ', ')}` },
        ],
      });
      // Nothing was started: the checkout answers as before.
      const after = await status(checkoutId);
      expect(after.result).toEqual(before.result);
      expect(after).not.toHaveProperty('paymentBrand');
      const server = await postForm(sb.app, '/v1/payments', {
        entityId: ENTITY_ID,
        amount: '25.00',
        currency: other,
        paymentType: 'DB',
        paymentBrand: code,
        shopperResultUrl: RESULT_URL,
      });
      expect(json(server).result.code).toBe(RESULT.BRAND_NOT_CONFIGURED.code);
    },
  );

  it.each(ASYNC_BRANDS.filter((b) => b.needs).map((b) => [b.code, b.needs!.join(' ')]))(
    '%s needs %s from the merchant',
    async (code, needs) => {
      const brand = asyncBrand(code)!;
      const bare = await createCheckout(sb.app, brand.currencies ? { currency: brand.currencies[0]! } : {});
      const refused = json(await asyncPay(bare, { paymentBrand: code }));
      expect(refused.result.parameterErrors.map((e: { name: string }) => e.name)).toEqual(needs.split(' '));
      const server = json(
        await postForm(sb.app, '/v1/payments', {
          entityId: ENTITY_ID,
          amount: '25.00',
          currency: 'EUR',
          paymentType: 'DB',
          paymentBrand: code,
          shopperResultUrl: RESULT_URL,
        }),
      );
      expect(server.result.parameterErrors.map((e: { name: string }) => e.name)).toEqual(needs.split(' '));
      const paid = json(
        await postForm(sb.app, '/v1/payments', {
          entityId: ENTITY_ID,
          amount: '25.00',
          currency: 'EUR',
          paymentType: 'DB',
          paymentBrand: code,
          shopperResultUrl: RESULT_URL,
          ...termsOf(brand),
        }),
      );
      expect(paid.result).toEqual(RESULT.PENDING);
    },
  );

  it('a virtual account brand (KLARNA_PAYMENTS_SLICEIT) abandoned ends with 100.396.103, a transfer (IDEAL) with 100.395.501', async () => {
    const klarna = await createCheckout(sb.app, termsOf(asyncBrand('KLARNA_PAYMENTS_SLICEIT')!));
    const ideal = await createCheckout(sb.app);
    expect(json(await asyncPay(klarna, { paymentBrand: 'KLARNA_PAYMENTS_SLICEIT' })).result).toEqual(
      RESULT.PENDING,
    );
    expect(json(await asyncPay(ideal, { paymentBrand: 'IDEAL' })).result).toEqual(RESULT.PENDING);
    sb.clock.advance(CHECKOUT_LIFETIME_MS);
    expect((await status(klarna)).result).toEqual(RESULT.PENDING_TIMED_OUT);
    expect((await status(ideal)).result).toEqual(RESULT.ONLINE_TRANSFER_TIMED_OUT);
  });
});
