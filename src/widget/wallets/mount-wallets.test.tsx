// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASYNC_PROTOCOL } from '../../spec/async-protocol';
import { mountPaymentForm } from '../core/mount-form';
import type { WpwlOptions } from '../core/options';
import { dispatchFrom, fakeFrame, flush, GATEWAY, silenceHappyDomLoading } from '../test-support/fake-frames';
import { addMerchantForm, CHECKOUT_ID, testContext } from '../test-support/widget-context';
import { REGISTER } from './live/adapters';

const NEW_ID = '8AC7A4C98B5D6C2A018B5F5E1E6F1234.uat01-vm-tx04';
const ALL = 'APPLEPAY GOOGLEPAY AMAZONPAY PAYPAL_CONTINUE';

let unmount: () => void;
let environment: string;
let fetchMock: ReturnType<typeof vi.fn>;
let submitted: HTMLFormElement[];

/** The gateway as the widget sees it, by path. */
function gateway(url: string): Response {
  const path = new URL(url).pathname;
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  if (path === '/v1/wallets/environment') return json({ environment });
  if (path.endsWith('/widget')) return json({ state: 'OPEN', amount: '25.00', currency: 'EUR' });
  if (path.endsWith('/async-payment'))
    return json({
      result: { code: '000.200.000' },
      redirect: { url: `${GATEWAY}/v1/providers/p1`, parameters: [{ name: 'token', value: 't' }] },
    });
  return json({}, 404);
}

async function mount(brands: string, options: WpwlOptions = {}, lookup: 'none' | 'open' = 'none') {
  const t = testContext({ createCheckout: vi.fn(() => Promise.resolve(NEW_ID)), ...options });
  if (lookup === 'none') t.ctx.checkoutId = '';
  const merchantForm = addMerchantForm(brands);
  unmount = mountPaymentForm(
    merchantForm,
    t.ctx,
    lookup === 'none' ? { status: 'none' } : { status: 'open', amount: '12.50', currency: 'EUR' },
  );
  await flush();
  return { ...t, createCheckout: t.ctx.options.createCheckout as ReturnType<typeof vi.fn> };
}

const button = (brand: string) => document.querySelector<HTMLButtonElement>(`button.wpwl-button-${brand}`)!;
const click = async (brand: string) => {
  button(brand).click();
  await flush();
  await flush();
};
const posted = (form = submitted.at(-1)!) =>
  Object.fromEntries([...form.querySelectorAll('input')].map((input) => [input.name, input.value]));
const targetFrame = () => document.querySelector<HTMLIFrameElement>('iframe.wpwl-target');

