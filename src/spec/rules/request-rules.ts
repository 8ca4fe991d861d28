import type { CrossFieldRule } from '../cross-field-rules';
import { issue } from '../cross-field-rules';
import { toCents } from '../money';
import { RESULT } from '../result-codes';
import { notCombined, onlyWhen, requiredWithin, requires, together } from './presence';

// Cross-field rules of document 3 (and recurringMigration of document 1, 2.5).

/** "Only for 3D Secure 2.2 or higher": refused when threeDSecure.version says 1.x or 2.0/2.1. */
const ONLY_FROM_22 = [
  'threeDSecure.channel',
  'threeDSecure.challengeIndicator',
  'threeDSecure.exemptionFlag',
];
export const threeDSecure22Only: CrossFieldRule = ({ params, isValid }) => {
  const version = params['threeDSecure.version'];
  if (version === undefined || !isValid('threeDSecure.version') || version >= '2.2') return [];
  return ONLY_FROM_22.filter((name) => params[name] !== undefined).map((name) =>
    issue(name, params[name], `only for 3D Secure 2.2 or higher, not ${version}`, RESULT.INVALID_PARAMETER),
  );
};

/** The tax is part of the amount: never more than it (a bigger one is a merchant's bug the live gateway refuses). */
export const taxNotAboveAmount: CrossFieldRule = ({ params, isValid }) => {
  if (params.taxAmount === undefined || !isValid('taxAmount') || !isValid('amount')) return [];
  const tax = toCents(params.taxAmount);
  const amount = toCents(params.amount);
  if (tax === undefined || amount === undefined || tax <= amount) return [];
  return [
    issue(
      'taxAmount',
      params.taxAmount,
      `must not be more than amount (${params.amount})`,
      RESULT.INVALID_PARAMETER,
    ),
  ];
};

export const PAYMENT_STRUCTURE_RULES: readonly CrossFieldRule[] = [
  threeDSecure22Only,
  taxNotAboveAmount,
  // A converted amount means nothing without its currency, and a currency nothing without it.
  together('forex.amount', 'forex.currency'),
  onlyWhen('standingInstruction.numberOfInstallments', 'standingInstruction.type', 'INSTALLMENT'),
  requiredWithin('pos', ['pos.entryMode', 'pos.terminalId']),
];

export const REGISTRATION_RULES: readonly CrossFieldRule[] = [
  requiredWithin('recurringMigration', ['recurringMigration.paymentType']),
];

/** 2.9: merchantTransactionId "cannot be combined with a time frame"; date.from with date.to. */
export const QUERY_RULES: readonly CrossFieldRule[] = [
  notCombined('merchantTransactionId', ['date.from', 'date.to']),
  together('date.from', 'date.to'),
  // Platform convention (gateway-conventions.md): "shortId needs a time frame".
  requires('shortId', 'date.from'),
];
