// The parameters of the webhook endpoints (a sandbox's configuration API, as the platform's
// back office offers it): their own small catalogue, validated like every other request.
import { ENTITY_ID } from '../../spec/catalogue/basic';
import { listOf, pattern, url } from '../../spec/catalogue/format-builders';
import { createCatalogue } from '../../spec/catalogue/index';
import type { Operation } from '../../spec/operations';
import { NOTIFICATION_TYPES } from './wire-format';

const WEBHOOK_CATALOGUE = createCatalogue([
  ENTITY_ID,
  {
    name: 'url',
    format: url(10, 2048),
    note: 'Where the notifications go: any http(s) URL the sandbox can reach.',
  },
  {
    name: 'key',
    format: pattern(/^[0-9a-fA-F]{64}$/, '64 hex characters (an AES-256 key)', '0f'.repeat(32)),
    sensitive: 'secret',
    note: 'The AES-256-GCM key of the notifications; generated when not sent, and answered.',
  },
  {
    name: 'types',
    format: listOf(...NOTIFICATION_TYPES),
    note: 'Comma-separated notification types; all when not sent.',
  },
]);

/** POST /v1/sandbox/webhooks */
export const WEBHOOK_REQUEST: Operation = {
  name: 'backOffice',
  required: ['entityId', 'url'],
  optional: ['key', 'types'],
  rules: [],
  catalogue: WEBHOOK_CATALOGUE,
};

/** GET /v1/sandbox/webhooks, DELETE one, its deliveries, a redelivery: the entity only. */
export const WEBHOOK_LOOKUP: Operation = {
  name: 'backOffice',
  required: ['entityId'],
  optional: [],
  rules: [],
  catalogue: WEBHOOK_CATALOGUE,
};

/** A merchant entity keeps at most this many endpoints. */
export const MAX_WEBHOOKS_PER_ENTITY = 10;
