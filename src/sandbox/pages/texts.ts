// The texts of the gateway's own pages, in English and German. The language is the shopper's
// browser language (customer.browser.language), as an issuer's ACS page would use it.

export type PageLanguage = 'en' | 'de';

const en = {
  wait: 'Please wait…',
  continue: 'Continue',
  checkingTitle: 'Checking your card',
  checking: 'Your bank is checking this payment. This takes a few seconds.',
  connecting: 'Connecting to your bank…',
  returning: 'Returning to the shop…',
  challengeTitle: 'Confirm your payment',
  challengeIntro: 'Your bank asks you to confirm the payment of {amount} to {merchant}.',
  otpLabel: 'One-time code',
  otpHint: 'Test mode: the code is {code}. Any other code fails the authentication.',
  confirm: 'Confirm',
  cancel: 'Cancel',
  acsName: 'Sandbox issuer',
  doneTitle: 'Payment step completed',
  done: 'You are taken back to the shop.',
  backToShop: 'Continue to the shop',
  providerIntro: 'Pay {amount} to {merchant}.',
  providerTest: 'Test mode: choose what the provider answers.',
  approve: 'Approve payment',
  fail: 'Simulate a failure',
  goneTitle: 'Session not found',
  gone: 'This payment session does not exist or has expired. Please return to the shop.',
  simulated: 'simulated',
};

export type PageTexts = typeof en;

const de: PageTexts = {
  wait: 'Bitte warten…',
  continue: 'Weiter',
  checkingTitle: 'Ihre Karte wird geprüft',
  checking: 'Ihre Bank prüft diese Zahlung. Das dauert einige Sekunden.',
  connecting: 'Verbindung zu Ihrer Bank…',
  returning: 'Zurück zum Shop…',
  challengeTitle: 'Zahlung bestätigen',
  challengeIntro: 'Ihre Bank bittet Sie, die Zahlung von {amount} an {merchant} zu bestätigen.',
  otpLabel: 'Einmalcode',
  otpHint: 'Testmodus: Der Code ist {code}. Jeder andere Code lässt die Prüfung scheitern.',
  confirm: 'Bestätigen',
  cancel: 'Abbrechen',
  acsName: 'Sandbox-Bank',
  doneTitle: 'Zahlungsschritt abgeschlossen',
  done: 'Sie werden zum Shop zurückgeleitet.',
  backToShop: 'Weiter zum Shop',
  providerIntro: 'Zahlen Sie {amount} an {merchant}.',
  providerTest: 'Testmodus: Wählen Sie die Antwort des Anbieters.',
  approve: 'Zahlung freigeben',
  fail: 'Fehlschlag simulieren',
  goneTitle: 'Sitzung nicht gefunden',
  gone: 'Diese Zahlungssitzung existiert nicht oder ist abgelaufen. Bitte kehren Sie zum Shop zurück.',
  simulated: 'simuliert',
};

const TEXTS: Record<PageLanguage, PageTexts> = { en, de };

/** 'de', 'de-AT' → de; anything else → en. */
export const pageLanguage = (tag: string | undefined): PageLanguage =>
  /^de(-|$)/i.test(tag ?? '') ? 'de' : 'en';

export const textsFor = (lang: PageLanguage): PageTexts => TEXTS[lang];

/** Replaces {name} placeholders. */
export const fill = (text: string, values: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

export function formatMoney(amount: string, currency: string, lang: PageLanguage): string {
  try {
    return new Intl.NumberFormat(lang, { style: 'currency', currency }).format(Number(amount));
  } catch {
    return `${amount} ${currency}`;
  }
}
