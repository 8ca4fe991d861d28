import {
  CARD_RULES,
  type CrossFieldRule,
  customParametersFromShopper,
  paymentTypeSupported,
} from './cross-field-rules';

// Which parameters each sandbox operation requires and accepts.
//
// Unknown parameters are errors (200.300.404 "unknown parameter"), and so are known parameters an
// operation does not accept. The real gateway silently drops what it does not know; a sandbox
// that does the same lets a typo (`card.expiryMonht`, `customParameter[x]`) pass every test and
// fail in production, so here it is reported.

export type OperationName = 'createCheckout' | 'serverPayment' | 'browserCheckoutPayment';

export interface Operation {
  name: OperationName;
  /** Spec names that must be present, in the order their absence is reported. */
  required: readonly string[];
  /** Selectors of the other accepted spec names: a name, or a prefix ending in `*`. */
  optional: readonly string[];
  rules: readonly CrossFieldRule[];
}

/** What a merchant server may add to a checkout or a server-to-server payment. */
const MERCHANT_OPTIONAL: readonly string[] = [
  'taxAmount',
  'discountAmount',
  'descriptor',
  'merchantTransactionId',
  'merchantInvoiceId',
  'merchantMemo',
  'transactionCategory',
  'promotionCode',
  'locale',
  'testMode',
  'shopperResultUrl',
  'notificationUrl',
  'customParameters[key]',
  'customer.*',
  'billing.*',
  'cart.items[n].*',
];

const CARD_REQUIRED = ['card.number', 'card.expiryMonth', 'card.expiryYear'] as const;

export const OPERATIONS: Readonly<Record<OperationName, Operation>> = {
  /** POST /v1/checkouts */
  createCheckout: {
    name: 'createCheckout',
    required: ['entityId', 'amount', 'currency', 'paymentType'],
    optional: [...MERCHANT_OPTIONAL, 'integrity', 'overridePaymentType[key]'],
    rules: [paymentTypeSupported],
  },
  /** POST /v1/payments */
  serverPayment: {
    name: 'serverPayment',
    required: ['entityId', 'amount', 'currency', 'paymentType', ...CARD_REQUIRED],
    optional: [...MERCHANT_OPTIONAL, 'card.*', 'paymentBrand'],
    rules: [paymentTypeSupported, ...CARD_RULES],
  },
  /**
   * POST /v1/checkouts/{id}/payment from the secure-field iframe. The browser adds the card and
   * its own environment; amount, currency, entityId, shopperResultUrl and the rest come from the
   * checkout the merchant created and cannot be changed from the page.
   */
  browserCheckoutPayment: {
    name: 'browserCheckoutPayment',
    required: [...CARD_REQUIRED],
    optional: ['card.*', 'paymentBrand', 'customer.browser.*', 'customParameters[key]'],
    rules: [...CARD_RULES, customParametersFromShopper],
  },
};
