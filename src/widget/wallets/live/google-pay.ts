// Google Pay through Google's PaymentsClient (pay.js, loaded only when googlePay.gatewayMerchantId
// is set). Google's button opens the sheet inside the click with the amount known before a
// checkout (googlePay.amount, wpwlOptions.checkout.amount); createCheckout runs from the same
// click, and onPaymentAuthorized pays that checkout with the token before the sheet closes.

import { refuses } from '../verdict';
import type { WalletFlow } from '../wallet-flow';
import { payWithToken } from './gateway';
import { loadScript } from './load-script';

export const GOOGLE_PAY_SDK = 'https://pay.google.com/gp/p/js/pay.js';
const API = { apiVersion: 2, apiVersionMinor: 0 };

// biome-ignore lint/suspicious/noExplicitAny: Google's JSON objects, passed on as they are
type Data = Record<string, any>;

interface PaymentsClientLike {
  isReadyToPay(request: Data): Promise<{ result: boolean }>;
  createButton(options: Data): HTMLElement;
  prefetchPaymentData(request: Data): void;
  loadPaymentData(request: Data): Promise<Data>;
}

export type PaymentsClientClass = new (options: Data) => PaymentsClientLike;

const declined = (message: string) => ({
  transactionState: 'ERROR',
  error: { intent: 'PAYMENT_AUTHORIZATION', reason: 'PAYMENT_DATA_INVALID', message },
});

/** Renders Google's button into `slot`; false when not configured or Google says not ready. */
export async function mountGooglePay(flow: WalletFlow, slot: HTMLElement): Promise<boolean> {
  const { o, win } = flow;
  if (!o.gatewayMerchantId) return false;
  await loadScript(win.document, GOOGLE_PAY_SDK);
  const Client = (win as Data).google?.payments?.api?.PaymentsClient as PaymentsClientClass | undefined;
  if (!Client) return false;
  const card = {
    type: 'CARD',
    parameters: {
      allowedAuthMethods: o.allowedAuthMethods ?? ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
      allowedCardNetworks: o.allowedCardNetworks ?? ['VISA', 'MASTERCARD', 'AMEX'],
      billingAddressRequired: !!o.billingAddressRequired,
      ...(o.billingAddressParameters ? { billingAddressParameters: o.billingAddressParameters } : {}),
    },
    tokenizationSpecification: {
      type: 'PAYMENT_GATEWAY',
      parameters: { gateway: 'aciworldwide', gatewayMerchantId: o.gatewayMerchantId },
    },
  };
  const changes = !!o.onPaymentDataChanged;
  const request = (totalPriceStatus: string) => ({
    ...API,
    allowedPaymentMethods: [card],
    merchantInfo: { merchantId: o.merchantId, merchantName: o.merchantName },
    transactionInfo: {
      currencyCode: o.currencyCode ?? flow.currency,
      totalPriceStatus,
      totalPrice: o.amount ?? flow.amount,
      ...(o.displayItems ? { displayItems: o.displayItems } : {}),
    },
    callbackIntents: changes ? ['PAYMENT_AUTHORIZATION', 'SHIPPING_ADDRESS'] : ['PAYMENT_AUTHORIZATION'],
    ...(changes ? { shippingAddressRequired: true } : {}),
  });
  let checkout: Promise<unknown> = Promise.resolve();

  async function onPaymentAuthorized(paymentData: Data): Promise<Data> {
    try {
      const verdict = await o.onPaymentAuthorized?.(paymentData);
      if (refuses(verdict)) return verdict ?? declined('refused');
      await checkout;
      const token = paymentData.paymentMethodData.tokenizationData.token;
      return (await payWithToken(flow, { 'googlePay.paymentToken': token }))
        ? { transactionState: 'SUCCESS' }
        : declined('declined');
    } catch (error) {
      return declined((error as Error)?.message ?? 'failed');
    }
  }

  const client = new Client({
    environment: o.environment ?? 'TEST',
    paymentDataCallbacks: {
      onPaymentAuthorized,
      ...(changes ? { onPaymentDataChanged: o.onPaymentDataChanged } : {}),
    },
  });
  if (!(await client.isReadyToPay({ ...API, allowedPaymentMethods: [card] })).result) return false;
  const onClick = () => {
    checkout = flow.checkout();
    // The sheet must open inside the click; a failed checkout ends it as an error, not a cancel.
    client.loadPaymentData(request('FINAL')).then(
      () => flow.done(),
      (error: Data) =>
        checkout.then(() => (error?.statusCode === 'CANCELED' ? flow.cancel() : flow.fail(error)), flow.fail),
    );
  };
  slot.append(
    client.createButton({
      onClick,
      allowedPaymentMethods: [card],
      ...(o.buttonColor ? { buttonColor: o.buttonColor } : {}),
      ...(o.buttonType ? { buttonType: o.buttonType } : {}),
      ...(o.buttonSizeMode ? { buttonSizeMode: o.buttonSizeMode } : {}),
    }),
  );
  if (o.prefetchPriceStatus) client.prefetchPaymentData(request(o.prefetchPriceStatus));
  return true;
}
