// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applePayAvailable, startApplePay } from './apple-pay';
import { APPLE_PAYMENT, CHECKOUT, click, FakeApplePaySession, fakeFlow } from './vendor-fakes';

let fetchMock: ReturnType<typeof vi.fn>;
const reply = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const lastSession = () => FakeApplePaySession.sessions.at(-1)!;
const posted = (call: number) => {
  const [url, init] = fetchMock.mock.calls[call] as [string, RequestInit];
  return { url, fields: Object.fromEntries(new URLSearchParams(init.body as URLSearchParams)) };
};

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('ApplePaySession', FakeApplePaySession);
  FakeApplePaySession.sessions = [];
  FakeApplePaySession.canMakePayments.mockReturnValue(true);
});
afterEach(() => vi.unstubAllGlobals());

const OPTIONS = {
  countryCode: 'DE',
  displayName: 'Sandbox Shop',
  supportedNetworks: ['visa', 'masterCard'],
  merchantCapabilities: ['supports3DS', 'supportsDebit'],
  requiredBillingContactFields: ['postalAddress'],
};

describe('Apple Pay availability', () => {
  it('follows ApplePaySession.canMakePayments(), and is false without it or when it throws', () => {
    expect(applePayAvailable(window)).toBe(true);
    FakeApplePaySession.canMakePayments.mockReturnValue(false);
    expect(applePayAvailable(window)).toBe(false);
    FakeApplePaySession.canMakePayments.mockImplementation(() => {
      throw new DOMException('insecure', 'InvalidAccessError');
    });
    expect(applePayAvailable(window)).toBe(false);
    vi.stubGlobal('ApplePaySession', undefined);
    expect(applePayAvailable(window)).toBe(false);
  });
});

describe('an Apple Pay session', () => {
  it('begins inside the click with the request built from wpwlOptions.applePay, and calls createCheckout there', () => {
    const flow = fakeFlow('APPLEPAY', { ...OPTIONS, version: 6, total: { label: 'Mug' } });
    click(() => startApplePay(flow));
    const session = lastSession();
    expect(session.version).toBe(6);
    expect(session.request).toEqual({
      countryCode: 'DE',
      currencyCode: 'EUR',
      supportedNetworks: ['visa', 'masterCard'],
      merchantCapabilities: ['supports3DS', 'supportsDebit'],
      requiredBillingContactFields: ['postalAddress'],
      total: { label: 'Mug', amount: '12.50' },
    });
    expect(session.state).toBe('begun');
    expect(flow.checkout).toHaveBeenCalledOnce();
    // Outside a click the real session refuses to start.
    expect(() => startApplePay(flow)).toThrow(/user gesture/);
  });

  it('validates the merchant through the gateway for the checkout, then pays with the token and goes to the result', async () => {
    const flow = fakeFlow('APPLEPAY', { ...OPTIONS, version: 3 });
    click(() => startApplePay(flow));
    const session = lastSession();
    expect(session.request.total).toEqual({ label: 'Sandbox Shop', amount: '12.50' });
    reply(200, { merchantSessionIdentifier: 'SSH1', signature: 'sig' });
    session.validate();
    await settle();
    expect(posted(0)).toEqual({
      url: `https://gateway.test/v1/checkouts/${CHECKOUT.id}/applepay-session`,
      fields: {
        validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
        domainName: 'localhost',
      },
    });
    expect(session.merchantSession).toEqual({ merchantSessionIdentifier: 'SSH1', signature: 'sig' });
    reply(200, { result: { code: '000.100.110' } });
    session.authorize(APPLE_PAYMENT);
    await settle();
    expect(posted(1)).toEqual({
      url: `https://gateway.test/v1/checkouts/${CHECKOUT.id}/wallet-payment`,
      fields: {
        'applePay.paymentToken': JSON.stringify(APPLE_PAYMENT.token.paymentData),
        'applePay.cardNetwork': 'Visa',
        'applePay.cardType': 'debit',
        paymentBrand: 'APPLEPAY',
      },
    });
    expect(session.completed).toBe(FakeApplePaySession.STATUS_SUCCESS);
    expect(flow.done).toHaveBeenCalledOnce();
  });

  it('a decline and the merchant’s own refusal complete with STATUS_FAILURE and stay on the page', async () => {
    const onPaymentAuthorized = vi
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockResolvedValueOnce({ transactionState: 'ERROR' });
    const flow = fakeFlow('APPLEPAY', { ...OPTIONS, onPaymentAuthorized });
    click(() => startApplePay(flow));
    reply(400, { result: { code: '800.100.152' } });
    lastSession().authorize(APPLE_PAYMENT);
    await settle();
    expect(lastSession().completed).toBe(FakeApplePaySession.STATUS_FAILURE);
    lastSession().authorize(APPLE_PAYMENT);
    await settle();
    expect(onPaymentAuthorized).toHaveBeenNthCalledWith(2, APPLE_PAYMENT);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(lastSession().completed).toBe(FakeApplePaySession.STATUS_FAILURE);
    expect(flow.done).not.toHaveBeenCalled();
  });

  it('aborts and reports when createCheckout fails; a cancel only shows the button again', async () => {
    const flow = fakeFlow('APPLEPAY', OPTIONS);
    const error = Object.assign(new Error('createCheckout: nope'), { name: 'CreateCheckoutError' });
    flow.checkout.mockRejectedValueOnce(error);
    click(() => startApplePay(flow));
    lastSession().validate();
    await settle();
    expect(lastSession().state).toBe('aborted');
    expect(flow.fail).toHaveBeenCalledWith(error);
    expect(fetchMock).not.toHaveBeenCalled();
    click(() => startApplePay(flow));
    lastSession().cancel();
    expect(flow.cancel).toHaveBeenCalledOnce();
  });

  it('fails when the request lacks what Apple requires (countryCode)', () => {
    const flow = fakeFlow('APPLEPAY', {});
    expect(() => click(() => startApplePay(flow))).toThrow(/countryCode is required/);
  });
});
