import { DATE, oneOf, pattern, text } from './format-builders';
import type { ParamSpec } from './types';

const PHONE = pattern(
  /^[+0-9][0-9 .()/-]{0,24}$/,
  'up to 25 characters: + or a digit, then digits, spaces, dots, parentheses, slashes or hyphens',
);

// Document 2, section 2.1 "Customer" without customer.browser.* (see customer-browser.ts).
export const CUSTOMER: readonly ParamSpec[] = [
  { name: 'customer.merchantCustomerId', format: text(1, 255) },
  { name: 'customer.givenName', format: text(1, 50) },
  { name: 'customer.middleName', format: text(2, 50) },
  { name: 'customer.surname', format: text(1, 50) },
  { name: 'customer.sex', format: oneOf('M', 'F') },
  { name: 'customer.birthDate', format: DATE },
  { name: 'customer.phone', format: PHONE },
  { name: 'customer.mobile', format: PHONE },
  { name: 'customer.workPhone', format: text(1, 25) },
  { name: 'customer.email', format: text(6, 128) },
  { name: 'customer.companyName', format: text(1, 60) },
  { name: 'customer.identificationDocType', format: oneOf('IDCARD', 'PASSPORT', 'TAXSTATEMENT') },
  { name: 'customer.identificationDocId', format: text(8, 64) },
  { name: 'customer.ip', format: text(1, 255) },
  { name: 'customer.merchantReference', format: text(1, 255) },
  { name: 'customer.salutation', format: oneOf('MR', 'MRS', 'MS', 'MX') },
  { name: 'customer.language', format: pattern(/^[A-Z]{2}$/, '2 uppercase letters') },
  { name: 'customer.category', format: oneOf('INDIVIDUAL', 'COMPANY') },
  { name: 'customer.status', format: oneOf('NEW', 'EXISTING') },
  { name: 'customer.browserFingerprint.id', format: text(1, 255) },
  { name: 'customer.browserFingerprint.value', format: text(1, 4096) },
  { name: 'customer.app.deviceId', format: text(1, 40) },
];
