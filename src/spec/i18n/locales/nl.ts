import type { Messages } from '../messages';

export const nl: Messages = {
  meta: { code: 'nl', name: 'Nederlands', dir: 'ltr' },
  labels: {
    brand: 'Kaartmerk',
    cardNumber: 'Kaartnummer',
    expiryDate: 'Vervaldatum',
    cardHolder: 'Kaarthouder',
    cvv: 'Beveiligingscode (CVC)',
    threeDFrame: 'Betalingsverificatie',
    submit: '{amount} betalen',
    accountIban: 'Bankrekening',
    storeDetails: 'Betaalgegevens bewaren voor toekomstige betalingen',
    register: 'Betaalgegevens opslaan',
    otherMethod: 'Op een andere manier betalen',
    registrations: 'Opgeslagen betaalgegevens',
  },
  placeholders: {
    cardNumber: '1234 1234 1234 1234',
    expiryDate: 'MM / JJ',
    cardHolder: 'Naam op de kaart',
    cvv: 'CVC',
  },
  errorMessages: {
    cardNumberError: 'Ongeldig kaartnummer',
    brandNotAcceptedError: 'Dit kaartmerk wordt niet geaccepteerd',
    expiryMonthError: 'Ongeldige of verlopen datum',
    cardHolderError: 'Ongeldige kaarthouder',
    cvvError: 'Ongeldige beveiligingscode',
    sessionExpired:
      'Deze betaalsessie is verlopen of bestaat niet. Ga terug naar de winkel en start de betaling opnieuw.',
    alreadyPaid: 'Deze betaling is al voltooid.',
    loadFailed:
      'Het betaalformulier kon niet worden geladen. Controleer je verbinding en laad de pagina opnieuw.',
    submitFailed: 'De betaling kon niet worden verzonden. Probeer het opnieuw.',
    fieldsUnavailable: 'De beveiligde kaartvelden konden niet worden geladen. Laad de pagina opnieuw.',
    checkInput: 'Controleer je betaalgegevens en probeer het opnieuw.',
  },
  bank: {
    holder: 'Rekeninghouder',
    iban: 'IBAN',
    bic: 'BIC (optioneel)',
    holderError: 'Vul de rekeninghouder in (4 tot 128 tekens)',
    ibanError: 'Ongeldige IBAN',
    bicError: 'Ongeldige BIC',
    mandate:
      'Door te betalen machtig ik de begunstigde om betalingen via SEPA-incasso van mijn rekening af te schrijven en geef ik mijn bank opdracht deze uit te voeren. Ik kan mijn bank binnen acht weken na de afschrijving om terugbetaling vragen, onder de voorwaarden die ik met mijn bank heb afgesproken.',
  },
  stored: {
    cvv: 'Beveiligingscode van de gekozen kaart',
    cvvError: 'Ongeldige beveiligingscode',
    expires: 'geldig tot',
  },
  brands: {
    EPS: 'eps',
    SOFORTUEBERWEISUNG: 'Sofort',
    GIROPAY: 'giropay',
    IDEAL: 'iDEAL',
    POLI: 'POLi',
    TRUSTPAY_VA: 'TrustPay',
    PAYPAL: 'PayPal',
    KLARNA_PAYMENTS_PAYLATER: 'Klarna: Achteraf betalen',
    KLARNA_PAYMENTS_SLICEIT: 'Klarna: Gespreid betalen',
    KLARNA_PAYMENTS_PAYNOW: 'Klarna: Nu betalen',
  },
};
