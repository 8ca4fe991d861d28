import type { Messages } from '../messages';

export const et: Messages = {
  meta: { code: 'et', name: 'Eesti', dir: 'ltr' },
  labels: {
    brand: 'Kaardi tüüp',
    cardNumber: 'Kaardi number',
    expiryDate: 'Kehtivusaeg',
    cardHolder: 'Kaardi omanik',
    cvv: 'Turvakood (CVV)',
    threeDFrame: 'Makse kinnitamine',
    submit: 'Maksa {amount}',
    accountIban: 'Pangakonto',
    storeDetails: 'Salvesta makseandmed edaspidisteks makseteks',
    register: 'Salvesta makseandmed',
    otherMethod: 'Maksa muul viisil',
    registrations: 'Salvestatud makseandmed',
  },
  placeholders: {
    cardNumber: '1234 1234 1234 1234',
    expiryDate: 'KK / AA',
    cardHolder: 'Nimi kaardil',
    cvv: 'CVV',
  },
  errorMessages: {
    cardNumberError: 'Vigane kaardi number',
    brandNotAcceptedError: 'Seda kaarditüüpi ei aktsepteerita',
    expiryMonthError: 'Vigane või aegunud kuupäev',
    cardHolderError: 'Vigane kaardi omanik',
    cvvError: 'Vigane turvakood',
    sessionExpired:
      'See makseseanss on aegunud või seda pole olemas. Palun naaske poodi ja alustage makset uuesti.',
    alreadyPaid: 'See makse on juba tehtud.',
    loadFailed: 'Maksevormi ei õnnestunud laadida. Palun kontrollige ühendust ja laadige leht uuesti.',
    submitFailed: 'Makset ei õnnestunud saata. Palun proovige uuesti.',
    fieldsUnavailable: 'Turvalisi kaardivälju ei õnnestunud laadida. Palun laadige leht uuesti.',
    checkInput: 'Palun kontrollige makseandmeid ja proovige uuesti.',
  },
  bank: {
    holder: 'Konto omanik',
    iban: 'IBAN',
    bic: 'BIC (valikuline)',
    holderError: 'Sisestage konto omaniku nimi (4 kuni 128 märki)',
    ibanError: 'Vigane IBAN',
    bicError: 'Vigane BIC',
    mandate:
      'Makstes volitan makse saajat võtma minu kontolt makseid SEPA otsekorraldusega ja annan oma pangale korralduse need tasuda. Võin nõuda pangalt raha tagastamist kaheksa nädala jooksul alates kontolt debiteerimisest, pangaga kokku lepitud tingimustel.',
  },
  stored: {
    cvv: 'Valitud kaardi turvakood',
    cvvError: 'Vigane turvakood',
    expires: 'kehtib kuni',
  },
};
