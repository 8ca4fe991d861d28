import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ValidationIssue } from '../../spec/catalogue/types';
import type { Operation, OperationName } from '../../spec/operations';
import { RESULT } from '../../spec/result-codes';
import { validate } from '../../spec/validate';
import { payableCheckout } from '../checkouts/checkout-lookup';
import type { SandboxContext } from '../context';
import { httpStatusFor, issuesResult, sendAnswer } from '../http/answer';
import { formOf } from '../http/form-body';
import { registerForCheckout, withShopperChoice } from '../registrations/checkout-registrations';
import { isRegistrationCheckout } from '../registrations/operations';
import type { CheckoutRecord } from '../store/store';
import { processPayment } from './process-payment';
import type { RedirectFlow } from './types';

export interface FramePaymentRoute {
  path: string;
  /** What the frame may send. */
  operation: OperationName | Operation;
  /** Parameters the gateway adds to what the frame sent (the SEPA mandate). */
  addParams?: (now: Date) => Record<string, string>;
  /**
   * The bank form: the checkout's bankAccount.* (the country the merchant expects) go into the
   * payment, where the frame sent none (the IBAN's own country wins). Other frames' payments
   * never take them: a card payment has no bank account.
   */
  bankAccountFromCheckout?: boolean;
  /** What is wrong with the payment's parameters once the checkout's are added (400, nothing paid). */
  mergedIssues?: (params: Readonly<Record<string, string>>) => ValidationIssue[];
  /** The redirect flow (3-D Secure), when the instrument can have one. */
  flow?: (ctx: SandboxContext, request: FastifyRequest, checkout: CheckoutRecord) => RedirectFlow;
}

/**
 * A payment posted by one of the gateway's own frames (card fields, IBAN frame) for a checkout,
 * registered in the gateway-frames plugin, which checks the Origin (../plugins/gateway-frames.ts).
 * Answers the payment response (200 approved or pending, 400 declined or invalid) or, for a
 * registration-only checkout, the registration; `checkoutId` names the checkout in every answer.
 */
export function registerFramePaymentRoute(
  app: FastifyInstance,
  ctx: SandboxContext,
  route: FramePaymentRoute,
): void {
  app.post<{ Params: { id: string } }>(route.path, async (request, reply) => {
    const now = ctx.now();
    const checkout = await payableCheckout(ctx.store, reply, request.params.id, now);
    if (!checkout) return reply;
    const checkoutId = checkout.id;
    const alreadyPaid = () => sendAnswer(reply, 400, now, RESULT.CHECKOUT_ALREADY_PAID, { checkoutId });

    const form = formOf(request.body);
    const issues = [...form.issues, ...validate(form.params, route.operation, { now })];
    if (issues.length > 0) return sendAnswer(reply, 400, now, issuesResult(issues), { checkoutId });
    const sent = { ...form.params, ...route.addParams?.(now) };

    if (isRegistrationCheckout(checkout.params)) {
      const answer = await registerForCheckout(ctx, checkout, sent, request.log);
      return answer ? reply.code(answer.status).send(answer.body) : alreadyPaid();
    }
    const merchant = await ctx.store.merchantByEntity(checkout.entityId);
    if (!merchant) return sendAnswer(reply, 404, now, RESULT.CHECKOUT_NOT_FOUND);
    // The merchant's values win: a frame cannot send them anyway, except SHOPPER_ names and the
    // shopper's "store payment details" choice where the checkout offers it.
    const fromCheckout = checkoutParamsFor(checkout.params, sent, route.bankAccountFromCheckout === true);
    const params = withShopperChoice({ ...sent, ...fromCheckout }, form.params, checkout.params);
    const mergedIssues = route.mergedIssues?.(params) ?? [];
    if (mergedIssues.length > 0)
      return sendAnswer(reply, 400, now, issuesResult(mergedIssues), { checkoutId });
    const flow = route.flow?.(ctx, request, checkout);
    const { response, stored } = await processPayment(
      ctx,
      { params, merchant, checkoutId, ...(flow ? { flow } : {}) },
      request.log,
    );
    if (!stored) return alreadyPaid();
    return reply.code(httpStatusFor(response.result.code)).send(response);
  });
}

/** The checkout's parameters a frame's payment takes (see FramePaymentRoute.bankAccountFromCheckout). */
function checkoutParamsFor(
  checkoutParams: Readonly<Record<string, string>>,
  sent: Readonly<Record<string, string>>,
  bankForm: boolean,
): Record<string, string> {
  const taken: Record<string, string> = {};
  for (const [name, value] of Object.entries(checkoutParams))
    if (!name.startsWith('bankAccount.') || (bankForm && sent[name] === undefined)) taken[name] = value;
  return taken;
}
