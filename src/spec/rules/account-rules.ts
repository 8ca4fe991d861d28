import { electronicFormatIBAN, extractIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import type { ValidationIssue } from '../catalogue/types';
import type { CrossFieldRule } from '../cross-field-rules';
import { issue } from '../cross-field-rules';
import { isExpired } from '../expiry';
import { RESULT } from '../result-codes';

// Document 1, 2.4, bank account and token account, beyond each value's format: the IBAN's check
// digits and country rules, the BIC's country, the mandate of a SEPA direct debit, and the
// token's cryptogram and expiry. IBAN and BIC are checked with ibantools (ISO 13616 / ISO 9362).

export const SEPA_BRAND = 'DIRECTDEBIT_SEPA';
const day = (date: Date): string => date.toISOString().slice(0, 10);

export const ibanValid: CrossFieldRule = ({ params, isValid }) => {
  const iban = params['bankAccount.iban'];
  if (iban === undefined || !isValid('bankAccount.iban') || isValidIBAN(electronicFormatIBAN(iban) ?? ''))
    return [];
  const message = 'not a valid IBAN: check digits, length or bank code do not fit its country';
  return [issue('bankAccount.iban', iban, message, RESULT.INVALID_CARD_NUMBER)];
};

/** The BIC must be of a real country (ISO 9362), and bankAccount.country that of the IBAN. */
export const bicAndCountryFit: CrossFieldRule = ({ params, isValid }) => {
  const issues: ValidationIssue[] = [];
  const bic = params['bankAccount.bic'];
  if (bic !== undefined && isValid('bankAccount.bic') && !isValidBIC(bic.toUpperCase())) {
    issues.push(issue('bankAccount.bic', bic, 'not a valid BIC (ISO 9362)', RESULT.BANK_CODE_INVALID));
  }
  const iban = params['bankAccount.iban'];
  const country = params['bankAccount.country'];
  if (iban !== undefined && country !== undefined && isValid('bankAccount.country')) {
    const ibanCountry = extractIBAN(iban).countryCode;
    if (ibanCountry && ibanCountry !== country.toUpperCase()) {
      const message = `the IBAN is of ${ibanCountry}, not ${country}`;
      issues.push(issue('bankAccount.country', country, message, RESULT.BANK_COUNTRY_INVALID));
    }
  }
  return issues;
};

/**
 * A SEPA direct debit collects on the strength of the shopper's mandate: its id and date of
 * signature are required, the mandate cannot be signed in the future and the debit cannot be due
 * in the past.
 */
export const sepaMandate: CrossFieldRule = (ctx) => {
  const { params, now, isValid, missing } = ctx;
  if (params.paymentBrand !== SEPA_BRAND || ctx.under('bankAccount').length === 0) return [];
  const why = 'required for a SEPA direct debit: the mandate the shopper signed';
  const issues = ['bankAccount.mandate.id', 'bankAccount.mandate.dateOfSignature']
    .filter((name) => params[name] === undefined)
    .map((name) => missing(name, why));
  if (params['bankAccount.iban'] === undefined && params['bankAccount.number'] !== undefined)
    issues.push(missing('bankAccount.iban', 'a SEPA direct debit needs the IBAN'));
  const signed = params['bankAccount.mandate.dateOfSignature'];
  if (signed && isValid('bankAccount.mandate.dateOfSignature') && signed > day(now)) {
    const message = 'a mandate cannot be signed in the future';
    issues.push(issue('bankAccount.mandate.dateOfSignature', signed, message, RESULT.MANDATE_DATE_INVALID));
  }
  const due = params.transactionDueDate;
  if (due && isValid('transactionDueDate') && due < day(now)) {
    issues.push(issue('transactionDueDate', due, 'the due date has passed', RESULT.DUE_DATE_INVALID));
  }
  return issues;
};

/**
 * A network token paid by the shopper (not a merchant-initiated repeat) carries its cryptogram;
 * a token with an expiry date must not have expired.
 */
export const tokenAccountUsable: CrossFieldRule = ({ params, now, isValid, missing }) => {
  if (params['tokenAccount.number'] === undefined) return [];
  const issues: ValidationIssue[] = [];
  const merchantInitiated = params['standingInstruction.source'] === 'MIT';
  if (
    params['tokenAccount.type'] === 'NETWORK' &&
    !merchantInitiated &&
    params['tokenAccount.cryptogram'] === undefined
  ) {
    issues.push(missing('tokenAccount.cryptogram', 'required for a NETWORK token the shopper pays with'));
  }
  if (isValid('tokenAccount.expiryMonth') && isValid('tokenAccount.expiryYear')) {
    const month = Number(params['tokenAccount.expiryMonth']);
    const year = params['tokenAccount.expiryYear'] as string;
    if (isExpired(month, Number(year), now))
      issues.push(issue('tokenAccount.expiryYear', year, 'token expired', RESULT.CARD_EXPIRED));
  }
  return issues;
};

export const ACCOUNT_RULES: readonly CrossFieldRule[] = [
  ibanValid,
  bicAndCountryFit,
  sepaMandate,
  tokenAccountUsable,
];