beforeEach(() => {
  silenceHappyDomLoading();
  environment = 'SIMULATOR';
  fetchMock = vi.fn(async (url: string) => gateway(url));
  vi.stubGlobal('fetch', fetchMock);
  submitted = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push(this);
  });
});
afterEach(() => {
  unmount();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('wallet buttons before a checkout exists (fast checkout)', () => {
  it('show at once, one container per wallet brand; other brands wait for a checkout', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mount(`${ALL} VISA`);
    const containers = [...document.querySelectorAll('.wpwl-container')].map((c) => c.className);
    expect(containers).toEqual(
      ['APPLEPAY', 'GOOGLEPAY', 'AMAZONPAY', 'PAYPAL_CONTINUE'].map(
        (brand) => `wpwl-container wpwl-container-virtualAccount-${brand} wpwl-style-card`,
      ),
    );
    expect(
      [...document.querySelectorAll('button.wpwl-button-brand > img')].map((img) => img.getAttribute('alt')),
    ).toEqual(['Apple Pay', 'Google Pay', 'Amazon Pay', 'PayPal']);
    expect(document.querySelector('form.wpwl-form-virtualAccount-GOOGLEPAY')).not.toBeNull();
    expect(document.querySelectorAll('button.wpwl-apple-pay-button')).toHaveLength(1);
    expect(document.querySelector('.wpwl-button-APPLEPAY')?.classList).toContain('wpwl-apple-pay-button');
    expect(document.querySelector('.wpwl-container-card')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/without a checkout id only the wallet brands/));
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith(`${GATEWAY}/v1/wallets/environment`, expect.anything());
  });

  it('a click calls createCheckout({brand}), loads that checkout and opens the wallet sheet in the page', async () => {
    const { createCheckout } = await mount(ALL, {
      googlePay: { merchantName: 'Shop', amount: '20.00', currencyCode: 'EUR' },
    });
    await click('GOOGLEPAY');
    expect(createCheckout).toHaveBeenCalledExactlyOnceWith({ brand: 'GOOGLEPAY' });
    expect(fetchMock).toHaveBeenCalledWith(`${GATEWAY}/v1/checkouts/${NEW_ID}/widget`, expect.anything());
    const frame = targetFrame()!;
    expect(frame.previousElementSibling).toBe(
      document.querySelector('form.wpwl-form-virtualAccount-GOOGLEPAY'),
    );
    const post = submitted.at(-1)!;
    expect([post.action, post.target]).toEqual([`${GATEWAY}/v1/wallets/sheet`, frame.name]);
    expect(posted()).toEqual({
      checkoutId: NEW_ID,
      brand: 'GOOGLEPAY',
      locale: 'en',
      options: JSON.stringify({ amount: '20.00', currencyCode: 'EUR', merchantName: 'Shop' }),
      authorize: 'false',
      shopperResultUrl: 'https://shop.test/result',
    });
    expect(document.querySelector<HTMLFormElement>('form.wpwl-form-virtualAccount-APPLEPAY')!.hidden).toBe(
      true,
    );
    expect(button('GOOGLEPAY').disabled).toBe(true);
  });

  it('cancel shows the buttons again with no payment; the next click reuses the checkout; done goes to the result', async () => {
    const { createCheckout, navigate } = await mount(ALL);
    await click('APPLEPAY');
    const { win } = fakeFrame(targetFrame()!);
    dispatchFrom(win, { protocol: ASYNC_PROTOCOL, type: 'cancel' });
    expect(targetFrame()).toBeNull();
    expect(document.querySelector<HTMLFormElement>('form.wpwl-form-virtualAccount-APPLEPAY')!.hidden).toBe(
      false,
    );
    expect(button('APPLEPAY').disabled).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    await click('APPLEPAY');
    expect(createCheckout).toHaveBeenCalledOnce();
    const second = fakeFrame(targetFrame()!);
    dispatchFrom(second.win, { protocol: ASYNC_PROTOCOL, type: 'done' });
    expect(navigate).toHaveBeenCalledWith(
      `https://shop.test/result?id=${encodeURIComponent(NEW_ID)}&resourcePath=${encodeURIComponent(`/v1/checkouts/${NEW_ID}/payment`)}`,
    );
  });

  it('asks the page’s onPaymentAuthorized when the sheet says authorize, and answers the sheet', async () => {
    const onPaymentAuthorized = vi
      .fn()
      .mockResolvedValueOnce({ transactionState: 'SUCCESS' })
      .mockResolvedValueOnce({ transactionState: 'ERROR', error: { message: 'Out of stock' } });
    const onPaymentDataChanged = vi.fn(async () => ({ newTransactionInfo: { totalPrice: '25.00' } }));
    await mount('GOOGLEPAY', { googlePay: { onPaymentAuthorized, onPaymentDataChanged } });
    await click('GOOGLEPAY');
    expect(onPaymentDataChanged).toHaveBeenCalledWith({ callbackTrigger: 'INITIALIZE' });
    expect(JSON.parse(posted().options!)).toEqual({ newTransactionInfo: { totalPrice: '25.00' } });
    expect(posted().authorize).toBe('true');
    const { win } = fakeFrame(targetFrame()!);
    const paymentData = { paymentMethodData: { description: 'Visa •••• 0000' } };
    dispatchFrom(win, { protocol: ASYNC_PROTOCOL, type: 'authorize', paymentData });
    await flush();
    dispatchFrom(win, { protocol: ASYNC_PROTOCOL, type: 'authorize', paymentData });
    await flush();
    expect(onPaymentAuthorized).toHaveBeenCalledWith(paymentData);
    expect(win.postMessage.mock.calls).toEqual([
      [
        { protocol: ASYNC_PROTOCOL, type: 'authorized', transactionState: 'SUCCESS', message: undefined },
        GATEWAY,
      ],
      [
        { protocol: ASYNC_PROTOCOL, type: 'authorized', transactionState: 'ERROR', message: 'Out of stock' },
        GATEWAY,
      ],
    ]);
  });

  it.each([
    ['a rejection', () => Promise.reject(new Error('cart empty')), 'CreateCheckoutError'],
    ['a garbage id', () => Promise.resolve('<script>'), 'InvalidCheckoutIdError'],
  ])(
    '%s restores the button, shows a message and calls onError with a named error',
    async (_, createCheckout, name) => {
      const onError = vi.fn();
      await mount('APPLEPAY', { createCheckout, onError });
      await click('APPLEPAY');
      expect(onError).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ name }));
      expect(button('APPLEPAY').disabled).toBe(false);
      expect(document.querySelector('.wpwl-message')?.textContent).toContain('could not be sent');
      expect(targetFrame()).toBeNull();
      expect(submitted).toEqual([]);
    },
  );

  it('PayPal and Amazon Pay start a redirect payment on the provider page; paymentTarget applies unless inlineFlow', async () => {
    await mount('PAYPAL_CONTINUE AMAZONPAY', { paymentTarget: '_top', inlineFlow: ['AMAZONPAY'] });
    await click('PAYPAL_CONTINUE');
    const [url, init] = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/async-payment'))!;
    expect(url).toBe(`${GATEWAY}/v1/checkouts/${encodeURIComponent(NEW_ID)}/async-payment`);
    expect(Object.fromEntries(init.body as URLSearchParams)).toMatchObject({
      paymentBrand: 'PAYPAL_CONTINUE',
      'customer.browser.challengeWindow': '5',
    });
    expect(submitted.at(-1)?.target).toBe('_top');
    expect(targetFrame()).toBeNull();
    unmount();
    document.body.replaceChildren();
    await mount('AMAZONPAY', { paymentTarget: '_top', inlineFlow: ['AMAZONPAY'] });
    await click('AMAZONPAY');
    expect(submitted.at(-1)?.target).toBe(targetFrame()?.name);
  });
});

