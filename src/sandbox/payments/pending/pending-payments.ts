// Payments that wait for the shopper (3-D Secure, provider pages): stored pending with the
// redirect, completed once, and ended as abandoned when their time is up.
import { isSuccessful, RESULT, type Result } from '../../../spec/result-codes';
import type { SandboxContext } from '../../context';
import { formatTimestamp } from '../../http/response-meta';
import { asyncBrand } from '../../providers/brands';
import { posAnswerOnCompletion } from '../../simulator/pos-answer';
import type { PaymentRecord } from '../../store/store';
import type { PaymentResponse } from '../payment-response';

/** A pending payment lives as long as its checkout, or 30 minutes without one. */
export const PENDING_LIFETIME_MS = 30 * 60 * 1000;

export interface FinalAnswer {
  result: Result;
  /** What the acquirer answered, when the payment got as far as the authorisation. */
  acquirerResponse?: string;
  /** Members added to the answer, e.g. threeDSecure. */
  members?: Record<string, unknown>;
  /** Extra resultDetails entries. */
  details?: Record<string, string>;
  /** The payment sent chip data (pos.iccDataRequest), which the authorisation answers. */
  iccDataSent?: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The pending answer turned final: no redirect, the new result, the same id, card and echo. */
export function finalResponse(pending: PaymentResponse, answer: FinalAnswer, now: Date): PaymentResponse {
  const { redirect: _redirect, ...rest } = pending;
  // Added structures extend the echoed ones (threeDSecure.challengeIndicator stays beside eci).
  const members = Object.fromEntries(
    Object.entries(answer.members ?? {}).map(([name, value]) => {
      const echoed = rest[name];
      return [name, isRecord(echoed) && isRecord(value) ? { ...echoed, ...value } : value];
    }),
  );
  return {
    ...rest,
    ...members,
    result: answer.result,
    resultDetails: {
      ...pending.resultDetails,
      ExtendedDescription: answer.result.description,
      ...(answer.acquirerResponse === undefined ? {} : { AcquirerResponse: answer.acquirerResponse }),
      ...answer.details,
    },
    timestamp: formatTimestamp(now),
  };
}

/**
 * The answer with the acquirer's POS answer added, for a POS payment: what a payment that did not
 * wait answers at once. Chip data is answered only when the payment reached the authorisation.
 */
function withPos(record: PaymentRecord, answer: FinalAnswer, now: Date): FinalAnswer {
  const pos = posAnswerOnCompletion(
    {
      echoed: record.response.pos,
      acquirerTxId: record.response.resultDetails?.ConnectorTxID1 ?? '',
      entityId: record.entityId,
      iccDataSent: answer.iccDataSent === true && answer.acquirerResponse !== undefined,
    },
    answer.result,
    now,
  );
  return Object.keys(pos).length === 0 ? answer : { ...answer, members: { ...answer.members, pos } };
}

/**
 * Gives a pending payment its final answer (once: a second completion changes nothing); an approval
 * pays its checkout, unless another attempt paid it meanwhile. Returns the payment as stored.
 */
export async function completePending(
  ctx: SandboxContext,
  record: PaymentRecord,
  answer: FinalAnswer,
): Promise<PaymentRecord> {
  const now = ctx.now();
  const paysCheckout = record.checkoutId !== null && isSuccessful(answer.result.code);
  const outcome = await ctx.store.completePayment(
    record.id,
    finalResponse(record.response, withPos(record, answer, now), now),
    { paysCheckout },
  );
  if (outcome === 'checkoutClosed') {
    await ctx.store.completePayment(
      record.id,
      finalResponse(record.response, withPos(record, { result: RESULT.CHECKOUT_ALREADY_PAID }, now), now),
    );
  }
  return (await ctx.store.payment(record.id)) ?? record;
}

/** How an abandoned payment ends: online transfers with their own code, everything else 100.396.103. */
export const abandonedResult = (response: PaymentResponse): Result =>
  asyncBrand(response.paymentBrand)?.timeout ?? RESULT.PENDING_TIMED_OUT;

/** The payment, ended as abandoned first when it is pending and its time is up. */
export async function settleIfExpired(ctx: SandboxContext, record: PaymentRecord): Promise<PaymentRecord> {
  if (!record.pendingUntil || record.pendingUntil.getTime() > ctx.now().getTime()) return record;
  return await completePending(ctx, record, { result: abandonedResult(record.response) });
}

/** A new attempt on a checkout ends the ones still waiting, so only one can pay it. */
export async function supersedePending(ctx: SandboxContext, checkoutId: string): Promise<void> {
  for (const record of await ctx.store.pendingPaymentsOfCheckout(checkoutId)) {
    await completePending(ctx, record, { result: RESULT.PROBABLY_CANCELLED });
  }
}

/** `{shopperResultUrl}?id=…&resourcePath=…`, as the shopper lands after a synchronous payment. */
export function shopperReturnUrl(
  shopperResultUrl: string,
  target: { checkoutId: string | null; paymentId: string },
): string {
  if (!shopperResultUrl) return '';
  const id = target.checkoutId ?? target.paymentId;
  const path = target.checkoutId ? `/v1/checkouts/${id}/payment` : `/v1/payments/${id}`;
  const separator = shopperResultUrl.includes('?') ? '&' : '?';
  return `${shopperResultUrl}${separator}id=${encodeURIComponent(id)}&resourcePath=${encodeURIComponent(path)}`;
}
