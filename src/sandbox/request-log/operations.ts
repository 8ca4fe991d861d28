// The parameters of the request log's reads: their own small catalogue, validated like every other
// request.
import { ENTITY_ID } from '../../spec/catalogue/basic';
import { digits, integer, oneOf, text } from '../../spec/catalogue/format-builders';
import { createCatalogue } from '../../spec/catalogue/index';
import type { Operation } from '../../spec/operations';
import { RESULT_GROUPS } from '../../spec/result-groups';

/** Requests per page: 50 unless `limit` says otherwise, at most 100. */
export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 100;

const REQUEST_LOG_CATALOGUE = createCatalogue([
  ENTITY_ID,
  {
    name: 'path',
    format: text(1, 256),
    note: 'Only requests whose path starts with this, e.g. /v1/payments.',
  },
  { name: 'status', format: integer(100, 599), note: 'Only requests answered with this HTTP status.' },
  {
    name: 'resultClass',
    format: oneOf(...RESULT_GROUPS),
    note: 'Only requests whose result.code is of this class (the published classification).',
  },
  {
    name: 'merchantTransactionId',
    format: text(1, 255),
    note: 'Only requests that sent this merchantTransactionId.',
  },
  { name: 'before', format: digits(1, 15), note: 'The next page: the `next` of the previous answer.' },
  { name: 'limit', format: integer(1, MAX_LIMIT), note: `Requests per page, ${DEFAULT_LIMIT} unless set.` },
]);

/** GET /v1/sandbox/requests */
export const REQUEST_LIST: Operation = {
  name: 'backOffice',
  required: ['entityId'],
  optional: ['path', 'status', 'resultClass', 'merchantTransactionId', 'before', 'limit'],
  rules: [],
  catalogue: REQUEST_LOG_CATALOGUE,
};

/** GET /v1/sandbox/requests/{id} and /v1/sandbox/requests/stream */
export const REQUEST_LOOKUP: Operation = {
  name: 'backOffice',
  required: ['entityId'],
  optional: [],
  rules: [],
  catalogue: REQUEST_LOG_CATALOGUE,
};
