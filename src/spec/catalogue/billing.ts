import { RESULT } from '../result-codes';
import { COUNTRY, EMAIL, each, POSTCODE, phone, STATE, text, underPrefix } from './format-builders';
import type { ParamSpec } from './types';

const STREET = { format: text(1, 100), invalid: RESULT.STREET_TOO_LONG };

// Document 2, section 2.3 "Billing address".
export const BILLING: readonly ParamSpec[] = [
  { name: 'billing.street1', ...STREET, note: 'Mandatory for 3D Secure v2.' },
  { name: 'billing.street2', ...STREET, note: 'street1 and street2 together must not be digits only.' },
  {
    name: 'billing.houseNumber1',
    format: text(1, 100),
    note: 'If present, street1 holds only the street name and street2 is ignored.',
  },
  { name: 'billing.houseNumber2', format: text(1, 100), note: 'Requires houseNumber1.' },
  {
    name: 'billing.city',
    format: text(1, 80),
    invalid: RESULT.CITY_INVALID,
    note: 'Mandatory for 3D Secure v2.',
  },
  {
    name: 'billing.state',
    format: STATE,
    invalid: RESULT.STATE_INVALID,
    note: 'Letters, digits or dots; single spaces between words are accepted as the live gateway does (New York).',
  },
  {
    name: 'billing.postcode',
    format: POSTCODE,
    invalid: RESULT.ZIP_INVALID,
    note: 'Mandatory for 3D Secure v2.',
  },
  {
    name: 'billing.country',
    format: COUNTRY,
    invalid: RESULT.COUNTRY_INVALID,
    note: 'Mandatory for 3D Secure v2.',
  },
  { name: 'billing.normalized', format: text(1, 255) },
  { name: 'billing.validationStatus', format: text(1, 255) },
];

// Document 2, section 2.4: merchant.billing.* has all billing.* fields (Optional) and more.
export const MERCHANT_BILLING: readonly ParamSpec[] = [
  ...underPrefix('billing.', 'merchant.billing.', BILLING).map(({ note: _note, ...spec }) => spec),
  // "text" without a length: up to the platform's usual 255.
  ...each('merchant.billing.', ['givenName', 'surname', 'middleName'], text(1, 255)),
  { name: 'merchant.billing.companyName', format: text(1, 60), invalid: RESULT.COMPANY_NAME_INVALID },
  ...each('merchant.billing.', ['phone', 'workPhone'], text(1, 25), { invalid: RESULT.PHONE_INVALID }),
  { name: 'merchant.billing.mobile', format: phone(6, 26), invalid: RESULT.MOBILE_INVALID },
  { name: 'merchant.billing.email', format: EMAIL, invalid: RESULT.EMAIL_INVALID },
];
