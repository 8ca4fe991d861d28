import type { FastifyReply, FastifyRequest } from 'fastify';
import { RESULT } from '../../spec/result-codes';
import type { TimelineEvent } from '../../spec/timeline-event';
import type { SandboxContext } from '../context';
import { sendAnswer } from '../http/answer';
import { PAYMENT_ID_FORMAT } from '../ids';
import type { PaymentRecord } from '../store/store';
import { sessionOf } from './guard';
import { paymentSummary } from './payment-list';
import type { WebhookAttemptRow } from './reads-store';
import { sendJson } from './send-json';
import { checkoutEvents } from './timeline-checkout';
import { flowEvents } from './timeline-flows';
import { titled } from './titled';

// GET /inspector/api/payments/{id}/timeline: what happened to one payment, in order: its checkout,
// the requests about it (the widget loaded, the checkout read, the payment submitted:
// ./timeline-checkout.ts), its redirect flows' starts and ends (./timeline-flows.ts), the payment,
// the operations on it (and on those: a chargeback's reversal), and every webhook sent about any
// of them with the receiver's answer.

export type { TimelineEvent };

const OPERATION_KINDS: Readonly<Record<string, string>> = {
  CP: 'capture',
  RF: 'refund',
  RV: 'reversal',
  CB: 'chargeback',
  CR: 'chargeback',
};

const OPERATION_TITLES: Readonly<
  Record<string, 'captured' | 'refunded' | 'reversed' | 'chargedBack' | 'chargebackReversed'>
> = {
  CP: 'captured',
  RF: 'refunded',
  RV: 'reversed',
  CB: 'chargedBack',
  CR: 'chargebackReversed',
};

/** Operations on operations go this deep at most (a payment, its chargeback, that one's reversal). */
const DEPTH = 3;
/** At most this many operations on one payment are shown (partial captures and refunds add up). */
const OPERATIONS = 200;

/** The endpoint a notification went to, without its query string (it may carry a secret). */
function endpointOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return '';
  }
}

function webhookEvent(row: WebhookAttemptRow, paymentId: string): TimelineEvent {
  const outcome = row.status === null ? row.error : `HTTP ${row.status}`;
  const values = {
    type: row.type,
    action: row.action ?? '',
    attempt: String(row.attempt),
    ms: String(row.duration_ms),
  };
  return {
    time: new Date(row.at).toISOString(),
    kind: 'webhook.sent',
    ...(outcome === null
      ? titled('webhookUnanswered', values)
      : titled('webhookSent', { ...values, outcome })),
    detail: endpointOf(row.url),
    paymentId,
  };
}

function paymentEvent(payment: PaymentRecord, root: boolean): TimelineEvent {
  const { response } = payment;
  const type = response.paymentType;
  const operation = root ? 'payment' : OPERATION_TITLES[type];
  const values = { amount: response.amount, currency: response.currency };
  return {
    time: payment.createdAt.toISOString(),
    kind: root ? 'payment' : (OPERATION_KINDS[type] ?? 'payment'),
    ...(operation
      ? titled(operation, { type, ...values })
      : { title: `${type} ${response.amount} ${response.currency}` }),
    detail: response.result.description,
    resultCode: response.result.code,
    paymentId: payment.id,
  };
}

/** The payment and the operations on it, depth first, within the bounds. */
async function family(ctx: SandboxContext, root: PaymentRecord): Promise<PaymentRecord[]> {
  const found = [root];
  let level = [root.id];
  for (let depth = 0; depth < DEPTH && level.length > 0 && found.length < OPERATIONS; depth++) {
    const next: string[] = [];
    for (const id of level) next.push(...(await ctx.store.inspectorReads.followUps(id)));
    level = next.slice(0, OPERATIONS - found.length);
    for (const id of level) {
      const payment = await ctx.store.payment(id);
      if (payment && payment.entityId === root.entityId) found.push(payment);
    }
  }
  return found;
}

export async function timelineOf(ctx: SandboxContext, payment: PaymentRecord): Promise<TimelineEvent[]> {
  const events: TimelineEvent[] = [];
  if (payment.checkoutId)
    events.push(...(await checkoutEvents(ctx, payment.entityId, payment.checkoutId)).events);
  events.push(...flowEvents(await ctx.store.inspectorReads.asyncSteps(payment.id), payment));
  const members = await family(ctx, payment);
  for (const member of members) {
    events.push(paymentEvent(member, member.id === payment.id));
    for (const row of await ctx.store.inspectorReads.webhookAttempts(payment.entityId, member.id))
      events.push(webhookEvent(row, member.id));
  }
  // Stable: events of one instant keep the order above (checkout, requests, flow, payment, webhooks).
  return events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => a.event.time.localeCompare(b.event.time) || a.index - b.index)
    .map(({ event }) => event);
}

export async function sendTimeline(
  ctx: SandboxContext,
  request: FastifyRequest<{ Params: { id: string } }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { id } = request.params;
  const { entityId } = sessionOf(request).merchant;
  // Another merchant's payment is as unknown as one that does not exist, as in the API.
  const payment = PAYMENT_ID_FORMAT.test(id) ? await ctx.store.payment(id) : undefined;
  if (!payment || payment.entityId !== entityId) return sendAnswer(reply, 404, ctx.now(), RESULT.NOT_FOUND);
  return sendJson(reply, { payment: paymentSummary(payment), events: await timelineOf(ctx, payment) });
}
