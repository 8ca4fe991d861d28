import type { Messages } from '../messages';

export const cs: Messages = {
  meta: { code: 'cs', name: 'Čeština', dir: 'ltr' },
  labels: {
    brand: 'Typ karty',
    cardNumber: 'Číslo karty',
    expiryDate: 'Platnost do',
    cardHolder: 'Držitel karty',
    cvv: 'Bezpečnostní kód (CVV)',
    threeDFrame: 'Ověření platby',
    submit: 'Zaplatit {amount}',
    accountIban: 'Bankovní účet',
    storeDetails: 'Uložit platební údaje pro budoucí platby',
    register: 'Uložit platební údaje',
    otherMethod: 'Zaplatit jinak',
    registrations: 'Uložené platební údaje',
  },
  placeholders: {
    cardNumber: '1234 1234 1234 1234',
    expiryDate: 'MM / RR',
    cardHolder: 'Jméno na kartě',
    cvv: 'CVV',
  },
  errorMessages: {
    cardNumberError: 'Neplatné číslo karty',
    brandNotAcceptedError: 'Tento typ karty není přijímán',
    expiryMonthError: 'Neplatné datum nebo prošlá platnost',
    cardHolderError: 'Neplatný držitel karty',
    cvvError: 'Neplatný bezpečnostní kód',
    sessionExpired:
      'Platnost této platební relace vypršela nebo relace neexistuje. Vraťte se prosím do obchodu a zahajte platbu znovu.',
    alreadyPaid: 'Tato platba již byla dokončena.',
    loadFailed:
      'Platební formulář se nepodařilo načíst. Zkontrolujte prosím připojení a načtěte stránku znovu.',
    submitFailed: 'Platbu se nepodařilo odeslat. Zkuste to prosím znovu.',
    fieldsUnavailable: 'Zabezpečená pole karty se nepodařilo načíst. Načtěte prosím stránku znovu.',
    checkInput: 'Zkontrolujte prosím platební údaje a zkuste to znovu.',
  },
  bank: {
    holder: 'Majitel účtu',
    iban: 'IBAN',
    bic: 'BIC (nepovinné)',
    holderError: 'Zadejte majitele účtu (4 až 128 znaků)',
    ibanError: 'Neplatný IBAN',
    bicError: 'Neplatný BIC',
    mandate:
      'Zaplacením zmocňuji příjemce k inkasu plateb z mého účtu prostřednictvím inkasa SEPA a dávám své bance pokyn k jejich provedení. Do osmi týdnů od zatížení účtu mohu od své banky požadovat vrácení částky za podmínek sjednaných s mou bankou.',
  },
  stored: {
    cvv: 'Bezpečnostní kód vybrané karty',
    cvvError: 'Neplatný bezpečnostní kód',
    expires: 'platnost do',
  },
  brands: {
    EPS: 'eps',
    SOFORTUEBERWEISUNG: 'Sofort',
    GIROPAY: 'giropay',
    IDEAL: 'iDEAL',
    POLI: 'POLi',
    TRUSTPAY_VA: 'TrustPay',
    PAYPAL: 'PayPal',
    KLARNA_PAYMENTS_PAYLATER: 'Klarna: Zaplatit později',
    KLARNA_PAYMENTS_SLICEIT: 'Klarna: Platba na splátky',
    KLARNA_PAYMENTS_PAYNOW: 'Klarna: Zaplatit hned',
  },
};
