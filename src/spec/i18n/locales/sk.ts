import type { Messages } from '../messages';

export const sk: Messages = {
  meta: { code: 'sk', name: 'Slovenčina', dir: 'ltr' },
  labels: {
    brand: 'Typ karty',
    cardNumber: 'Číslo karty',
    expiryDate: 'Platnosť do',
    cardHolder: 'Držiteľ karty',
    cvv: 'Bezpečnostný kód (CVV)',
    threeDFrame: 'Overenie platby',
    submit: 'Zaplatiť {amount}',
    accountIban: 'Bankový účet',
    storeDetails: 'Uložiť platobné údaje na budúce platby',
    register: 'Uložiť platobné údaje',
    otherMethod: 'Zaplatiť inak',
    registrations: 'Uložené platobné údaje',
  },
  placeholders: {
    cardNumber: '1234 1234 1234 1234',
    expiryDate: 'MM / RR',
    cardHolder: 'Meno na karte',
    cvv: 'CVV',
  },
  errorMessages: {
    cardNumberError: 'Neplatné číslo karty',
    brandNotAcceptedError: 'Tento typ karty sa neprijíma',
    expiryMonthError: 'Neplatný dátum alebo uplynutá platnosť',
    cardHolderError: 'Neplatný držiteľ karty',
    cvvError: 'Neplatný bezpečnostný kód',
    sessionExpired:
      'Platnosť tejto platobnej relácie vypršala alebo relácia neexistuje. Vráťte sa do obchodu a začnite platbu znova.',
    alreadyPaid: 'Táto platba už bola dokončená.',
    loadFailed: 'Platobný formulár sa nepodarilo načítať. Skontrolujte pripojenie a znova načítajte stránku.',
    submitFailed: 'Platbu sa nepodarilo odoslať. Skúste to znova.',
    fieldsUnavailable: 'Zabezpečené polia karty sa nepodarilo načítať. Znova načítajte stránku.',
    checkInput: 'Skontrolujte platobné údaje a skúste to znova.',
  },
  bank: {
    holder: 'Majiteľ účtu',
    iban: 'IBAN',
    bic: 'BIC (nepovinné)',
    holderError: 'Zadajte majiteľa účtu (4 až 128 znakov)',
    ibanError: 'Neplatný IBAN',
    bicError: 'Neplatný BIC',
    mandate:
      'Zaplatením splnomocňujem príjemcu inkasovať platby z môjho účtu prostredníctvom inkasa SEPA a dávam svojej banke pokyn na ich vykonanie. Do ôsmich týždňov od zaťaženia účtu môžem od svojej banky žiadať vrátenie sumy za podmienok dohodnutých s mojou bankou.',
  },
  stored: {
    cvv: 'Bezpečnostný kód vybranej karty',
    cvvError: 'Neplatný bezpečnostný kód',
    expires: 'platnosť do',
  },
};
