// What a wallet adapter (real or simulated) needs from the widget: the wallet's options, the
// checkout (created on the click), the gateway calls, and the three ways a flow ends.
import type { Signal } from '@preact/signals-core';
import { postAsyncPayment } from '../async/async-payment';
import { collectBrowserData } from '../core/browser-data';
import type { WidgetContext } from '../core/context';
import { type WidgetErrorName, widgetError } from '../core/errors';
import { returnUrl } from '../core/navigation';
import type { CheckoutSource, OpenCheckout } from '../fast-checkout/checkout-source';
import type { PaymentRedirect } from '../frame-protocol/protocol';
import { shopperParameters } from '../shared/submit-fields';
import { challengeWindow } from '../threeds/frame-size';
import { walletOptionsOf } from './wallet-brands';

/** One wallet button of a merchant form. */
export interface WalletButton {
  ctx: WidgetContext;
  merchantForm: HTMLFormElement;
  brand: string;
  checkout: CheckoutSource;
  /** Amount and currency of the page's checkout, when the script had a checkout id. */
  known?: { amount: string; currency: string };
  busy: Signal<boolean>;
  message: Signal<string>;
  hideForms(hidden?: boolean): void;
  /** The widget's form of this wallet, once rendered. */
  form?: HTMLFormElement | null;
}

export interface WalletFlow {
  win: Window;
  brand: string;
  /** wpwlOptions.applePay / googlePay / amazonPay / paypal ({} when unset). */
  // biome-ignore lint/suspicious/noExplicitAny: passed on to the vendor APIs as they are
  o: Record<string, any>;
  /** Before a checkout exists: wpwlOptions.checkout.amount, else the page's checkout's. */
  amount?: string;
  currency?: string;
  /** The gateway's origin. */
  gateway: string;
  /** The checkout: createCheckout at the first call, then the same one. */
  checkout(): Promise<OpenCheckout>;
  /** Starts a redirect brand's payment (Amazon Pay, PayPal) and gives its redirect. */
  redirect(): Promise<PaymentRedirect>;
  /** Approved: to the shop's result page. */
  done(): void;
  /** The shopper closed the wallet: the button again, nothing paid. */
  cancel(): void;
  /** Something went wrong: the button again, onError with a named error. */
  fail(error: unknown): void;
}

export function walletFlow(button: WalletButton): WalletFlow {
  const { ctx, brand, merchantForm } = button;
  const checkout = () => button.checkout(brand);
  const started = () => widgetError('WidgetError', `${brand} did not start`);
  return {
    win: ctx.win,
    brand,
    o: walletOptionsOf(ctx.options, brand),
    amount: ctx.options.checkout?.amount ?? button.known?.amount,
    currency: ctx.options.checkout?.currency ?? button.known?.currency,
    gateway: ctx.gatewayOrigin,
    checkout,
    redirect: () =>
      checkout()
        .then(() =>
          postAsyncPayment(ctx, {
            ...shopperParameters([merchantForm]),
            ...collectBrowserData(challengeWindow(ctx.options)),
            paymentBrand: brand,
          }),
        )
        .then((outcome) => outcome?.body.redirect ?? Promise.reject(started())),
    done: () => ctx.navigate(returnUrl(merchantForm, ctx)),
    cancel: () => {
      button.busy.value = false;
    },
    fail(error) {
      button.busy.value = false;
      button.message.value = ctx.texts.errorMessages.submitFailed;
      const { name, message } = (error ?? started()) as { name?: string; message?: string };
      // Our own names pass; a vendor's error (TypeError, Google's status objects) is a WidgetError.
      const ours = name === 'CreateCheckoutError' || name === 'InvalidCheckoutIdError';
      ctx.reportError(ours ? (name as WidgetErrorName) : 'WidgetError', message ?? String(error));
    },
  };
}
