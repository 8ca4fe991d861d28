import { BOOLEAN, digits, oneOf, pattern, text } from './format-builders';
import type { ParamSpec } from './types';

// Document 2, section 2.1, customer.browser.*; value rules tightened to the EMVCo 3-D Secure 2
// browser fields where the spec only gives a length (gateway-conventions.md).
export const CUSTOMER_BROWSER: readonly ParamSpec[] = [
  { name: 'customer.browser.acceptHeader', format: text(1, 2048) },
  {
    name: 'customer.browser.language',
    format: pattern(
      /^(?=.{1,8}$)[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/,
      'a BCP 47 language tag of 1 to 8 characters',
      'de-DE',
    ),
  },
  { name: 'customer.browser.screenHeight', format: digits(1, 6) },
  { name: 'customer.browser.screenWidth', format: digits(1, 6) },
  {
    name: 'customer.browser.timezone',
    format: pattern(/^[+-]?\d{1,4}$/, 'minutes from UTC, optionally signed, e.g. -120', '-120'),
  },
  { name: 'customer.browser.userAgent', format: text(1, 2048) },
  { name: 'customer.browser.javaEnabled', format: BOOLEAN },
  // EMVCo values; Chrome reports 30 on some displays.
  {
    name: 'customer.browser.screenColorDepth',
    format: oneOf('1', '4', '8', '15', '16', '24', '30', '32', '48'),
  },
  { name: 'customer.browser.challengeWindow', format: pattern(/^[1-5]$/, 'one digit, 1 to 5', '5') },
  { name: 'customer.browser.deviceId', format: text(1, 32) },
];
