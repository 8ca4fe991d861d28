// The simulated wallet sheet and the widget's wallet endpoints, walked like a browser would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import {
  AUTH,
  createCheckout,
  ENTITY_ID,
  encodeForm,
  FORM,
  GATEWAY_ORIGIN,
  json,
  type TestSandbox,
  testSandbox,
  WALLET_ADAPTERS_BUNDLE,
} from '../test-support';
import { bodyOf, formsOf, postPage, SHOP_ORIGIN, walkRedirect } from '../threeds/flow-test-support';
import { testWalletToken } from './test-support';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox();
});
afterAll(() => sb.app.close());

const status = async (checkoutId: string) =>
  json(
    await sb.app.inject({
      method: 'GET',
      url: `/v1/checkouts/${checkoutId}/payment?entityId=${ENTITY_ID}`,
      headers: AUTH,
    }),
  );

/** Opens the sheet as the widget does: a form POST into its iframe, from the shop's page. */
async function openSheet(brand: string, extra: Record<string, string> = {}) {
  const checkoutId = await createCheckout(sb.app, { shopperResultUrl: 'https://shop.test/result' });
  const page = await postPage(sb.app, '/v1/wallets/sheet', { checkoutId, brand, locale: 'en', ...extra });
  const form = formsOf(page.body).find((f) => f.id === 'wallet-sheet');
  return { checkoutId, page, form };
}

const decide = (state: string, decision: string, card = '0') =>
  postPage(sb.app, '/v1/wallets/sheet/decision', { state, decision, card }, { origin: GATEWAY_ORIGIN });

describe('what the widget reads before it shows wallet buttons', () => {
  it('the environment is SIMULATOR, readable from any page', async () => {
    const res = await sb.app.inject({ method: 'GET', url: '/v1/wallets/environment' });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(json(res)).toMatchObject({ environment: 'SIMULATOR', result: RESULT.SUCCESSFUL_REQUEST });
  });

  it('wallet-adapters.js is served as built, with CORS for its SRI check', async () => {
    const res = await sb.app.inject({ method: 'GET', url: '/v1/wallet-adapters.js' });
    expect(res.body).toBe(WALLET_ADAPTERS_BUNDLE);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
  });
});

describe('the simulated wallet sheet', () => {
  it('shows the amount, the cards and what the page announced; nothing is paid yet', async () => {
    const options = JSON.stringify({
      merchantName: 'Demo <Shop>',
      amount: '20.00',
      currencyCode: 'EUR',
      displayItems: [{ label: 'Mug', type: 'LINE_ITEM', price: '25.00' }],
      billingAddressRequired: true,
      billingAddressParameters: { format: 'MIN', phoneNumberRequired: true },
    });
    const { checkoutId, page, form } = await openSheet('GOOGLEPAY', { options, authorize: 'true' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.body).toContain('Google Pay · simulated');
    expect(page.body).toContain('Pay €25.00 to Demo &lt;Shop&gt;');
    expect(page.body).toContain('<li><span>Mug</span> <span>25.00</span></li>');
    expect(page.body).toMatch(
      /Before the checkout existed the page showed €20\.00; the checkout is for €25\.00/,
    );
    expect(page.body).toContain('Jane Doe, DE, 10115, +49 30 1234567');
    expect(page.body).toContain('data-authorize="true"');
    expect(bodyOf(page.body)['data-parent-origin']).toBe(SHOP_ORIGIN);
    expect(Object.keys(form?.fields ?? {})).toEqual(['state']);
    expect((await status(checkoutId)).result).toEqual(RESULT.PENDING);
  });

  it('gives each card the payment data the page’s onPaymentAuthorized gets (no token)', async () => {
    const { page } = await openSheet('APPLEPAY', {
      options: JSON.stringify({ total: { label: 'Mugs', amount: '25.00' } }),
    });
    const data = [...page.body.matchAll(/data-payment-data="([^"]*)"/g)].map((m) =>
      JSON.parse(m[1]!.replace(/&quot;/g, '"')),
    );
    expect(data[0]).toEqual({
      token: { paymentMethod: { displayName: 'Visa 0000', network: 'Visa', type: 'credit' } },
    });
    expect(page.body).not.toContain('mismatch');
    expect(page.body).toContain('Pay €25.00 to Mugs');
  });

  it('approve: the sandbox encrypts the card and pays the checkout with that token; the page learns only that it is over', async () => {
    const { checkoutId, form } = await openSheet('GOOGLEPAY');
    const end = await decide(form!.fields.state!, 'approve', '1');
    expect(bodyOf(end.body)).toMatchObject({ 'data-page': 'complete', 'data-parent-origin': SHOP_ORIGIN });
    expect(bodyOf(end.body)['data-outcome']).toBeUndefined();
    expect(end.body).not.toMatch(/paymentToken|SANDBOX_AES/);
    const paid = await status(checkoutId);
    expect(paid).toMatchObject({
      result: RESULT.SUCCESS_INTEGRATOR_TEST,
      paymentBrand: 'GOOGLEPAY',
      card: { bin: '545454' },
    });
    // Pay again (the back button): nothing new.
    await decide(form!.fields.state!, 'approve', '0');
    expect((await status(checkoutId)).id).toBe(paid.id);
  });

  it('approve with the decline card: declined, and the checkout can be paid again', async () => {
    const { checkoutId, form } = await openSheet('APPLEPAY');
    await decide(form!.fields.state!, 'approve', '3');
    expect(await status(checkoutId)).toMatchObject({
      result: RESULT.DECLINED,
      applePay: { cardNetwork: 'Visa' },
    });
    await decide(form!.fields.state!, 'approve', '0');
    expect((await status(checkoutId)).result).toEqual(RESULT.SUCCESS_INTEGRATOR_TEST);
  });

  it('cancel: tells the widget to show its buttons again and creates no payment', async () => {
    const { checkoutId, form } = await openSheet('APPLEPAY');
    const end = await decide(form!.fields.state!, 'cancel');
    expect(bodyOf(end.body)).toMatchObject({
      'data-page': 'complete',
      'data-outcome': 'cancel',
      'data-result-url': '',
    });
    expect((await status(checkoutId)).result).toEqual(RESULT.PENDING);
  });

  it('refuses an unknown checkout or brand, a changed state, and an unknown card', async () => {
    const unknown = await postPage(sb.app, '/v1/wallets/sheet', {
      checkoutId: '0'.repeat(32),
      brand: 'APPLEPAY',
    });
    expect(unknown.statusCode).toBe(404);
    const { form } = await openSheet('PAYPAL');
    expect(form).toBeUndefined();
    const sheet = await openSheet('APPLEPAY');
    const state = sheet.form!.fields.state!;
    // The IV comes first and has no padding bits, so changing its first character changes its bytes.
    const changed = `${state.startsWith('A') ? 'B' : 'A'}${state.slice(1)}`;
    expect((await decide(changed, 'approve')).statusCode).toBe(404);
    expect((await decide(state, 'approve', '9')).statusCode).toBe(400);
    expect((await decide(state, 'maybe')).statusCode).toBe(400);
  });

  it('ends with the checkout: a state older than the checkout is refused', async () => {
    const { form } = await openSheet('GOOGLEPAY');
    sb.clock.advance(31 * 60 * 1000);
    expect((await decide(form!.fields.state!, 'approve')).statusCode).toBe(404);
  });
});

