import type { Messages } from '../messages';

export const ca: Messages = {
  meta: { code: 'ca', name: 'Català', dir: 'ltr' },
  labels: {
    brand: 'Marca de la targeta',
    cardNumber: 'Número de targeta',
    expiryDate: 'Data de caducitat',
    cardHolder: 'Titular de la targeta',
    cvv: 'Codi de seguretat (CVV)',
    threeDFrame: 'Verificació del pagament',
    submit: 'Paga {amount}',
    accountIban: 'Compte bancari',
    storeDetails: 'Desa les dades de pagament per a pagaments futurs',
    register: 'Desa les dades de pagament',
    otherMethod: "Paga d'una altra manera",
    registrations: 'Dades de pagament desades',
  },
  placeholders: {
    cardNumber: '1234 1234 1234 1234',
    expiryDate: 'MM / AA',
    cardHolder: 'Nom a la targeta',
    cvv: 'CVV',
  },
  errorMessages: {
    cardNumberError: 'Número de targeta no vàlid',
    brandNotAcceptedError: "No s'accepta aquesta marca de targeta",
    expiryMonthError: 'Data no vàlida o caducada',
    cardHolderError: 'Titular de la targeta no vàlid',
    cvvError: 'Codi de seguretat no vàlid',
    sessionExpired:
      'Aquesta sessió de pagament ha caducat o no existeix. Torna a la botiga i torna a iniciar el pagament.',
    alreadyPaid: 'Aquest pagament ja s’ha completat.',
    loadFailed:
      "No s'ha pogut carregar el formulari de pagament. Comprova la connexió i torna a carregar la pàgina.",
    submitFailed: "No s'ha pogut enviar el pagament. Torna-ho a provar.",
    fieldsUnavailable: "No s'han pogut carregar els camps segurs de la targeta. Torna a carregar la pàgina.",
    checkInput: 'Revisa les dades de pagament i torna-ho a provar.',
  },
  bank: {
    holder: 'Titular del compte',
    iban: 'IBAN',
    bic: 'BIC (opcional)',
    holderError: 'Introdueix el titular del compte (de 4 a 128 caràcters)',
    ibanError: 'IBAN no vàlid',
    bicError: 'BIC no vàlid',
    mandate:
      'En pagar, autoritzo el beneficiari a cobrar pagaments del meu compte mitjançant domiciliació bancària SEPA i dono instruccions al meu banc perquè els pagui. Puc demanar al meu banc el reemborsament dins de les vuit setmanes següents al càrrec, en les condicions acordades amb el meu banc.',
  },
  stored: {
    cvv: 'Codi de seguretat de la targeta seleccionada',
    cvvError: 'Codi de seguretat no vàlid',
    expires: 'caduca',
  },
  brands: {
    EPS: 'eps',
    SOFORTUEBERWEISUNG: 'Sofort',
    GIROPAY: 'giropay',
    IDEAL: 'iDEAL',
    POLI: 'POLi',
    TRUSTPAY_VA: 'TrustPay',
    PAYPAL: 'PayPal',
    KLARNA_PAYMENTS_PAYLATER: 'Klarna: Paga més tard',
    KLARNA_PAYMENTS_SLICEIT: 'Klarna: Paga a terminis',
    KLARNA_PAYMENTS_PAYNOW: 'Klarna: Paga ara',
  },
};
