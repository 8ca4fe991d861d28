import type { Catalogue } from './catalogue/catalogue';
import { CATALOGUE, QUERY_CATALOGUE, REPORTING_CATALOGUE } from './catalogue/index';
import {
  CARD_RULES,
  type CrossFieldRule,
  customParametersFromShopper,
  overridesSupported,
  paymentTypeSupported,
} from './cross-field-rules';
import { ACCOUNT_RULES } from './rules/account-rules';
import { BACK_OFFICE_RULES } from './rules/back-office-rules';
import { oneInstrument } from './rules/instrument-rules';
import { ADDRESS_RULES, CUSTOMER_RULES } from './rules/party-rules';
import { PAYMENT_STRUCTURE_RULES, QUERY_RULES, REGISTRATION_RULES } from './rules/request-rules';

// Which parameters each operation requires and accepts.
//
// Unknown parameters are errors (200.300.404 "unknown parameter"), and so are known parameters an
// operation does not accept. The real gateway silently drops what it does not know; a sandbox
// that does the same lets a typo (`card.expiryMonht`, `customParameter[x]`) pass every test and
// fail in production, so here it is reported.

export type OperationName =
  | 'createCheckout'
  | 'serverPayment'
  | 'browserCheckoutPayment'
  | 'registration'
  | 'backOffice'
  | 'schedule'
  | 'query'
  | 'reportingAggregations'
  | 'reportingDetail';

export interface Operation {
  name: OperationName;
  /** Spec names that must be present, in the order their absence is reported. */
  required: readonly string[];
  /** Selectors of the other accepted spec names: a name, or a prefix ending in `*`. */
  optional: readonly string[];
  /** Selectors taken back out of `optional`. */
  except?: readonly string[];
  rules: readonly CrossFieldRule[];
  /** The catalogue the names come from; default CATALOGUE. */
  catalogue?: Catalogue;
}

/** Basic fields (document 1, 2.3) a merchant server may add to any payment or checkout. */
const BASIC_OPTIONAL = [
  'taxAmount',
  'discountAmount',
  'descriptor',
  'merchantTransactionId',
  'merchantInvoiceId',
  'merchantMemo',
  'transactionCategory',
  'sequence',
  'numberOfCaptures',
  'promotionCode',
  'locale',
  'transactionPurposeCode',
  'integrationType',
  'transactionBai',
  'transactionTti',
  'transactionProcessingCode',
  'testMode',
  'forex.*',
  'createRegistration',
  'overrideHolder',
];

/** The request structures of documents 2 and 3 that travel with a payment. */
const PAYMENT_STRUCTURES = [
  'customer.*',
  'shipping.*', // with shipping.customer.*
  'billing.*',
  'merchant.*', // with merchant.billing.* and merchant.shipping.*
  'corporate.*',
  'sender.*',
  'recipient.*',
  'cart.*',
  'marketPlace.*',
  'airline.*',
  'giftCard.*',
  'threeDSecure.*',
  'customParameters[key]',
  'shopperResultUrl',
  'notificationUrl',
  'standingInstruction.*',
  'risk.*',
];

/** Payment instruments (document 1, 2.4): sent by the shopper's browser for a checkout. */
const INSTRUMENTS = [
  'card.*',
  'applePay.*',
  'googlePay.*',
  'samsungPay.*',
  'virtualAccount.*',
  'bankAccount.*',
  'transactionDueDate',
  'tokenAccount.*',
];

const PAYMENT_RULES: readonly CrossFieldRule[] = [
  ...CUSTOMER_RULES,
  ...ADDRESS_RULES,
  ...PAYMENT_STRUCTURE_RULES,
];
const CARD_REQUIRED = ['card.number', 'card.expiryMonth', 'card.expiryYear'] as const;
const PAYMENT_REQUIRED = ['entityId', 'amount', 'currency', 'paymentType'] as const;

