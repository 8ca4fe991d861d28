// The sandbox's wallets (gateway environment SIMULATOR). Apple Pay and Google Pay open the
// gateway's wallet sheet in the page with the wallet's options (what the page announced: merchant
// name, amount, items, billing address wanted, own authorisation); Amazon Pay and PayPal go to the
// provider page. Both use the redirect flow's iframe; a cancel shows the buttons again.

import { ASYNC_PROTOCOL, type AsyncMessage } from '../../spec/async-protocol';
import { followRedirect } from '../threeds/follow-redirect';
import { refuses } from './verdict';
import { isSheetWallet } from './wallet-brands';
import type { WalletButton, WalletFlow } from './wallet-flow';

type Fields = Record<string, unknown>;

/** False when the flow could not be followed (an unusable redirect). */
export async function startSimulatedWallet(button: WalletButton, flow: WalletFlow): Promise<boolean> {
  const { ctx, brand } = button;
  const sheet = isSheetWallet(brand);
  let redirect = sheet ? undefined : await flow.redirect();
  if (sheet) {
    const { o } = flow;
    // Google calls onPaymentDataChanged with INITIALIZE when its sheet opens.
    const changed = o.onPaymentDataChanged
      ? ((await Promise.resolve(o.onPaymentDataChanged({ callbackTrigger: 'INITIALIZE' })).catch(
          () => 0,
        )) as Fields)
      : 0;
    const { id } = await flow.checkout();
    const fields: Fields = {
      checkoutId: id,
      brand,
      locale: ctx.texts.locale,
      // The wallet's options as the gateway's sheet shows them (functions are left out).
      options: JSON.stringify({ amount: flow.amount, currencyCode: flow.currency, ...o, ...changed }),
      authorize: !!o.onPaymentAuthorized,
    };
    redirect = {
      url: `${ctx.gatewayOrigin}/v1/wallets/sheet`,
      parameters: Object.entries(fields).map(([name, value]) => ({ name, value: String(value) })),
    };
  }
  const answerAuthorize = (data: AsyncMessage, answer: (message: AsyncMessage) => void) => {
    const reply = (transactionState: string, message?: unknown) =>
      answer({ protocol: ASYNC_PROTOCOL, type: 'authorized', transactionState, message });
    if (data.type === 'authorize')
      new Promise((resolve) => resolve(flow.o.onPaymentAuthorized(data.paymentData))).then(
        (verdict) =>
          refuses(verdict)
            ? reply('ERROR', ((verdict as Fields)?.error as Fields)?.message)
            : reply('SUCCESS'),
        (error) => reply('ERROR', (error as Error)?.message),
      );
  };
  return (
    !!redirect &&
    followRedirect(redirect, {
      ctx,
      merchantForm: button.merchantForm,
      form: button.form as HTMLFormElement,
      hideForms: button.hideForms,
      inPage: sheet || !!ctx.options.inlineFlow?.includes(brand),
      onCancel: flow.cancel,
      onMessage: answerAuthorize,
    })
  );
}