describe('POST /v1/checkouts/{id}/wallet-payment (the page’s own Apple Pay or Google Pay session)', () => {
  const walletPay = (checkoutId: string, params: Record<string, string>) =>
    sb.app.inject({
      method: 'POST',
      url: `/v1/checkouts/${checkoutId}/wallet-payment`,
      headers: { ...FORM, origin: SHOP_ORIGIN },
      payload: encodeForm(params),
    });

  it('pays the checkout with a token, from any page, once', async () => {
    const checkoutId = await createCheckout(sb.app);
    const token = {
      paymentBrand: 'GOOGLEPAY',
      'googlePay.paymentToken': testWalletToken('googlePay', undefined, sb.clock.now()),
    };
    const res = await walletPay(checkoutId, token);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(json(res)).toMatchObject({
      result: RESULT.SUCCESS_INTEGRATOR_TEST,
      paymentBrand: 'GOOGLEPAY',
      checkoutId,
    });
    expect(json(await walletPay(checkoutId, token)).result).toEqual(RESULT.CHECKOUT_ALREADY_PAID);
  });

  it('refuses card data, two tokens, no token, and an amount from the page', async () => {
    const checkoutId = await createCheckout(sb.app);
    const token = testWalletToken('googlePay', undefined, sb.clock.now());
    const errors = async (params: Record<string, string>) =>
      json(await walletPay(checkoutId, { paymentBrand: 'GOOGLEPAY', ...params })).result.parameterErrors?.map(
        (e: { name: string }) => e.name,
      );
    expect(await errors({ 'googlePay.paymentToken': token, 'card.number': '4200000000000000' })).toEqual([
      'card.number',
    ]);
    expect(await errors({ 'googlePay.paymentToken': token, 'applePay.paymentToken': token })).toEqual([
      'googlePay.paymentToken',
    ]);
    expect(await errors({})).toEqual(['applePay.paymentToken']);
    expect(await errors({ 'googlePay.paymentToken': token, amount: '0.01' })).toEqual(['amount']);
    expect((await walletPay('0'.repeat(32), { paymentBrand: 'GOOGLEPAY' })).statusCode).toBe(404);
  });
});

describe('the redirect wallets (PAYPAL_CONTINUE, AMAZONPAY) on the provider page', () => {
  it.each(['PAYPAL_CONTINUE', 'AMAZONPAY'])(
    '%s: a cancel tells the widget so; an approval pays',
    async (brand) => {
      const start = async () => {
        const checkoutId = await createCheckout(sb.app, { shopperResultUrl: 'https://shop.test/result' });
        const res = await sb.app.inject({
          method: 'POST',
          url: `/v1/checkouts/${checkoutId}/async-payment`,
          headers: { ...FORM, origin: SHOP_ORIGIN },
          payload: encodeForm({ paymentBrand: brand }),
        });
        const page = await walkRedirect(sb.app, json(res).redirect);
        return { checkoutId, form: formsOf(page.html)[0]! };
      };
      const cancelled = await start();
      const end = await postPage(sb.app, cancelled.form.action, {
        ...cancelled.form.fields,
        decision: 'cancel',
      });
      expect(bodyOf(end.body)['data-outcome']).toBe('cancel');
      expect((await status(cancelled.checkoutId)).result).toEqual(RESULT.CANCELLED_BY_USER);
      const approved = await start();
      const done = await postPage(sb.app, approved.form.action, {
        ...approved.form.fields,
        decision: 'approve',
      });
      expect(bodyOf(done.body)['data-outcome']).toBeUndefined();
      expect(await status(approved.checkoutId)).toMatchObject({
        result: RESULT.SUCCESS_INTEGRATOR_TEST,
        paymentBrand: brand,
      });
    },
  );
});
