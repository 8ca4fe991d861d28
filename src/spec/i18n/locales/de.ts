import type { Messages } from '../messages';

export const de: Messages = {
  meta: { code: 'de', name: 'Deutsch', dir: 'ltr' },
  labels: {
    brand: 'Kartenmarke',
    cardNumber: 'Kartennummer',
    expiryDate: 'Ablaufdatum',
    cardHolder: 'Karteninhaber',
    cvv: 'Prüfnummer',
    threeDFrame: 'Zahlungsbestätigung',
    submit: '{amount} bezahlen',
    accountIban: 'Bankkonto',
    storeDetails: 'Zahlungsdaten für künftige Zahlungen speichern',
    register: 'Zahlungsdaten speichern',
    otherMethod: 'Anders bezahlen',
    registrations: 'Gespeicherte Zahlungsdaten',
  },
  placeholders: {
    cardNumber: '1234 1234 1234 1234',
    expiryDate: 'MM / JJ',
    cardHolder: 'Name auf der Karte',
    cvv: 'CVV',
  },
  errorMessages: {
    cardNumberError: 'Ungültige Kartennummer',
    brandNotAcceptedError: 'Diese Kartenmarke wird nicht akzeptiert',
    expiryMonthError: 'Ungültiges oder abgelaufenes Datum',
    cardHolderError: 'Ungültiger Karteninhaber',
    cvvError: 'Ungültige Prüfnummer',
    sessionExpired:
      'Diese Zahlungssitzung ist abgelaufen oder existiert nicht. Bitte kehren Sie zum Shop zurück und starten Sie die Zahlung erneut.',
    alreadyPaid: 'Diese Zahlung wurde bereits abgeschlossen.',
    loadFailed:
      'Das Zahlungsformular konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und laden Sie die Seite neu.',
    submitFailed: 'Die Zahlung konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
    fieldsUnavailable:
      'Die sicheren Kartenfelder konnten nicht geladen werden. Bitte laden Sie die Seite neu.',
    checkInput: 'Bitte prüfen Sie Ihre Zahlungsdaten und versuchen Sie es erneut.',
  },
  bank: {
    holder: 'Kontoinhaber',
    iban: 'IBAN',
    bic: 'BIC (optional)',
    holderError: 'Geben Sie den Kontoinhaber an (4 bis 128 Zeichen)',
    ibanError: 'Ungültige IBAN',
    bicError: 'Ungültige BIC',
    mandate:
      'Mit der Zahlung ermächtige ich den Zahlungsempfänger, Zahlungen von meinem Konto mittels SEPA-Lastschrift einzuziehen, und weise mein Kreditinstitut an, die Lastschriften einzulösen. Innerhalb von acht Wochen ab Belastung kann ich die Erstattung verlangen, zu den mit meinem Kreditinstitut vereinbarten Bedingungen.',
  },
  stored: { cvv: 'Prüfnummer der gewählten Karte', cvvError: 'Ungültige Prüfnummer', expires: 'gültig bis' },
  brands: {
    EPS: 'eps',
    SOFORTUEBERWEISUNG: 'Sofort',
    GIROPAY: 'giropay',
    IDEAL: 'iDEAL',
    POLI: 'POLi',
    TRUSTPAY_VA: 'TrustPay',
    PAYPAL: 'PayPal',
    KLARNA_PAYMENTS_PAYLATER: 'Klarna: Später bezahlen',
    KLARNA_PAYMENTS_SLICEIT: 'Klarna: Ratenkauf',
    KLARNA_PAYMENTS_PAYNOW: 'Klarna: Sofort bezahlen',
  },
};
