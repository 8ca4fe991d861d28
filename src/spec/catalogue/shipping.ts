import { RESULT } from '../result-codes';
import {
  COUNTRY_LETTERS,
  DATE,
  EMAIL,
  each,
  MONEY,
  nameLetters,
  oneOf,
  POSTCODE,
  phone,
  STATE,
  text,
  underPrefix,
} from './format-builders';
import type { ParamSpec } from './types';

// Document 2, section 2.5 "Shipping address" (shipping.customer.* is in customer.ts).
export const SHIPPING: readonly ParamSpec[] = [
  ...each('shipping.', ['street1', 'street2'], text(1, 100), {
    invalid: RESULT.STREET_TOO_LONG,
    note: 'Conditional (no condition stated): accepted when sent.',
  }),
  {
    name: 'shipping.houseNumber1',
    format: text(1, 100),
    note: 'If present, street1 holds only the street name and street2 is ignored.',
  },
  { name: 'shipping.houseNumber2', format: text(1, 100), note: 'Requires houseNumber1.' },
  { name: 'shipping.city', format: nameLetters(1, 80), invalid: RESULT.CITY_INVALID },
  {
    name: 'shipping.state',
    format: STATE,
    invalid: RESULT.STATE_INVALID,
    note: 'Letters, digits or dots; single spaces between words are accepted as the live gateway does (New York).',
  },
  {
    name: 'shipping.postcode',
    format: POSTCODE,
    invalid: RESULT.ZIP_INVALID,
  },
  { name: 'shipping.country', format: COUNTRY_LETTERS, invalid: RESULT.COUNTRY_INVALID },
  {
    name: 'shipping.method',
    format: oneOf(
      'CARRIER_DESIGNATED_BY_CUSTOMER',
      'ELECTRONIC_DELIVERY',
      'EXPEDITED',
      'GROUND',
      'INTERNATIONAL',
      'LOWEST_COST',
      'MILITARY',
      'NEXT_DAY_OVERNIGHT',
      'OTHER',
      'POINT_PICKUP',
      'PUDO',
      'SAME_DAY_SERVICE',
      'STORE_PICKUP',
      'THREE_DAY_SERVICE',
      'TWO_DAY_SERVICE',
    ),
  },
  { name: 'shipping.cost', format: MONEY, note: 'Total shipping cost.' },
  { name: 'shipping.comment', format: text(1, 160) },
  { name: 'shipping.expectedDate', format: DATE },
  ...each('shipping.', ['logisticsProvider', 'trackingNumber', 'returnTrackingNumber'], text(1, 255)),
  ...each('shipping.', ['normalized', 'validationStatus'], text(1, 255)),
  { name: 'shipping.warehouse', format: text(1, 100) },
  { name: 'shipping.preference', format: oneOf('GET_FROM_FILE', 'NO_SHIPPING', 'SET_PROVIDED_ADDRESS') },
  // "text" without a length: up to the platform's usual 255.
  { name: 'shipping.middleName', format: text(1, 255) },
  { name: 'shipping.companyName', format: text(1, 60), invalid: RESULT.COMPANY_NAME_INVALID },
  { name: 'shipping.phone', format: phone(6, 26), invalid: RESULT.PHONE_INVALID },
  { name: 'shipping.mobile', format: phone(6, 26), invalid: RESULT.MOBILE_INVALID },
  { name: 'shipping.workPhone', format: text(1, 25), invalid: RESULT.PHONE_INVALID },
  { name: 'shipping.email', format: EMAIL, invalid: RESULT.EMAIL_INVALID },
  { name: 'shipping.type', format: oneOf('RETURN', 'SHIPMENT') },
];

// "merchant.shipping.* has all fields of shipping.* except shipping.customer.*, all Optional".
export const MERCHANT_SHIPPING: readonly ParamSpec[] = underPrefix(
  'shipping.',
  'merchant.shipping.',
  SHIPPING,
).map(({ note: _note, ...spec }) => spec);
