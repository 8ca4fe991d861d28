import type { ValidationIssue } from '../../spec/catalogue/types';
import { type CrossFieldRule, customParametersFromShopper, issue } from '../../spec/cross-field-rules';
import { OPERATIONS, type Operation } from '../../spec/operations';
import { RESULT } from '../../spec/result-codes';
import { bicAndCountryFit, ibanValid, SEPA_BRAND } from '../../spec/rules/account-rules';

const sepaOnly: CrossFieldRule = ({ params, isValid }): ValidationIssue[] =>
  params.paymentBrand === undefined || !isValid('paymentBrand') || params.paymentBrand === SEPA_BRAND
    ? []
    : [
        issue(
          'paymentBrand',
          params.paymentBrand,
          `the widget's bank form pays by ${SEPA_BRAND}`,
          RESULT.BRAND_NOT_CONFIGURED,
        ),
      ];

/**
 * POST /v1/checkouts/{id}/bank-payment from the IBAN iframe: the account, the shopper's browser
 * and SHOPPER_ parameters. The mandate is the one the shopper accepted in the form: the gateway
 * gives it its id and today's date.
 */
export const BROWSER_BANK_PAYMENT: Operation = {
  ...OPERATIONS.browserCheckoutPayment,
  required: ['bankAccount.holder', 'bankAccount.iban', 'paymentBrand'],
  optional: [
    'bankAccount.bic',
    'bankAccount.bankCode',
    'bankAccount.country',
    'customer.browser.*',
    'customParameters[key]',
    'createRegistration',
  ],
  // The mandate is added by the gateway (./mandate.ts), so its rule does not apply here.
  rules: [customParametersFromShopper, sepaOnly, ibanValid, bicAndCountryFit],
};
