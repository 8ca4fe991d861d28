import type { CrossFieldRule } from '../cross-field-rules';
import { issue } from '../cross-field-rules';
import { RESULT } from '../result-codes';
import { requiredWithin, requires, together } from './presence';

// Cross-field rules of document 2: customer (2.1) and the addresses (2.3 to 2.5).

/** The address structures that have billing.*'s fields (2.4 and 2.5 say "all fields of"). */
export const ADDRESS_PREFIXES = ['billing.', 'shipping.', 'merchant.billing.', 'merchant.shipping.'] as const;

/** "street1 and street2 together must not be digits only" (100.800.102); spaces do not count. */
const DIGITS_ONLY = /^[\d\s]*\d[\d\s]*$/;
const streetNotDigitsOnly = (prefix: string): CrossFieldRule => {
  const [first, second] = [`${prefix}street1`, `${prefix}street2`];
  return ({ params }) => {
    const [street1, street2] = [params[first], params[second]];
    if (street1 === undefined && street2 === undefined) return [];
    if (!DIGITS_ONLY.test(`${street1 ?? ''}${street2 ?? ''}`)) return [];
    const name = street2 === undefined ? first : second;
    return [
      issue(
        name,
        params[name],
        'street1 and street2 together must not be digits only',
        RESULT.STREET_DIGITS_ONLY,
      ),
    ];
  };
};

export const ADDRESS_RULES: readonly CrossFieldRule[] = ADDRESS_PREFIXES.flatMap((prefix) => [
  streetNotDigitsOnly(prefix),
  requires(`${prefix}houseNumber2`, `${prefix}houseNumber1`),
]);

/**
 * customer.givenName and customer.surname: "Required if any other customer parameter is sent".
 * customer.browser.*, customer.browserFingerprint.* and customer.app.* describe the device, not
 * the customer: the browser widget sends customer.browser.* without a name, as the platform's does.
 * customer.email alone is accepted too: a production e-commerce plugin sends exactly that, and the
 * live gateway takes it (docs/decisions.md).
 */
const DEVICE_DATA = /^customer\.((browser|browserFingerprint|app)\.|email$)/;

export const CUSTOMER_RULES: readonly CrossFieldRule[] = [
  requiredWithin('customer', ['customer.givenName', 'customer.surname'], DEVICE_DATA),
  together('customer.identificationDocType', 'customer.identificationDocId'),
];
