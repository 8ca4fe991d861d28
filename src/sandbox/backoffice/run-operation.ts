import { toCents } from '../../spec/money';
import { RESULT, type Result } from '../../spec/result-codes';
import { type BackOfficeType, isBackOfficeType } from '../../spec/rules/back-office-rules';
import type { SandboxContext } from '../context';
import { newPaymentId } from '../ids';
import type { Merchant } from '../merchants';
import type { PaymentResponse } from '../payments/payment-response';
import { approvalFor } from '../simulator/test-mode';
import { paymentRow } from '../store/core-rows';
import type { PaymentRecord } from '../store/store';
import { chargebackResult } from './chargeback-reasons';
import { operationResponse } from './operation-answer';
import { decide, type OperationRequest } from './workflow';

// One back-office operation on a payment of the merchant: decided on what the request thread
// reads (to build the answer with the amount it will have), then checked again and stored in one
// transaction by the writer, which has the last word when operations race.

export interface BackOfficeRequest {
  /** Validated parameters (OPERATIONS.backOffice). */
  params: Readonly<Record<string, string>>;
  merchant: Merchant;
  /** The merchant's payment named in the path, ended first if it was pending past its time. */
  reference: PaymentRecord;
}

export type BackOfficeAttempt = { response: PaymentResponse } | { refusal: Result };

export async function runBackOfficeOperation(
  ctx: SandboxContext,
  request: BackOfficeRequest,
): Promise<BackOfficeAttempt> {
  const { params, merchant, reference } = request;
  const type = params.paymentType;
  if (!isBackOfficeType(type)) return { refusal: RESULT.INVALID_PARAMETER };
  const state = await ctx.store.backOffice.state(reference.id);
  if (!state) return { refusal: RESULT.NOT_FOUND };
  const asked: OperationRequest = {
    paymentType: type,
    amountCents: params.amount === undefined ? null : (toCents(params.amount) ?? null),
    currency: params.currency ?? null,
  };
  const verdict = decide(state.reference, state.followUps, asked);
  if (!verdict.ok) return { refusal: verdict.refusal };

  const now = ctx.now();
  const response = operationResponse({
    id: newPaymentId(),
    params,
    reference: reference.response,
    amountCents: verdict.amountCents,
    result: resultOf(type, params),
    merchant,
    now,
  });
  const outcome = await ctx.store.backOffice.record({
    payment: paymentRow({
      id: response.id,
      entityId: merchant.entityId,
      checkoutId: null,
      response,
      createdAt: now,
    }),
    referencedId: reference.id,
    paymentType: type,
    amountCents: verdict.amountCents,
    currency: asked.currency,
    final: params.sequence === 'FINAL',
  });
  return outcome.stored ? { response } : { refusal: outcome.refusal };
}

/** A chargeback's result is its reason (000.100.2xx); the other operations succeed in their test mode. */
const resultOf = (type: BackOfficeType, params: Readonly<Record<string, string>>): Result =>
  type === 'CB' ? chargebackResult(params.chargebackResultCode) : approvalFor(params);
