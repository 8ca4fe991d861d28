// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { amazonPaySdk, mountAmazonPay } from './amazon-pay';
import { captureScripts, fakeAmazonPay, fakeFlow, loadScripts } from './vendor-fakes';

let scripts: HTMLScriptElement[];
let amazon: ReturnType<typeof fakeAmazonPay>;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const OPTIONS = {
  merchantId: 'A2SANDBOXMERCHANT',
  ledgerCurrency: 'EUR',
  sandbox: 'true',
  checkoutLanguage: 'de_DE',
  productType: 'PayOnly',
  placement: 'Product',
  buttonColor: 'LightGray',
};

async function mount(options: Record<string, unknown> = OPTIONS) {
  const flow = fakeFlow('AMAZONPAY', options);
  const slot = document.createElement('div');
  document.body.append(slot);
  const shown = mountAmazonPay(flow, slot);
  await settle();
  loadScripts(scripts);
  return { flow, slot, shown: await shown };
}

beforeEach(() => {
  scripts = captureScripts();
  amazon = fakeAmazonPay();
  vi.stubGlobal('amazon', { Pay: amazon.Pay });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('Amazon Pay', () => {
  it('loads checkout.js only when amazonPay.merchantId is set, from the ledger currency’s region', async () => {
    expect((await mount({ ledgerCurrency: 'EUR' })).shown).toBe(false);
    expect(scripts).toEqual([]);
    expect([amazonPaySdk('EUR'), amazonPaySdk('GBP'), amazonPaySdk('USD'), amazonPaySdk('JPY')]).toEqual([
      'https://static-eu.payments-amazon.com/checkout.js',
      'https://static-eu.payments-amazon.com/checkout.js',
      'https://static-na.payments-amazon.com/checkout.js',
      'https://static-fe.payments-amazon.com/checkout.js',
    ]);
  });

  it('renders Amazon’s button into the slot with every amazonPay option (sandbox as text → boolean)', async () => {
    const { shown, slot } = await mount();
    expect(shown).toBe(true);
    expect(scripts.map((s) => s.src)).toEqual(['https://static-eu.payments-amazon.com/checkout.js']);
    const [button] = amazon.buttons;
    expect(button?.selector).toBe(`#${slot.id}`);
    expect(button?.options).toEqual({
      merchantId: 'A2SANDBOXMERCHANT',
      ledgerCurrency: 'EUR',
      sandbox: true,
      checkoutLanguage: 'de_DE',
      productType: 'PayOnly',
      placement: 'Product',
      buttonColor: 'LightGray',
      estimatedOrderAmount: { amount: '12.50', currencyCode: 'EUR' },
    });
  });

  it('on a click: createCheckout, the AMAZONPAY payment, then initCheckout with the gateway’s signed config', async () => {
    const { flow } = await mount({ ...OPTIONS, sandbox: 'false' });
    expect(amazon.buttons[0]?.options.sandbox).toBe(false);
    flow.redirect.mockResolvedValueOnce({
      url: 'https://pay.amazon.eu/checkout',
      parameters: [
        { name: 'payloadJSON', value: '{"webCheckoutDetails":{}}' },
        { name: 'signature', value: 'SIG' },
        { name: 'publicKeyId', value: 'SANDBOX-KEY' },
      ],
    });
    amazon.buttons[0]?.click();
    await settle();
    expect(flow.redirect).toHaveBeenCalledOnce();
    expect(amazon.buttons[0]?.initCheckout).toHaveBeenCalledWith({
      createCheckoutSessionConfig: {
        payloadJSON: '{"webCheckoutDetails":{}}',
        signature: 'SIG',
        publicKeyId: 'SANDBOX-KEY',
      },
    });
  });

  it('reports a failed checkout instead of going to Amazon', async () => {
    const { flow } = await mount();
    const error = Object.assign(new Error('x'), { name: 'InvalidCheckoutIdError' });
    flow.redirect.mockRejectedValueOnce(error);
    amazon.buttons[0]?.click();
    await settle();
    expect(flow.fail).toHaveBeenCalledWith(error);
    expect(amazon.buttons[0]?.initCheckout).not.toHaveBeenCalled();
  });
});
