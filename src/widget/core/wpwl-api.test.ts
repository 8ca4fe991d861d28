// @vitest-environment happy-dom
// window.wpwl beyond version and unload, and what boot takes from the checkout and wpwlOptions.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../spec/i18n/locales/en';
import { FakeFrames, flush, GATEWAY, silenceHappyDomLoading } from '../test-support/fake-frames';
import { withTexts } from '../test-support/gateway-texts';
import { addMerchantForm, CHECKOUT_ID } from '../test-support/widget-context';
import { startWidget } from './boot';
import { resultNavigator } from './navigation';

const json = (body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }));
const OPEN = { id: CHECKOUT_ID, amount: '12.50', currency: 'EUR', paymentType: 'DB', state: 'OPEN' };

async function start(answer: unknown = OPEN) {
  const tag = document.createElement('script');
  tag.src = `${GATEWAY}/v1/paymentWidgets.js?checkoutId=${CHECKOUT_ID}`;
  const wpwl = startWidget({
    win: window,
    script: tag,
    fetchFn: withTexts(() => json(answer)),
    navigate: vi.fn(),
  });
  await flush();
  await flush();
  return wpwl!;
}

beforeEach(() => silenceHappyDomLoading());
afterEach(() => {
  window.wpwl?.unload();
  delete window.wpwlOptions;
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('window.wpwl', () => {
  it('executePayment submits the form of that container as its pay button would', async () => {
    const onBeforeSubmitCard = vi.fn(() => false);
    window.wpwlOptions = { onBeforeSubmitCard };
    addMerchantForm();
    const wpwl = await start();
    new FakeFrames(document.querySelector('.wpwl-container-card')!).start();
    wpwl.executePayment('wpwl-container-card');
    expect(onBeforeSubmitCard).toHaveBeenCalledOnce();
    expect(onBeforeSubmitCard.mock.contexts[0]).toBe(document.querySelector('form.wpwl-form-card'));
    wpwl.executePayment('wpwl-container-nothing');
    expect(onBeforeSubmitCard).toHaveBeenCalledOnce();
  });
});

describe('boot', () => {
  it('takes a registration-only checkout for one without /registration in the script URL', async () => {
    addMerchantForm();
    await start({ ...OPEN, amount: '0.00', registration: 'only' });
    expect(document.querySelector('.wpwl-button-pay')?.textContent).toBe(en.labels.register);
  });

  it('colours the spinner with wpwlOptions.spinner.color', async () => {
    window.wpwlOptions = { spinner: { color: 'rgb(1, 2, 3)', lines: 12 } };
    addMerchantForm();
    await start();
    const rules = document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((r) => r.cssText));
    expect(rules.join()).toMatch(/\.wpwl-spinner\s*\{\s*color: rgb\(1, 2, 3\)/);
  });
});

describe('shopperResultTarget', () => {
  it('opens the result page in that window; without it this window navigates', () => {
    const open = vi.fn();
    const assign = vi.fn();
    const win = { open, location: { assign } } as unknown as Window;
    resultNavigator(win, '_top')('https://shop.test/r');
    expect(open).toHaveBeenCalledWith('https://shop.test/r', '_top');
    resultNavigator(win)('https://shop.test/r');
    expect(assign).toHaveBeenCalledWith('https://shop.test/r');
  });
});
