import type { Messages } from '../messages';

export const da: Messages = {
  meta: { code: 'da', name: 'Dansk', dir: 'ltr' },
  labels: {
    brand: 'Korttype',
    cardNumber: 'Kortnummer',
    expiryDate: 'Udløbsdato',
    cardHolder: 'Kortholder',
    cvv: 'Kontrolcifre (CVV)',
    threeDFrame: 'Bekræftelse af betaling',
    submit: 'Betal {amount}',
    accountIban: 'Bankkonto',
    storeDetails: 'Gem betalingsoplysningerne til fremtidige betalinger',
    register: 'Gem betalingsoplysninger',
    otherMethod: 'Betal på en anden måde',
    registrations: 'Gemte betalingsoplysninger',
  },
  placeholders: {
    cardNumber: '1234 1234 1234 1234',
    expiryDate: 'MM / ÅÅ',
    cardHolder: 'Navn på kortet',
    cvv: 'CVV',
  },
  errorMessages: {
    cardNumberError: 'Ugyldigt kortnummer',
    brandNotAcceptedError: 'Denne korttype accepteres ikke',
    expiryMonthError: 'Ugyldig eller udløbet dato',
    cardHolderError: 'Ugyldig kortholder',
    cvvError: 'Ugyldige kontrolcifre',
    sessionExpired:
      'Denne betalingssession er udløbet eller findes ikke. Gå tilbage til butikken, og start betalingen igen.',
    alreadyPaid: 'Denne betaling er allerede gennemført.',
    loadFailed: 'Betalingsformularen kunne ikke indlæses. Tjek din forbindelse, og genindlæs siden.',
    submitFailed: 'Betalingen kunne ikke sendes. Prøv igen.',
    fieldsUnavailable: 'De sikre kortfelter kunne ikke indlæses. Genindlæs siden.',
    checkInput: 'Tjek dine betalingsoplysninger, og prøv igen.',
  },
  bank: {
    holder: 'Kontohaver',
    iban: 'IBAN',
    bic: 'BIC (valgfrit)',
    holderError: 'Angiv kontohaveren (4 til 128 tegn)',
    ibanError: 'Ugyldigt IBAN',
    bicError: 'Ugyldig BIC',
    mandate:
      'Ved at betale giver jeg betalingsmodtageren tilladelse til at opkræve betalinger fra min konto via SEPA-direkte debitering og beder min bank om at gennemføre dem. Jeg kan bede min bank om at få pengene tilbage inden for otte uger efter en trækning på de vilkår, jeg har aftalt med min bank.',
  },
  stored: {
    cvv: 'Kontrolcifre for det valgte kort',
    cvvError: 'Ugyldige kontrolcifre',
    expires: 'udløber',
  },
};
