import type { Messages } from '../messages';

// The source of the keys: every other locale has exactly these (locales.test.ts).
export const en: Messages = {
  meta: { code: 'en', name: 'English', dir: 'ltr' },
  labels: {
    brand: 'Card brand',
    cardNumber: 'Card number',
    expiryDate: 'Expiry date',
    cardHolder: 'Card holder',
    cvv: 'CVV',
    threeDFrame: 'Payment verification',
    submit: 'Pay {amount}',
    accountIban: 'Bank account',
    storeDetails: 'Store payment details for future payments',
    register: 'Save payment details',
    otherMethod: 'Pay another way',
    registrations: 'Stored payment details',
  },
  placeholders: {
    cardNumber: '1234 1234 1234 1234',
    expiryDate: 'MM / YY',
    cardHolder: 'Name on card',
    cvv: 'CVV',
  },
  errorMessages: {
    cardNumberError: 'Invalid card number',
    brandNotAcceptedError: 'This card brand is not accepted',
    expiryMonthError: 'Invalid or expired date',
    cardHolderError: 'Invalid card holder',
    cvvError: 'Invalid CVV',
    sessionExpired:
      'This payment session has expired or does not exist. Please return to the shop and start the payment again.',
    alreadyPaid: 'This payment has already been completed.',
    loadFailed: 'The payment form could not be loaded. Please check your connection and reload the page.',
    submitFailed: 'The payment could not be sent. Please try again.',
    fieldsUnavailable: 'The secure card fields could not be loaded. Please reload the page.',
    checkInput: 'Please check your payment details and try again.',
  },
  bank: {
    holder: 'Account holder',
    iban: 'IBAN',
    bic: 'BIC (optional)',
    holderError: 'Enter the account holder (4 to 128 characters)',
    ibanError: 'Invalid IBAN',
    bicError: 'Invalid BIC',
    mandate:
      'By paying, I authorise the payee to collect payments from my account by SEPA direct debit and instruct my bank to pay them. I can ask my bank for a refund within eight weeks of a debit, under the terms agreed with my bank.',
  },
  stored: { cvv: 'CVV of the selected card', cvvError: 'Invalid CVV', expires: 'expires' },
  brands: {
    EPS: 'eps',
    SOFORTUEBERWEISUNG: 'Sofort',
    GIROPAY: 'giropay',
    IDEAL: 'iDEAL',
    POLI: 'POLi',
    TRUSTPAY_VA: 'TrustPay',
    PAYPAL: 'PayPal',
    KLARNA_PAYMENTS_PAYLATER: 'Klarna Pay later',
    KLARNA_PAYMENTS_SLICEIT: 'Klarna Slice it',
    KLARNA_PAYMENTS_PAYNOW: 'Klarna Pay now',
  },
};
