// The parameters of the settings endpoints: their own small catalogue, validated like every other
// request.
import { ENTITY_ID } from '../../spec/catalogue/basic';
import { BOOLEAN, integer } from '../../spec/catalogue/format-builders';
import { createCatalogue } from '../../spec/catalogue/index';
import type { Operation } from '../../spec/operations';

/** The longest duplicate window a merchant can set: one day. */
export const MAX_DUPLICATE_WINDOW_MINUTES = 24 * 60;

/** The settings a merchant can change (./merchant-settings.ts has their meaning and defaults). */
export const SETTING_NAMES = ['duplicateCheck', 'duplicateCheckWindowMinutes', 'riskChecks'] as const;

const SETTINGS_CATALOGUE = createCatalogue([
  ENTITY_ID,
  {
    name: 'duplicateCheck',
    format: BOOLEAN,
    note: 'true: the same merchantTransactionId, amount, currency and instrument within the window answers 800.110.100.',
  },
  {
    name: 'duplicateCheckWindowMinutes',
    format: integer(1, MAX_DUPLICATE_WINDOW_MINUTES),
    note: 'How far back, on the merchant’s clock, the duplicate check looks; at most one day.',
  },
  {
    name: 'riskChecks',
    format: BOOLEAN,
    note: 'true: every payment gets risk checks and a risk.score; false: only payments with a risk.* parameter and paymentType=RI.',
  },
]);

/** GET /v1/sandbox/settings */
export const SETTINGS_LOOKUP: Operation = {
  name: 'backOffice',
  required: ['entityId'],
  optional: [],
  rules: [],
  catalogue: SETTINGS_CATALOGUE,
};

/** POST /v1/sandbox/settings: any of the settings, at least one (./routes.ts checks that). */
export const SETTINGS_UPDATE: Operation = {
  name: 'backOffice',
  required: ['entityId'],
  optional: [...SETTING_NAMES],
  rules: [],
  catalogue: SETTINGS_CATALOGUE,
};
