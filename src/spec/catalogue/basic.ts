import { RESULT } from '../result-codes';
import {
  alnum,
  BOOLEAN,
  CURRENCY,
  integer,
  MONEY,
  oneOf,
  PAYMENT_TYPE,
  pattern,
  text,
} from './format-builders';
import type { ParamSpec } from './types';

const BRAND = /^[A-Za-z0-9_]{1,32}$/;

/** Section 5: the channel entity; every operation's catalogue shares this entry. */
export const ENTITY_ID: ParamSpec = {
  name: 'entityId',
  format: pattern(/^[0-9a-f]{32}$/, '32 lowercase hex characters', '8a8294174b7ecb28014b9699220015ca'),
};

// Document 1, section 2.3 "Basic payment request fields", plus entityId from section 5.
export const BASIC: readonly ParamSpec[] = [
  ENTITY_ID,
  {
    name: 'amount',
    format: { kind: 'money', decimalsOptional: true, positive: true },
    invalid: RESULT.AMOUNT_FORMAT,
    missing: RESULT.AMOUNT_INVALID,
  },
  { name: 'taxAmount', format: MONEY, note: 'Conditional (no condition stated): accepted when sent.' },
  { name: 'discountAmount', format: MONEY },
  {
    name: 'currency',
    format: CURRENCY,
    missing: RESULT.CURRENCY_INVALID,
    invalid: RESULT.CURRENCY_UNKNOWN,
  },
  {
    name: 'paymentBrand',
    format: pattern(BRAND, 'up to 32 letters, digits or underscores', 'VISA'),
    invalid: RESULT.BRAND_INVALID,
    missing: RESULT.BRAND_MISSING,
    note: 'Optional when brand detection for cards is used; otherwise mandatory.',
  },
  {
    name: 'paymentType',
    format: PAYMENT_TYPE,
    invalid: RESULT.PAYMENT_TYPE_INVALID,
    missing: RESULT.INVALID_PARAMETER,
  },
  { name: 'integrity', format: BOOLEAN },
  {
    name: 'overridePaymentType[key]',
    format: PAYMENT_TYPE,
    invalid: RESULT.PAYMENT_TYPE_INVALID,
    key: { regex: BRAND, description: 'a brand of up to 32 letters, digits or underscores' },
    note: 'Accepted only when a checkout is created.',
  },
  { name: 'descriptor', format: text(1, 127), invalid: RESULT.DESCRIPTOR_TOO_LONG },
  {
    name: 'merchantTransactionId',
    format: text(8, 255),
    note: 'Conditional: required by some receivers; accepted when sent.',
  },
  { name: 'merchantInvoiceId', format: text(8, 255) },
  { name: 'merchantMemo', format: text(8, 255) },
  { name: 'transactionCategory', format: alnum(1, 32) },
  // "AN" without a length: free text up to the platform's usual 255.
  { name: 'sequence', format: text(1, 255), note: 'FINAL marks the last follow-up transaction.' },
  { name: 'numberOfCaptures', format: integer(1, 98) },
  { name: 'promotionCode', format: alnum(1, 15) },
  { name: 'locale', format: text(1, 10) },
  { name: 'transactionPurposeCode', format: text(1, 12) },
  { name: 'integrationType', format: text(1, 10) },
  { name: 'transactionBai', format: text(2, 2) },
  { name: 'transactionTti', format: text(3, 3) },
  { name: 'transactionProcessingCode', format: oneOf('PURCHASE', 'FUNDING', 'PAYMENT') },
  { name: 'testMode', format: oneOf('EXTERNAL', 'INTERNAL') },
  { name: 'forex.amount', format: MONEY, note: 'Conditional: for a transaction with currency conversion.' },
  {
    name: 'forex.currency',
    format: CURRENCY,
    invalid: RESULT.CURRENCY_UNKNOWN,
    note: 'Conditional: for a transaction with currency conversion.',
  },
];
