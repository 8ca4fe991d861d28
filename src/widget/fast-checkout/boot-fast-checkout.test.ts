// @vitest-environment happy-dom
// paymentWidgets.js loaded without a checkout id (spec 4.1).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startWidget } from '../core/boot';
import { flush, GATEWAY, silenceHappyDomLoading } from '../test-support/fake-frames';
import { withTexts } from '../test-support/gateway-texts';
import { addMerchantForm } from '../test-support/widget-context';

const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));

async function start() {
  const tag = document.createElement('script');
  tag.src = `${GATEWAY}/v1/paymentWidgets.js`;
  startWidget({ win: window, script: tag, navigate: vi.fn() });
  await flush();
  await flush();
}

beforeEach(() => {
  silenceHappyDomLoading();
  vi.stubGlobal('fetch', withTexts(vi.fn(() => json({ environment: 'SIMULATOR' }))));
});
afterEach(() => {
  window.wpwl?.unload();
  delete window.wpwlOptions;
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the script without a checkout id', () => {
  it('shows the wallet buttons of a fast-checkout form and reports nothing', async () => {
    const onError = vi.fn();
    window.wpwlOptions = { onError, createCheckout: () => '' };
    addMerchantForm('GOOGLEPAY PAYPAL_CONTINUE');
    await start();
    expect(onError).not.toHaveBeenCalled();
    expect(
      [...document.querySelectorAll('button.wpwl-button-brand > img')].map((img) => img.getAttribute('alt')),
    ).toEqual(['Google Pay', 'PayPal']);
    expect(window.wpwl?.checkoutId).toBeNull();
  });

  it('still reports InvalidCheckoutIdError for a page with card forms only', async () => {
    const onError = vi.fn();
    window.wpwlOptions = { onError };
    addMerchantForm('VISA MASTER');
    await start();
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ name: 'InvalidCheckoutIdError' });
    expect(document.querySelector('.wpwl-message')?.textContent).toMatch(/expired or does not exist/);
  });
});
