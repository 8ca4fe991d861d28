// The parameters of the test clock endpoints: their own small catalogue, validated like every
// other request.
import { ENTITY_ID } from '../../spec/catalogue/basic';
import { integer } from '../../spec/catalogue/format-builders';
import { createCatalogue } from '../../spec/catalogue/index';
import type { Operation } from '../../spec/operations';

/** A merchant's clock runs at most this far ahead: ten years. */
export const MAX_AHEAD_SECONDS = 10 * 366 * 24 * 3600;

const CLOCK_CATALOGUE = createCatalogue([
  ENTITY_ID,
  {
    name: 'seconds',
    format: integer(1, MAX_AHEAD_SECONDS),
    note: 'How far to move the merchant’s clock forward; it runs at most ten years ahead.',
  },
]);

/** POST /v1/sandbox/clock/advance */
export const CLOCK_ADVANCE: Operation = {
  name: 'backOffice',
  required: ['entityId', 'seconds'],
  optional: [],
  rules: [],
  catalogue: CLOCK_CATALOGUE,
};

/** GET /v1/sandbox/clock and POST /v1/sandbox/clock/reset */
export const CLOCK_LOOKUP: Operation = {
  name: 'backOffice',
  required: ['entityId'],
  optional: [],
  rules: [],
  catalogue: CLOCK_CATALOGUE,
};
