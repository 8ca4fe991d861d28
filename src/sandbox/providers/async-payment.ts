// POST /v1/checkouts/{id}/async-payment: the widget's online-transfer and virtual-account forms.
// No card data is accepted here, so unlike the card route any page may call it (CORS); the answer
// is pending with a redirect to the provider's page.
import type { FastifyInstance } from 'fastify';
import { RESULT } from '../../spec/result-codes';
import { validate } from '../../spec/validate';
import { payableCheckout } from '../checkouts/checkout-lookup';
import type { SandboxContext } from '../context';
import { httpStatusFor, issuesResult, sendAnswer } from '../http/answer';
import { formOf } from '../http/form-body';
import { browserFlow } from '../payments/browser-flow';
import { processPayment } from '../payments/process-payment';
import { checkoutTermsIssues } from './brand-terms';
import { asyncBrand } from './brands';
import { BROWSER_REDIRECT_PAYMENT } from './operations';

export function registerAsyncBrowserRoute(app: FastifyInstance, ctx: SandboxContext): void {
  app.post<{ Params: { id: string } }>('/v1/checkouts/:id/async-payment', async (request, reply) => {
    const now = ctx.now();
    const checkout = await payableCheckout(ctx.store, reply, request.params.id, now);
    if (!checkout) return reply;
    const checkoutId = checkout.id;

    const form = formOf(request.body);
    const issues = [...form.issues, ...validate(form.params, BROWSER_REDIRECT_PAYMENT, { now })];
    if (issues.length > 0) return sendAnswer(reply, 400, now, issuesResult(issues), { checkoutId });

    const merchant = await ctx.store.merchantByEntity(checkout.entityId);
    if (!merchant) return sendAnswer(reply, 404, now, RESULT.CHECKOUT_NOT_FOUND);
    const params = { ...form.params, ...checkout.params };
    // The provider's terms (currency, cart…) are met by the checkout the merchant created.
    const brand = asyncBrand(params.paymentBrand);
    const terms = brand ? checkoutTermsIssues(brand, params) : [];
    if (terms.length > 0) return sendAnswer(reply, 400, now, issuesResult(terms), { checkoutId });
    const flow = browserFlow(ctx, request, checkout);
    const { response } = await processPayment(ctx, { params, merchant, checkoutId, flow }, request.log);
    return reply.code(httpStatusFor(response.result.code)).send(response);
  });
}
