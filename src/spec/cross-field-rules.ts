import { cardBrandsOf, detectCardBrand } from './brand-detection';
import { cvvLengthFor, isCardBrand, luhnValid } from './brands';
import type { ValidationIssue } from './catalogue/types';
import { isExpired } from './expiry';
import { RESULT, type Result } from './result-codes';

export interface RuleContext {
  params: Readonly<Record<string, string>>;
  now: Date;
  /** Present, and its format valid: rules build on valid single values only. */
  isValid(name: string): boolean;
  /** The issue for a required parameter that was not sent, coded as its catalogue entry says. */
  missing(name: string, message?: string): ValidationIssue;
  /** The names sent under a structure: `under('customer')` → customer.givenName, customer.browser.… */
  under(structure: string): readonly string[];
}

/** A rule over several parameters; runs after every single value has been checked. */
export type CrossFieldRule = (ctx: RuleContext) => ValidationIssue[];

export const issue = (
  name: string,
  value: string | undefined,
  message: string,
  result: Result,
): ValidationIssue => (value === undefined ? { name, message, result } : { name, value, message, result });

/**
 * The brand a valid card number is processed under: the detected one, else the one sent. A wallet
 * payment (decrypted data or token) keeps the brand sent, the wallet's: its number is a device's.
 */
export function effectiveCardBrand(params: Readonly<Record<string, string>>): string | undefined {
  const number = params['card.number'];
  if (isDecryptedWallet(params) || WALLET_TOKENS.some((name) => params[name] !== undefined)) {
    return params.paymentBrand;
  }
  if (!number) return params.paymentBrand;
  // A co-badged card (mada and VISA) is processed under the brand sent, when it is one of its own.
  const given = params.paymentBrand;
  if (given !== undefined && cardBrandsOf(number).includes(given)) return given;
  return detectCardBrand(number) || given;
}

export const luhnCheck: CrossFieldRule = ({ params, isValid }) => {
  const number = params['card.number'];
  if (!isValid('card.number') || number === undefined || luhnValid(number)) return [];
  return [issue('card.number', number, 'card number fails the Luhn check', RESULT.INVALID_CARD_NUMBER)];
};

export const expiryNotInPast: CrossFieldRule = ({ params, now, isValid }) => {
  if (!isValid('card.expiryMonth') || !isValid('card.expiryYear')) return [];
  if (!isExpired(Number(params['card.expiryMonth']), Number(params['card.expiryYear']), now)) return [];
  return [issue('card.expiryYear', params['card.expiryYear'], 'card expired', RESULT.CARD_EXPIRED)];
};

const WALLET_TOKENS = ['applePay.paymentToken', 'googlePay.paymentToken', 'samsungPay.paymentToken'];

/** A wallet's decrypted way: card.* plus <wallet>.source; paymentBrand then names the wallet. */
export const isDecryptedWallet = (params: Readonly<Record<string, string>>): boolean =>
  params['applePay.source'] !== undefined ||
  params['googlePay.source'] !== undefined ||
  params['samsungPay.source'] !== undefined;

/** paymentBrand must be a card brand, match the detected brand, and be sent when none is detected. */
export const brandMatchesNumber: CrossFieldRule = ({ params, isValid }) => {
  const number = params['card.number'];
  if (!isValid('card.number') || number === undefined || !luhnValid(number)) return [];
  if (isDecryptedWallet(params)) return [];
  const given = params.paymentBrand;
  const detected = detectCardBrand(number);
  if (given !== undefined) {
    if (!isValid('paymentBrand')) return [];
    if (!isCardBrand(given)) return [issue('paymentBrand', given, 'not a card brand', RESULT.BRAND_INVALID)];
    if (detected !== undefined && !cardBrandsOf(number).includes(given)) {
      const message = `card number belongs to ${detected}, not ${given}`;
      return [issue('paymentBrand', given, message, RESULT.NUMBER_BRAND_MISMATCH)];
    }
    return [];
  }
  if (detected !== undefined) return [];
  return [
    issue(
      'paymentBrand',
      undefined,
      'brand not detectable from the card number: send paymentBrand',
      RESULT.BRAND_MISSING,
    ),
  ];
};

export const cvvLengthMatchesBrand: CrossFieldRule = ({ params, isValid }) => {
  const cvv = params['card.cvv'];
  if (!isValid('card.cvv') || cvv === undefined) return [];
  const brand = effectiveCardBrand(params);
  const expected = cvvLengthFor(brand);
  if (cvv.length === expected) return [];
  const message = `security code must be ${expected} digits for ${brand ?? 'this card'}`;
  return [issue('card.cvv', cvv, message, RESULT.CVV_INVALID)];
};

/** This sandbox processes debits (DB) and pre-authorisations (PA) only. */
export const paymentTypeSupported: CrossFieldRule = ({ params, isValid }) => {
  const type = params.paymentType;
  if (!isValid('paymentType') || type === 'DB' || type === 'PA') return [];
  return [issue('paymentType', type, 'must be DB or PA', RESULT.INVALID_PARAMETER)];
};

/** overridePaymentType[BRAND] names the payment type of that brand's payments: DB or PA too. */
export const overridesSupported: CrossFieldRule = ({ params, under, isValid }) =>
  under('overridePaymentType')
    .filter((name) => isValid(name) && params[name] !== 'DB' && params[name] !== 'PA')
    .map((name) => issue(name, params[name], 'must be DB or PA', RESULT.INVALID_PARAMETER));

/** Spec document 3, 2.2: names sent from the browser widget must start with SHOPPER_. */
export const customParametersFromShopper: CrossFieldRule = ({ params, under }) =>
  under('customParameters')
    .filter((name) => !name.startsWith('customParameters[SHOPPER_'))
    .map((name) =>
      issue(
        name,
        params[name],
        'custom parameters sent from the browser must start with SHOPPER_',
        RESULT.INVALID_PARAMETER,
      ),
    );

export const CARD_RULES: readonly CrossFieldRule[] = [
  luhnCheck,
  expiryNotInPast,
  brandMatchesNumber,
  cvvLengthMatchesBrand,
];
