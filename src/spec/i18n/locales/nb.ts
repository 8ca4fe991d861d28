import type { Messages } from '../messages';

export const nb: Messages = {
  meta: { code: 'nb', name: 'Norsk bokmål', dir: 'ltr' },
  labels: {
    brand: 'Korttype',
    cardNumber: 'Kortnummer',
    expiryDate: 'Utløpsdato',
    cardHolder: 'Kortinnehaver',
    cvv: 'Sikkerhetskode (CVV)',
    threeDFrame: 'Bekreftelse av betaling',
    submit: 'Betal {amount}',
    accountIban: 'Bankkonto',
    storeDetails: 'Lagre betalingsopplysningene til senere betalinger',
    register: 'Lagre betalingsopplysninger',
    otherMethod: 'Betal på en annen måte',
    registrations: 'Lagrede betalingsopplysninger',
  },
  placeholders: {
    cardNumber: '1234 1234 1234 1234',
    expiryDate: 'MM / ÅÅ',
    cardHolder: 'Navn på kortet',
    cvv: 'CVV',
  },
  errorMessages: {
    cardNumberError: 'Ugyldig kortnummer',
    brandNotAcceptedError: 'Denne korttypen godtas ikke',
    expiryMonthError: 'Ugyldig eller utløpt dato',
    cardHolderError: 'Ugyldig kortinnehaver',
    cvvError: 'Ugyldig sikkerhetskode',
    sessionExpired:
      'Denne betalingsøkten er utløpt eller finnes ikke. Gå tilbake til butikken og start betalingen på nytt.',
    alreadyPaid: 'Denne betalingen er allerede fullført.',
    loadFailed: 'Betalingsskjemaet kunne ikke lastes inn. Sjekk tilkoblingen og last inn siden på nytt.',
    submitFailed: 'Betalingen kunne ikke sendes. Prøv igjen.',
    fieldsUnavailable: 'De sikre kortfeltene kunne ikke lastes inn. Last inn siden på nytt.',
    checkInput: 'Sjekk betalingsopplysningene dine og prøv igjen.',
  },
  bank: {
    holder: 'Kontoinnehaver',
    iban: 'IBAN',
    bic: 'BIC (valgfritt)',
    holderError: 'Oppgi kontoinnehaveren (4 til 128 tegn)',
    ibanError: 'Ugyldig IBAN',
    bicError: 'Ugyldig BIC',
    mandate:
      'Ved å betale gir jeg betalingsmottakeren fullmakt til å trekke betalinger fra kontoen min med SEPA-direktedebitering, og ber banken min om å gjennomføre dem. Jeg kan be banken min om refusjon innen åtte uker etter trekket, på vilkårene jeg har avtalt med banken min.',
  },
  stored: {
    cvv: 'Sikkerhetskoden til det valgte kortet',
    cvvError: 'Ugyldig sikkerhetskode',
    expires: 'utløper',
  },
};
