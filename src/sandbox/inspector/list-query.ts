// What the inspector's paged lists (payments, checkouts) read alike from their query string: the
// parameter errors they answer, the merchantTransactionId filter, the `before` cursor
// (`{epoch ms}.{id}` of the last row of the page before) and the page's size.
import type { FastifyReply } from 'fastify';
import { RESULT } from '../../spec/result-codes';
import { sendAnswer } from '../http/answer';

export interface ParameterError {
  name: string;
  value: string;
  message: string;
}

export interface Paging {
  merchantTransactionId?: string;
  before?: { at: number; id: string };
  limit: number;
}

/** Collects a list query's parameter errors, each with (the start of) the value sent. */
export function parameterErrors(params: Readonly<Record<string, string>>) {
  const errors: ParameterError[] = [];
  const fail = (name: string, message: string) => {
    errors.push({ name, value: (params[name] ?? '').slice(0, 64), message });
  };
  return { errors, fail };
}

/**
 * Reads merchantTransactionId, `before` (its id as `idFormat` allows) and `limit` (1 to
 * `pageLimit`, else `defaultLimit`) into `query`, each one that cannot be read a parameter error.
 */
export function readPaging(
  params: Readonly<Record<string, string>>,
  query: Paging,
  fail: (name: string, message: string) => void,
  { idFormat, pageLimit }: { idFormat: string; pageLimit: number },
): void {
  if (params.merchantTransactionId !== undefined) {
    if (params.merchantTransactionId.length === 0 || params.merchantTransactionId.length > 255)
      fail('merchantTransactionId', 'must be 1 to 255 characters');
    else query.merchantTransactionId = params.merchantTransactionId;
  }
  if (params.before !== undefined) {
    const match = new RegExp(`^(\\d{1,15})\\.(${idFormat})$`).exec(params.before);
    if (match) query.before = { at: Number(match[1]), id: match[2] as string };
    else fail('before', 'must be the `next` of a previous page');
  }
  if (params.limit !== undefined) {
    const limit = /^\d{1,3}$/.test(params.limit) ? Number(params.limit) : 0;
    if (limit < 1 || limit > pageLimit) fail('limit', `must be 1 to ${pageLimit}`);
    else query.limit = limit;
  }
}

/** A query that could not be read: 400, the gateway's invalid-parameter code and every error. */
export function sendQueryErrors(reply: FastifyReply, now: Date, errors: readonly ParameterError[]) {
  return sendAnswer(reply, 400, now, {
    code: RESULT.INVALID_PARAMETER.code,
    description: `invalid or missing parameter: ${errors[0]?.name}`,
    parameterErrors: [...errors],
  });
}
