import { namesOf } from '../../spec/param-names';
import { type AsyncMethod, REDIRECT_FORMS } from '../../spec/redirect-brands';
import { RESULT, type Result } from '../../spec/result-codes';

// The asynchronous (redirect) brands the sandbox simulates besides 3-D Secure: the shopper is
// sent to the provider's page and comes back to shopperResultUrl. One simulated provider serves
// them all; what differs is described here, as data.

export interface AsyncBrand {
  code: string;
  /** The provider's name on its simulated page. */
  label: string;
  method: AsyncMethod;
  /** The final result when the shopper abandons the provider page. */
  timeout: Result;
  /** The currencies the provider takes; any when absent. */
  currencies?: readonly string[];
  /**
   * What the provider needs from the merchant (the checkout or the server's payment): parameter
   * names, or `cart.items` for at least one cart item.
   */
  needs?: readonly string[];
}

type BrandTerms = Pick<AsyncBrand, 'label' | 'currencies' | 'needs'>;

// Abandoned online transfers end as the bank's timeout, abandoned virtual accounts as a pending
// payment that timed out.
const TIMEOUT: Readonly<Record<AsyncMethod, Result>> = {
  onlineTransfer: RESULT.ONLINE_TRANSFER_TIMED_OUT,
  virtualAccount: RESULT.PENDING_TIMED_OUT,
};

// Klarna decides on the shopper and the order: it needs whom it lends to and for what.
const klarna = (label: string): BrandTerms => ({
  label: `Klarna (${label})`,
  needs: ['customer.email', 'billing.country', 'cart.items'],
});

/** The widget's form brands (src/spec/redirect-brands.ts) and their providers' terms. */
const TERMS: Readonly<Record<string, BrandTerms>> = {
  EPS: { label: 'eps-Überweisung' },
  SOFORTUEBERWEISUNG: { label: 'Sofortüberweisung', currencies: ['EUR', 'CHF', 'GBP', 'PLN'] },
  GIROPAY: { label: 'giropay', currencies: ['EUR'] },
  IDEAL: { label: 'iDEAL', currencies: ['EUR'] },
  POLI: { label: 'POLi', currencies: ['AUD', 'NZD'] },
  TRUSTPAY_VA: { label: 'TrustPay', needs: ['customer.givenName', 'customer.surname'] },
  PAYPAL: { label: 'PayPal' },
  KLARNA_PAYMENTS_PAYLATER: klarna('Pay later'),
  KLARNA_PAYMENTS_SLICEIT: klarna('Slice it'),
  KLARNA_PAYMENTS_PAYNOW: klarna('Pay now'),
};

const formBrands = (method: AsyncMethod): AsyncBrand[] =>
  REDIRECT_FORMS[method].map((code) => ({
    code,
    method,
    timeout: TIMEOUT[method],
    ...(TERMS[code] ?? { label: code }),
  }));

export const ASYNC_BRANDS: readonly AsyncBrand[] = [
  ...formBrands('onlineTransfer'),
  ...formBrands('virtualAccount'),
  // The fast-checkout buttons of PayPal and Amazon Pay (src/widget/wallets): the same provider page.
  { code: 'PAYPAL_CONTINUE', label: 'PayPal', method: 'virtualAccount', timeout: RESULT.PENDING_TIMED_OUT },
  { code: 'AMAZONPAY', label: 'Amazon Pay', method: 'virtualAccount', timeout: RESULT.PENDING_TIMED_OUT },
];

const byCode = new Map(ASYNC_BRANDS.map((brand) => [brand.code, brand]));

export const asyncBrand = (code: string | undefined): AsyncBrand | undefined =>
  code === undefined ? undefined : byCode.get(code);

// bankAccount.country alone is no account: shops send the shopper's country with an online transfer.
const INSTRUMENT_DATA = /^(card|virtualAccount|tokenAccount)\.|^bankAccount\.(?!country$)|\.paymentToken$/;

/** A redirect brand with no instrument data: the provider's page is where the shopper pays. */
export function redirectBrandOf(params: Readonly<Record<string, string>>): AsyncBrand | undefined {
  const brand = asyncBrand(params.paymentBrand);
  return brand && !namesOf(params).some((name) => INSTRUMENT_DATA.test(name)) ? brand : undefined;
}
