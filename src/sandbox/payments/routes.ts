import type { FastifyInstance } from 'fastify';
import { RESULT } from '../../spec/result-codes';
import { validate } from '../../spec/validate';
import type { SandboxContext } from '../context';
import { issuesResult, sendAnswer, sendPayment, sendStoredPayment } from '../http/answer';
import { merchantOf } from '../http/auth';
import { formOf } from '../http/form-body';
import { PAYMENT_ID_FORMAT } from '../ids';
import type { FeatureRoutes } from '../plugins/audiences';
import { standingInstructionIssues } from '../registrations/standing-instructions';
import { takeWalletToken, unwrapWalletToken } from '../wallets/unwrap-token';
import { browserFlow } from './browser-flow';
import { registerFramePaymentRoute } from './frame-payment-route';
import { merchantPayment } from './merchant-payment';
import { processPayment } from './process-payment';
import { redirectIssues, serverFlow, serverOperation } from './server-flow';

type WithId = { Params: { id: string } };

/**
 * Server-to-server payments (DB, PA) and reading a payment back: with shopperResultUrl, 3-D Secure
 * cards and redirect brands answer pending with a redirect (./server-flow.ts). The card frame's
 * payment of a checkout: 3-D Secure cards answer pending with a redirect (./browser-flow.ts).
 */
export const PAYMENT_ROUTES: FeatureRoutes = {
  merchant: serverPayments,
  frames: (app, ctx) =>
    registerFramePaymentRoute(app, ctx, {
      path: '/v1/checkouts/:id/payment',
      operation: 'browserCheckoutPayment',
      flow: browserFlow,
    }),
};

function serverPayments(app: FastifyInstance, ctx: SandboxContext): void {
  app.post('/v1/payments', async (request, reply) => {
    const now = ctx.now();
    const form = formOf(request.body);
    const merchant = merchantOf(request);
    const issues = [
      ...form.issues,
      ...validate(form.params, serverOperation(form.params), { now }),
      ...redirectIssues(form.params),
      ...(await standingInstructionIssues(ctx, form.params, merchant.entityId)),
    ];
    if (issues.length > 0) return sendAnswer(reply, 400, now, issuesResult(issues));
    // A wallet's encrypted token is decrypted here (src/sandbox/wallets).
    const wallet = unwrapWalletToken(ctx.walletKeys, form.params, now);
    if (wallet.issues) return sendAnswer(reply, 400, now, issuesResult(wallet.issues));
    const taken = await takeWalletToken(ctx, wallet, merchant.entityId, now);
    if (taken.length > 0) return sendAnswer(reply, 400, now, issuesResult(taken));
    const flow = serverFlow(ctx, form.params, request);
    const { response } = await processPayment(ctx, { params: wallet.params, merchant, flow }, request.log);
    return sendPayment(reply, response);
  });

  app.get<WithId>('/v1/payments/:id', async (request, reply) => {
    const now = ctx.now();
    const query = formOf(request.query);
    const merchant = merchantOf(request);
    if (query.issues.length > 0) return sendAnswer(reply, 400, now, issuesResult(query.issues));
    const payment = await merchantPayment(ctx, request.params.id, merchant.entityId);
    if (!payment) return sendAnswer(reply, 404, now, RESULT.NOT_FOUND);
    return sendStoredPayment(reply, now, payment.response);
  });

  // Sandbox aid: a pending payment's lifetime ends now (100.396.103 when read again).
  app.post<WithId>('/v1/sandbox/payments/:id/expire', async (request, reply) => {
    const now = ctx.now();
    const merchant = merchantOf(request);
    const { id } = request.params;
    const payment = PAYMENT_ID_FORMAT.test(id) ? await ctx.store.payment(id) : undefined;
    if (!payment || payment.entityId !== merchant.entityId)
      return sendAnswer(reply, 404, now, RESULT.NOT_FOUND);
    await ctx.store.expirePayment(id, now);
    return sendAnswer(reply, 200, now, RESULT.SUCCESSFUL_REQUEST, { id });
  });
}
