import type { Messages } from '../messages';

export const en: Messages = {
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
};
