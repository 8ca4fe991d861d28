// The Requests view's filters, and whether a request arriving live passes them (the server
// filtered the list it answered; the stream sends every request of the merchant).
import { resultGroupOf } from '../../spec/result-groups';
import type { RequestSummary, ResultClassFilter } from '../api/contract';

export interface RequestFilter {
  path?: string;
  status?: string;
  resultClass?: ResultClassFilter | '';
  merchantTransactionId?: string;
}

/** A request's group as the gateway's filter sees it (src/spec/result-groups.ts). */
export const resultClassOf = (code: string | undefined): ResultClassFilter => resultGroupOf(code);

export function passes(request: RequestSummary, filter: RequestFilter): boolean {
  if (filter.path && !request.path.includes(filter.path)) return false;
  if (filter.status && String(request.status) !== filter.status) return false;
  if (filter.merchantTransactionId && request.merchantTransactionId !== filter.merchantTransactionId)
    return false;
  return !filter.resultClass || resultClassOf(request.resultCode) === filter.resultClass;
}
