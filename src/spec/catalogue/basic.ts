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

// Document 1, section 2.3 "Basic payment request fields", plus entityId from section 5.
export const BASIC: readonly ParamSpec[] = [
  { name: 'entityId', format: pattern(/^[0-9a-f]{32}$/, '32 lowercase hex characters') },
  {
    name: 'amount',
    format: { kind: 'money', decimalsOptional: true, positive: true },
    missing: RESULT.AMOUNT_INVALID,
  },
  { name: 'taxAmount', format: MONEY },
  { name: 'discountAmount', format: MONEY },
  {
    name: 'currency',
    format: CURRENCY,
    missing: RESULT.CURRENCY_INVALID,
    invalid: RESULT.CURRENCY_UNKNOWN,
  },
  {
    name: 'paymentBrand',
    format: pattern(/^[A-Za-z0-9_]{1,32}$/, 'up to 32 letters, digits or underscores'),
    invalid: RESULT.BRAND_INVALID,
  },
  { name: 'paymentType', format: PAYMENT_TYPE },
  { name: 'integrity', format: BOOLEAN },
  {
    name: 'overridePaymentType[key]',
    format: PAYMENT_TYPE,
    key: { regex: /^[A-Za-z0-9_]{1,32}$/, description: 'a brand of up to 32 letters, digits or underscores' },
  },
  { name: 'descriptor', format: text(1, 127) },
  { name: 'merchantTransactionId', format: text(8, 255) },
  { name: 'merchantInvoiceId', format: text(8, 255) },
  { name: 'merchantMemo', format: text(8, 255) },
  { name: 'transactionCategory', format: alnum(1, 32) },
  { name: 'sequence', format: text(1, 255) },
  { name: 'numberOfCaptures', format: integer(1, 98) },
  { name: 'promotionCode', format: alnum(1, 15) },
  { name: 'locale', format: text(1, 10) },
  { name: 'transactionPurposeCode', format: text(1, 12) },
  { name: 'integrationType', format: text(1, 10) },
  { name: 'transactionBai', format: text(2, 2) },
  { name: 'transactionTti', format: text(3, 3) },
  { name: 'transactionProcessingCode', format: oneOf('PURCHASE', 'FUNDING', 'PAYMENT') },
  { name: 'testMode', format: oneOf('EXTERNAL', 'INTERNAL') },
  { name: 'forex.amount', format: MONEY },
  { name: 'forex.currency', format: CURRENCY, invalid: RESULT.CURRENCY_UNKNOWN },
];