export const OPERATIONS: Readonly<Record<OperationName, Operation>> = {
  /** POST /v1/checkouts: everything but the instrument, which the widget collects. */
  createCheckout: {
    name: 'createCheckout',
    required: PAYMENT_REQUIRED,
    optional: [
      ...BASIC_OPTIONAL,
      ...PAYMENT_STRUCTURES,
      'integrity',
      'overridePaymentType[key]',
      'registrations[n].id',
      // Not in the spec's checkout list: shipped shop plugins send the shopper's country for the
      // bank form, and the live gateway takes it (docs/decisions.md).
      'bankAccount.country',
    ],
    // The widget measures the shopper's browser; a value from the merchant's server would win
    // over it when the checkout is paid (see browserCheckoutPayment).
    except: ['customer.browser.*'],
    rules: [paymentTypeSupported, overridesSupported, ...PAYMENT_RULES],
  },
  /** POST /v1/payments */
  serverPayment: {
    name: 'serverPayment',
    required: PAYMENT_REQUIRED,
    optional: [...BASIC_OPTIONAL, ...PAYMENT_STRUCTURES, ...INSTRUMENTS, 'paymentBrand', 'pos.*'],
    rules: [paymentTypeSupported, oneInstrument, ...CARD_RULES, ...ACCOUNT_RULES, ...PAYMENT_RULES],
  },
  /**
   * POST /v1/checkouts/{id}/payment from the secure-field iframe. The browser adds the card and
   * its own environment; amount, currency, entityId, shopperResultUrl and the rest come from the
   * checkout the merchant created and cannot be changed from the page.
   */
  browserCheckoutPayment: {
    name: 'browserCheckoutPayment',
    required: CARD_REQUIRED,
    // createRegistration: the shopper ticked "store payment details" (the checkout must allow it).
    // billing.*: the widget's billing fields (wpwlOptions.billingAddress); the checkout's own win.
    optional: [
      'card.*',
      'paymentBrand',
      'customer.browser.*',
      'customParameters[key]',
      'createRegistration',
      'billing.*',
    ],
    rules: [...CARD_RULES, ...ADDRESS_RULES, customParametersFromShopper],
  },
  /** POST /v1/registrations: an instrument to store, optionally with customer data. */
  registration: {
    name: 'registration',
    required: ['entityId'],
    optional: [
      ...INSTRUMENTS,
      'paymentBrand',
      'recurringMigration.*',
      'customer.*',
      'billing.*',
      'customParameters[key]',
      'standingInstruction.*',
      'threeDSecure.*',
      'merchantTransactionId',
      'testMode',
      'shopperResultUrl',
    ],
    rules: [
      oneInstrument,
      ...CARD_RULES,
      ...ACCOUNT_RULES,
      ...CUSTOMER_RULES,
      ...ADDRESS_RULES,
      ...REGISTRATION_RULES,
    ],
  },
  /**
   * POST /v1/payments/{id}: capture, refund, reversal, chargeback (and its reversal) of an earlier
   * payment; shipping.* is an address structure, so its rules apply here too.
   */
  backOffice: {
    name: 'backOffice',
    required: ['entityId', 'paymentType'],
    optional: [
      'amount',
      'currency',
      'chargebackResultCode',
      'descriptor',
      'merchantTransactionId',
      'merchantInvoiceId',
      'merchantMemo',
      'sequence',
      'testMode',
      'customParameters[key]',
      'cart.*',
      'shipping.*',
    ],
    rules: [...BACK_OFFICE_RULES, ...ADDRESS_RULES],
  },
  /**
   * POST /scheduling/v1/schedules: a job charging a registration; the route adds the job's rules
   * (src/sandbox/scheduling/operations.ts).
   */
  schedule: {
    name: 'schedule',
    required: ['entityId', 'registrationId', 'amount', 'currency', 'paymentType'],
    optional: [
      'job.*',
      'standingInstruction.*',
      'merchantTransactionId',
      'testMode',
      'customParameters[key]',
    ],
    rules: [paymentTypeSupported],
  },
  /** GET /v1/query and GET /v1/query/{id} */
  query: {
    name: 'query',
    required: ['entityId'],
    optional: [
      'merchantTransactionId',
      'limit',
      'date.from',
      'date.to',
      'paymentTypes',
      'paymentMethods',
      'includeLinkedTransactions',
      'shortId',
    ],
    rules: QUERY_RULES,
    catalogue: QUERY_CATALOGUE,
  },
  /** GET /reports/v1/reconciliations/aggregations */
  reportingAggregations: {
    name: 'reportingAggregations',
    required: ['entityId', 'date.from', 'date.to'],
    optional: [],
    rules: [],
    catalogue: REPORTING_CATALOGUE,
  },
  /** GET /reports/v1/reconciliations/{id} (and its paginated v2, src/sandbox/reporting/operations.ts) */
  reportingDetail: {
    name: 'reportingDetail',
    required: ['entityId', 'date.from', 'date.to'],
    optional: ['sortValue', 'sortOrder'],
    rules: [],
    catalogue: REPORTING_CATALOGUE,
  },
};

export const catalogueOf = (operation: Operation): Catalogue => operation.catalogue ?? CATALOGUE;
