// Apple Pay through Safari's ApplePaySession (Apple Pay JS). The session must start inside the
// click, so createCheckout is called in the same click and awaited in onvalidatemerchant: the
// gateway validates the merchant for that checkout and later decrypts the token it pays with.
import { refuses } from '../verdict';
import type { WalletFlow } from '../wallet-flow';
import { payWithToken, postToCheckout } from './gateway';

interface ApplePaySessionLike {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: ApplePayPaymentLike }) => void) | null;
  oncancel: (() => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  completePayment(status: number): void;
}

interface ApplePayPaymentLike {
  token: { paymentData: unknown; paymentMethod: { network?: string; type?: string } };
}

export interface ApplePaySessionClass {
  new (version: number, request: object): ApplePaySessionLike;
  canMakePayments(): boolean;
  STATUS_SUCCESS: number;
  STATUS_FAILURE: number;
}

const sessionClass = (win: Window): ApplePaySessionClass | undefined =>
  (win as Window & { ApplePaySession?: ApplePaySessionClass }).ApplePaySession;

/** Safari with a wallet set up; canMakePayments() throws on insecure pages. */
export function applePayAvailable(win: Window): boolean {
  try {
    return !!sessionClass(win)?.canMakePayments();
  } catch {
    return false;
  }
}

export function startApplePay(flow: WalletFlow): void {
  const Session = sessionClass(flow.win) as ApplePaySessionClass;
  const { version = 3, displayName, total, onPaymentAuthorized, ...request } = flow.o;
  const session = new Session(version, {
    merchantCapabilities: ['supports3DS'],
    supportedNetworks: ['visa', 'masterCard', 'amex'],
    currencyCode: flow.currency,
    ...request,
    total: { label: displayName, ...total, amount: total?.amount ?? flow.amount },
  });
  const checkout = flow.checkout();
  session.onvalidatemerchant = ({ validationURL }) => {
    checkout
      .then(() =>
        postToCheckout(flow, 'applepay-session', { validationURL, domainName: flow.win.location.hostname }),
      )
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error('merchant validation failed')),
      )
      .then(
        (merchantSession) => session.completeMerchantValidation(merchantSession),
        (error) => {
          session.abort();
          flow.fail(error);
        },
      );
  };
  session.onpaymentauthorized = ({ payment }) => {
    const { paymentData, paymentMethod } = payment.token;
    new Promise((resolve) => resolve(onPaymentAuthorized?.(payment)))
      .then((verdict) => {
        if (refuses(verdict)) return false;
        const fields: Record<string, string> = { 'applePay.paymentToken': JSON.stringify(paymentData) };
        if (paymentMethod.network) fields['applePay.cardNetwork'] = paymentMethod.network;
        if (paymentMethod.type) fields['applePay.cardType'] = paymentMethod.type;
        return payWithToken(flow, fields);
      })
      .catch(() => false)
      .then((approved) => {
        session.completePayment(approved ? Session.STATUS_SUCCESS : Session.STATUS_FAILURE);
        if (approved) flow.done();
      });
  };
  session.oncancel = () => flow.cancel();
  session.begin();
}
