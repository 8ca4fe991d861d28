import type { FastifyBaseLogger } from 'fastify';
import { effectiveCardBrand } from '../../spec/cross-field-rules';
import { isSuccessful } from '../../spec/result-codes';
import type { SandboxContext } from '../context';
import { newNdc, newPaymentId } from '../ids';
import type { Merchant } from '../merchants';
import { simulatePayment } from '../simulator/simulator';
import { buildPaymentResponse, type PaymentResponse } from './payment-response';

export interface PaymentRequest {
  /** Validated parameters (for a checkout: the checkout's plus the browser's). */
  params: Readonly<Record<string, string>>;
  merchant: Merchant;
  checkoutId?: string;
}

export interface PaymentAttempt {
  response: PaymentResponse;
  /** False when the checkout had been paid meanwhile: nothing was stored. */
  stored: boolean;
}

/** Runs the simulator, builds the answer and stores it; an approval pays the checkout. */
export function processPayment(
  ctx: SandboxContext,
  request: PaymentRequest,
  log: FastifyBaseLogger,
): PaymentAttempt {
  const now = ctx.now();
  const outcome = simulatePayment(request.params);
  const response = buildPaymentResponse({
    id: newPaymentId(),
    params: request.params,
    brand: effectiveCardBrand(request.params),
    outcome,
    merchant: request.merchant,
    now,
    ndc: newNdc(),
    ...(request.checkoutId === undefined ? {} : { checkoutId: request.checkoutId }),
  });
  const approved = isSuccessful(outcome.result.code);
  const stored = ctx.store.insertPayment(
    {
      id: response.id,
      entityId: request.merchant.entityId,
      checkoutId: request.checkoutId ?? null,
      response,
      createdAt: now,
    },
    { paysCheckout: approved && request.checkoutId !== undefined },
  );
  log.info(
    {
      paymentId: response.id,
      checkoutId: request.checkoutId,
      code: outcome.result.code,
      brand: response.paymentBrand,
      bin: response.card.bin,
      stored,
    },
    'payment processed',
  );
  return { response, stored };
}
