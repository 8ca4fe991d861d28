import { RESULT } from '../result-codes';
import { CUSTOMER_BROWSER } from './customer-browser';
import { DATE, EMAIL, oneOf, pattern, phone, text, underPrefix } from './format-builders';
import type { ParamSpec } from './types';

const PHONE = phone(1, 25);
const GIVEN_NAME_RULE =
  'Required if any other customer parameter is sent (customer.browser.*, browserFingerprint.* and app.* excepted).';

// Document 2, section 2.1 "Customer" without customer.browser.* (see customer-browser.ts).
export const CUSTOMER: readonly ParamSpec[] = [
  { name: 'customer.merchantCustomerId', format: text(1, 255) },
  {
    name: 'customer.givenName',
    format: text(1, 50),
    invalid: RESULT.GIVEN_NAME_INVALID,
    missing: RESULT.GIVEN_NAME_MISSING,
    note: GIVEN_NAME_RULE,
  },
  { name: 'customer.middleName', format: text(2, 50) },
  {
    name: 'customer.surname',
    format: text(1, 50),
    invalid: RESULT.SURNAME_INVALID,
    missing: RESULT.SURNAME_MISSING,
    note: GIVEN_NAME_RULE,
  },
  { name: 'customer.sex', format: oneOf('M', 'F') },
  { name: 'customer.birthDate', format: DATE, invalid: RESULT.BIRTHDATE_INVALID },
  { name: 'customer.phone', format: PHONE, invalid: RESULT.PHONE_INVALID },
  { name: 'customer.mobile', format: PHONE, invalid: RESULT.MOBILE_INVALID },
  { name: 'customer.workPhone', format: text(1, 25), invalid: RESULT.PHONE_INVALID },
  { name: 'customer.email', format: EMAIL, invalid: RESULT.EMAIL_INVALID },
  { name: 'customer.companyName', format: text(1, 60), invalid: RESULT.COMPANY_NAME_INVALID },
  {
    name: 'customer.identificationDocType',
    format: oneOf('IDCARD', 'PASSPORT', 'TAXSTATEMENT'),
    invalid: RESULT.IDENTITY_PAPER_INVALID,
    note: 'If sent, identificationDocId must be sent too.',
  },
  {
    name: 'customer.identificationDocId',
    format: text(8, 64),
    invalid: RESULT.IDENTITY_VALUE_INVALID,
    note: 'If sent, identificationDocType must be sent too.',
  },
  { name: 'customer.ip', format: text(1, 255) },
  { name: 'customer.merchantReference', format: text(1, 255) },
  {
    name: 'customer.salutation',
    format: oneOf('MR', 'MRS', 'MS', 'MX'),
    invalid: RESULT.SALUTATION_INVALID,
  },
  { name: 'customer.language', format: pattern(/^[A-Z]{2}$/, '2 uppercase letters', 'DE') },
  { name: 'customer.category', format: oneOf('INDIVIDUAL', 'COMPANY') },
  { name: 'customer.status', format: oneOf('NEW', 'EXISTING') },
  { name: 'customer.browserFingerprint.id', format: text(1, 255) },
  { name: 'customer.browserFingerprint.value', format: text(1, 4096) },
  { name: 'customer.app.deviceId', format: text(1, 40) },
];

// Document 2, section 2.2: "every field of customer.* except browserFingerprint.*,
// browser.deviceId and app.deviceId, with the same formats; all Optional".
const NOT_FOR_SHIPPING = /^customer\.(browserFingerprint\.|browser\.deviceId$|app\.deviceId$)/;
export const SHIPPING_CUSTOMER: readonly ParamSpec[] = underPrefix(
  'customer.',
  'shipping.customer.',
  [...CUSTOMER, ...CUSTOMER_BROWSER].filter((spec) => !NOT_FOR_SHIPPING.test(spec.name)),
).map(({ note: _note, ...spec }) => spec);
