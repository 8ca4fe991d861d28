// Stores a payment that waits for the shopper: the pending answer with its redirect, and the
// state of the redirect flow.
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { effectiveCardBrand } from '../../../spec/cross-field-rules';
import { RESULT } from '../../../spec/result-codes';
import type { SandboxContext } from '../../context';
import { insertPaymentChecked, storeDuplicateRefusal } from '../../duplicates/store-checked';
import { newNdc, newPaymentId } from '../../ids';
import { type PageLanguage, pageLanguage } from '../../pages/texts';
import { buildPaymentResponse, twoDecimals } from '../payment-response';
import type { PaymentAttempt, PaymentRequest } from '../types';
import { shopperReturnUrl } from './pending-payments';

/** spec document 3, 2.3: where the shopper must go, and the parameters to send there (POSTed). */
export interface Redirect {
  url: string;
  parameters: Array<{ name: string; value: string }>;
}

export interface PendingStart {
  paymentId: string;
  redirect: Redirect;
  session: { id: string; kind: string; data: unknown };
}

export async function storePendingPayment(
  ctx: SandboxContext,
  request: PaymentRequest & { flow: NonNullable<PaymentRequest['flow']> },
  start: PendingStart,
  log: FastifyBaseLogger,
): Promise<PaymentAttempt> {
  const now = ctx.now();
  const built = buildPaymentResponse({
    id: start.paymentId,
    params: request.params,
    brand: effectiveCardBrand(request.params),
    outcome: { result: RESULT.PENDING, acquirerResponse: '' },
    merchant: request.merchant,
    now,
    ndc: newNdc(),
    ...(request.checkoutId === undefined ? {} : { checkoutId: request.checkoutId }),
    ...(request.risk === undefined ? {} : { risk: request.risk }),
  });
  // Nothing has reached an acquirer yet, and a redirect brand has no card.
  const { AcquirerResponse: _acquirer, ...resultDetails } = built.resultDetails;
  const { card, ...rest } = built;
  const response = {
    ...rest,
    ...(request.params['card.number'] ? { card } : {}),
    resultDetails,
    redirect: start.redirect,
  } as typeof built;

  const stored = await insertPaymentChecked(ctx, request, {
    id: start.paymentId,
    entityId: request.merchant.entityId,
    checkoutId: request.checkoutId ?? null,
    response,
    createdAt: now,
    pendingUntil: request.flow.pendingUntil,
  });
  // A duplicate is refused at once: the shopper is sent nowhere.
  if (stored === 'duplicate') return await storeDuplicateRefusal(ctx, request, start.paymentId);
  if (stored) {
    await ctx.store.insertAsyncSession({
      ...start.session,
      paymentId: start.paymentId,
      createdAt: now,
      expiresAt: request.flow.pendingUntil,
    });
  }
  log.debug(
    { paymentId: start.paymentId, checkoutId: request.checkoutId, kind: start.session.kind, stored },
    'payment pending',
  );
  return { response, stored };
}

/** What every redirect session (3-D Secure, provider page) records about the payment it belongs to. */
export interface RedirectSessionBase {
  /** Sent with the redirect: proves the shopper's first request came from it. */
  token: string;
  amount: string;
  currency: string;
  merchantName: string;
  /** shopperResultUrl with id and resourcePath ('' when there is none). */
  returnUrl: string;
  /** Origin of the page that posted the redirect, for the completion message. */
  parentOrigin: string;
  lang: PageLanguage;
}

export interface RedirectSessionStart<Data> {
  kind: string;
  /** The gateway path the shopper is sent to, for a session id. */
  path: (sessionId: string) => string;
  /** Name of the redirect parameter that carries the token. */
  tokenParameter: string;
  /** The session's own data on top of the shared base. */
  data: (base: RedirectSessionBase) => Data;
}

/** Starts a pending payment whose shopper is redirected to one of the gateway's own flows. */
export async function startRedirectSession<Data>(
  ctx: SandboxContext,
  request: PaymentRequest & { flow: NonNullable<PaymentRequest['flow']> },
  start: RedirectSessionStart<Data>,
  log: FastifyBaseLogger,
): Promise<PaymentAttempt> {
  const { params, flow } = request;
  const paymentId = request.paymentId ?? newPaymentId();
  const id = randomUUID();
  const base: RedirectSessionBase = {
    token: randomBytes(16).toString('hex'),
    amount: twoDecimals(params.amount ?? '0'),
    currency: params.currency ?? '',
    merchantName: request.merchant.name,
    returnUrl: shopperReturnUrl(flow.shopperResultUrl, { checkoutId: request.checkoutId ?? null, paymentId }),
    parentOrigin: '',
    lang: pageLanguage(params['customer.browser.language'] ?? params.locale),
  };
  return await storePendingPayment(
    ctx,
    request,
    {
      paymentId,
      redirect: {
        url: `${flow.gatewayOrigin}${start.path(id)}`,
        parameters: [{ name: start.tokenParameter, value: base.token }],
      },
      session: { id, kind: start.kind, data: start.data(base) },
    },
    log,
  );
}
