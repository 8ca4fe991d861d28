import { RESULT } from '../result-codes';
import { BOOLEAN, CURRENCY, digits, oneOf, pattern, text } from './format-builders';
import type { ParamSpec } from './types';

// Document 3, section 2.1 "3D Secure (threeDSecure.*)".

/**
 * The six `<scheme>` keys of threeDSecure.v2.<scheme>.*, as the platform's parameter reference
 * spells them (hyperpay.docs.oppwa.com/reference/parameters): two major networks, the
 * American-style network, the diners/discover network, the Japanese network, the French scheme.
 */
export const THREE_DS_SCHEMES = ['visa', 'mastercard', 'amex', 'diners', 'jcb', 'cartebancaire'] as const;

/** `<schemeF>` of the scheme data keys: Cartes Bancaires. */
const CB = 'CB';

const TWO_DIGITS = (from: number, to: number) =>
  pattern(
    new RegExp(
      `^(${Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(2, '0')).join('|')})$`,
    ),
    `2 digits, ${String(from).padStart(2, '0')} to ${String(to).padStart(2, '0')}`,
    String(to).padStart(2, '0'),
  );
const ONLY_22 = 'Only for 3D Secure 2.2 or higher (checked against threeDSecure.version when sent).';

export const THREE_D_SECURE: readonly ParamSpec[] = [
  // Fields used only during the authentication message.
  {
    name: 'threeDSecure.amount',
    format: pattern(/^\d{1,9}\.\d{2}$/, '1 to 9 digits, a dot and 2 decimals', '12.50'),
  },
  { name: 'threeDSecure.currency', format: CURRENCY, invalid: RESULT.CURRENCY_UNKNOWN },
  {
    name: 'threeDSecure.deviceInfo',
    // "as returned by the mobile SDK; encrypted": no format stated, so any text up to 64 KiB.
    format: text(1, 65536),
    sensitive: 'secret',
    note: 'Conditional: required when starting the app-based v2 flow.',
  },
  { name: 'threeDSecure.merchant.name', format: text(1, 100) },
  { name: 'threeDSecure.merchant.url', format: text(1, 2048) },
  { name: 'threeDSecure.merchant.country', format: pattern(/^[A-Za-z]{3}$/, '3 letters', 'DEU') },
  ...THREE_DS_SCHEMES.flatMap((scheme): ParamSpec[] => [
    { name: `threeDSecure.v2.${scheme}.requestorId`, format: text(1, 100) },
    { name: `threeDSecure.v2.${scheme}.requestorName`, format: text(1, 100) },
  ]),
  {
    name: 'threeDSecure.channel',
    format: pattern(/^(0?[1-9]|[1-9]\d)$/, '01 to 99 (leading zero optional)', '01'),
    note: `Only to mark a 3RI request. ${ONLY_22}`,
  },
  { name: 'threeDSecure.npa', format: BOOLEAN },
  { name: 'threeDSecure.decoupled', format: BOOLEAN },
  { name: 'threeDSecure.threeRIInd', format: oneOf('RECURRING', 'SPLIT_SHIPMENT', 'DELAYED_SHIPMENT') },
  {
    name: 'threeDSecure.authenticationInd',
    format: oneOf(
      'PAYMENT',
      'RECURRING',
      'INSTALLMENT',
      'ADD_CARD',
      'MAINTAIN_CARD',
      'EMV_ID',
      'BILLING_AGREEMENT',
      'SPLIT_SHIPMENT',
      '_DELAYED_SHIPMENT', // sic: the spec's spelling
      'SPLIT_PAYMENT',
    ),
  },

  // Fields used in the payment transaction (proof of an external authentication).
  { name: 'threeDSecure.eci', format: TWO_DIGITS(1, 8), invalid: RESULT.ECI_INVALID },
  {
    name: 'threeDSecure.verificationId',
    // "exactly 28 chars (CAVV or AAV)"; the platform's 100.370.125 adds: base64.
    format: pattern(
      /^[A-Za-z0-9+/=]{28}$/,
      'exactly 28 characters, base64-encoded (CAVV or AAV)',
      'AAACBllleHchZTBWIGV4AAAAAAA=',
    ),
    invalid: RESULT.VERIFICATION_ID_INVALID,
    sensitive: 'secret',
  },
  { name: 'threeDSecure.authenticationStatus', format: oneOf('Y', 'A', 'U', 'N') },
  { name: 'threeDSecure.dsTransactionId', format: text(36, 36) },
  { name: 'threeDSecure.acsTransactionId', format: text(36, 36) },
  { name: 'threeDSecure.challengeMandatedIndicator', format: oneOf('Y', 'N') },
  {
    name: 'threeDSecure.version',
    format: pattern(/^[12]\.\d\.\d$/, 'of the form d.d.d with first digit 1 or 2, e.g. 2.2.0', '2.2.0'),
  },
  { name: 'threeDSecure.authType', format: TWO_DIGITS(1, 4) },
  { name: 'threeDSecure.transactionStatusReason', format: digits(2, 2) },

  // Fields used in either step (exemptions).
  { name: 'threeDSecure.challengeIndicator', format: TWO_DIGITS(1, 9), note: ONLY_22 },
  { name: 'threeDSecure.exemptionFlag', format: TWO_DIGITS(1, 4), note: ONLY_22 },

  // Scheme data of the French domestic scheme.
  {
    name: `threeDSecure.schemeData[${CB}-ITEMSNB]`,
    format: digits(2, 2),
    note: 'Conditional but recommended: number of items or services purchased.',
  },
  {
    name: `threeDSecure.schemeData[${CB}-SCORE_MERCHANT]`,
    format: pattern(
      /^[A-Za-z0-9\s+\-:]{1,20}$/,
      '1 to 20 letters, digits, whitespace, +, - or :',
      'SCORE: 42',
    ),
    note: 'Conditional but recommended: merchant score computed by the 3DS requestor.',
  },
  {
    name: `threeDSecure.schemeData[${CB}-USECASE]`,
    format: digits(2, 2),
    note: 'Conditional: required if the message category is PA, or NPA with requestor authentication indicator 02 or 03; the sandbox cannot see the message category and accepts it either way.',
  },
];
