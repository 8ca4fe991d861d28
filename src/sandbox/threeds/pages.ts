// The pages of the 3DS server (the 3DS Method step) and of the simulated ACS (device check and
// challenge). Small, accessible, and sized for the EMV challenge windows.
import { html } from '../pages/html';
import { renderPage } from '../pages/page-shell';
import { fill, formatMoney, type PageLanguage, textsFor } from '../pages/texts';
import { CHALLENGE_CODE } from './test-cards';

export interface MethodStep {
  /** The ACS's 3DS Method URL and the threeDSMethodData posted to it. */
  methodUrl: string;
  methodData: string;
  authenticateUrl: string;
  token: string;
  timeoutMs: number;
}

/**
 * Runs the 3DS Method in a hidden iframe, then posts threeDSCompInd to the 3DS server (the script
 * sets Y or N; without script the shopper continues with N).
 */
export function methodPage(lang: PageLanguage, step: MethodStep): string {
  const t = textsFor(lang);
  return renderPage({
    lang,
    page: 'method',
    title: t.checkingTitle,
    data: { timeout: String(step.timeoutMs) },
    body: html`<main class="gw-card" aria-busy="true">
<h1>${t.checkingTitle}</h1>
<p class="gw-status" role="status"><span class="gw-spinner" aria-hidden="true"></span>${t.checking}</p>
<iframe id="method-frame" name="method-frame" class="gw-hidden-frame" title="3DS Method" tabindex="-1" aria-hidden="true"></iframe>
<form id="method-start" method="post" action="${step.methodUrl}" target="method-frame">
<input type="hidden" name="threeDSMethodData" value="${step.methodData}">
</form>
<form id="method-result" method="post" action="${step.authenticateUrl}">
<input type="hidden" name="threeDSCompInd" value="N">
<input type="hidden" name="threeDSSessionData" value="${step.token}">
<noscript><button type="submit" class="gw-button">${t.continue}</button></noscript>
</form>
</main>`,
  });
}

/** The ACS's method page when it never answers (the timeout scenario): it just sits there. */
export const silentMethodPage = (lang: PageLanguage): string =>
  renderPage({ lang, page: 'acs-method', title: '3DS Method', body: html`<main></main>` });

/** The 3DS server's threeDSMethodNotificationURL answer: tells the page running the method. */
export const methodDonePage = (lang: PageLanguage): string =>
  renderPage({ lang, page: 'method-done', title: '3DS Method', body: html`<main></main>` });

export interface ChallengeView {
  windowSize: string;
  amount: string;
  currency: string;
  merchantName: string;
  brand: string;
  threeDSServerTransID: string;
  acsTransID: string;
  token: string;
  submitUrl: string;
}

/** The ACS challenge: one one-time code, confirm or cancel. */
export function challengePage(lang: PageLanguage, view: ChallengeView): string {
  const t = textsFor(lang);
  const amount = formatMoney(view.amount, view.currency, lang);
  return renderPage({
    lang,
    page: 'challenge',
    title: t.challengeTitle,
    className: `acs acs-size-${view.windowSize}`,
    body: html`<main class="gw-card">
<p class="gw-brand">${t.acsName} · ${view.brand} · 3-D Secure</p>
<h1>${t.challengeTitle}</h1>
<p>${fill(t.challengeIntro, { amount, merchant: view.merchantName })}</p>
<form method="post" action="${view.submitUrl}">
<input type="hidden" name="threeDSServerTransID" value="${view.threeDSServerTransID}">
<input type="hidden" name="acsTransID" value="${view.acsTransID}">
<input type="hidden" name="threeDSSessionData" value="${view.token}">
<label for="otp">${t.otpLabel}</label>
<input id="otp" name="otp" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="8" autofocus aria-describedby="otp-hint">
<p id="otp-hint" class="gw-hint">${fill(t.otpHint, { code: CHALLENGE_CODE })}</p>
<div class="gw-actions">
<button type="submit" name="action" value="submit" class="gw-button">${t.confirm}</button>
<button type="submit" name="action" value="cancel" class="gw-button gw-button-secondary">${t.cancel}</button>
</div>
</form>
</main>`,
  });
}
