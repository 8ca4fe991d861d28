import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context';
import { formOf } from '../http/form-body';
import { boundedPage } from '../http/scan-bound';
import {
  CHECKOUT_PAGE_LIMIT,
  type CheckoutListFilter,
  type CheckoutListState,
  narrowsCheckouts,
} from './checkout-list-sql';
import { sessionOf } from './guard';
import { type ParameterError, parameterErrors, readPaging, sendQueryErrors } from './list-query';
import { sendJson } from './send-json';

// GET /inspector/api/checkouts: the merchant's checkouts newest first, a page at a time, paid or
// not: one the shopper left (the widget loaded, a card refused, nothing more) is found here, not
// only through the request log. A paid one, or one with a refused attempt, names its payment.

const DEFAULT_PAGE = 50;
const STATES: readonly CheckoutListState[] = ['open', 'paid', 'expired'];
export type CheckoutListQuery = Omit<CheckoutListFilter, 'entityId' | 'now'>;

/** The query string read and checked; parameter errors instead when it cannot be. */
export function checkoutQueryOf(
  params: Readonly<Record<string, string>>,
): CheckoutListQuery | ParameterError[] {
  const { errors, fail } = parameterErrors(params);
  const query: CheckoutListQuery = { limit: DEFAULT_PAGE };
  for (const name of Object.keys(params))
    if (!['state', 'merchantTransactionId', 'before', 'limit'].includes(name))
      fail(name, 'unknown parameter');
  if (params.state !== undefined) {
    if ((STATES as readonly string[]).includes(params.state)) query.state = params.state as CheckoutListState;
    else fail('state', `must be one of ${STATES.join(', ')}`);
  }
  // The cursor's id: a checkout's (CHECKOUT_ID_FORMAT).
  readPaging(params, query, fail, { idFormat: '[A-Za-z0-9.-]{32,48}', pageLimit: CHECKOUT_PAGE_LIMIT });
  return errors.length > 0 ? errors : query;
}

/** The merchant's time now: a checkout expires by the clock it was created on (its test clock). */
export const merchantNowOf = (ctx: SandboxContext, entityId: string): number =>
  ctx.clocks.sandboxNow().getTime() + ctx.clocks.offsetOf(entityId);

export interface CheckoutFacts {
  id: string;
  params: Readonly<Record<string, string>>;
  createdAt: number;
  expiresAt: number;
  state: 'OPEN' | 'PAID';
  paymentId?: string | null;
}

/** What the list (and a checkout's timeline) shows of a checkout. */
export function checkoutSummary(checkout: CheckoutFacts, now: number) {
  const { params } = checkout;
  const state: CheckoutListState =
    checkout.state === 'PAID' ? 'paid' : checkout.expiresAt > now ? 'open' : 'expired';
  return {
    id: checkout.id,
    time: new Date(checkout.createdAt).toISOString(),
    ...(params.amount ? { amount: params.amount } : {}),
    ...(params.currency ? { currency: params.currency } : {}),
    ...(params.paymentType ? { paymentType: params.paymentType } : {}),
    ...(params.merchantTransactionId ? { merchantTransactionId: params.merchantTransactionId } : {}),
    state,
    expiresAt: new Date(checkout.expiresAt).toISOString(),
    ...(checkout.paymentId ? { paymentId: checkout.paymentId } : {}),
  };
}

function paramsOf(text: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export async function sendCheckoutList(
  ctx: SandboxContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const query = checkoutQueryOf(formOf(request.query).params);
  if (Array.isArray(query)) return sendQueryErrors(reply, ctx.now(), query);
  const { entityId } = sessionOf(request).merchant;
  const now = merchantNowOf(ctx, entityId);
  // A filter looks through ctx.listScan checkouts at most (../http/scan-bound.ts).
  const { page, next } = await boundedPage(query.limit, {
    bounded: narrowsCheckouts(query),
    floor: () => ctx.store.inspectorReads.checkoutScanFloor(entityId, query.before, ctx.listScan),
    rows: (from, limit) =>
      ctx.store.inspectorReads.checkouts({ ...query, entityId, now, limit, ...(from ? { from } : {}) }),
    cursorOf: (row) => ({ at: row.created_at, id: row.id }),
  });
  return sendJson(reply, {
    checkouts: page.map((row) =>
      checkoutSummary(
        {
          id: row.id,
          params: paramsOf(row.params),
          createdAt: row.created_at,
          expiresAt: row.expires_at,
          state: row.state,
          paymentId: row.payment_id,
        },
        now,
      ),
    ),
    ...(next ? { next: `${next.at}.${next.id}` } : {}),
  });
}
