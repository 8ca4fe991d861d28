import type { FastifyReply, FastifyRequest } from 'fastify';
import { RESULT } from '../../spec/result-codes';
import type { TimelineEvent } from '../../spec/timeline-event';
import type { SandboxContext } from '../context';
import { sendAnswer } from '../http/answer';
import { CHECKOUT_ID_FORMAT } from '../ids';
import type { CheckoutRecord } from '../store/store';
import { checkoutSummary, merchantNowOf } from './checkout-list';
import { sessionOf } from './guard';
import { sendJson } from './send-json';
import { requestEvents } from './timeline-requests';
import { titled } from './titled';

// The start of a timeline that has a checkout: the checkout created, then the requests about it
// (the widget loaded, its reads, a payment submitted: ./timeline-requests.ts). A payment's
// timeline (./timeline.ts) begins with these; a checkout never paid has only these.

/** The checkout's events, when the checkout is the merchant's (another's is as none). */
export async function checkoutEvents(
  ctx: SandboxContext,
  entityId: string,
  checkoutId: string,
): Promise<{ checkout?: CheckoutRecord; events: TimelineEvent[] }> {
  // What this process recorded so far is stored before the log is read (as the stream does).
  await ctx.requestLog.settled();
  const found = await ctx.store.checkout(checkoutId);
  const checkout = found && found.entityId === entityId ? found : undefined;
  const events: TimelineEvent[] = [];
  if (checkout)
    events.push({
      time: checkout.createdAt.toISOString(),
      kind: 'checkout.created',
      ...titled('checkoutCreated', {
        amount: checkout.params.amount ?? '',
        currency: checkout.params.currency ?? '',
      }),
      detail: checkout.id,
    });
  events.push(
    ...requestEvents(
      await ctx.store.requestLog.aboutCheckout(entityId, checkoutId),
      checkout?.createdAt.getTime() ?? Number.NEGATIVE_INFINITY,
    ),
  );
  return { ...(checkout ? { checkout } : {}), events };
}

/**
 * GET /inspector/api/checkouts/{id}/timeline: the checkout (with its payment's id, whose own
 * timeline goes on from here) and its events. Another merchant's checkout is as unknown as none.
 */
export async function sendCheckoutTimeline(
  ctx: SandboxContext,
  request: FastifyRequest<{ Params: { id: string } }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { id } = request.params;
  const { entityId } = sessionOf(request).merchant;
  const { checkout, events } = CHECKOUT_ID_FORMAT.test(id)
    ? await checkoutEvents(ctx, entityId, id)
    : { events: [] };
  if (!checkout) return sendAnswer(reply, 404, ctx.now(), RESULT.NOT_FOUND);
  const payment = await ctx.store.latestPaymentOfCheckout(checkout.id);
  const facts = {
    id: checkout.id,
    params: checkout.params,
    createdAt: checkout.createdAt.getTime(),
    expiresAt: checkout.expiresAt.getTime(),
    state: checkout.state,
    paymentId: payment?.id ?? null,
  };
  return sendJson(reply, { checkout: checkoutSummary(facts, merchantNowOf(ctx, entityId)), events });
}
