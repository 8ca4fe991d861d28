import type { Messages } from '../messages';

export const fr: Messages = {
  meta: { code: 'fr', name: 'Français', dir: 'ltr' },
  labels: {
    brand: 'Type de carte',
    cardNumber: 'Numéro de carte',
    expiryDate: "Date d'expiration",
    cardHolder: 'Titulaire de la carte',
    cvv: 'Cryptogramme visuel',
    threeDFrame: 'Vérification du paiement',
    submit: 'Payer {amount}',
    accountIban: 'Compte bancaire',
    storeDetails: 'Enregistrer mes informations de paiement pour mes prochains achats',
    register: 'Enregistrer les informations de paiement',
    otherMethod: 'Payer autrement',
    registrations: 'Informations de paiement enregistrées',
  },
  placeholders: {
    cardNumber: '1234 1234 1234 1234',
    expiryDate: 'MM / AA',
    cardHolder: 'Nom sur la carte',
    cvv: 'CVV',
  },
  errorMessages: {
    cardNumberError: 'Numéro de carte invalide',
    brandNotAcceptedError: "Ce type de carte n'est pas accepté",
    expiryMonthError: 'Date invalide ou expirée',
    cardHolderError: 'Titulaire de la carte invalide',
    cvvError: 'Cryptogramme visuel invalide',
    sessionExpired:
      "Cette session de paiement a expiré ou n'existe pas. Veuillez retourner sur la boutique et recommencer le paiement.",
    alreadyPaid: 'Ce paiement a déjà été effectué.',
    loadFailed:
      "Le formulaire de paiement n'a pas pu être chargé. Veuillez vérifier votre connexion et recharger la page.",
    submitFailed: "Le paiement n'a pas pu être envoyé. Veuillez réessayer.",
    fieldsUnavailable:
      "Les champs sécurisés de la carte n'ont pas pu être chargés. Veuillez recharger la page.",
    checkInput: 'Veuillez vérifier vos informations de paiement et réessayer.',
  },
  bank: {
    holder: 'Titulaire du compte',
    iban: 'IBAN',
    bic: 'BIC (facultatif)',
    holderError: 'Saisissez le titulaire du compte (4 à 128 caractères)',
    ibanError: 'IBAN invalide',
    bicError: 'BIC invalide',
    mandate:
      "En payant, j'autorise le bénéficiaire à prélever des paiements sur mon compte par prélèvement SEPA et je donne instruction à ma banque de les régler. Je peux demander à ma banque le remboursement d'un prélèvement dans les huit semaines suivant le débit, selon les conditions convenues avec ma banque.",
  },
  stored: {
    cvv: 'Cryptogramme de la carte sélectionnée',
    cvvError: 'Cryptogramme invalide',
    expires: 'expire fin',
  },
  brands: {
    EPS: 'eps',
    SOFORTUEBERWEISUNG: 'Sofort',
    GIROPAY: 'giropay',
    IDEAL: 'iDEAL',
    POLI: 'POLi',
    TRUSTPAY_VA: 'TrustPay',
    PAYPAL: 'PayPal',
    KLARNA_PAYMENTS_PAYLATER: 'Klarna : Payer plus tard',
    KLARNA_PAYMENTS_SLICEIT: 'Klarna : Payer en plusieurs fois',
    KLARNA_PAYMENTS_PAYNOW: 'Klarna : Payer maintenant',
  },
};
