// POST /v1/checkouts/{id}/bank-payment, sent by the IBAN iframe (gateway origin): a SEPA direct
// debit, or for a registration-only checkout the account's registration. A direct debit is
// synchronous: no 3-D Secure, whatever the checkout forces for cards.
import type { FastifyInstance } from 'fastify';
import { electronicFormatIBAN, extractIBAN } from 'ibantools';
import type { ValidationIssue } from '../../spec/catalogue/types';
import { issue } from '../../spec/cross-field-rules';
import { RESULT } from '../../spec/result-codes';
import type { SandboxContext } from '../context';
import { registerFramePaymentRoute } from '../payments/frame-payment-route';
import { newMandate } from './mandate';
import { BROWSER_BANK_PAYMENT } from './operations';

export function registerBankPaymentRoute(app: FastifyInstance, ctx: SandboxContext): void {
  registerFramePaymentRoute(app, ctx, {
    path: '/v1/checkouts/:id/bank-payment',
    operation: BROWSER_BANK_PAYMENT,
    addParams: newMandate,
    bankAccountFromCheckout: true,
    mergedIssues: checkoutCountryFits,
  });
}

/**
 * The checkout's bankAccount.country (the merchant's, taken where the form sent none) must be the
 * IBAN's: the form's own country was checked with the IBAN already.
 */
function checkoutCountryFits(params: Readonly<Record<string, string>>): ValidationIssue[] {
  const country = params['bankAccount.country'];
  const ibanCountry = extractIBAN(electronicFormatIBAN(params['bankAccount.iban'] ?? '') ?? '').countryCode;
  if (country === undefined || !ibanCountry || ibanCountry === country.toUpperCase()) return [];
  const message = `the IBAN is of ${ibanCountry}, not of the checkout's bankAccount.country ${country}`;
  return [issue('bankAccount.country', country, message, RESULT.BANK_COUNTRY_INVALID)];
}
