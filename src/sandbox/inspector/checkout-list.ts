import type { FastifyReply, FastifyRequest } from 'fastify';
import { RESULT } from '../../spec/result-codes';
import type { SandboxContext } from '../context';
import { sendAnswer } from '../http/answer';
import { formOf } from '../http/form-body';
import { CHECKOUT_PAGE_LIMIT, type CheckoutListFilter, type CheckoutListState } from './checkout-list-sql';
import { sessionOf } from './guard';

// GET /inspector/api/checkouts: the merchant's checkouts newest first, a page at a time, paid or
// not: one the shopper left (the widget loaded, a card refused, nothing more) is found here, not
// only through the request log. A paid one, or one with a refused attempt, names its payment.

const DEFAULT_PAGE = 50;
const STATES: readonly CheckoutListState[] = ['open', 'paid', 'expired'];
/** `{epoch ms}.{checkout id}`: the last checkout of the previous page. */
const CURSOR = /^(\d{1,15})\.([A-Za-z0-9.-]{32,48})$/;

export type CheckoutListQuery = Omit<CheckoutListFilter, 'entityId' | 'now'>;

interface ParameterError {
  name: string;
  value: string;
  message: string;
}

/** The query string read and checked; parameter errors instead when it cannot be. */
export function checkoutQueryOf(
  params: Readonly<Record<string, string>>,
): CheckoutListQuery | ParameterError[] {
  const errors: ParameterError[] = [];
  const query: CheckoutListQuery = { limit: DEFAULT_PAGE };
  const fail = (name: string, message: string) =>
    errors.push({ name, value: (params[name] ?? '').slice(0, 64), message });
  for (const name of Object.keys(params))
    if (!['state', 'merchantTransactionId', 'before', 'limit'].includes(name))
      fail(name, 'unknown parameter');
  if (params.state !== undefined) {
    if ((STATES as readonly string[]).includes(params.state)) query.state = params.state as CheckoutListState;
    else fail('state', `must be one of ${STATES.join(', ')}`);
  }
  if (params.merchantTransactionId !== undefined) {
    if (params.merchantTransactionId.length === 0 || params.merchantTransactionId.length > 255)
      fail('merchantTransactionId', 'must be 1 to 255 characters');
    else query.merchantTransactionId = params.merchantTransactionId;
  }
  if (params.before !== undefined) {
    const match = CURSOR.exec(params.before);
    if (match) query.before = { at: Number(match[1]), id: match[2] as string };
    else fail('before', 'must be the `next` of a previous page');
  }
  if (params.limit !== undefined) {
    const limit = /^\d{1,3}$/.test(params.limit) ? Number(params.limit) : 0;
    if (limit < 1 || limit > CHECKOUT_PAGE_LIMIT) fail('limit', `must be 1 to ${CHECKOUT_PAGE_LIMIT}`);
    else query.limit = limit;
  }
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
  if (Array.isArray(query)) {
    const [first] = query;
    return sendAnswer(reply, 400, ctx.now(), {
      code: RESULT.INVALID_PARAMETER.code,
      description: `invalid or missing parameter: ${first?.name}`,
      parameterErrors: query,
    });
  }
  const { entityId } = sessionOf(request).merchant;
  const now = merchantNowOf(ctx, entityId);
  // One more than the page: whether another page follows.
  const rows = await ctx.store.inspectorReads.checkouts({ ...query, entityId, now, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return reply
    .header('Cache-Control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({
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
      ...(rows.length > query.limit && last ? { next: `${last.created_at}.${last.id}` } : {}),
    });
}
