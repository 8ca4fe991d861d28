// The risk checks in the payment flow (../payments/process-payment.ts): the verdict goes with the
// payment; a refusal and a standalone risk request end there, before any money moves.
import { RESULT } from '../../spec/result-codes';
import type { SandboxContext } from '../context';
import type { PaymentRequest } from '../payments/types';
import type { SimulatorOutcome } from '../simulator/outcome';
import { assessRisk } from './assess';
import { RISK_ONLY_TYPE } from './rules';

/** The payment with its risk verdict, when it gets risk checks. */
export async function withRiskChecks(ctx: SandboxContext, request: PaymentRequest): Promise<PaymentRequest> {
  const risk = await assessRisk(ctx, request);
  return risk === undefined ? request : { ...request, risk };
}

/**
 * How the payment ends without reaching an acquirer: refused by the risk checks (100.400.319), or
 * a standalone risk request they let through (000.300.100); undefined when it goes on.
 */
export function riskOnlyOutcome(request: PaymentRequest): SimulatorOutcome | undefined {
  if (request.risk?.refused) return { result: RESULT.RISK_DECLINED, acquirerResponse: 'n/a' };
  if (request.params.paymentType === RISK_ONLY_TYPE)
    return { result: RESULT.RISK_CHECK_SUCCESSFUL, acquirerResponse: 'n/a' };
  return undefined;
}
