// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { silenceHappyDomLoading } from '../../test-support/fake-frames';
import { GOOGLE_PAY_SDK, mountGooglePay } from './google-pay';
import {
  CHECKOUT,
  captureScripts,
  FakePaymentsClient,
  fakeFlow,
  GOOGLE_PAYMENT_DATA,
  loadScripts,
} from './vendor-fakes';

let fetchMock: ReturnType<typeof vi.fn>;
let scripts: HTMLScriptElement[];
const reply = (status: number) => fetchMock.mockResolvedValueOnce(new Response('{}', { status }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const OPTIONS = {
  gatewayMerchantId: '8a8294174b7ecb28014b9699220015ca',
  merchantId: 'BCR2DN4T000000',
  merchantName: 'Sandbox Shop',
  currencyCode: 'EUR',
  amount: '12.50',
  displayItems: [{ label: 'Mug', type: 'LINE_ITEM', price: '12.50' }],
  billingAddressRequired: true,
  billingAddressParameters: { format: 'FULL', phoneNumberRequired: true },
  buttonColor: 'black',
};

async function mount(options: Record<string, unknown> = OPTIONS) {
  const flow = fakeFlow('GOOGLEPAY', options);
  const slot = document.createElement('div');
  document.body.append(slot);
  const shown = mountGooglePay(flow, slot);
  await settle();
  loadScripts(scripts);
  return { flow, slot, shown: await shown, client: FakePaymentsClient.clients.at(-1)! };
}

beforeEach(() => {
  silenceHappyDomLoading();
  scripts = captureScripts();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('google', { payments: { api: { PaymentsClient: FakePaymentsClient } } });
  FakePaymentsClient.clients = [];
  FakePaymentsClient.ready = true;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('Google Pay', () => {
  it('loads pay.js only when googlePay.gatewayMerchantId is set', async () => {
    const { shown } = await mount({ merchantName: 'x' });
    expect(shown).toBe(false);
    expect(scripts).toEqual([]);
    expect(FakePaymentsClient.clients).toEqual([]);
  });

  it('asks isReadyToPay, renders Google’s button and prefetches with prefetchPriceStatus', async () => {
    const { shown, client, slot } = await mount({ ...OPTIONS, prefetchPriceStatus: 'ESTIMATED' });
    expect(shown).toBe(true);
    expect(scripts.map((script) => script.src)).toEqual([GOOGLE_PAY_SDK]);
    expect(client.options.environment).toBe('TEST');
    const card = client.isReadyToPay.mock.calls[0]![0].allowedPaymentMethods[0];
    expect(card).toEqual({
      type: 'CARD',
      parameters: {
        allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
        allowedCardNetworks: ['VISA', 'MASTERCARD', 'AMEX'],
        billingAddressRequired: true,
        billingAddressParameters: { format: 'FULL', phoneNumberRequired: true },
      },
      tokenizationSpecification: {
        type: 'PAYMENT_GATEWAY',
        parameters: { gateway: 'aciworldwide', gatewayMerchantId: OPTIONS.gatewayMerchantId },
      },
    });
    expect(client.createButton.mock.calls[0]![0]).toMatchObject({ buttonColor: 'black' });
    expect(slot.querySelector('.gpay-card-info-container')).not.toBeNull();
    expect(client.prefetchPaymentData.mock.calls[0]![0].transactionInfo).toMatchObject({
      totalPriceStatus: 'ESTIMATED',
      totalPrice: '12.50',
    });
  });

  it('shows nothing when Google says the browser is not ready', async () => {
    FakePaymentsClient.ready = false;
    const { shown, slot } = await mount();
    expect(shown).toBe(false);
    expect(slot.children).toHaveLength(0);
  });

  it('opens the sheet in the click with the known amount, calls createCheckout there, and pays in onPaymentAuthorized', async () => {
    const onPaymentAuthorized = vi.fn(async () => ({ transactionState: 'SUCCESS' }));
    const { client, flow, slot } = await mount({ ...OPTIONS, onPaymentAuthorized });
    slot.querySelector('button')!.click();
    expect(flow.checkout).toHaveBeenCalledOnce();
    expect(client.sheet?.request).toMatchObject({
      merchantInfo: { merchantId: 'BCR2DN4T000000', merchantName: 'Sandbox Shop' },
      transactionInfo: {
        currencyCode: 'EUR',
        totalPriceStatus: 'FINAL',
        totalPrice: '12.50',
        displayItems: OPTIONS.displayItems,
      },
      callbackIntents: ['PAYMENT_AUTHORIZATION'],
    });
    reply(200);
    expect(await client.pay(GOOGLE_PAYMENT_DATA)).toEqual({ transactionState: 'SUCCESS' });
    expect(onPaymentAuthorized).toHaveBeenCalledWith(GOOGLE_PAYMENT_DATA);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`https://gateway.test/v1/checkouts/${CHECKOUT.id}/wallet-payment`);
    expect(Object.fromEntries(new URLSearchParams(init.body as URLSearchParams))).toEqual({
      'googlePay.paymentToken': GOOGLE_PAYMENT_DATA.paymentMethodData.tokenizationData.token,
      paymentBrand: 'GOOGLEPAY',
    });
    await settle();
    expect(flow.done).toHaveBeenCalledOnce();
  });

  it('answers ERROR for a decline or the merchant’s refusal, keeping the sheet open', async () => {
    const refusal = {
      transactionState: 'ERROR',
      error: { intent: 'PAYMENT_AUTHORIZATION', message: 'Out of stock', reason: 'OTHER_ERROR' },
    };
    const onPaymentAuthorized = vi
      .fn()
      .mockResolvedValueOnce(refusal)
      .mockResolvedValue({ transactionState: 'SUCCESS' });
    const { client, flow, slot } = await mount({ ...OPTIONS, onPaymentAuthorized });
    slot.querySelector('button')!.click();
    expect(await client.pay(GOOGLE_PAYMENT_DATA)).toBe(refusal);
    expect(fetchMock).not.toHaveBeenCalled();
    reply(400);
    expect(await client.pay(GOOGLE_PAYMENT_DATA)).toMatchObject({
      transactionState: 'ERROR',
      error: { reason: 'PAYMENT_DATA_INVALID' },
    });
    expect(flow.done).not.toHaveBeenCalled();
  });

  it('a closed sheet is a cancel; a failed createCheckout is reported instead', async () => {
    const { client, flow, slot } = await mount();
    slot.querySelector('button')!.click();
    client.close();
    await settle();
    expect(flow.cancel).toHaveBeenCalledOnce();
    const error = Object.assign(new Error('no'), { name: 'CreateCheckoutError' });
    flow.checkout.mockRejectedValueOnce(error);
    slot.querySelector('button')!.click();
    expect((await client.pay(GOOGLE_PAYMENT_DATA)).transactionState).toBe('ERROR');
    client.close();
    await settle();
    expect(flow.fail).toHaveBeenCalledWith(error);
    expect(flow.cancel).toHaveBeenCalledOnce();
  });

  it('passes onPaymentDataChanged to Google with the shipping address intent', async () => {
    const onPaymentDataChanged = vi.fn();
    const { client, slot } = await mount({ ...OPTIONS, onPaymentDataChanged });
    expect(client.options.paymentDataCallbacks.onPaymentDataChanged).toBe(onPaymentDataChanged);
    slot.querySelector('button')!.click();
    expect(client.sheet?.request).toMatchObject({
      callbackIntents: ['PAYMENT_AUTHORIZATION', 'SHIPPING_ADDRESS'],
      shippingAddressRequired: true,
    });
  });
});
