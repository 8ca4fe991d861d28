// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flush, GATEWAY, silenceHappyDomLoading } from '../test-support/fake-frames';
import { addMerchantForm, CHECKOUT_ID } from '../test-support/widget-context';
import { startWidget } from './boot';

function script(src = `${GATEWAY}/v1/paymentWidgets.js?checkoutId=${CHECKOUT_ID}`) {
  const tag = document.createElement('script');
  tag.src = src;
  return tag;
}

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

const OPEN = { id: CHECKOUT_ID, amount: '12.50', currency: 'EUR', paymentType: 'DB', state: 'OPEN' };

async function start(fetchFn: typeof fetch, tag = script()) {
  const wpwl = startWidget({ win: window, script: tag, fetchFn, navigate: vi.fn() });
  await flush();
  await flush();
  return wpwl;
}

beforeEach(() => silenceHappyDomLoading());
afterEach(() => {
  window.wpwl?.unload();
  delete window.wpwlOptions;
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('startWidget', () => {
  it('fetches a non-English locale from the gateway and renders in it', async () => {
    window.wpwlOptions = { locale: 'de-AT' };
    addMerchantForm();
    const { de } = await import('../../spec/i18n/locales/de');
    const fetchFn = vi.fn((url: string) => json(200, url.endsWith('/v1/i18n/de.json') ? de : OPEN));
    await start(fetchFn as unknown as typeof fetch);
    expect(fetchFn).toHaveBeenCalledWith(`${GATEWAY}/v1/i18n/de.json`, expect.anything());
    expect(document.querySelector('iframe.wpwl-control-cardNumber')?.getAttribute('title')).toBe(
      'Kartennummer',
    );
  });

  it('speaks English when the locale cannot be loaded', async () => {
    window.wpwlOptions = { locale: 'de' };
    addMerchantForm();
    const fetchFn = vi.fn((url: string) => (url.includes('/v1/i18n/') ? json(404, {}) : json(200, OPEN)));
    await start(fetchFn as unknown as typeof fetch);
    expect(document.querySelector('iframe.wpwl-control-cardNumber')?.getAttribute('title')).toBe(
      'Card number',
    );
  });

  it('asks the gateway from the script src for the checkout and renders one form per merchant form', async () => {
    window.wpwlOptions = { brandDetection: false };
    addMerchantForm('VISA MASTER');
    addMerchantForm('AMEX');
    const fetchFn = vi.fn(() => json(200, OPEN));
    const wpwl = await start(fetchFn as unknown as typeof fetch);
    expect(fetchFn).toHaveBeenCalledWith(`${GATEWAY}/v1/checkouts/${CHECKOUT_ID}/widget`, expect.anything());
    const selects = [...document.querySelectorAll('select.wpwl-control-brand')] as HTMLSelectElement[];
    expect(selects.map((s) => [...s.options].map((o) => o.value))).toEqual([['VISA', 'MASTER'], ['AMEX']]);
    expect(document.querySelectorAll('iframe.wpwl-control-cardNumber')).toHaveLength(2);
    expect(wpwl).toMatchObject({ checkoutId: CHECKOUT_ID, version: expect.any(String) });
    expect(window.wpwl).toBe(wpwl);
  });

  it('shows the expired-session message and reports InvalidCheckoutIdError on 404', async () => {
    const onError = vi.fn();
    window.wpwlOptions = { onError };
    addMerchantForm();
    await start(() => json(404, { result: { code: '200.300.404' } }));
    expect(onError).toHaveBeenCalledOnce();
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ name: 'InvalidCheckoutIdError' });
    const message = document.querySelector('.wpwl-container-card > div.wpwl-message.wpwl-has-error')!;
    expect(message.getAttribute('role')).toBe('alert');
    expect(message.textContent).toMatch(/^This payment session has expired or does not exist/);
    expect(document.querySelector('form.wpwl-form')).toBeNull();
  });

  it('reports InvalidCheckoutIdError without a request when the script has no checkoutId', async () => {
    const onError = vi.fn();
    window.wpwlOptions = { onError };
    const fetchFn = vi.fn();
    await start(fetchFn as unknown as typeof fetch, script(`${GATEWAY}/v1/paymentWidgets.js`));
    expect(fetchFn).not.toHaveBeenCalled();
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ name: 'InvalidCheckoutIdError' });
  });

  it('shows "already completed" without a form for a paid checkout', async () => {
    addMerchantForm();
    await start(() => json(200, { ...OPEN, state: 'PAID' }));
    expect(document.querySelector('.wpwl-message')?.textContent).toBe(
      'This payment has already been completed.',
    );
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('reports WidgetError when the gateway cannot be reached', async () => {
    const onError = vi.fn();
    window.wpwlOptions = { onError };
    addMerchantForm();
    await start(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ name: 'WidgetError' });
    expect(document.querySelector('.wpwl-message')?.textContent).toMatch(/could not be loaded/);
  });

  it('warns once per unknown option', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.wpwlOptions = { locale: 'de', shopperResultTargt: '_top' } as never;
    await start(() => json(200, OPEN));
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toContain('shopperResultTargt');
  });

  it('unload removes everything it added, and the widget can start again', async () => {
    const merchantForm = addMerchantForm();
    const sheetsBefore = document.adoptedStyleSheets.length;
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const wpwl = await start(() => json(200, OPEN));
    expect(document.adoptedStyleSheets.length).toBe(sheetsBefore + 1);
    expect(merchantForm.hidden).toBe(true);

    wpwl!.unload();
    expect(document.querySelector('.wpwl-container')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    expect(merchantForm.hidden).toBe(false);
    expect(document.adoptedStyleSheets.length).toBe(sheetsBefore);
    expect(window.wpwl).toBeUndefined();
    const count = (spy: typeof added) => spy.mock.calls.filter(([type]) => type === 'message').length;
    expect(count(added)).toBeGreaterThan(0);
    expect(count(removed)).toBe(count(added));

    await start(() => json(200, OPEN));
    expect(document.querySelectorAll('form.wpwl-form-card')).toHaveLength(1);
  });

  it('does not render when unloaded before the checkout arrives', async () => {
    addMerchantForm();
    let resolve: (r: Response) => void = () => {};
    const wpwl = startWidget({
      win: window,
      script: script(),
      fetchFn: () => new Promise<Response>((r) => (resolve = r)),
    });
    wpwl!.unload();
    resolve(new Response(JSON.stringify(OPEN), { status: 200 }));
    await flush();
    expect(document.querySelector('.wpwl-container')).toBeNull();
  });

  it('replaces a previous instance that was not unloaded', async () => {
    addMerchantForm();
    await start(() => json(200, OPEN));
    await start(() => json(200, OPEN));
    expect(document.querySelectorAll('.wpwl-container')).toHaveLength(1);
  });

  it('uses no stylesheet with style "none"', async () => {
    window.wpwlOptions = { style: 'none' };
    const before = document.adoptedStyleSheets.length;
    addMerchantForm();
    await start(() => json(200, OPEN));
    expect(document.adoptedStyleSheets.length).toBe(before);
    expect(document.querySelector('.wpwl-container')?.classList.contains('wpwl-style-none')).toBe(true);
  });
});
