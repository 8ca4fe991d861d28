import type { FastifyInstance } from 'fastify';
import { RESULT } from '../../spec/result-codes';
import { validate } from '../../spec/validate';
import type { SandboxContext } from '../context';
import { issuesResult, sendAnswer, sendPayment, sendStoredPayment } from '../http/answer';
import { bearerAuth, checkEntity } from '../http/auth';
import { formOf } from '../http/form-body';
import { standingInstructionIssues } from '../registrations/standing-instructions';
import { unwrapWalletToken } from '../wallets/unwrap-token';
import { merchantPayment } from './merchant-payment';
import { processPayment } from './process-payment';
import { redirectIssues, serverFlow, serverOperation } from './server-flow';

// Server-to-server payments (DB, PA) and reading a payment back. With shopperResultUrl, 3-D Secure
// cards and redirect brands answer pending with a redirect (see server-flow.ts).
export function registerPaymentRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const auth = bearerAuth(ctx.store, ctx.now);

  app.post('/v1/payments', { onRequest: auth }, async (request, reply) => {
    const now = ctx.now();
    const form = formOf(request.body);
    const merchant = checkEntity(request, reply, form.params.entityId, now);
    if (!merchant) return reply;
    const issues = [
      ...form.issues,
      ...validate(form.params, serverOperation(form.params), { now }),
      ...redirectIssues(form.params),
      ...standingInstructionIssues(ctx, form.params, merchant.entityId),
    ];
    if (issues.length > 0) return sendAnswer(reply, 400, now, issuesResult(issues));
    // A wallet's encrypted token is decrypted here (src/sandbox/wallets).
    const wallet = unwrapWalletToken(ctx.walletKeys, form.params, now);
    if (wallet.issues) return sendAnswer(reply, 400, now, issuesResult(wallet.issues));
    const flow = serverFlow(ctx, form.params);
    const { response } = processPayment(ctx, { params: wallet.params, merchant, flow }, request.log);
    return sendPayment(reply, response);
  });

  app.get<{ Params: { id: string } }>('/v1/payments/:id', { onRequest: auth }, async (request, reply) => {
    const now = ctx.now();
    const query = formOf(request.query);
    const merchant = checkEntity(request, reply, query.params.entityId, now);
    if (!merchant) return reply;
    if (query.issues.length > 0) return sendAnswer(reply, 400, now, issuesResult(query.issues));
    const payment = merchantPayment(ctx, request.params.id, merchant.entityId);
    if (!payment) return sendAnswer(reply, 404, now, RESULT.NOT_FOUND);
    return sendStoredPayment(reply, now, payment.response);
  });
}
