// The wallet options of wpwlOptions (spec 4.1; Apple Pay as COPYandPAY has it). Types only: the
// adapters read them, and pass whatever the vendor's API takes on to it.

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