describe('wallet buttons with the page’s checkout', () => {
  it('render after the card form and pay that checkout without createCheckout', async () => {
    const { createCheckout } = await mount('VISA APPLEPAY', {}, 'open');
    const kinds = [...document.querySelectorAll('.wpwl-container')].map((c) => c.className.split(' ')[1]);
    expect(kinds).toEqual(['wpwl-container-card', 'wpwl-container-virtualAccount-APPLEPAY']);
    await click('APPLEPAY');
    expect(createCheckout).not.toHaveBeenCalled();
    expect(posted().checkoutId).toBe(CHECKOUT_ID);
  });
});

describe('wallet buttons against a live gateway', () => {
  function captureScripts() {
    const scripts: Array<HTMLScriptElement & Record<string, unknown>> = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      scripts.push(...(nodes as Array<HTMLScriptElement & Record<string, unknown>>));
    });
    return scripts;
  }

  it('load wallet-adapters.js with SRI and hand the vendors’ buttons a slot in the wallet’s form', async () => {
    environment = 'PRODUCTION';
    const scripts = captureScripts();
    vi.stubGlobal('ApplePaySession', class {});
    await mount('GOOGLEPAY APPLEPAY PAYPAL_CONTINUE');
    expect(scripts).toHaveLength(1);
    const [script] = scripts;
    expect(script?.src).toBe(`${GATEWAY}/v1/wallet-adapters.js`);
    expect(script?.crossOrigin).toBe('anonymous');
    expect(script?.integrity).toMatch(/^(sha384-[A-Za-z0-9+/]{64})?$/);
    const google = vi.fn(async (_flow, slot: HTMLElement) => {
      slot.append(document.createElement('gpay-button'));
      return true;
    });
    const startApplePay = vi.fn();
    const register = script?.[REGISTER] as (adapters: unknown) => void;
    register({
      applePayAvailable: () => true,
      startApplePay,
      buttons: { GOOGLEPAY: google, PAYPAL_CONTINUE: async () => false },
    });
    await flush();
    expect(google.mock.calls[0]?.[0]).toMatchObject({
      brand: 'GOOGLEPAY',
      amount: undefined,
      gateway: GATEWAY,
    });
    expect(document.querySelector('form.wpwl-form-virtualAccount-GOOGLEPAY gpay-button')).not.toBeNull();
    expect(document.querySelector('form.wpwl-form-virtualAccount-PAYPAL_CONTINUE')).toBeNull();
    // Apple Pay: the widget's button starts the session inside the click, without awaiting anything.
    button('APPLEPAY').click();
    expect(startApplePay).toHaveBeenCalledOnce();
  });

  it('do not load anything for Apple Pay in a browser without it', async () => {
    environment = 'PRODUCTION';
    const scripts = captureScripts();
    await mount('APPLEPAY');
    expect(scripts).toEqual([]);
    expect(document.querySelector('form.wpwl-form')).toBeNull();
  });
});

describe('the wallets’ marks', () => {
  it('each button shows its wallet’s mark from the gateway, in the colour of the button', async () => {
    await mount(ALL, { googlePay: { buttonColor: 'white' }, paypal: { style: { color: 'blue' } } });
    const marks = [...document.querySelectorAll<HTMLButtonElement>('button.wpwl-button-brand')].map((b) => [
      b.className,
      b.querySelector('img')?.getAttribute('src'),
    ]);
    expect(marks).toEqual([
      [
        'wpwl-button wpwl-button-brand wpwl-button-APPLEPAY wpwl-apple-pay-button',
        `${GATEWAY}/v1/brands/APPLEPAY.svg`,
      ],
      [
        'wpwl-button wpwl-button-brand wpwl-button-GOOGLEPAY wpwl-button-white',
        `${GATEWAY}/v1/brands/GOOGLEPAY-white.svg`,
      ],
      ['wpwl-button wpwl-button-brand wpwl-button-AMAZONPAY', `${GATEWAY}/v1/brands/AMAZONPAY.svg`],
      [
        'wpwl-button wpwl-button-brand wpwl-button-PAYPAL_CONTINUE wpwl-button-blue',
        `${GATEWAY}/v1/brands/PAYPAL_CONTINUE-blue.svg`,
      ],
    ]);
  });
});
