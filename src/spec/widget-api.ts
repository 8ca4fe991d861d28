// The widget's public surface, as a merchant's page sees it: window.wpwlOptions with every option
// and callback, the errors handed to onError, and window.wpwl. Types only and self-contained (it
// imports nothing), so `npm run build` emits it as dist/widget/paymentWidgets.d.ts, which the
// gateway serves beside the script (GET /v1/paymentWidgets.d.ts). The widget's own code uses these
// very types, so the declaration cannot drift from what the widget reads.

// Texts, grouped as wpwlOptions.labels and wpwlOptions.errorMessages take them.
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
  // The billing fields of wpwlOptions.billingAddress (src/widget/card/billing.ts).
  street1: string;
  street2: string;
  city: string;
  postcode: string;
  state: string;
  country: string;
  /** Under the CVV field with showCVVHint. */
  cvvHint: string;
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

// The errors handed to wpwlOptions.onError.
export type WidgetErrorName =
  | 'InvalidCheckoutIdError'
  | 'PciIframeSubmitError'
  | 'PciIframeCommunicationError'
  /** Fast checkout: wpwlOptions.createCheckout threw, rejected or gave nothing in time. */
  | 'CreateCheckoutError'
  | 'WidgetError';

export interface WpwlError {
  name: WidgetErrorName;
  message: string;
}

// Wallets and fast checkout (spec document 3, 4.1).
/** A function the vendor or the simulated sheet calls; may return a promise. */
type Callback<T = unknown> = (data: T) => unknown;

/** wpwlOptions.googlePay (spec 4.1, the Google-style wallet). */
export interface GooglePayOptions {
  gatewayMerchantId?: string;
  merchantId?: string;
  merchantName?: string;
  currencyCode?: string;
  /** totalPriceStatus of prefetchPaymentData (e.g. 'ESTIMATED'); unset: no prefetch. */
  prefetchPriceStatus?: string;
  /** Amount shown before a checkout exists; default wpwlOptions.checkout.amount. */
  amount?: string;
  displayItems?: Array<{ label: string; type?: string; price: string }>;
  /** Resolves to {newTransactionInfo?, error?}; called with callbackTrigger INITIALIZE first. */
  onPaymentDataChanged?: Callback;
  billingAddressRequired?: boolean;
  billingAddressParameters?: { format?: 'MIN' | 'FULL'; phoneNumberRequired?: boolean };
  /** Resolves to {transactionState: 'SUCCESS' | 'ERROR', error?: {message}}; ERROR stops the payment. */
  onPaymentAuthorized?: Callback;
  environment?: 'TEST' | 'PRODUCTION';
  buttonColor?: string;
  buttonType?: string;
  buttonSizeMode?: string;
  allowedCardNetworks?: string[];
  allowedAuthMethods?: string[];
}

/** wpwlOptions.applePay: ApplePayPaymentRequest members are passed on as they are. */
export interface ApplePayOptions {
  version?: number;
  displayName?: string;
  total?: { label?: string; amount?: string; type?: string };
  currencyCode?: string;
  countryCode?: string;
  supportedNetworks?: string[];
  merchantCapabilities?: string[];
  lineItems?: Array<{ label: string; amount: string; type?: string }>;
  requiredBillingContactFields?: string[];
  requiredShippingContactFields?: string[];
  /** Gets the ApplePayPayment; false or {transactionState: 'ERROR'} stops the payment. */
  onPaymentAuthorized?: Callback;
}

/** wpwlOptions.amazonPay (spec 4.1, the Amazon-style wallet). */
export interface AmazonPayOptions {
  merchantId?: string;
  ledgerCurrency?: string;
  /** "true" or "false", as text. */
  sandbox?: string;
  checkoutLanguage?: string;
  productType?: string;
  placement?: string;
  buttonColor?: string;
}

/** wpwlOptions.paypal: the PayPal JS SDK's client id and its button style. */
export interface PayPalOptions {
  clientId?: string;
  intent?: string;
  style?: Record<string, unknown>;
}

