import { RESULT } from '../result-codes';
import { alnum, COUNTRY_LETTERS, charsOf, digits, each, MAP_KEY, pattern, text } from './format-builders';
import type { ParamSpec } from './types';

const POSTCODE = charsOf('A-Za-z0-9-', 1, 16, 'letters, digits or hyphens', '12345-6789');
const PHONE = charsOf('A-Za-z0-9+.-', 1, 25, 'letters, digits, plus signs, hyphens or dots', '+1.555.0100');
const COORDINATES = pattern(
  /^(?=.{1,20}$)-?\d{1,2}(\.\d+)?, ?-?\d{1,3}(\.\d+)?$/,
  'latitude,longitude in up to 20 characters, e.g. 61.2163,-149.895',
  '61.2163,-149.895',
);

// Document 2, section 2.9 "Merchant", all Optional (merchant.billing.* and merchant.shipping.*
// are in billing.ts and shipping.ts).
export const MERCHANT: readonly ParamSpec[] = [
  { name: 'merchant.name', format: text(1, 100) },
  { name: 'merchant.mcc', format: alnum(1, 4) },
  { name: 'merchant.street', format: text(1, 100), invalid: RESULT.STREET_TOO_LONG },
  { name: 'merchant.city', format: text(1, 100), invalid: RESULT.CITY_INVALID },
  { name: 'merchant.state', format: alnum(1, 50), invalid: RESULT.STATE_INVALID },
  { name: 'merchant.countryCode', format: digits(3, 3), invalid: RESULT.COUNTRY_INVALID },
  { name: 'merchant.country', format: COUNTRY_LETTERS, invalid: RESULT.COUNTRY_INVALID },
  { name: 'merchant.postcode', format: POSTCODE, invalid: RESULT.ZIP_INVALID },
  { name: 'merchant.geographicCoordinates', format: COORDINATES },
  { name: 'merchant.serviceLocationCity', format: text(1, 100), invalid: RESULT.CITY_INVALID },
  { name: 'merchant.serviceLocationState', format: alnum(1, 50), invalid: RESULT.STATE_INVALID },
  { name: 'merchant.serviceLocationCountryCode', format: alnum(1, 3), invalid: RESULT.COUNTRY_INVALID },
  { name: 'merchant.serviceLocationPostCode', format: POSTCODE, invalid: RESULT.ZIP_INVALID },
  { name: 'merchant.serviceLocationGeographicCoordinates', format: COORDINATES },
  { name: 'merchant.additionalContact', format: text(1, 255) },
  ...each('merchant.', ['phone', 'customerContactPhone'], PHONE, { invalid: RESULT.PHONE_INVALID }),
  { name: 'merchant.websiteId', format: text(1, 255) },
  { name: 'merchant.url', format: text(1, 255) },
  { name: 'merchant.partnerIdCode', format: text(1, 60) },
  ...each('merchant.', ['isoId', 'payFacId', 'payFacName'], text(1, 255)),
  { name: 'merchant.submerchantId', format: text(1, 100) },
  { name: 'merchant.marketplaceId', format: text(1, 255) },
  { name: 'merchant.taxId', format: text(1, 60) },
  { name: 'merchant.data[key]', format: text(0, 2048), key: MAP_KEY },
  { name: 'merchant.foreignRetailIndicator', format: text(1, 25) },
  { name: 'merchant.legalName', format: text(1, 100) },
  { name: 'merchant.app.schemeUrl', format: text(1, 255) },
];
