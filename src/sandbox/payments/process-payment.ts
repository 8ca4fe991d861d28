import type { FastifyBaseLogger } from 'fastify';
import { effectiveCardBrand } from '../../spec/cross-field-rules';
import { isSuccessful, RESULT } from '../../spec/result-codes';
import type { SandboxContext } from '../context';
import { duplicateClaimOf } from '../duplicates/duplicate-claim';
import { insertPaymentChecked, storeDuplicateRefusal } from '../duplicates/store-checked';
import { newNdc, newPaymentId } from '../ids';
import { redirectBrandOf } from '../providers/brands';
import { startProviderPayment } from '../providers/start-provider';
import { prepareRegistrations } from '../registrations/with-payment';
import { riskOnlyOutcome, withRiskChecks } from '../risk/payment-risk';
import { type SimulatorOutcome, simulatePayment } from '../simulator/simulator';
import { planThreeDS } from '../threeds/scenario';
import { refusedProof } from '../threeds/standalone/proof';
import { startThreeDS } from '../threeds/start-threeds';
import { buildPaymentResponse } from './payment-response';
import { supersedePending } from './pending/pending-payments';
import type { PaymentAttempt, PaymentRequest } from './types';

const NOT_ENROLLED: SimulatorOutcome = { result: RESULT.THREEDS_NOT_ENROLLED, acquirerResponse: 'n/a' };

/**
 * A checkout's overridePaymentType[BRAND]: the payment type of that brand's payments (PA for VISA
 * on a DB checkout, say). The brand is the one chosen or, for a card, detected.
 */
function withPaymentTypeOverride(request: PaymentRequest): PaymentRequest['params'] {
  const { params } = request;
  // Only a checkout takes overrides: a server-to-server payment does no brand detection for them.
  if (request.checkoutId === undefined) return params;
  const brand = params.paymentBrand ?? effectiveCardBrand(params);
  const override = brand === undefined ? undefined : params[`overridePaymentType[${brand}]`];
  return override && override !== params.paymentType ? { ...params, paymentType: override } : params;
}

export async function processPayment(
  ctx: SandboxContext,
  sent: PaymentRequest,
  log: FastifyBaseLogger,
): Promise<PaymentAttempt> {
  const request = { ...sent, params: withPaymentTypeOverride(sent) };
  // The deprecated notificationUrl gets this payment's notifications (../webhooks/outbox.ts): kept
  // before the payment is, so the payment's own notification finds it.
  const paymentId = request.paymentId ?? newPaymentId();
  const { notificationUrl } = request.params;
  if (notificationUrl)
    await ctx.store.webhooks.rememberNotificationUrl(paymentId, request.merchant.entityId, notificationUrl);
  // The merchant's duplicate check (src/sandbox/duplicates); not for a schedule's run, which the
  // gateway makes itself (it comes with its payment id).
  const duplicateClaim =
    sent.paymentId === undefined
      ? await duplicateClaimOf(ctx, request.params, request.merchant.entityId)
      : undefined;
  // createRegistration and INITIAL standing instructions (src/sandbox/registrations).
  const withRegistration = prepareRegistrations(ctx, {
    ...request,
    paymentId,
    ...(duplicateClaim ? { duplicateClaim } : {}),
  });
  const attempt = await runPayment(ctx, withRegistration.request, log);
  await withRegistration.commit(attempt);
  return attempt;
}

async function runPayment(
  ctx: SandboxContext,
  request: PaymentRequest,
  log: FastifyBaseLogger,
): Promise<PaymentAttempt> {
  // A new attempt on a checkout ends the ones still waiting for the shopper, so only one can pay it.
  if (request.checkoutId !== undefined) await supersedePending(ctx, request.checkoutId);
  // Risk checks come first: a refused payment never reaches 3-D Secure, a provider or the acquirer.
  const checked = await withRiskChecks(ctx, request);
  const riskOnly = riskOnlyOutcome(checked);
  if (riskOnly) return finishSynchronously(ctx, checked, riskOnly, log);
  return await runChecked(ctx, checked, log);
}

/**
 * Redirect brands and 3-D Secure cards start a pending payment when there is a way back for the
 * shopper; everything else runs the simulator, builds the answer and stores it. An approval pays
 * the checkout.
 */
async function runChecked(
  ctx: SandboxContext,
  request: PaymentRequest,
  log: FastifyBaseLogger,
): Promise<PaymentAttempt> {
  // 3-D Secure proof the simulated issuer does not take declines the payment before it goes on.
  const refused = await refusedProof(ctx, request.params, request.merchant.entityId);
  if (refused) return finishSynchronously(ctx, request, refused, log);
  const { flow } = request;
  if (flow) {
    const brand = redirectBrandOf(request.params);
    if (brand) return await startProviderPayment(ctx, { ...request, flow }, brand, log);
    const plan = planThreeDS(request.params);
    if (plan.kind === 'authenticate')
      return await startThreeDS(ctx, { ...request, flow }, plan.scenario, log);
    if (plan.kind === 'notEnrolled') return finishSynchronously(ctx, request, NOT_ENROLLED, log);
  }
  return finishSynchronously(ctx, request, simulatePayment(request.params), log);
}

async function finishSynchronously(
  ctx: SandboxContext,
  request: PaymentRequest,
  outcome: SimulatorOutcome,
  log: FastifyBaseLogger,
): Promise<PaymentAttempt> {
  const now = ctx.now();
  const response = buildPaymentResponse({
    id: request.paymentId ?? newPaymentId(),
    params: request.params,
    brand: effectiveCardBrand(request.params),
    outcome,
    merchant: request.merchant,
    now,
    ndc: newNdc(),
    ...(request.checkoutId === undefined ? {} : { checkoutId: request.checkoutId }),
    ...(request.risk === undefined ? {} : { risk: request.risk }),
  });
  const approved = isSuccessful(outcome.result.code);
  const stored = await insertPaymentChecked(
    ctx,
    request,
    {
      id: response.id,
      entityId: request.merchant.entityId,
      checkoutId: request.checkoutId ?? null,
      response,
      createdAt: now,
    },
    { paysCheckout: approved && request.checkoutId !== undefined },
  );
  if (stored === 'duplicate') return await storeDuplicateRefusal(ctx, request, response.id);
  log.debug(
    {
      paymentId: response.id,
      checkoutId: request.checkoutId,
      code: outcome.result.code,
      brand: response.paymentBrand,
      bin: response.card?.bin,
      stored,
    },
    'payment processed',
  );
  return { response, stored };
}
