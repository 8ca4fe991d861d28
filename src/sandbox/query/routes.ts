import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '../../spec/operations';
import { RESULT } from '../../spec/result-codes';
import { validate } from '../../spec/validate';
import type { SandboxContext } from '../context';
import { issuesResult, sendAnswer, sendStoredPayment } from '../http/answer';
import { merchantOf } from '../http/auth';
import { formOf } from '../http/form-body';
import { merchantPayment } from '../payments/merchant-payment';
import type { FeatureRoutes } from '../plugins/audiences';
import { criteriaOf } from './criteria';
import { QUERY_BY_ID } from './operations';
import { findTransactions, sendTransactions } from './query-answer';

// The transaction query (document 3, 2.9): one transaction by id, or a search by
// merchantTransactionId or time frame; only ever the caller's own transactions.
function registerQueryRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/v1/query', async (request, reply) => {
    const now = ctx.now();
    const query = formOf(request.query);
    const merchant = merchantOf(request);
    const issues = [...query.issues, ...validate(query.params, OPERATIONS.query, { now })];
    if (issues.length > 0) return sendAnswer(reply, 400, now, issuesResult(issues));
    return sendTransactions(
      reply,
      now,
      await findTransactions(ctx, criteriaOf(query.params, merchant.entityId)),
    );
  });

  // Without includeLinkedTransactions the transaction itself, as GET /v1/payments/{id} answers it;
  // with it, the list answer of the transaction and those linked to it.
  app.get<{ Params: { id: string } }>('/v1/query/:id', async (request, reply) => {
    const now = ctx.now();
    const query = formOf(request.query);
    const merchant = merchantOf(request);
    const issues = [...query.issues, ...validate(query.params, QUERY_BY_ID, { now })];
    if (issues.length > 0) return sendAnswer(reply, 400, now, issuesResult(issues));
    const payment = await merchantPayment(ctx, request.params.id, merchant.entityId);
    if (!payment) return sendAnswer(reply, 404, now, RESULT.NOT_FOUND);

    const criteria = criteriaOf(query.params, merchant.entityId, payment.id);
    const found = await findTransactions(ctx, criteria);
    if (criteria.includeLinked) return sendTransactions(reply, now, found);
    const [one] = found;
    // The filters leave the transaction out: as if there were none.
    if (!one) return sendAnswer(reply, 404, now, RESULT.NOT_FOUND);
    return sendStoredPayment(reply, now, one.response);
  });
}

/** The transaction query: the merchant API. */
export const QUERY_ROUTES: FeatureRoutes = { merchant: registerQueryRoutes };
