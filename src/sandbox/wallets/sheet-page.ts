// The simulated wallet sheet (Apple Pay, Google Pay) on the gateway origin: the amount, the cards
// in the wallet, Pay and Cancel. Each card carries the payment data the merchant's
// onPaymentAuthorized would get from the real wallet, without the token: that one never leaves
// the gateway.
import { html } from '../pages/html';
import { renderPage } from '../pages/page-shell';
import { fill, formatMoney, type PageLanguage, sheetTexts, textsFor } from '../pages/texts';
import { SHEET_BILLING_ADDRESS, SHEET_CARDS, type SheetCard } from './sheet-cards';
import type { SheetDisplay } from './sheet-request';
import { APPLE_NETWORK_NAMES } from './wallet-brands';

export interface SheetView {
  lang: PageLanguage;
  brand: string;
  walletLabel: string;
  merchantName: string;
  amount: string;
  currency: string;
  display: SheetDisplay;
  state: string;
  parentOrigin: string;
}

const GOOGLE_NETWORKS: Readonly<Record<string, string>> = {
  VISA: 'VISA',
  MASTER: 'MASTERCARD',
  AMEX: 'AMEX',
};

function billingAddress(display: SheetDisplay): Record<string, string> | undefined {
  if (!display.billing) return undefined;
  const { name, countryCode, postalCode, phoneNumber, ...rest } = SHEET_BILLING_ADDRESS;
  return {
    name,
    countryCode,
    postalCode,
    ...(display.billing === 'FULL' ? rest : {}),
    ...(display.phone ? { phoneNumber } : {}),
  };
}

/** What the real wallet gives the page's onPaymentAuthorized (Google's PaymentData, Apple's ApplePayPayment). */
export function paymentDataOf(brand: string, card: SheetCard, display: SheetDisplay): unknown {
  const last4 = card.number.slice(-4);
  const address = billingAddress(display);
  if (brand === 'APPLEPAY') {
    const network = APPLE_NETWORK_NAMES[card.network];
    return {
      token: { paymentMethod: { displayName: `${network} ${last4}`, network, type: 'credit' } },
      ...(address ? { billingContact: address } : {}),
    };
  }
  return {
    apiVersion: 2,
    apiVersionMinor: 0,
    paymentMethodData: {
      type: 'CARD',
      description: `${card.label} •••• ${last4}`,
      info: {
        cardNetwork: GOOGLE_NETWORKS[card.network],
        cardDetails: last4,
        ...(address ? { billingAddress: address } : {}),
      },
    },
  };
}

export function sheetPage(view: SheetView): string {
  const { lang, display } = view;
  const t = sheetTexts(lang);
  const money = (amount: string, currency = view.currency) => formatMoney(amount, currency, lang);
  const amount = money(view.amount);
  const shown = display.shownAmount && money(display.shownAmount, display.shownCurrency ?? view.currency);
  const address = billingAddress(display);
  const cards = SHEET_CARDS.map(
    (card, index) =>
      html`<label class="gw-wallet-card"><input type="radio" name="card" value="${String(index)}"${index === 0 ? html` checked` : ''} data-payment-data="${JSON.stringify(paymentDataOf(view.brand, card, display))}"> ${card.label} •••• ${card.number.slice(-4)} <span class="gw-hint">${card.outcome.startsWith('000.') ? t.approved : t.declined} (${card.outcome})</span></label>`,
  );
  return renderPage({
    lang,
    page: 'wallet-sheet',
    title: `${view.walletLabel} (${textsFor(lang).simulated})`,
    data: { 'parent-origin': view.parentOrigin, refused: t.refused },
    body: html`<main class="gw-card gw-wallet">
<p class="gw-brand">${view.walletLabel} · ${textsFor(lang).simulated}</p>
<h1>${fill(t.intro, { amount, merchant: display.label ?? view.merchantName })}</h1>
${display.items.length ? html`<ul class="gw-wallet-items">${display.items.map((item) => html`<li><span>${item.label}</span> <span>${item.price}</span></li>`)}</ul>` : ''}
${shown && shown !== amount ? html`<p class="gw-hint gw-wallet-mismatch">${fill(t.mismatch, { shown, amount })}</p>` : ''}
<form method="post" action="/v1/wallets/sheet/decision" id="wallet-sheet" data-authorize="${String(display.authorize)}">
<input type="hidden" name="state" value="${view.state}">
<fieldset class="gw-wallet-cards"><legend>${t.cards}</legend>${cards}</fieldset>
${address ? html`<p class="gw-wallet-address"><strong>${t.billing}:</strong> ${Object.values(address).join(', ')}</p>` : ''}
<p class="gw-wallet-error" role="alert" hidden></p>
<div class="gw-actions">
<button type="submit" name="decision" value="approve" class="gw-button">${t.pay} ${amount}</button>
<button type="submit" name="decision" value="cancel" class="gw-button gw-button-secondary">${t.cancel}</button>
</div>
</form>
<p class="gw-hint">${t.hint}</p>
</main>`,
  });
}

/** After Cancel: tells the widget to show its buttons again; nothing was paid. */
export function sheetCancelledPage(lang: PageLanguage, parentOrigin: string): string {
  const t = sheetTexts(lang);
  return renderPage({
    lang,
    page: 'complete',
    title: t.cancelledTitle,
    data: { 'result-url': '', 'parent-origin': parentOrigin, outcome: 'cancel' },
    body: html`<main class="gw-card"><h1>${t.cancelledTitle}</h1><p role="status">${t.cancelled}</p></main>`,
  });
}
