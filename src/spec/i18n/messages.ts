// The texts of the widget, grouped like wpwlOptions.labels / errorMessages so merchants override
// them key by key. Every locale in ./locales provides all of them; the widget bundles English and
// the gateway serves the others (GET /v1/i18n/{locale}.json).

export interface Labels {
  brand: string;
  cardNumber: string;
  expiryDate: string;
  cardHolder: string;
  cvv: string;
  /** `{amount}` is replaced by the formatted amount, e.g. "Pay €12.50". */
  submit: string;
  /** Accessible name of the in-page iframe of 3-D Secure and provider pages. */
  threeDFrame: string;
  // Bank account and registrations (src/widget/bank, src/widget/registrations).
  /** Accessible name of the bank frame (holder, IBAN, BIC, mandate: its own texts are inside it). */
  accountIban: string;
  /** The "store payment details" checkbox. */
  storeDetails: string;
  /** The button of a registration-only checkout. */
  register: string;
  /** Leaves the stored details for the other payment forms. */
  otherMethod: string;
  /** Accessible name of the stored-details frame of a one-click checkout. */
  registrations: string;
}

export interface Placeholders {
  cardNumber: string;
  expiryDate: string;
  cardHolder: string;
  cvv: string;
}

export interface ErrorMessages {
  cardNumberError: string;
  brandNotAcceptedError: string;
  expiryMonthError: string;
  cardHolderError: string;
  cvvError: string;
  /** Unknown or expired checkout id. */
  sessionExpired: string;
  alreadyPaid: string;
  /** The checkout could not be loaded (network). */
  loadFailed: string;
  submitFailed: string;
  /** The secure card fields did not start. */
  fieldsUnavailable: string;
  /** The gateway rejected input that is not shown as a field error. */
  checkInput: string;
}

export interface Messages {
  labels: Labels;
  placeholders: Placeholders;
  errorMessages: ErrorMessages;
}
