import type { Messages } from '../messages';

export const lt: Messages = {
  meta: { code: 'lt', name: 'Lietuvių', dir: 'ltr' },
  labels: {
    brand: 'Kortelės tipas',
    cardNumber: 'Kortelės numeris',
    expiryDate: 'Galiojimo data',
    cardHolder: 'Kortelės savininkas',
    cvv: 'Saugos kodas (CVV)',
    threeDFrame: 'Mokėjimo patvirtinimas',
    submit: 'Mokėti {amount}',
    accountIban: 'Banko sąskaita',
    storeDetails: 'Išsaugoti mokėjimo duomenis būsimiems mokėjimams',
    register: 'Išsaugoti mokėjimo duomenis',
    otherMethod: 'Mokėti kitu būdu',
    registrations: 'Išsaugoti mokėjimo duomenys',
  },
  placeholders: {
    cardNumber: '1234 1234 1234 1234',
    expiryDate: 'mėn. / metai',
    cardHolder: 'Vardas ant kortelės',
    cvv: 'CVV',
  },
  errorMessages: {
    cardNumberError: 'Neteisingas kortelės numeris',
    brandNotAcceptedError: 'Šio tipo kortelės nepriimamos',
    expiryMonthError: 'Neteisinga arba pasibaigusi data',
    cardHolderError: 'Neteisingas kortelės savininkas',
    cvvError: 'Neteisingas saugos kodas',
    sessionExpired:
      'Ši mokėjimo sesija baigėsi arba neegzistuoja. Grįžkite į parduotuvę ir pradėkite mokėjimą iš naujo.',
    alreadyPaid: 'Šis mokėjimas jau atliktas.',
    loadFailed: 'Nepavyko įkelti mokėjimo formos. Patikrinkite ryšį ir iš naujo įkelkite puslapį.',
    submitFailed: 'Nepavyko išsiųsti mokėjimo. Bandykite dar kartą.',
    fieldsUnavailable: 'Nepavyko įkelti saugių kortelės laukų. Iš naujo įkelkite puslapį.',
    checkInput: 'Patikrinkite mokėjimo duomenis ir bandykite dar kartą.',
  },
  bank: {
    holder: 'Sąskaitos savininkas',
    iban: 'IBAN',
    bic: 'BIC (neprivaloma)',
    holderError: 'Įveskite sąskaitos savininką (nuo 4 iki 128 simbolių)',
    ibanError: 'Neteisingas IBAN',
    bicError: 'Neteisingas BIC',
    mandate:
      'Mokėdamas (-a) įgalioju gavėją nurašyti mokėjimus iš mano sąskaitos SEPA tiesioginiu debetu ir nurodau savo bankui juos įvykdyti. Per aštuonias savaites nuo nurašymo galiu paprašyti banko grąžinti lėšas pagal su banku sutartas sąlygas.',
  },
  stored: {
    cvv: 'Pasirinktos kortelės saugos kodas',
    cvvError: 'Neteisingas saugos kodas',
    expires: 'galioja iki',
  },
};
