import { RESULT } from '../result-codes';
import { CARD_HOLDER, digits, EXPIRY_MONTH, EXPIRY_YEAR, oneOf } from './format-builders';
import type { ParamSpec } from './types';

// Document 1, section 2.4 "Payment instruments", card (card.*).
export const CARD: readonly ParamSpec[] = [
  {
    name: 'card.holder',
    // The spec says "letters"; real names also carry spaces, dots, apostrophes and hyphens.
    format: CARD_HOLDER,
    invalid: RESULT.HOLDER_INVALID,
    missing: RESULT.HOLDER_MISSING,
  },
  {
    name: 'card.number',
    format: digits(8, 32),
    sensitive: 'pan',
    invalid: RESULT.INVALID_CARD_NUMBER,
    missing: RESULT.NO_ACCOUNT_DATA,
  },
  {
    name: 'card.expiryMonth',
    format: EXPIRY_MONTH,
    invalid: RESULT.EXPIRY_MONTH_INVALID,
    missing: RESULT.EXPIRY_MONTH_MISSING,
  },
  {
    name: 'card.expiryYear',
    format: EXPIRY_YEAR,
    invalid: RESULT.EXPIRY_YEAR_INVALID,
    missing: RESULT.EXPIRY_YEAR_MISSING,
  },
  {
    name: 'card.cvv',
    format: digits(3, 4),
    sensitive: 'secret',
    invalid: RESULT.CVV_INVALID,
    missing: RESULT.CVV_MISSING,
    note: 'Conditional (no condition stated): accepted when sent, checked against the brand.',
  },
  { name: 'card.numberType', format: oneOf('PAN', 'DPAN') },
];
