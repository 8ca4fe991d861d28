// Stores a payment that waits for the shopper: the pending answer with its redirect, and the
// state of the redirect flow.
import type { FastifyBaseLogger } from 'fastify';
import { effectiveCardBrand } from '../../spec/cross-field-rules';
import { RESULT } from '../../spec/result-codes';
import type { SandboxContext } from '../context';
import { newNdc } from '../ids';
import { buildPaymentResponse } from '../payment/payment-response';
import type { PaymentAttempt, PaymentRequest } from '../payment/process-payment';

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

export function storePendingPayment(
  ctx: SandboxContext,
  request: PaymentRequest & { flow: NonNullable<PaymentRequest['flow']> },
  start: PendingStart,
  log: FastifyBaseLogger,
): PaymentAttempt {
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

  const stored = ctx.store.insertPayment({
    id: start.paymentId,
    entityId: request.merchant.entityId,
    checkoutId: request.checkoutId ?? null,
    response,
    createdAt: now,
    pendingUntil: request.flow.pendingUntil,
  });
  if (stored) {
    ctx.store.insertAsyncSession({
      ...start.session,
      paymentId: start.paymentId,
      createdAt: now,
      expiresAt: request.flow.pendingUntil,
    });
  }
  log.info(
    { paymentId: start.paymentId, checkoutId: request.checkoutId, kind: start.session.kind, stored },
    'payment pending',
  );
  return { response, stored };
}
