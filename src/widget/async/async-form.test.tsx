// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountPaymentForm } from '../core/mount-form';
import type { WpwlOptions } from '../core/options';
import { flush, GATEWAY, silenceHappyDomLoading } from '../test-support/fake-frames';
import { addMerchantForm, CHECKOUT_ID, testContext } from '../test-support/widget-context';

let unmount: () => void;
let fetchMock: ReturnType<typeof vi.fn>;

const reply = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));
const PENDING = {
  result: { code: '000.200.000', description: 'transaction pending' },
  redirect: { url: `${GATEWAY}/v1/providers/p1`, parameters: [{ name: 'token', value: 't' }] },
};

function mount(brands: string, options: WpwlOptions = {}) {
  const { ctx, navigate, reportError } = testContext(options);
  const merchantForm = addMerchantForm(brands);
  const shopper = document.createElement('input');
  shopper.name = 'customParameters[SHOPPER_order]';
  shopper.value = '42';
  merchantForm.append(shopper);
  unmount = mountPaymentForm(merchantForm, ctx, { status: 'open', amount: '12.50', currency: 'EUR' });
  return { navigate, reportError };
}

const formOf = (brand: string) => document.querySelector<HTMLFormElement>(`form[class*="-${brand}"]`)!;
const submit = async (form: HTMLFormElement) => {
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  await flush();
  await flush();
};

beforeEach(() => {
  silenceHappyDomLoading();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
});
afterEach(() => {
  unmount();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('online-transfer and virtual-account forms', () => {
  it('render one container per redirect brand after the card form, COPYandPAY classes', () => {
    mount('VISA EPS PAYPAL SOFORT');
    const classes = [...document.querySelectorAll('.wpwl-container')].map((c) => c.className);
    expect(classes).toEqual([
      'wpwl-container wpwl-container-card wpwl-style-card',
      'wpwl-container wpwl-container-onlineTransfer-EPS wpwl-style-card',
      'wpwl-container wpwl-container-virtualAccount-PAYPAL wpwl-style-card',
    ]);
    expect(formOf('EPS').className).toBe('wpwl-form wpwl-form-onlineTransfer wpwl-form-onlineTransfer-EPS');
    expect(formOf('PAYPAL').querySelector('.wpwl-brand-PAYPAL')?.textContent).toBe('PayPal');
    expect(formOf('PAYPAL').querySelector('button.wpwl-button-pay')?.textContent).toContain('12.50');
  });

  it('renders the platform’s other redirect brands with their provider’s name', async () => {
    mount(
      'SOFORTUEBERWEISUNG GIROPAY IDEAL POLI TRUSTPAY_VA KLARNA_PAYMENTS_PAYLATER KLARNA_PAYMENTS_SLICEIT KLARNA_PAYMENTS_PAYNOW',
    );
    const forms = [...document.querySelectorAll('form.wpwl-form')].map((f) => [
      f.className.split(' ').at(-1),
      f.querySelector('.wpwl-brand')?.textContent,
    ]);
    expect(forms).toEqual([
      ['wpwl-form-onlineTransfer-SOFORTUEBERWEISUNG', 'Sofort'],
      ['wpwl-form-onlineTransfer-GIROPAY', 'giropay'],
      ['wpwl-form-onlineTransfer-IDEAL', 'iDEAL'],
      ['wpwl-form-onlineTransfer-POLI', 'POLi'],
      ['wpwl-form-onlineTransfer-TRUSTPAY_VA', 'TrustPay'],
      ['wpwl-form-virtualAccount-KLARNA_PAYMENTS_PAYLATER', 'Klarna Pay later'],
      ['wpwl-form-virtualAccount-KLARNA_PAYMENTS_SLICEIT', 'Klarna Slice it'],
      ['wpwl-form-virtualAccount-KLARNA_PAYMENTS_PAYNOW', 'Klarna Pay now'],
    ]);
    reply(200, PENDING);
    await submit(formOf('IDEAL'));
    expect(Object.fromEntries(fetchMock.mock.calls[0]![1].body as URLSearchParams)).toMatchObject({
      paymentBrand: 'IDEAL',
    });
  });

  it('posts brand, browser data and SHOPPER_ parameters from the page, then follows the redirect', async () => {
    mount('PAYPAL');
    reply(200, PENDING);
    await submit(formOf('PAYPAL'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`${GATEWAY}/v1/checkouts/${encodeURIComponent(CHECKOUT_ID)}/async-payment`);
    expect(init).toMatchObject({ method: 'POST', mode: 'cors', credentials: 'omit' });
    const sent = Object.fromEntries(init.body as URLSearchParams);
    expect(sent).toMatchObject({
      paymentBrand: 'PAYPAL',
      'customParameters[SHOPPER_order]': '42',
      'customer.browser.challengeWindow': '5',
    });
    expect(sent).not.toHaveProperty('shopperResultUrl');
    expect(document.querySelector('iframe.wpwl-target')).not.toBeNull();
    expect(formOf('PAYPAL').hidden).toBe(true);
  });

  it('onBeforeSubmitOnlineTransfer returning false cancels; this is the form', async () => {
    const hook = vi.fn(() => false);
    mount('EPS', { onBeforeSubmitOnlineTransfer: hook });
    await submit(formOf('EPS'));
    expect(hook.mock.contexts[0]).toBe(formOf('EPS'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a final answer without redirect goes to the result page; a failure stays with a message', async () => {
    const { navigate, reportError } = mount('EPS');
    reply(400, { result: { code: '800.100.152', description: 'declined' } });
    await submit(formOf('EPS'));
    expect(navigate).toHaveBeenCalledWith(expect.stringContaining('resourcePath='));
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await submit(formOf('EPS'));
    expect(formOf('EPS').querySelector('.wpwl-message')?.textContent).toContain('could not be sent');
    expect(reportError).toHaveBeenCalledWith('WidgetError', expect.stringContaining('EPS'));
    reply(400, { result: { code: '100.350.101', description: 'closed' } });
    await submit(formOf('EPS'));
    expect(formOf('EPS').querySelector('.wpwl-message')?.textContent).toContain('already been completed');
  });
});
