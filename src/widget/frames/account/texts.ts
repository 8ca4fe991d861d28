// The bank frame's own texts (the page's bundle carries none of them).
export interface BankTexts {
  holder: string;
  iban: string;
  bic: string;
  holderError: string;
  ibanError: string;
  bicError: string;
  /** The SEPA mandate the shopper gives by paying (or by storing the account). */
  mandate: string;
}

const en: BankTexts = {
  holder: 'Account holder',
  iban: 'IBAN',
  bic: 'BIC (optional)',
  holderError: 'Enter the account holder (4 to 128 characters)',
  ibanError: 'Invalid IBAN',
  bicError: 'Invalid BIC',
  mandate:
    'By paying, I authorise the payee to collect payments from my account by SEPA direct debit and instruct my bank to pay them. I can ask my bank for a refund within eight weeks of a debit, under the terms agreed with my bank.',
};

const de: BankTexts = {
  holder: 'Kontoinhaber',
  iban: 'IBAN',
  bic: 'BIC (optional)',
  holderError: 'Geben Sie den Kontoinhaber an (4 bis 128 Zeichen)',
  ibanError: 'Ungültige IBAN',
  bicError: 'Ungültige BIC',
  mandate:
    'Mit der Zahlung ermächtige ich den Zahlungsempfänger, Zahlungen von meinem Konto mittels SEPA-Lastschrift einzuziehen, und weise mein Kreditinstitut an, die Lastschriften einzulösen. Innerhalb von acht Wochen ab Belastung kann ich die Erstattung verlangen, zu den mit meinem Kreditinstitut vereinbarten Bedingungen.',
};

export const bankTexts = (locale: string): BankTexts => (locale.toLowerCase().startsWith('de') ? de : en);
