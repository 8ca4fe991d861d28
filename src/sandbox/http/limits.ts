import { RESULT, type Result } from '../../spec/result-codes';

// How much work one request may ask of the gateway. Every bound is checked before the work it
// bounds is done, so a request over a limit costs microseconds, never a stalled event loop.

/**
 * Parameters in one body of an authenticated merchant request. The largest request the spec
 * allows is a payment with a full cart: 1,001 items (index 0 to 1000, document 1 section 8) of up
 * to 18 fields each, plus 1,000 other parameters: 19,018. The 1 MiB body limit stops a fuller
 * cart anyway (each item field takes 30 bytes or more).
 */
export const MERCHANT_PARAMS = 20_000;

/**
 * Parameters in one body of a request anyone can send: the widget's frames (card, IBAN, stored
 * details), 3-D Secure and provider pages, the wallet sheet. The largest of these, a browser card
 * payment, has about 30 names plus the `customParameters[SHOPPER_…]` a merchant page adds.
 */
export const PUBLIC_PARAMS = 256;

/** Parameters in a query string: no endpoint takes more than a dozen. */
export const QUERY_PARAMS = 256;

/** Characters in a parameter name: the longest the spec knows is 85 (`overridePaymentType[…]` with a 64-character key). */
export const NAME_LENGTH = 128;

/** Levels of a parameter name (`airline.passengers[0].legs[1].ticketNumber` has 6, the deepest in the spec). */
export const NAME_DEPTH = 8;

/** Entries of `result.parameterErrors` in one answer; `result.parameterErrorsOmitted` counts the rest. */
export const PARAMETER_ERRORS = 100;

/** The answer to a request with more parameters than its sender may send. */
export const tooManyParameters = (limit: number): Result => ({
  code: RESULT.INVALID_PARAMETER.code,
  description: `invalid or missing parameter: the request has more than ${limit} parameters`,
});
