// POST /v1/checkouts/{id}/one-click-payment: the widget pays with one of the registrations the
// checkout offers. Without a CVV nothing sensitive is sent, so the merchant page may call it (the
// browser API, with CORS); a CVV may only come from the gateway-origin CVV iframe.
import type { FastifyInstance } from 'fastify';
import { RESULT } from '../../spec/result-codes';
import { validate } from '../../spec/validate';
import { payableCheckout } from '../checkouts/checkout-lookup';
import type { SandboxContext } from '../context';
import { httpStatusFor, issuesResult, sendAnswer } from '../http/answer';
import { formOf } from '../http/form-body';
import { browserFlow } from '../payments/browser-flow';
import { processPayment } from '../payments/process-payment';
import { offeredRegistrations } from './checkout-registrations';
import { BROWSER_ONE_CLICK } from './operations';
import { checkoutPaymentParams, mergeInstrument } from './pay-with-registration';
import { usableRegistration } from './registrations';

export function registerOneClickRoute(app: FastifyInstance, ctx: SandboxContext): void {
  app.post<{ Params: { id: string } }>('/v1/checkouts/:id/one-click-payment', async (request, reply) => {
    const sameOrigin = ctx.origins.allows(request.headers.origin);
    const now = ctx.now();
    const checkout = await payableCheckout(ctx.store, reply, request.params.id, now);
    if (!checkout) return reply;
    const checkoutId = checkout.id;

    const form = formOf(request.body);
    if (form.params['card.cvv'] !== undefined && !sameOrigin)
      return sendAnswer(reply, 403, now, RESULT.ORIGIN_NOT_ALLOWED, { checkoutId });
    const issues = [...form.issues, ...validate(form.params, BROWSER_ONE_CLICK, { now })];
    if (issues.length > 0) return sendAnswer(reply, 400, now, issuesResult(issues), { checkoutId });

    const { registrationId = '', ...browser } = form.params;
    const offered = offeredRegistrations(checkout.params).includes(registrationId);
    const found = offered
      ? await usableRegistration(ctx, registrationId, checkout.entityId)
      : ({ ok: false, status: 404, result: RESULT.REGISTRATION_NOT_FOUND } as const);
    if (!found.ok) return sendAnswer(reply, found.status, now, found.result, { checkoutId });
    const merged = mergeInstrument(found.content.instrument, browser, checkout.entityId, now);
    if (merged.issues.length > 0)
      return sendAnswer(reply, 400, now, issuesResult(merged.issues), { checkoutId });

    const merchant = await ctx.store.merchantByEntity(checkout.entityId);
    if (!merchant) return sendAnswer(reply, 404, now, RESULT.CHECKOUT_NOT_FOUND);
    const params = {
      ...browser,
      ...merged.instrument,
      ...checkoutPaymentParams(checkout.params),
      registrationId,
    };
    const flow = browserFlow(ctx, request, checkout);
    const { response, stored } = await processPayment(
      ctx,
      { params, merchant, checkoutId, flow },
      request.log,
    );
    if (!stored) return sendAnswer(reply, 400, now, RESULT.CHECKOUT_ALREADY_PAID, { checkoutId });
    return reply.code(httpStatusFor(response.result.code)).send(response);
  });
}
