// The parameters of a redirect-brand payment: those of a card payment minus the card. Derived from
// the shared operations, so both stay in step with the catalogue.
import type { ValidationIssue } from '../../spec/catalogue/types';
import type { CrossFieldRule } from '../../spec/cross-field-rules';
import { OPERATIONS, type Operation } from '../../spec/operations';
import { RESULT } from '../../spec/result-codes';
import { oneInstrument } from '../../spec/rules/instrument-rules';
import { redirectBrandTerms } from './brand-terms';
import { ASYNC_BRANDS, asyncBrand } from './brands';

const withoutCard = (selectors: readonly string[]): string[] =>
  selectors.filter((selector) => !selector.startsWith('card.'));

export const redirectBrandOnly: CrossFieldRule = ({ params, isValid }): ValidationIssue[] => {
  const brand = params.paymentBrand;
  if (brand === undefined || !isValid('paymentBrand') || asyncBrand(brand)) return [];
  const brands = ASYNC_BRANDS.map((b) => b.code).join(', ');
  return [
    {
      name: 'paymentBrand',
      value: brand,
      message: `not a redirect brand of this sandbox (${brands})`,
      result: RESULT.BRAND_NOT_CONFIGURED,
    },
  ];
};

const browser = OPERATIONS.browserCheckoutPayment;
/** POST /v1/checkouts/{id}/async-payment, from the widget's online-transfer and virtual-account forms. */
export const BROWSER_REDIRECT_PAYMENT: Operation = {
  ...browser,
  required: ['paymentBrand'],
  optional: withoutCard(browser.optional),
  rules: [...browser.rules, redirectBrandOnly],
};

const server = OPERATIONS.serverPayment;
/** POST /v1/payments with a redirect brand: the provider's page is the instrument, on its terms. */
export const SERVER_REDIRECT_PAYMENT: Operation = {
  ...server,
  required: [...server.required, 'paymentBrand', 'shopperResultUrl'],
  optional: withoutCard(server.optional),
  rules: [...server.rules.filter((rule) => rule !== oneInstrument), redirectBrandOnly, redirectBrandTerms],
};
