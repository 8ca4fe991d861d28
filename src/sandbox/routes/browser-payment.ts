import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RESULT } from '../../spec/result-codes';
import { validate } from '../../spec/validate';
import type { SandboxContext } from '../context';
import { httpStatusFor, issuesResult, sendAnswer } from '../http/answer';
import { formOf } from '../http/form-body';
import type { Merchant } from '../merchants';
import { processPayment } from '../payment/process-payment';
import { registerForCheckout, withShopperChoice } from '../registrations/checkout-registrations';
import { isRegistrationCheckout } from '../registrations/operations';
import { browserFlow } from './browser-flow';
import { liveCheckout } from './checkout-lookup';

/** This gateway's own origin as the browser sees it, from the request's protocol and Host. */
export const gatewayOrigin = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

const UNKNOWN_MERCHANT: Merchant = { entityId: '', accessToken: '', name: 'Sandbox Merchant' };

/**
 * POST /v1/checkouts/{id}/payment, sent by the secure-field iframe (gateway origin) with the card
 * and browser data. There is no token: the checkout id is the capability, and the Origin check
 * keeps other pages from posting card data to it. Answers the payment response, 200 when approved
 * or pending (3-D Secure: with a redirect) and 400 when declined or invalid; `checkoutId` names the
 * checkout in every answer.
 */
export function registerBrowserPaymentRoute(app: FastifyInstance, ctx: SandboxContext): void {
  // onRequest, so a body from a foreign page is refused before it is even read.
  const sameOriginOnly = async (request: FastifyRequest, reply: FastifyReply) =>
    request.headers.origin === gatewayOrigin(request)
      ? undefined
      : sendAnswer(reply, 403, ctx.now(), RESULT.ORIGIN_NOT_ALLOWED);

  app.post<{ Params: { id: string } }>(
    '/v1/checkouts/:id/payment',
    { onRequest: sameOriginOnly },
    async (request, reply) => {
      const now = ctx.now();
      const checkout = liveCheckout(ctx.store, request.params.id, now);
      if (!checkout) return sendAnswer(reply, 404, now, RESULT.CHECKOUT_NOT_FOUND);
      const checkoutId = checkout.id;
      if (checkout.state === 'PAID')
        return sendAnswer(reply, 400, now, RESULT.CHECKOUT_ALREADY_PAID, { checkoutId });

      const form = formOf(request.body);
      const issues = [...form.issues, ...validate(form.params, 'browserCheckoutPayment', { now })];
      if (issues.length > 0) return sendAnswer(reply, 400, now, issuesResult(issues), { checkoutId });

      if (isRegistrationCheckout(checkout.params)) {
        const answer = registerForCheckout(ctx, checkout, form.params, request.log);
        if (!answer) return sendAnswer(reply, 400, now, RESULT.CHECKOUT_ALREADY_PAID, { checkoutId });
        return reply.code(answer.status).send(answer.body);
      }
      const merchant = ctx.store.merchantByEntity(checkout.entityId) ?? UNKNOWN_MERCHANT;
      // The merchant's values win: the browser cannot send them anyway, except SHOPPER_ names
      // and the shopper's "store payment details" choice where the checkout offers it.
      const params = withShopperChoice({ ...form.params, ...checkout.params }, form.params, checkout.params);
      const flow = browserFlow(request, checkout);
      const { response, stored } = processPayment(ctx, { params, merchant, checkoutId, flow }, request.log);
      if (!stored) return sendAnswer(reply, 400, now, RESULT.CHECKOUT_ALREADY_PAID, { checkoutId });
      return reply.code(httpStatusFor(response.result.code)).send(response);
    },
  );
}
