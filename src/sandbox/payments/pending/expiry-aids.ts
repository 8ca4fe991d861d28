// Test aids that only a sandbox has (not part of the gateway's API): end a checkout's or a
// pending payment's lifetime now, to test what happens to payments a shopper abandons without
// waiting 30 minutes.
import type { FastifyInstance } from 'fastify';
import { RESULT } from '../../../spec/result-codes';
import type { SandboxContext } from '../../context';
import { sendAnswer } from '../../http/answer';
import { bearerAuth, checkEntity } from '../../http/auth';
import { formOf } from '../../http/form-body';
import { CHECKOUT_ID_FORMAT, PAYMENT_ID_FORMAT } from '../../ids';

type WithId = { Params: { id: string } };

export function registerSandboxAidRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const auth = bearerAuth(ctx.store, ctx.now);

  app.post<WithId>('/v1/sandbox/checkouts/:id/expire', { onRequest: auth }, async (request, reply) => {
    const now = ctx.now();
    const merchant = checkEntity(request, reply, formOf(request.body).params.entityId, now);
    if (!merchant) return reply;
    const { id } = request.params;
    const checkout = CHECKOUT_ID_FORMAT.test(id) ? ctx.store.checkout(id) : undefined;
    if (!checkout || checkout.entityId !== merchant.entityId) {
      return sendAnswer(reply, 404, now, RESULT.CHECKOUT_NOT_FOUND);
    }
    ctx.store.expireCheckout(id, now);
    return sendAnswer(reply, 200, now, RESULT.SUCCESSFUL_REQUEST, { id });
  });

  app.post<WithId>('/v1/sandbox/payments/:id/expire', { onRequest: auth }, async (request, reply) => {
    const now = ctx.now();
    const merchant = checkEntity(request, reply, formOf(request.body).params.entityId, now);
    if (!merchant) return reply;
    const { id } = request.params;
    const payment = PAYMENT_ID_FORMAT.test(id) ? ctx.store.payment(id) : undefined;
    if (!payment || payment.entityId !== merchant.entityId)
      return sendAnswer(reply, 404, now, RESULT.NOT_FOUND);
    ctx.store.expirePayment(id, now);
    return sendAnswer(reply, 200, now, RESULT.SUCCESSFUL_REQUEST, { id });
  });
}
