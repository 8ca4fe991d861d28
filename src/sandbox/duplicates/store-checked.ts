// A payment's insert under the merchant's duplicate check (./duplicate-claim.ts), and the refusal
// a duplicate gets instead.
import { effectiveCardBrand } from '../../spec/cross-field-rules';
import { RESULT } from '../../spec/result-codes';
import type { SandboxContext } from '../context';
import { newNdc } from '../ids';
import { buildPaymentResponse } from '../payments/payment-response';
import type { PaymentAttempt, PaymentRequest } from '../payments/types';
import { paymentRow } from '../store/core-rows';
import type { PaymentRecord } from '../store/store';

/**
 * Stores the payment as `ctx.store.insertPayment` does (false: the checkout was paid meanwhile)
 * or, with a claim, only when no earlier payment with its key blocks it ('duplicate': nothing
 * stored). Without a claim nothing changes: the insert may be queued with the next commit.
 */
export async function insertPaymentChecked(
  ctx: SandboxContext,
  request: Pick<PaymentRequest, 'duplicateClaim'>,
  payment: PaymentRecord,
  options: { paysCheckout?: boolean } = {},
): Promise<boolean | 'duplicate'> {
  const claim = request.duplicateClaim;
  if (!claim) return await ctx.store.insertPayment(payment, options);
  const outcome = await ctx.store.duplicates.insertPaymentOnce(
    paymentRow(payment),
    options.paysCheckout === true,
    { key: claim.key, since: payment.createdAt.getTime() - claim.windowMs },
  );
  return outcome === 'duplicate' ? outcome : outcome === 'stored';
}

/**
 * The answer to a duplicate: 800.110.100, stored like any refused payment (it can be read back and
 * is notified). The platform refuses it before any acquirer, so it has no acquirer response.
 */
export async function storeDuplicateRefusal(
  ctx: SandboxContext,
  request: PaymentRequest,
  paymentId: string,
): Promise<PaymentAttempt> {
  const now = ctx.now();
  const built = buildPaymentResponse({
    id: paymentId,
    params: request.params,
    brand: effectiveCardBrand(request.params),
    outcome: { result: RESULT.DUPLICATE_TRANSACTION, acquirerResponse: '' },
    merchant: request.merchant,
    now,
    ndc: newNdc(),
    ...(request.checkoutId === undefined ? {} : { checkoutId: request.checkoutId }),
  });
  const { AcquirerResponse: _acquirer, ...resultDetails } = built.resultDetails;
  const response = { ...built, resultDetails } as typeof built;
  await ctx.store.insertPayment({
    id: paymentId,
    entityId: request.merchant.entityId,
    checkoutId: request.checkoutId ?? null,
    response,
    createdAt: now,
  });
  return { response, stored: true };
}
