import type { Messages } from '../messages';

export const sl: Messages = {
  meta: { code: 'sl', name: 'Slovenščina', dir: 'ltr' },
  labels: {
    brand: 'Vrsta kartice',
    cardNumber: 'Številka kartice',
    expiryDate: 'Datum veljavnosti',
    cardHolder: 'Imetnik kartice',
    cvv: 'Varnostna koda (CVV)',
    threeDFrame: 'Potrditev plačila',
    submit: 'Plačaj {amount}',
    accountIban: 'Bančni račun',
    storeDetails: 'Shrani plačilne podatke za prihodnja plačila',
    register: 'Shrani plačilne podatke',
    otherMethod: 'Plačaj drugače',
    registrations: 'Shranjeni plačilni podatki',
  },
  placeholders: {
    cardNumber: '1234 1234 1234 1234',
    expiryDate: 'MM / LL',
    cardHolder: 'Ime na kartici',
    cvv: 'CVV',
  },
  errorMessages: {
    cardNumberError: 'Neveljavna številka kartice',
    brandNotAcceptedError: 'Ta vrsta kartice ni sprejeta',
    expiryMonthError: 'Neveljaven ali pretečen datum',
    cardHolderError: 'Neveljaven imetnik kartice',
    cvvError: 'Neveljavna varnostna koda',
    sessionExpired:
      'Ta plačilna seja je potekla ali ne obstaja. Vrnite se v trgovino in znova začnite plačilo.',
    alreadyPaid: 'To plačilo je že izvedeno.',
    loadFailed: 'Plačilnega obrazca ni bilo mogoče naložiti. Preverite povezavo in znova naložite stran.',
    submitFailed: 'Plačila ni bilo mogoče poslati. Poskusite znova.',
    fieldsUnavailable: 'Varnih polj kartice ni bilo mogoče naložiti. Znova naložite stran.',
    checkInput: 'Preverite plačilne podatke in poskusite znova.',
  },
  bank: {
    holder: 'Imetnik računa',
    iban: 'IBAN',
    bic: 'BIC (neobvezno)',
    holderError: 'Vnesite imetnika računa (od 4 do 128 znakov)',
    ibanError: 'Neveljaven IBAN',
    bicError: 'Neveljaven BIC',
    mandate:
      'S plačilom pooblaščam prejemnika plačila, da z mojega računa bremeni plačila z direktno obremenitvijo SEPA, in svojo banko pooblaščam, da jih izvrši. V osmih tednih od bremenitve lahko od banke zahtevam vračilo pod pogoji, dogovorjenimi z mojo banko.',
  },
  stored: {
    cvv: 'Varnostna koda izbrane kartice',
    cvvError: 'Neveljavna varnostna koda',
    expires: 'velja do',
  },
};
