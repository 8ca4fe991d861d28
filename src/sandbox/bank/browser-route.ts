// POST /v1/checkouts/{id}/bank-payment, sent by the IBAN iframe (gateway origin): a SEPA direct
// debit, or for a registration-only checkout the account's registration. Like the card route it
// refuses every other origin, so a script on the merchant page cannot submit an IBAN itself.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RESULT } from '../../spec/result-codes';
import { validate } from '../../spec/validate';
import type { SandboxContext } from '../context';
import { httpStatusFor, issuesResult, sendAnswer } from '../http/answer';
import { formOf } from '../http/form-body';
import { processPayment } from '../payment/process-payment';
import { registerForCheckout, withShopperChoice } from '../registrations/checkout-registrations';
import { isRegistrationCheckout } from '../registrations/operations';
import { gatewayOrigin } from '../routes/browser-payment';
import { liveCheckout } from '../routes/checkout-lookup';
import { newMandate } from './mandate';
import { BROWSER_BANK_PAYMENT } from './operations';

export function registerBankPaymentRoute(app: FastifyInstance, ctx: SandboxContext): void {
  const sameOriginOnly = async (request: FastifyRequest, reply: FastifyReply) =>
    request.headers.origin === gatewayOrigin(request)
      ? undefined
      : sendAnswer(reply, 403, ctx.now(), RESULT.ORIGIN_NOT_ALLOWED);

  app.post<{ Params: { id: string } }>(
    '/v1/checkouts/:id/bank-payment',
    { onRequest: sameOriginOnly },
    async (request, reply) => {
      const now = ctx.now();
      const checkout = liveCheckout(ctx.store, request.params.id, now);
      if (!checkout) return sendAnswer(reply, 404, now, RESULT.CHECKOUT_NOT_FOUND);
      const checkoutId = checkout.id;
      if (checkout.state === 'PAID')
        return sendAnswer(reply, 400, now, RESULT.CHECKOUT_ALREADY_PAID, { checkoutId });

      const form = formOf(request.body);
      const issues = [...form.issues, ...validate(form.params, BROWSER_BANK_PAYMENT, { now })];
      if (issues.length > 0) return sendAnswer(reply, 400, now, issuesResult(issues), { checkoutId });
      const browser = { ...form.params, ...newMandate(now) };

      if (isRegistrationCheckout(checkout.params)) {
        const answer = registerForCheckout(ctx, checkout, browser, request.log);
        if (!answer) return sendAnswer(reply, 400, now, RESULT.CHECKOUT_ALREADY_PAID, { checkoutId });
        return reply.code(answer.status).send(answer.body);
      }
      const merchant = ctx.store.merchantByEntity(checkout.entityId);
      if (!merchant) return sendAnswer(reply, 404, now, RESULT.CHECKOUT_NOT_FOUND);
      const params = withShopperChoice({ ...browser, ...checkout.params }, form.params, checkout.params);
      // A direct debit is synchronous: no 3-D Secure, whatever the checkout forces for cards.
      const { response, stored } = processPayment(ctx, { params, merchant, checkoutId }, request.log);
      if (!stored) return sendAnswer(reply, 400, now, RESULT.CHECKOUT_ALREADY_PAID, { checkoutId });
      return reply.code(httpStatusFor(response.result.code)).send(response);
    },
  );
}
