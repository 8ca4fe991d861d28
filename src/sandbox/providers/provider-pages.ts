// The simulated provider: its page, and the shopper's decision, which ends the payment.
import type { FastifyInstance } from 'fastify';
import { RESULT } from '../../spec/result-codes';
import type { SandboxContext } from '../context';
import { formOf } from '../http/form-body';
import { sendPage } from '../pages/page-shell';
import { noteFlowStart, sendCompletion, sendGone } from '../payments/pending/flow-replies';
import { completePending, type FinalAnswer, settleIfExpired } from '../payments/pending/pending-payments';
import { asyncBrand } from './brands';
import { providerPage } from './pages';
import { loadProvider, saveProvider } from './session';

type WithId = { Params: { id: string } };

const DECISIONS: Readonly<Record<string, FinalAnswer>> = {
  approve: { result: RESULT.SUCCESS_INTEGRATOR_TEST, acquirerResponse: '00' },
  cancel: { result: RESULT.CANCELLED_BY_USER },
  fail: { result: RESULT.DECLINED, acquirerResponse: '05' },
};

export function registerProviderRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post<WithId>('/v1/providers/:id', async (request, reply) => {
    const session = await loadProvider(ctx, request.params.id);
    if (!session) return sendGone(reply);
    const { data } = session;
    if (formOf(request.body).params.token !== data.token) return sendGone(reply, data.lang, 403);
    noteFlowStart(request, data, session.payment, ctx.origins);
    await saveProvider(ctx, session);
    if ((await settleIfExpired(ctx, session.payment)).pendingUntil === undefined)
      return sendCompletion(reply, data);
    return sendPage(
      reply,
      200,
      providerPage(data.lang, {
        label: asyncBrand(data.brand)?.label ?? data.brand,
        amount: data.amount,
        currency: data.currency,
        merchantName: data.merchantName,
        action: `/v1/providers/${session.id}/decision`,
        token: data.token,
      }),
    );
  });

  app.post<WithId>('/v1/providers/:id/decision', async (request, reply) => {
    const session = await loadProvider(ctx, request.params.id);
    if (!session) return sendGone(reply);
    const form = formOf(request.body).params;
    if (form.token !== session.data.token) return sendGone(reply, session.data.lang, 403);
    const answer = DECISIONS[form.decision ?? ''];
    if (!answer) return sendGone(reply, session.data.lang, 400);
    const payment = await settleIfExpired(ctx, session.payment);
    // A repeated decision (back button) changes nothing: the first one stands.
    let final = payment;
    if (payment.pendingUntil !== undefined) {
      final = await completePending(ctx, payment, answer);
      session.data.ended = { decision: form.decision ?? '', at: ctx.now().getTime() };
      await saveProvider(ctx, session);
    }
    const cancelled = final.response.result.code === RESULT.CANCELLED_BY_USER.code;
    return sendCompletion(reply, session.data, cancelled);
  });
}