export interface WalletOptions {
  /** Fast checkout: called on a wallet button's click; a checkout id or a thenable of one. */
  createCheckout?: (json: { brand: string }) => unknown;
  /** Milliseconds createCheckout may take (default 30000). */
  createCheckoutTimeout?: number;
  /** wpwlOptions.checkout.amount (and currency): what wallets show before a checkout exists. */
  checkout?: { amount?: string; currency?: string };
  /** Brands whose flow (wallet sheet, provider page) stays in the page even with paymentTarget. */
  inlineFlow?: string[];
  applePay?: ApplePayOptions;
  googlePay?: GooglePayOptions;
  amazonPay?: AmazonPayOptions;
  paypal?: PayPalOptions;
}

// The options.
/** card: the form on a card; plain: no card; logos: the card with the accepted brands' logos; none: no stylesheet. */
export type WidgetStyle = 'card' | 'plain' | 'logos' | 'none';

/**
 * COPYandPAY's object form of iframeStyles: declarations by part, e.g.
 * `{'card-number-placeholder': {color: '#888'}, cvv: {'font-family': 'monospace'}}`; `expiry` and
 * `card-holder` style those frames with enableSAQACompliance.
 */
export type IframeStyles = Partial<
  Record<
    | 'card-number'
    | 'card-number-placeholder'
    | 'cvv'
    | 'cvv-placeholder'
    | 'expiry'
    | 'expiry-placeholder'
    | 'card-holder'
    | 'card-holder-placeholder',
    Record<string, string>
  >
>;

/** CSS lengths of the in-page 3-D Secure / provider iframe, e.g. {width: '100%', height: '580px'}. */
export interface FrameSize {
  width: string;
  height: string;
}
export type AutofocusTarget = 'card.number' | 'card.holder' | 'card.expiry' | 'card.cvv';

/** window.wpwlOptions: how the shop page configures the widget (COPYandPAY's option names). */
export interface WpwlOptions extends WalletOptions {
  /** ISO 639-1 language, optionally with a region ('de-AT'); default 'en'. */
  locale?: string;
  style?: WidgetStyle;
  labels?: Partial<Labels>;
  errorMessages?: Partial<ErrorMessages>;
  showLabels?: boolean;
  showPlaceholders?: boolean;
  autofocus?: AutofocusTarget;
  requireCvv?: boolean;
  /** Default true: the holder may stay empty (it is checked when given); false makes it required. */
  allowEmptyCardHolderName?: boolean;
  /** When false the shopper picks the brand from a list instead of it being detected. */
  brandDetection?: boolean;
  /**
   * Which brand a co-badged card takes, first listed first, e.g. ['MADA', 'VISA', 'MASTER'];
   * without it (or for brands not listed) mada goes before the international scheme.
   */
  brandDetectionPriority?: string[];
  /**
   * CSS declarations for the inputs inside the card-number and CVV iframes (and the expiry and
   * holder ones with enableSAQACompliance; no url()), or by part (IframeStyles). On top of the font
   * and colours the widget copies from its page fields.
   */
  iframeStyles?: string | IframeStyles;
  onReady?: () => void;
  /** `this` is the card form, the argument the submit event; returning false cancels the submit. */
  onBeforeSubmitCard?: (this: HTMLFormElement, event: Event) => unknown;
  onChangeBrand?: (brand: string | null) => void;
  onError?: (error: WpwlError) => void;
  /**
   * Where redirects (3-D Secure, online transfer, virtual account) open: by default an in-page
   * iframe (`iframe.wpwl-target`); '_top' or a frame name makes that window navigate instead.
   */
  paymentTarget?: string;
  /** Size of the in-page iframe; default from the EMV challenge window (see browser). */
  threeDIframeSize?: FrameSize;
  /** `browser.threeDChallengeWindow`: EMV challenge window size 1 to 5 sent to the issuer. */
  browser?: { threeDChallengeWindow?: number };
  /** Called on each load of the in-page iframe; `this` is the iframe. */
  onLoadThreeDIframe?: (this: HTMLIFrameElement) => void;
  /** `this` is the form; returning false cancels the submit. */
  onBeforeSubmitOnlineTransfer?: (this: HTMLFormElement) => unknown;
  onBeforeSubmitVirtualAccount?: (this: HTMLFormElement) => unknown;
  /** The SEPA direct-debit form (`this` is the form; returning false cancels). */
  onBeforeSubmitDirectDebit?: (this: HTMLFormElement) => unknown;
  /** The stored-details (one-click) form. */
  onBeforeSubmitOneClickCard?: (this: HTMLFormElement) => unknown;
  /**
   * One-click checkouts: `requireCvv` asks for the stored card's CVV again (in a gateway iframe);
   * `hideInitialPaymentForms` shows only the stored details until the shopper picks another way.
   */
  registrations?: { requireCvv?: boolean; hideInitialPaymentForms?: boolean };
  /** Shows stored details only (with `registrations.hideInitialPaymentForms`); accepted, see the README. */
  showOneClickWidget?: boolean;
  hideOtherPaymentButton?: boolean;

