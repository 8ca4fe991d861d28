import type { FastifyReply } from 'fastify';
import { RESULT } from '../../spec/result-codes';
import type { SandboxContext } from '../context';
import { sendAnswer } from '../http/answer';
import { settleIfExpired } from '../payments/pending/pending-payments';
import type { PaymentRecord } from '../store/store';
import type { QueryCriteria } from './criteria';

/** The transactions found, pending ones past their time ended first (as every read does). */
export async function findTransactions(
  ctx: SandboxContext,
  criteria: QueryCriteria,
): Promise<PaymentRecord[]> {
  const found: PaymentRecord[] = [];
  for (const record of await ctx.store.query.find(criteria)) found.push(await settleIfExpired(ctx, record));
  return found;
}

/**
 * The platform's list answer: `payments` with each transaction's answer as stored, and
 * 000.000.100; nothing found is 700.400.580 "cannot find transaction" with an empty list. Both 200:
 * the query itself worked.
 */
export function sendTransactions(
  reply: FastifyReply,
  now: Date,
  found: readonly PaymentRecord[],
): FastifyReply {
  const result = found.length === 0 ? RESULT.NOT_FOUND : RESULT.SUCCESSFUL_REQUEST;
  return sendAnswer(reply, 200, now, result, { payments: found.map((record) => record.response) });
}
