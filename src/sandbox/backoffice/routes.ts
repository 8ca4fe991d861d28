import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '../../spec/operations';
import { RESULT } from '../../spec/result-codes';
import { validate } from '../../spec/validate';
import type { SandboxContext } from '../context';
import { httpStatusFor, issuesResult, sendAnswer } from '../http/answer';
import { merchantOf } from '../http/auth';
import { formOf } from '../http/form-body';
import { jsonOf } from '../http/json-once';
import { merchantPayment } from '../payments/merchant-payment';
import type { FeatureRoutes } from '../plugins/audiences';

import { runBackOfficeOperation } from './run-operation';

// POST /v1/payments/{id}: capture (CP), refund (RF), reversal (RV), chargeback (CB) and
// chargeback reversal (CR) of an earlier payment of the merchant (./workflow.ts says which).
function registerBackOfficeRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post<{ Params: { id: string } }>('/v1/payments/:id', async (request, reply) => {
    const now = ctx.now();
    const form = formOf(request.body);
    const merchant = merchantOf(request);
    const issues = [...form.issues, ...validate(form.params, OPERATIONS.backOffice, { now })];
    if (issues.length > 0) return sendAnswer(reply, 400, now, issuesResult(issues));
    const reference = await merchantPayment(ctx, request.params.id, merchant.entityId);
    if (!reference) return sendAnswer(reply, 404, now, RESULT.NOT_FOUND);

    const attempt = await runBackOfficeOperation(ctx, { params: form.params, merchant, reference });
    const log = { referencedId: reference.id, paymentType: form.params.paymentType };
    if ('refusal' in attempt) {
      request.log.debug({ ...log, code: attempt.refusal.code }, 'back-office operation refused');
      return sendAnswer(reply, 400, now, attempt.refusal);
    }
    const { response } = attempt;
    request.log.debug(
      { ...log, paymentId: response.id, code: response.result.code },
      'back-office operation',
    );
    return reply
      .code(httpStatusFor(response.result.code))
      .type('application/json; charset=utf-8')
      .send(jsonOf(response));
  });
}

/** Capture, refund, reversal, chargeback and its reversal: the merchant API. */
export const BACK_OFFICE_ROUTES: FeatureRoutes = { merchant: registerBackOfficeRoutes };
