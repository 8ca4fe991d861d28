// PayPal through PayPal's JS SDK (loaded only when paypal.clientId is set). Its button calls
// createCheckout when it asks for the order: the gateway answers the PAYPAL_CONTINUE payment with
// PayPal's approval redirect, whose token is the order id. After the approval the shopper goes to
// the result page; the gateway captures and the shop asks it for the outcome.

import type { WalletFlow } from '../wallet-flow';
import { loadScript } from './load-script';

interface PayPalButtonsLike {
  isEligible?(): boolean;
  render(container: HTMLElement): Promise<unknown>;
}

export interface PayPalLike {
  Buttons(options: Record<string, unknown>): PayPalButtonsLike;
  FUNDING?: { PAYPAL?: string };
}

export const payPalSdk = (clientId: string, currency = 'EUR', intent = 'capture'): string =>
  `https://www.paypal.com/sdk/js?${new URLSearchParams({ 'client-id': clientId, currency, intent, components: 'buttons' })}`;

export async function mountPayPal(flow: WalletFlow, slot: HTMLElement): Promise<boolean> {
  const { o, win } = flow;
  if (!o.clientId) return false;
  await loadScript(win.document, payPalSdk(o.clientId, flow.currency, o.intent));
  const paypal = (win as Window & { paypal?: PayPalLike }).paypal;
  if (!paypal) return false;
  const buttons = paypal.Buttons({
    fundingSource: paypal.FUNDING?.PAYPAL,
    ...(o.style ? { style: o.style } : {}),
    createOrder: () =>
      flow
        .redirect()
        .then(
          ({ url, parameters }) =>
            parameters.find((p) => p.name === 'token')?.value ?? new URL(url).searchParams.get('token'),
        ),
    onApprove: () => flow.done(),
    onCancel: () => flow.cancel(),
    onError: (error: unknown) => flow.fail(error),
  });
  if (buttons.isEligible && !buttons.isEligible()) return false;
  await buttons.render(slot);
  return true;
}
