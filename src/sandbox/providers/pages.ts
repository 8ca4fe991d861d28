// The simulated provider's page (bank for an online transfer, wallet for a virtual account): the
// shopper approves, cancels, or makes it fail.
import { html } from '../pages/html';
import { renderPage } from '../pages/page-shell';
import { fill, formatMoney, type PageLanguage, textsFor } from '../pages/texts';

export interface ProviderView {
  label: string;
  amount: string;
  currency: string;
  merchantName: string;
  action: string;
  token: string;
}

export function providerPage(lang: PageLanguage, view: ProviderView): string {
  const t = textsFor(lang);
  const amount = formatMoney(view.amount, view.currency, lang);
  return renderPage({
    lang,
    page: 'provider',
    title: `${view.label} (${t.simulated})`,
    body: html`<main class="gw-card">
<p class="gw-brand">${view.label} · ${t.simulated}</p>
<h1>${fill(t.providerIntro, { amount, merchant: view.merchantName })}</h1>
<p class="gw-hint">${t.providerTest}</p>
<form method="post" action="${view.action}">
<input type="hidden" name="token" value="${view.token}">
<div class="gw-actions">
<button type="submit" name="decision" value="approve" class="gw-button">${t.approve}</button>
<button type="submit" name="decision" value="cancel" class="gw-button gw-button-secondary">${t.cancel}</button>
<button type="submit" name="decision" value="fail" class="gw-button gw-button-secondary">${t.fail}</button>
</div>
</form>
</main>`,
  });
}
