// The texts of the simulated wallet sheet, English and German, after the widget's locale.
import type { PageLanguage } from '../pages/texts';

const en = {
  intro: 'Pay {amount} to {merchant}',
  cards: 'Card in the wallet',
  approved: 'approved',
  declined: 'declined',
  billing: 'Billing address shared with the shop',
  pay: 'Pay',
  cancel: 'Cancel',
  hint: 'Test mode: the wallet encrypts the card for the sandbox, which pays the checkout with it.',
  mismatch:
    'Before the checkout existed the page showed {shown}; the checkout is for {amount}. A real wallet would show the wrong amount.',
  cancelledTitle: 'Payment cancelled',
  cancelled: 'Nothing was paid. You are taken back to the shop.',
  refused: 'The shop did not accept this payment',
};

export type SheetTexts = typeof en;

const de: SheetTexts = {
  intro: '{amount} an {merchant} zahlen',
  cards: 'Karte im Wallet',
  approved: 'wird genehmigt',
  declined: 'wird abgelehnt',
  billing: 'Rechnungsadresse, die der Shop erhält',
  pay: 'Bezahlen',
  cancel: 'Abbrechen',
  hint: 'Testmodus: Das Wallet verschlüsselt die Karte für die Sandbox, die damit den Checkout bezahlt.',
  mismatch:
    'Vor dem Checkout zeigte die Seite {shown}; der Checkout lautet auf {amount}. Ein echtes Wallet zeigte den falschen Betrag.',
  cancelledTitle: 'Zahlung abgebrochen',
  cancelled: 'Es wurde nichts bezahlt. Sie werden zum Shop zurückgeleitet.',
  refused: 'Der Shop hat diese Zahlung nicht angenommen',
};

export const sheetTexts = (lang: PageLanguage): SheetTexts => (lang === 'de' ? de : en);
