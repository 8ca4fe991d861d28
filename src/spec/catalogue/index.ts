import { ACCOUNTS } from './accounts';
import { AIRLINE } from './airline';
import { ASYNCHRONOUS } from './asynchronous';
import { BASIC, ENTITY_ID } from './basic';
import { BILLING, MERCHANT_BILLING } from './billing';
import { CARD } from './card';
import { POS, RISK, STANDING_INSTRUCTION } from './card-on-file-pos-risk';
import { CART_ITEMS } from './cart';
import { type Catalogue, createCatalogue } from './catalogue';
import { CART_PAYMENTS, GIFT_CARD, MARKETPLACE } from './commerce';
import { CUSTOM_PARAMETERS } from './custom-parameters';
import { CUSTOMER, SHIPPING_CUSTOMER } from './customer';
import { CUSTOMER_BROWSER } from './customer-browser';
import { JOB } from './job';
import { MERCHANT } from './merchant';
import { CORPORATE, RECIPIENT, SENDER } from './parties';
import { CHARGEBACK, QUERY, REPORTING } from './query-reporting';
import { MERCHANT_SHIPPING, SHIPPING } from './shipping';
import { THREE_D_SECURE } from './three-d-secure';
import { RECURRING_MIGRATION, REGISTRATION_ID, REGISTRATIONS_OFFERED, TOKENIZATION } from './tokenization';
import { WALLET_PARAMS } from './wallets';

export type { Catalogue, CatalogueMatch } from './catalogue';
export { createCatalogue, selects } from './catalogue';
export { describeFormat, matchesFormat } from './formats';
export type { Format, ParameterError, ParamSpec, Sensitivity, ValidationIssue } from './types';

/**
 * Every request parameter of the payment, checkout, registration, back-office and scheduling
 * requests: one entry per line of the spec tables, in the order of the three documents.
 */
export const CATALOGUE: Catalogue = createCatalogue([
  // Document 1
  ...BASIC,
  ...CARD,
  ...WALLET_PARAMS,
  ...ACCOUNTS,
  ...TOKENIZATION,
  ...RECURRING_MIGRATION,
  REGISTRATION_ID,
  REGISTRATIONS_OFFERED,
  // Document 2
  ...CUSTOMER,
  ...CUSTOMER_BROWSER,
  ...SHIPPING_CUSTOMER,
  ...BILLING,
  ...MERCHANT_BILLING,
  ...SHIPPING,
  ...MERCHANT_SHIPPING,
  ...CORPORATE,
  ...SENDER,
  ...RECIPIENT,
  ...MERCHANT,
  ...CART_ITEMS,
  ...CART_PAYMENTS,
  ...MARKETPLACE,
  ...AIRLINE,
  ...GIFT_CARD,
  // Document 3
  ...THREE_D_SECURE,
  ...CUSTOM_PARAMETERS,
  ...ASYNCHRONOUS,
  ...STANDING_INSTRUCTION,
  ...POS,
  ...RISK,
  ...JOB,
  ...CHARGEBACK,
]);

/** Document 3, 2.9: the transaction query (its date.from/date.to carry a time). */
export const QUERY_CATALOGUE: Catalogue = createCatalogue([ENTITY_ID, ...QUERY]);

/** Document 3, 2.8: the settlement reports (date.from/date.to are days). */
export const REPORTING_CATALOGUE: Catalogue = createCatalogue([ENTITY_ID, ...REPORTING]);
