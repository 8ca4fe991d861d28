import type { Messages } from '../messages';

export const lv: Messages = {
  meta: { code: 'lv', name: 'Latviešu', dir: 'ltr' },
  labels: {
    brand: 'Kartes zīmols',
    cardNumber: 'Kartes numurs',
    expiryDate: 'Derīguma termiņš',
    cardHolder: 'Kartes īpašnieks',
    cvv: 'Drošības kods (CVV)',
    threeDFrame: 'Maksājuma apstiprināšana',
    submit: 'Maksāt {amount}',
    accountIban: 'Bankas konts',
    storeDetails: 'Saglabāt maksājuma datus turpmākiem maksājumiem',
    register: 'Saglabāt maksājuma datus',
    otherMethod: 'Maksāt citā veidā',
    registrations: 'Saglabātie maksājuma dati',
  },
  placeholders: {
    cardNumber: '1234 1234 1234 1234',
    expiryDate: 'MM / GG',
    cardHolder: 'Vārds uz kartes',
    cvv: 'CVV',
  },
  errorMessages: {
    cardNumberError: 'Nederīgs kartes numurs',
    brandNotAcceptedError: 'Šis kartes zīmols netiek pieņemts',
    expiryMonthError: 'Nederīgs vai beidzies datums',
    cardHolderError: 'Nederīgs kartes īpašnieks',
    cvvError: 'Nederīgs drošības kods',
    sessionExpired:
      'Šī maksājuma sesija ir beigusies vai neeksistē. Lūdzu, atgriezieties veikalā un sāciet maksājumu no jauna.',
    alreadyPaid: 'Šis maksājums jau ir pabeigts.',
    loadFailed: 'Maksājuma veidlapu neizdevās ielādēt. Lūdzu, pārbaudiet savienojumu un pārlādējiet lapu.',
    submitFailed: 'Maksājumu neizdevās nosūtīt. Lūdzu, mēģiniet vēlreiz.',
    fieldsUnavailable: 'Drošos kartes laukus neizdevās ielādēt. Lūdzu, pārlādējiet lapu.',
    checkInput: 'Lūdzu, pārbaudiet maksājuma datus un mēģiniet vēlreiz.',
  },
  bank: {
    holder: 'Konta īpašnieks',
    iban: 'IBAN',
    bic: 'BIC (nav obligāts)',
    holderError: 'Ievadiet konta īpašnieku (no 4 līdz 128 rakstzīmēm)',
    ibanError: 'Nederīgs IBAN',
    bicError: 'Nederīgs BIC',
    mandate:
      'Maksājot es pilnvaroju maksājuma saņēmēju iekasēt maksājumus no mana konta ar SEPA tiešā debeta palīdzību un uzdodu savai bankai tos izpildīt. Astoņu nedēļu laikā no konta debetēšanas es varu pieprasīt bankai atmaksu saskaņā ar ar banku panāktajiem noteikumiem.',
  },
  stored: {
    cvv: 'Izvēlētās kartes drošības kods',
    cvvError: 'Nederīgs drošības kods',
    expires: 'derīga līdz',
  },
};
