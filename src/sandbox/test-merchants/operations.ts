// The parameters of creating a test merchant: their own small catalogue, validated like every other
// request.
import { ENTITY_ID } from '../../spec/catalogue/basic';
import { text } from '../../spec/catalogue/format-builders';
import { createCatalogue } from '../../spec/catalogue/index';
import type { Operation } from '../../spec/operations';

const MERCHANT_CATALOGUE = createCatalogue([
  ENTITY_ID,
  {
    name: 'name',
    format: text(1, 100),
    note: 'The new merchant’s name, as its payments’ descriptor shows it; "Sandbox Test Merchant" when not sent.',
  },
]);

/** POST /v1/sandbox/merchants: entityId is the configured merchant's, the one allowed to create. */
export const MERCHANT_REQUEST: Operation = {
  name: 'backOffice',
  required: ['entityId'],
  optional: ['name'],
  rules: [],
  catalogue: MERCHANT_CATALOGUE,
};

/** The name of a created merchant that was given none. */
export const DEFAULT_MERCHANT_NAME = 'Sandbox Test Merchant';
