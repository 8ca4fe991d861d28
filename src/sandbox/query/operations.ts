// The parameters of GET /v1/query/{id}, derived from the shared query operation: the id names the
// transaction, so the selections of the search (merchantTransactionId, time frame, shortId) have
// no place beside it.
import { OPERATIONS, type Operation } from '../../spec/operations';

export const QUERY_BY_ID: Operation = {
  ...OPERATIONS.query,
  optional: ['includeLinkedTransactions', 'paymentTypes', 'paymentMethods', 'limit'],
  rules: [],
};