  // Card form details (COPYandPAY names; the README's options table says what each does here).
  /** The CVV input shows dots (a password input inside the gateway's iframe). */
  maskCvv?: boolean;
  /** A hint under the CVV field saying where the code is printed. */
  showCVVHint?: boolean;
  /** Default true: the card number is shown in groups ('4200 0000 …'); false: digits only. */
  numberFormatting?: boolean;
  /** The CVV may stay empty (it is checked when given). */
  allowEmptyCvv?: boolean;
  /** Enter in a field does not submit the form. */
  disableSubmitOnEnter?: boolean;
  /** The expiry date is checked for its format only, not for being in the past. */
  disableCardExpiryDateValidation?: boolean;
  /** 'regex' or 'binlist': accepted; detection here always uses the gateway's BIN ranges. */
  brandDetectionType?: 'regex' | 'binlist';
  /** Accepted, no effect: there is no summary page in this gateway (see the README). */
  useSummaryPage?: boolean;
  /**
   * The card holder and expiry date in gateway iframes too, like the number and CVV: the shop's page
   * then handles no card data at all (PCI DSS SAQ A). Same classes, labels, errors and hooks.
   */
  enableSAQACompliance?: boolean;
  /** The card holder is required and sent as the billing name too. */
  forceCardHolderEqualsBillingName?: boolean;
  /** Shows billing-address fields, prefilled with these values; sent as billing.*. */
  billingAddress?: BillingAddress;
  /** The billing fields that must not stay empty, e.g. {country: true, city: true}. */
  mandatoryBillingFields?: Partial<Record<keyof BillingAddress, boolean>>;
  /** The pay button's spinner: `color` is used (spin.js's other settings have no meaning here). */
  spinner?: { color?: string; [setting: string]: unknown };
  /** Where the shopper's result page opens: '_top', '_parent' or a frame name; default this window. */
  shopperResultTarget?: string;
  /** `this` is the card form; called once the payment was handed to the gateway's iframe. */
  onAfterSubmit?: (this: HTMLFormElement) => void;
  /** The detected brands of the number (a co-badged card has two) and the one in use. */
  onDetectBrand?: (brands: string[], activeBrand: string | null) => void;
  onBlurCardNumber?: (isValid: boolean) => void;
  onBlurSecurityCode?: (isValid: boolean) => void;
  onBlurCardHolder?: (isValid: boolean) => void;
  onBlurExpiryDate?: (isValid: boolean) => void;
  /** `this` is the gateway iframe (card number or CVV) that became ready, got or lost focus. */
  onReadyIframeCommunication?: (this: HTMLIFrameElement) => void;
  onFocusIframeCommunication?: (this: HTMLIFrameElement) => void;
  onBlurIframeCommunication?: (this: HTMLIFrameElement) => void;
  /** Accepted, no effect: the widget has no lightbox. */
  onLightboxCancel?: () => void;
}

/** wpwlOptions.billingAddress: the billing.* parameters of the gateway. */
export interface BillingAddress {
  country?: string;
  state?: string;
  city?: string;
  postcode?: string;
  street1?: string;
  street2?: string;
}

/** window.wpwl, set once the widget has started. */
export interface Wpwl {
  version: string;
  checkoutId: string | null;
  /** Removes everything the widget added, so the script can be loaded again. */
  unload(): void;
  /**
   * Submits the form in the container of this class (e.g. 'wpwl-container-card') as if its pay
   * button were pressed: for pages with their own pay button.
   */
  executePayment(containerClass: string): void;
}

declare global {
  interface Window {
    wpwlOptions?: WpwlOptions;
    wpwl?: Wpwl;
  }
  /** Set by the shop page before paymentWidgets.js loads. */
  var wpwlOptions: WpwlOptions | undefined;
  /** Set by paymentWidgets.js. */
  var wpwl: Wpwl | undefined;
}
