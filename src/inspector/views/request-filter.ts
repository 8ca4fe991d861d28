// The Requests view's filters, and whether a request arriving live passes them (the server
// filtered the list it answered; the stream sends every request of the merchant).
import { classifyResultCode, isPending, isSuccessful } from '../../spec/result-codes';
import type { RequestSummary, ResultClassFilter } from '../api/contract';

export interface RequestFilter {
  path?: string;
  status?: string;
  resultClass?: ResultClassFilter | '';
  merchantTransactionId?: string;
}

export function resultClassOf(code: string | undefined): ResultClassFilter {
  if (!code) return 'other';
  if (isSuccessful(code)) return 'success';
  if (isPending(code)) return 'pending';
  return classifyResultCode(code) === 'formatError' ? 'parameterError' : 'rejected';
}

export function passes(request: RequestSummary, filter: RequestFilter): boolean {
  if (filter.path && !request.path.includes(filter.path)) return false;
  if (filter.status && String(request.status) !== filter.status) return false;
  if (filter.merchantTransactionId && request.merchantTransactionId !== filter.merchantTransactionId)
    return false;
  return !filter.resultClass || resultClassOf(request.resultCode) === filter.resultClass;
}
