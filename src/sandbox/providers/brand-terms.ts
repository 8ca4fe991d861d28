// What a redirect brand's provider needs before its page can open: its currencies and the
// parameters it asks of the merchant (src/sandbox/providers/brands.ts). Checked on the server's
// payment as a cross-field rule and on the widget's payment once the checkout's parameters are in.
import { CATALOGUE } from '../../spec/catalogue';
import type { ValidationIssue } from '../../spec/catalogue/types';
import type { CrossFieldRule } from '../../spec/cross-field-rules';
import { namesOf } from '../../spec/param-names';
import { RESULT } from '../../spec/result-codes';
import { type AsyncBrand, asyncBrand } from './brands';

type Missing = (name: string, message: string) => ValidationIssue;

const CART_ITEM = /^cart\.items\[\d+\]\./;

const present = (params: Readonly<Record<string, string>>, need: string): boolean =>
  need === 'cart.items' ? namesOf(params).some((name) => CART_ITEM.test(name)) : params[need] !== undefined;

export function brandTermsIssues(
  brand: AsyncBrand,
  params: Readonly<Record<string, string>>,
  missing: Missing,
  currencyValid = true,
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const { currency } = params;
  if (brand.currencies && currencyValid && currency !== undefined && !brand.currencies.includes(currency)) {
    issues.push({
      name: 'currency',
      value: currency,
      message: `${brand.code} takes ${brand.currencies.join(', ')}`,
      result: RESULT.BRAND_NOT_CONFIGURED,
    });
  }
  for (const need of brand.needs ?? []) {
    if (present(params, need)) continue;
    const what = need === 'cart.items' ? 'at least one cart item' : 'this parameter';
    issues.push(missing(need, `${brand.code} needs ${what}`));
  }
  return issues;
}

/** The server's redirect payment: the brand's terms over the request. */
export const redirectBrandTerms: CrossFieldRule = ({ params, isValid, missing }) => {
  const brand = isValid('paymentBrand') ? asyncBrand(params.paymentBrand) : undefined;
  return brand ? brandTermsIssues(brand, params, missing, isValid('currency')) : [];
};

/** The widget's redirect payment: the brand's terms over the checkout's and the page's parameters. */
export function checkoutTermsIssues(brand: AsyncBrand, params: Readonly<Record<string, string>>) {
  return brandTermsIssues(brand, params, (name, message) => {
    const spec = CATALOGUE.byName(name);
    return { name, message, result: spec?.missing ?? spec?.invalid ?? RESULT.INVALID_PARAMETER };
  });
}
