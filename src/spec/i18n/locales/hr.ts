import type { Messages } from '../messages';

export const hr: Messages = {
  meta: { code: 'hr', name: 'Hrvatski', dir: 'ltr' },
  labels: {
    brand: 'Vrsta kartice',
    cardNumber: 'Broj kartice',
    expiryDate: 'Datum isteka',
    cardHolder: 'Vlasnik kartice',
    cvv: 'Sigurnosni kôd (CVV)',
    threeDFrame: 'Provjera plaćanja',
    submit: 'Plati {amount}',
    accountIban: 'Bankovni račun',
    storeDetails: 'Spremi podatke o plaćanju za buduća plaćanja',
    register: 'Spremi podatke o plaćanju',
    otherMethod: 'Plati na drugi način',
    registrations: 'Spremljeni podaci o plaćanju',
  },
  placeholders: {
    cardNumber: '1234 1234 1234 1234',
    expiryDate: 'MM / GG',
    cardHolder: 'Ime na kartici',
    cvv: 'CVV',
  },
  errorMessages: {
    cardNumberError: 'Nevažeći broj kartice',
    brandNotAcceptedError: 'Ova vrsta kartice nije prihvaćena',
    expiryMonthError: 'Nevažeći ili istekli datum',
    cardHolderError: 'Nevažeći vlasnik kartice',
    cvvError: 'Nevažeći sigurnosni kôd',
    sessionExpired:
      'Ova sesija plaćanja je istekla ili ne postoji. Vratite se u trgovinu i ponovno započnite plaćanje.',
    alreadyPaid: 'Ovo je plaćanje već izvršeno.',
    loadFailed: 'Obrazac za plaćanje nije se mogao učitati. Provjerite vezu i ponovno učitajte stranicu.',
    submitFailed: 'Plaćanje nije bilo moguće poslati. Pokušajte ponovno.',
    fieldsUnavailable: 'Sigurna polja kartice nisu se mogla učitati. Ponovno učitajte stranicu.',
    checkInput: 'Provjerite podatke o plaćanju i pokušajte ponovno.',
  },
  bank: {
    holder: 'Vlasnik računa',
    iban: 'IBAN',
    bic: 'BIC (nije obavezno)',
    holderError: 'Unesite vlasnika računa (od 4 do 128 znakova)',
    ibanError: 'Nevažeći IBAN',
    bicError: 'Nevažeći BIC',
    mandate:
      'Plaćanjem ovlašćujem primatelja plaćanja da naplaćuje plaćanja s mojeg računa putem SEPA izravnog terećenja i nalažem svojoj banci da ih izvrši. U roku od osam tjedana od terećenja mogu od svoje banke zatražiti povrat sredstava prema uvjetima dogovorenima s bankom.',
  },
  stored: {
    cvv: 'Sigurnosni kôd odabrane kartice',
    cvvError: 'Nevažeći sigurnosni kôd',
    expires: 'vrijedi do',
  },
};
