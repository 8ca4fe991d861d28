// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeFrames, flush, GATEWAY, silenceHappyDomLoading } from '../test-support/fake-frames';
import { withTexts } from '../test-support/gateway-texts';
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

/** Boots the widget; the gateway's texts are served unless the test's fetch answers them itself. */
async function start(fetchFn: typeof fetch, tag = script(), texts = true) {
  const wpwl = startWidget({
    win: window,
    script: tag,
    fetchFn: texts ? withTexts(fetchFn) : fetchFn,
    navigate: vi.fn(),
  });
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
  it('fetches its texts from the gateway, beside the checkout, and renders in them', async () => {
    window.wpwlOptions = { locale: 'de-AT' };
    addMerchantForm();
    const { de } = await import('../../spec/i18n/locales/de');
    const fetchFn = vi.fn((url: string) => json(200, url.includes('/v1/i18n/') ? de : OPEN));
    await start(fetchFn as unknown as typeof fetch, script(), false);
    // The three requests leave before any answer is awaited.
    expect(fetchFn.mock.calls.map(([url]) => url)).toEqual([
      `${GATEWAY}/v1/checkouts/${CHECKOUT_ID}/widget?locale=de-AT`,
      `${GATEWAY}/v1/i18n/de-AT.json`,
      `${GATEWAY}/v1/paymentWidgets.css`,
    ]);
    expect(document.querySelector('iframe.wpwl-control-cardNumber')?.getAttribute('title')).toBe(
      'Kartennummer',
    );
    expect(document.querySelector('.wpwl-container-card')?.getAttribute('dir')).toBe('ltr');
  });

  it('mirrors the containers for a right-to-left locale and shows the amount the gateway wrote for it', async () => {
    window.wpwlOptions = { locale: 'ar' };
    addMerchantForm();
    const amountText = new Intl.NumberFormat('ar', { style: 'currency', currency: 'EUR' }).format(12.5);
    const fetchFn = vi.fn((_url: string) => json(200, { ...OPEN, amountText }));
    await start(fetchFn as unknown as typeof fetch);
    expect(fetchFn).toHaveBeenCalledWith(
      `${GATEWAY}/v1/checkouts/${CHECKOUT_ID}/widget?locale=ar`,
      expect.anything(),
    );
    expect(document.querySelector('.wpwl-container-card')?.getAttribute('dir')).toBe('rtl');
    expect(document.querySelector('button.wpwl-button-pay')?.textContent).toBe(`ادفع ${amountText}`);
    expect(document.querySelector('input.wpwl-control-expiry')?.getAttribute('dir')).toBe('ltr');
  });

  it('speaks English, with a console note, for a locale the gateway has no texts for', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    window.wpwlOptions = { locale: 'tlh' };
    addMerchantForm();
    await start(() => json(200, OPEN));
    expect(info).toHaveBeenCalledOnce();
    expect(info.mock.calls[0]?.[0]).toContain('"tlh"');
    expect(document.querySelector('iframe.wpwl-control-cardNumber')?.getAttribute('title')).toBe(
      'Card number',
    );
  });

  it('shows only the load-failed message when not even English can be had', async () => {
    const onError = vi.fn();
    window.wpwlOptions = { onError };
    addMerchantForm();
    const fetchFn = (url: string) => (url.includes('/v1/i18n/') ? json(503, {}) : json(200, OPEN));
    await start(fetchFn as unknown as typeof fetch, script(), false);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ name: 'WidgetError' });
    expect(document.querySelector('.wpwl-message')?.textContent).toMatch(/could not be loaded/);
    expect(document.querySelector('form.wpwl-form')).toBeNull();
  });

  it('asks the gateway from the script src for the checkout and renders one form per merchant form', async () => {
    window.wpwlOptions = { brandDetection: false };
    addMerchantForm('VISA MASTER');
    addMerchantForm('AMEX');
    const fetchFn = vi.fn(() => json(200, OPEN));
    const wpwl = await start(fetchFn as unknown as typeof fetch);
    expect(fetchFn).toHaveBeenCalledWith(
      `${GATEWAY}/v1/checkouts/${CHECKOUT_ID}/widget?locale=en`,
      expect.anything(),
    );
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

  it('adopts the gateway’s stylesheet before the forms show, never showing them unstyled', async () => {
    addMerchantForm();
    let answerCss: (r: Response) => void = () => {};
    const before = document.adoptedStyleSheets.length;
    const gateway = withTexts(() => json(200, OPEN));
    const fetchFn = (url: string) =>
      url.endsWith('/v1/paymentWidgets.css') ? new Promise<Response>((r) => (answerCss = r)) : gateway(url);
    await start(fetchFn as unknown as typeof fetch, script(), false);
    expect(document.querySelector<HTMLElement>('.wpwl-container-card')?.hidden).toBe(true);
    answerCss(new Response('.wpwl-form{display:grid}'));
    await flush();
    expect(document.querySelector<HTMLElement>('.wpwl-container-card')?.hidden).toBe(false);
    const rules = document.adoptedStyleSheets
      .slice(before)
      .flatMap((s) => [...s.cssRules].map((r) => r.cssText));
    expect(rules[0]).toContain('.wpwl-form');
  });

  it('starts the card frames before the checkout, texts and stylesheet arrive, and sends init after them', async () => {
    const onReady = vi.fn();
    window.wpwlOptions = { locale: 'de_AT', onReady };
    addMerchantForm();
    const answers: Array<() => void> = [];
    const gateway = withTexts((url) => json(200, String(url).includes('/widget') ? OPEN : {}));
    const fetchFn = (url: string) =>
      new Promise<Response>((resolve) => answers.push(() => void gateway(url).then(resolve)));
    startWidget({ win: window, script: script(), fetchFn: fetchFn as typeof fetch, navigate: vi.fn() });
    // The form is rendered out of the page, and it and the requests go out in the next tasks.
    expect(document.querySelector('.wpwl-container-card')).toBeNull();
    expect(answers).toHaveLength(0);
    await flush();
    expect(answers).toHaveLength(3);
    // Nothing has answered: the form is there, hidden, its frames loading in the page's language.
    const container = document.querySelector<HTMLElement>('.wpwl-container-card')!;
    expect(container.hidden).toBe(true);
    const frames = new FakeFrames(container);
    expect(new URL(frames.cardNumber.iframe.src).searchParams.get('locale')).toBe('de-AT');
    frames.load();
    expect(frames.posted('cardNumber')).toEqual([]);

    for (const answer of answers) answer();
    await flush();
    await flush();
    expect(container.hidden).toBe(false);
    expect(frames.last('cardNumber', 'init')).toMatchObject({ style: { label: 'Kartennummer' } });
    expect(frames.last('cvv', 'init')).toMatchObject({ style: { label: 'Prüfnummer' } });
    expect(onReady).not.toHaveBeenCalled();
    for (const field of frames.fields) frames.send(field, { type: 'ready', field });
    expect(onReady).toHaveBeenCalledOnce();
  });

  it('mounts the forms unstyled when the stylesheet cannot be had', async () => {
    addMerchantForm();
    const gateway = withTexts(() => json(200, OPEN));
    const fetchFn = (url: string) => (url.endsWith('.css') ? json(503, {}) : gateway(url));
    await start(fetchFn as unknown as typeof fetch, script(), false);
    expect(document.querySelector('form.wpwl-form-card')).not.toBeNull();
  });

  it('uses no stylesheet with style "none", and does not fetch one', async () => {
    window.wpwlOptions = { style: 'none' };
    const before = document.adoptedStyleSheets.length;
    addMerchantForm();
    const gateway = withTexts(() => json(200, OPEN));
    const fetchFn = vi.fn((url: string) => gateway(url));
    await start(fetchFn as unknown as typeof fetch, script(), false);
    expect(fetchFn.mock.calls.map(([url]) => url).filter((url) => url.endsWith('.css'))).toEqual([]);
    expect(document.adoptedStyleSheets.length).toBe(before);
    expect(document.querySelector('.wpwl-container')?.classList.contains('wpwl-style-none')).toBe(true);
  });
});
