import { RESULT } from '../result-codes';
import {
  alnum,
  COUNTRY_LETTERS,
  charsOf,
  DATE,
  digits,
  EXPIRY_MONTH,
  EXPIRY_YEAR,
  oneOf,
  pattern,
  text,
} from './format-builders';
import type { ParamSpec } from './types';

// Document 1, section 2.4 "Payment instruments" besides the card and the wallets: virtual
// account, bank account, token account. Which fields each instrument needs is a cross-field rule
// (../instrument-rules.ts): "Required" in these tables means "when this instrument is used".

export const VIRTUAL_ACCOUNT: readonly ParamSpec[] = [
  { name: 'virtualAccount.accountId', format: text(1, 100), invalid: RESULT.VIRTUAL_ACCOUNT_INVALID },
];

export const BANK_ACCOUNT: readonly ParamSpec[] = [
  {
    name: 'bankAccount.holder',
    format: text(4, 128),
    invalid: RESULT.HOLDER_LENGTH,
    missing: RESULT.HOLDER_MISSING,
  },
  {
    name: 'bankAccount.bankName',
    format: text(1, 255),
    invalid: RESULT.BANK_CODE_INVALID,
    note: 'Conditional (no condition stated): accepted when sent.',
  },
  {
    name: 'bankAccount.number',
    format: alnum(3, 64),
    invalid: RESULT.BANK_ACCOUNT_NUMBER_FORMAT,
    missing: RESULT.NO_ACCOUNT_NUMBER,
    sensitive: 'pan',
    note: 'Either number or iban is required.',
  },
  {
    name: 'bankAccount.iban',
    format: pattern(
      /^[A-Za-z]{2}\d{2}[A-Za-z0-9]{11,27}$/,
      '2 letters, 2 digits, then 11 to 27 letters or digits',
      'DE89370400440532013000',
    ),
    invalid: RESULT.BANK_ACCOUNT_NUMBER_FORMAT,
    missing: RESULT.NO_ACCOUNT_NUMBER,
    sensitive: 'pan',
    note: 'Either number or iban is required.',
  },
  {
    name: 'bankAccount.bankCode',
    format: alnum(1, 12),
    invalid: RESULT.BANK_CODE_INVALID,
    note: 'Either bankCode or bic is required.',
  },
  {
    name: 'bankAccount.bic',
    format: pattern(/^([A-Za-z0-9]{8}|[A-Za-z0-9]{11})$/, '8 or 11 letters or digits', 'COBADEFFXXX'),
    invalid: RESULT.BANK_CODE_INVALID,
    note: 'Either bankCode or bic is required.',
  },
  {
    name: 'bankAccount.country',
    format: COUNTRY_LETTERS,
    invalid: RESULT.BANK_COUNTRY_INVALID,
    note: 'Conditional (no condition stated): accepted when sent.',
  },
  {
    name: 'bankAccount.mandate.id',
    format: charsOf('A-Za-z-', 1, 256, 'letters or hyphens', 'MANDATE-ABC'),
    invalid: RESULT.MANDATE_ID_INVALID,
    note: 'Conditional: direct debit mandate id.',
  },
  {
    name: 'bankAccount.mandate.dateOfSignature',
    format: DATE,
    invalid: RESULT.MANDATE_DATE_INVALID,
    note: 'Conditional: date the mandate was signed.',
  },
  {
    name: 'transactionDueDate',
    format: DATE,
    invalid: RESULT.DUE_DATE_INVALID,
    note: 'Conditional: due date of the direct debit.',
  },
];

export const TOKEN_ACCOUNT: readonly ParamSpec[] = [
  {
    name: 'tokenAccount.number',
    format: digits(12, 19),
    invalid: RESULT.INVALID_CARD_NUMBER,
    missing: RESULT.NO_ACCOUNT_DATA,
    sensitive: 'pan',
  },
  { name: 'tokenAccount.type', format: oneOf('EXTERNAL', 'NETWORK') },
  { name: 'tokenAccount.expiryMonth', format: EXPIRY_MONTH, invalid: RESULT.EXPIRY_MONTH_INVALID },
  { name: 'tokenAccount.expiryYear', format: EXPIRY_YEAR, invalid: RESULT.EXPIRY_YEAR_INVALID },
  {
    name: 'tokenAccount.cryptogram',
    format: pattern(
      /^(?=.{28,32}$)[A-Za-z0-9+/]+={0,2}$/,
      '28 to 32 characters, base64-encoded',
      'AJkBAZkhIgAAAAAAAAAAAAAAAAA=',
    ),
    sensitive: 'secret',
    note: 'Conditional: EMV-based dynamic data.',
  },
  {
    name: 'tokenAccount.dtvc',
    format: digits(3, 4),
    sensitive: 'secret',
    note: 'Conditional: dynamic one-time security code of the token.',
  },
];

export const ACCOUNTS: readonly ParamSpec[] = [...VIRTUAL_ACCOUNT, ...BANK_ACCOUNT, ...TOKEN_ACCOUNT];
