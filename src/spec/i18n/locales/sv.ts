import type { Messages } from '../messages';

export const sv: Messages = {
  meta: { code: 'sv', name: 'Svenska', dir: 'ltr' },
  labels: {
    brand: 'Korttyp',
    cardNumber: 'Kortnummer',
    expiryDate: 'Giltigt till',
    cardHolder: 'Kortinnehavare',
    cvv: 'Säkerhetskod (CVV)',
    threeDFrame: 'Verifiering av betalning',
    submit: 'Betala {amount}',
    accountIban: 'Bankkonto',
    storeDetails: 'Spara betaluppgifterna för framtida betalningar',
    register: 'Spara betaluppgifter',
    otherMethod: 'Betala på annat sätt',
    registrations: 'Sparade betaluppgifter',
  },
  placeholders: {
    cardNumber: '1234 1234 1234 1234',
    expiryDate: 'MM / ÅÅ',
    cardHolder: 'Namn på kortet',
    cvv: 'CVV',
  },
  errorMessages: {
    cardNumberError: 'Ogiltigt kortnummer',
    brandNotAcceptedError: 'Den här korttypen accepteras inte',
    expiryMonthError: 'Ogiltigt eller utgånget datum',
    cardHolderError: 'Ogiltig kortinnehavare',
    cvvError: 'Ogiltig säkerhetskod',
    sessionExpired:
      'Den här betalningssessionen har gått ut eller finns inte. Gå tillbaka till butiken och starta betalningen igen.',
    alreadyPaid: 'Den här betalningen är redan genomförd.',
    loadFailed: 'Betalningsformuläret kunde inte laddas. Kontrollera din anslutning och ladda om sidan.',
    submitFailed: 'Betalningen kunde inte skickas. Försök igen.',
    fieldsUnavailable: 'De säkra kortfälten kunde inte laddas. Ladda om sidan.',
    checkInput: 'Kontrollera dina betaluppgifter och försök igen.',
  },
  bank: {
    holder: 'Kontoinnehavare',
    iban: 'IBAN',
    bic: 'BIC (valfritt)',
    holderError: 'Ange kontoinnehavaren (4 till 128 tecken)',
    ibanError: 'Ogiltigt IBAN',
    bicError: 'Ogiltig BIC',
    mandate:
      'Genom att betala ger jag betalningsmottagaren fullmakt att dra betalningar från mitt konto via SEPA-autogiro och ber min bank att genomföra dem. Jag kan begära återbetalning från min bank inom åtta veckor från dragningen, enligt de villkor jag har avtalat med min bank.',
  },
  stored: {
    cvv: 'Säkerhetskod för det valda kortet',
    cvvError: 'Ogiltig säkerhetskod',
    expires: 'giltigt till',
  },
};
