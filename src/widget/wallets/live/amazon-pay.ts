// Amazon Pay through Amazon's checkout.js (loaded only when amazonPay.merchantId is set). Its
// button calls createCheckout on the click; the gateway answers the AMAZONPAY payment with a
// redirect whose parameters are Amazon's signed checkout-session configuration, which
// initCheckout takes the shopper to. Amazon sends the shopper back through the gateway to
// shopperResultUrl.
import { randomHex } from '../../frame-protocol/ids';
import type { WalletFlow } from '../wallet-flow';
import { loadScript } from './load-script';

/** Amazon's script per ledger currency's region. */
const REGIONS: Readonly<Record<string, string>> = { USD: 'na', JPY: 'fe' };
export const amazonPaySdk = (ledgerCurrency = 'EUR'): string =>
  `https://static-${REGIONS[ledgerCurrency] ?? 'eu'}.payments-amazon.com/checkout.js`;

interface AmazonButtonLike {
  onClick(handler: () => void): void;
  initCheckout(options: { createCheckoutSessionConfig: Record<string, string> }): void;
}

export interface AmazonPayLike {
  renderButton(selector: string, options: Record<string, unknown>): AmazonButtonLike;
}

export async function mountAmazonPay(flow: WalletFlow, slot: HTMLElement): Promise<boolean> {
  const { o, win } = flow;
  if (!o.merchantId) return false;
  const ledgerCurrency = o.ledgerCurrency ?? flow.currency;
  await loadScript(win.document, amazonPaySdk(ledgerCurrency));
  const pay = (win as Window & { amazon?: { Pay?: AmazonPayLike } }).amazon?.Pay;
  if (!pay) return false;
  slot.id ||= `wpwl-amazonpay-${randomHex(4)}`;
  const button = pay.renderButton(`#${slot.id}`, {
    merchantId: o.merchantId,
    ledgerCurrency,
    sandbox: o.sandbox === 'true',
    checkoutLanguage: o.checkoutLanguage,
    productType: o.productType ?? 'PayAndShip',
    placement: o.placement ?? 'Checkout',
    buttonColor: o.buttonColor ?? 'Gold',
    ...(flow.amount ? { estimatedOrderAmount: { amount: flow.amount, currencyCode: ledgerCurrency } } : {}),
  });
  button.onClick(() => {
    flow.redirect().then(
      ({ parameters }) =>
        button.initCheckout({
          createCheckoutSessionConfig: Object.fromEntries(parameters.map((p) => [p.name, p.value])),
        }),
      flow.fail,
    );
  });
  return true;
}
