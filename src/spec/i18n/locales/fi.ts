import type { Messages } from '../messages';

export const fi: Messages = {
  meta: { code: 'fi', name: 'Suomi', dir: 'ltr' },
  labels: {
    brand: 'Korttityyppi',
    cardNumber: 'Kortin numero',
    expiryDate: 'Voimassaolo',
    cardHolder: 'Kortinhaltija',
    cvv: 'Turvakoodi (CVV)',
    threeDFrame: 'Maksun vahvistus',
    submit: 'Maksa {amount}',
    accountIban: 'Pankkitili',
    storeDetails: 'Tallenna maksutiedot tulevia maksuja varten',
    register: 'Tallenna maksutiedot',
    otherMethod: 'Maksa muulla tavalla',
    registrations: 'Tallennetut maksutiedot',
  },
  placeholders: {
    cardNumber: '1234 1234 1234 1234',
    expiryDate: 'KK / VV',
    cardHolder: 'Nimi kortissa',
    cvv: 'CVV',
  },
  errorMessages: {
    cardNumberError: 'Virheellinen kortin numero',
    brandNotAcceptedError: 'Tätä korttityyppiä ei hyväksytä',
    expiryMonthError: 'Virheellinen tai vanhentunut päivämäärä',
    cardHolderError: 'Virheellinen kortinhaltija',
    cvvError: 'Virheellinen turvakoodi',
    sessionExpired:
      'Tämä maksuistunto on vanhentunut tai sitä ei ole olemassa. Palaa kauppaan ja aloita maksu uudelleen.',
    alreadyPaid: 'Tämä maksu on jo suoritettu.',
    loadFailed: 'Maksulomaketta ei voitu ladata. Tarkista yhteys ja lataa sivu uudelleen.',
    submitFailed: 'Maksua ei voitu lähettää. Yritä uudelleen.',
    fieldsUnavailable: 'Suojattuja korttikenttiä ei voitu ladata. Lataa sivu uudelleen.',
    checkInput: 'Tarkista maksutietosi ja yritä uudelleen.',
  },
  bank: {
    holder: 'Tilinomistaja',
    iban: 'IBAN',
    bic: 'BIC (valinnainen)',
    holderError: 'Anna tilinomistajan nimi (4–128 merkkiä)',
    ibanError: 'Virheellinen IBAN',
    bicError: 'Virheellinen BIC',
    mandate:
      'Maksamalla valtuutan maksunsaajan veloittamaan maksuja tililtäni SEPA-suoraveloituksella ja annan pankilleni ohjeen maksaa ne. Voin pyytää pankiltani palautusta kahdeksan viikon kuluessa veloituksesta pankkini kanssa sovittujen ehtojen mukaisesti.',
  },
  stored: {
    cvv: 'Valitun kortin turvakoodi',
    cvvError: 'Virheellinen turvakoodi',
    expires: 'voimassa',
  },
};
