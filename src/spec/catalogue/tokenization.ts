import { RESULT } from '../result-codes';
import { alnum, BOOLEAN, each, oneOf, pattern, text } from './format-builders';
import type { ParamSpec } from './types';

// Document 1, section 2.5 "Tokenization and registration parameters".
export const TOKENIZATION: readonly ParamSpec[] = [
  {
    name: 'createRegistration',
    // "true or false"; shipped merchant code sends 1 (PHP's true), which the live gateway takes.
    // The sandbox reads 1 and 0 as true and false before anything else does
    // (src/sandbox/plugins/older-parameters.ts).
    format: oneOf('true', 'false', '1', '0'),
    message: 'must be true or false (1 and 0 are taken for true and false)',
    note: 'true or false; 1 and 0 are taken for them, as the live gateway does.',
  },
  { name: 'overrideHolder', format: BOOLEAN },
];

// Document 1, section 2.5, "Recurring migration (deprecated)": a registration (RG) with the data
// of the initial transaction.
export const RECURRING_MIGRATION: readonly ParamSpec[] = [
  { name: 'recurringMigration.paymentType', format: oneOf('DB', 'CD', 'PA') },
  {
    name: 'recurringMigration.amount',
    format: pattern(/^\d{1,8}(\.\d{2})?$/, 'up to 8 digits, optionally a dot and 2 decimals', '12.50'),
  },
  {
    name: 'recurringMigration.requestTimestamp',
    format: { kind: 'datetime', offset: true },
    note: 'Conditional (no condition stated): accepted when sent.',
  },
  ...each('recurringMigration.', ['connectorTxId1', 'connectorTxId2', 'connectorTxId3'], text(1, 128), {
    note: 'Conditional (no condition stated): initial payment response details from the acquirer.',
  }),
];

/**
 * Not a line of the spec tables: the registration a schedule charges (document 1, 2.2 gives its
 * format, 32 letters or digits; gateway-conventions.md: `POST /scheduling/v1/schedules` takes it).
 */
export const REGISTRATION_ID: ParamSpec = {
  name: 'registrationId',
  format: alnum(32, 32),
  invalid: RESULT.REGISTRATION_ID_INVALID,
};

/**
 * Not a line of the spec tables: the stored payment details a one-click checkout offers
 * (gateway-conventions.md: COPYandPAY's `registrations[n].id` at checkout creation).
 */
export const REGISTRATIONS_OFFERED: ParamSpec = {
  name: 'registrations[n].id',
  format: alnum(32, 32),
  invalid: RESULT.REGISTRATION_ID_INVALID,
  note: 'One-click checkout: a registration of this entity the widget offers; unusable ones are not shown.',
};
