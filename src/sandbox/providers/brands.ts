import { namesOf } from '../../spec/param-names';
import type { AsyncMethod } from '../../spec/redirect-brands';
import { RESULT, type Result } from '../../spec/result-codes';

// The asynchronous (redirect) brands the sandbox simulates besides 3-D Secure: the shopper is
// sent to the provider's page and comes back to shopperResultUrl.

export interface AsyncBrand {
  code: string;
  label: string;
  method: AsyncMethod;
  /** The final result when the shopper abandons the provider page. */
  timeout: Result;
}

export const ASYNC_BRANDS: readonly AsyncBrand[] = [
  {
    code: 'EPS',
    label: 'eps-Überweisung',
    method: 'onlineTransfer',
    timeout: RESULT.ONLINE_TRANSFER_TIMED_OUT,
  },
  { code: 'PAYPAL', label: 'PayPal', method: 'virtualAccount', timeout: RESULT.PENDING_TIMED_OUT },
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
