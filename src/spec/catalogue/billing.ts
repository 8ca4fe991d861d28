import { COUNTRY, pattern, text } from './format-builders';
import type { ParamSpec } from './types';

// Document 2, section 2.3 "Billing address".
export const BILLING: readonly ParamSpec[] = [
  { name: 'billing.street1', format: text(1, 100) },
  { name: 'billing.street2', format: text(1, 100) },
  { name: 'billing.houseNumber1', format: text(1, 100) },
  { name: 'billing.houseNumber2', format: text(1, 100) },
  { name: 'billing.city', format: text(1, 80) },
  { name: 'billing.state', format: pattern(/^[A-Za-z0-9.]{1,50}$/, '1 to 50 letters, digits or dots') },
  { name: 'billing.postcode', format: pattern(/^[A-Za-z0-9]{1,16}$/, '1 to 16 letters or digits') },
  { name: 'billing.country', format: COUNTRY },
  { name: 'billing.normalized', format: text(1, 255) },
  { name: 'billing.validationStatus', format: text(1, 255) },
];
