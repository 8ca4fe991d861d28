import type { FastifyReply, FastifyRequest } from 'fastify';
import type { InspectorPayment } from '../../spec/inspector-payment';
import { RESULT_GROUPS, type ResultGroup, resultGroupOf } from '../../spec/result-groups';
import type { SandboxContext } from '../context';
import { formOf } from '../http/form-body';
import type { PaymentRecord } from '../store/store';
import { sessionOf } from './guard';
import { type Paging, type ParameterError, parameterErrors, readPaging, sendQueryErrors } from './list-query';
import { sendJson } from './send-json';

// GET /inspector/api/payments: the merchant's payments and operations, newest first, a page at a
// time, through the query API's store (its indexes by time, type and merchantTransactionId).

export const PAGE_LIMIT = 100;
const DEFAULT_PAGE = 50;
/** Rows read per round when a result class filters after the read; rounds are bounded. */
const ROUND = 500;
const ROUNDS = 10;

const PAYMENT_TYPE = /^[A-Z]{2}$/;

export interface PaymentListQuery extends Paging {
  paymentTypes?: string[];
  resultClass?: ResultGroup;
  from?: number;
  until?: number;
}

/** The query string read and checked; parameter errors instead when it cannot be. */
export function listQueryOf(params: Readonly<Record<string, string>>): PaymentListQuery | ParameterError[] {
  const { errors, fail } = parameterErrors(params);
  const query: PaymentListQuery = { limit: DEFAULT_PAGE };
  for (const name of Object.keys(params))
    if (
      !['paymentType', 'resultClass', 'from', 'to', 'merchantTransactionId', 'before', 'limit'].includes(name)
    )
      fail(name, 'unknown parameter');
  if (params.paymentType !== undefined) {
    const types = params.paymentType.split(',');
    if (types.length > 10 || !types.every((t) => PAYMENT_TYPE.test(t)))
      fail('paymentType', 'must be payment types like DB,PA');
    else query.paymentTypes = types;
  }
  if (params.resultClass !== undefined) {
    if ((RESULT_GROUPS as readonly string[]).includes(params.resultClass))
      query.resultClass = params.resultClass as ResultGroup;
    else fail('resultClass', `must be one of ${RESULT_GROUPS.join(', ')}`);
  }
  for (const [name, key] of [
    ['from', 'from'],
    ['to', 'until'],
  ] as const) {
    const value = params[name];
    if (value === undefined) continue;
    const at = value.length <= 40 ? Date.parse(value) : Number.NaN;
    if (Number.isNaN(at)) fail(name, 'must be a date and time (ISO 8601)');
    else query[key] = key === 'until' ? at + 1 : at;
  }
  // The cursor's id: a payment's (PAYMENT_ID_FORMAT).
  readPaging(params, query, fail, { idFormat: '[A-Za-z0-9]{32}', pageLimit: PAGE_LIMIT });
  return errors.length > 0 ? errors : query;
}

/** What the list shows of a payment. */
export function paymentSummary(payment: PaymentRecord): InspectorPayment {
  const { response } = payment;
  return {
    id: payment.id,
    time: payment.createdAt.toISOString(),
    paymentType: response.paymentType,
    ...(response.paymentBrand ? { paymentBrand: response.paymentBrand } : {}),
    amount: response.amount,
    currency: response.currency,
    resultCode: response.result.code,
    resultDescription: response.result.description,
    resultClass: resultGroupOf(response.result.code),
    ...(typeof response.merchantTransactionId === 'string'
      ? { merchantTransactionId: response.merchantTransactionId }
      : {}),
    ...(typeof response.referencedId === 'string' ? { referencedId: response.referencedId } : {}),
    ...(payment.checkoutId ? { checkoutId: payment.checkoutId } : {}),
  };
}

/** `{epoch ms}.{id}` of a payment: where the next page starts after. */
const cursorOf = (payment: PaymentRecord): string => `${payment.createdAt.getTime()}.${payment.id}`;

/**
 * One page: up to `limit` payments after the cursor, and the cursor of the next page when there
 * may be more. A result class filters after the read: the rows are read in bounded rounds, and a
 * page may come back short (even empty) with a cursor to go on from.
 */
export async function listPayments(
  ctx: SandboxContext,
  entityId: string,
  query: PaymentListQuery,
): Promise<{ page: PaymentRecord[]; next?: string }> {
  const page: PaymentRecord[] = [];
  let until = query.before
    ? Math.min(query.before.at + 1, query.until ?? Number.MAX_SAFE_INTEGER)
    : query.until;
  // Payments of the cursor's millisecond up to the cursor itself were on earlier pages.
  let skipThrough = query.before;
  for (let round = 0; round < ROUNDS; round++) {
    const rows = await ctx.store.query.find({
      entityId,
      ...(query.from === undefined ? {} : { from: query.from }),
      ...(until === undefined ? {} : { until }),
      ...(query.paymentTypes ? { paymentTypes: query.paymentTypes } : {}),
      ...(query.merchantTransactionId === undefined
        ? {}
        : { merchantTransactionId: query.merchantTransactionId }),
      includeLinked: false,
      limit: ROUND,
    });
    let rest = rows;
    if (skipThrough) {
      const { at, id } = skipThrough;
      const index = rows.findIndex((row) => row.id === id);
      rest = index === -1 ? rows.filter((row) => row.createdAt.getTime() !== at) : rows.slice(index + 1);
      skipThrough = undefined;
    }
    for (const row of rest) {
      if (query.resultClass && resultGroupOf(row.response.result.code) !== query.resultClass) continue;
      if (page.length === query.limit) return { page, next: cursorOf(page.at(-1) as PaymentRecord) };
      page.push(row);
    }
    const last = rows.at(-1);
    if (rows.length < ROUND || !last) return { page };
    // The next round goes on after the last row read (same-millisecond rows by their order).
    until = last.createdAt.getTime() + 1;
    skipThrough = { at: last.createdAt.getTime(), id: last.id };
    if (round === ROUNDS - 1) return { page, next: cursorOf(last) };
  }
  return { page };
}

export async function sendPaymentList(
  ctx: SandboxContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const query = listQueryOf(formOf(request.query).params);
  if (Array.isArray(query)) return sendQueryErrors(reply, ctx.now(), query);
  const { page, next } = await listPayments(ctx, sessionOf(request).merchant.entityId, query);
  return sendJson(reply, {
    payments: page.map(paymentSummary),
    ...(next ? { next } : {}),
  });
}
