// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountPayPal, payPalSdk } from './paypal';
import { captureScripts, fakeFlow, fakePayPal, loadScripts } from './vendor-fakes';

let scripts: HTMLScriptElement[];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function mount(options: Record<string, unknown>, eligible = true) {
  const fake = fakePayPal(eligible);
  vi.stubGlobal('paypal', fake.paypal);
  const flow = fakeFlow('PAYPAL_CONTINUE', options);
  const slot = document.createElement('div');
  const shown = mountPayPal(flow, slot);
  await settle();
  loadScripts(scripts);
  return { flow, slot, shown: await shown, ...fake };
}

beforeEach(() => {
  scripts = captureScripts();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PayPal', () => {
  it('loads the SDK only when paypal.clientId is set, with the currency and intent', async () => {
    expect((await mount({})).shown).toBe(false);
    expect(scripts).toEqual([]);
    expect(payPalSdk('sb-client', 'USD', 'authorize')).toBe(
      'https://www.paypal.com/sdk/js?client-id=sb-client&currency=USD&intent=authorize&components=buttons',
    );
  });

  it('renders PayPal’s button; createOrder calls createCheckout and gives the order id from the gateway’s redirect', async () => {
    const { shown, slot, rendered, paypal, flow } = await mount({
      clientId: 'sb-client',
      style: { color: 'blue' },
    });
    expect(shown).toBe(true);
    expect(scripts[0]?.src).toBe(payPalSdk('sb-client', 'EUR'));
    expect(slot.querySelector('iframe')).not.toBeNull();
    expect(paypal.Buttons.mock.calls[0]![0]).toMatchObject({
      fundingSource: 'paypal',
      style: { color: 'blue' },
    });
    const options = rendered[0]!.options;
    await expect(options.createOrder({}, {})).resolves.toBe('ORDER-1');
    expect(flow.redirect).toHaveBeenCalledOnce();
    flow.redirect.mockResolvedValueOnce({
      url: 'https://www.paypal.com/checkoutnow?token=ORDER-2',
      parameters: [],
    });
    await expect(options.createOrder({}, {})).resolves.toBe('ORDER-2');
    options.onApprove({ orderID: 'ORDER-1' }, {});
    expect(flow.done).toHaveBeenCalledOnce();
    options.onCancel({ orderID: 'ORDER-1' });
    expect(flow.cancel).toHaveBeenCalledOnce();
    const error = new Error('popup closed');
    options.onError(error);
    expect(flow.fail).toHaveBeenCalledWith(error);
  });

  it('shows nothing when PayPal says the buyer is not eligible', async () => {
    const { shown, slot } = await mount({ clientId: 'sb-client' }, false);
    expect(shown).toBe(false);
    expect(slot.children).toHaveLength(0);
  });
});
