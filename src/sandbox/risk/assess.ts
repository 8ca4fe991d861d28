// The risk checks of one payment: whether it gets them, the facts the rules read, the velocity
// counts before it, and its own count for the payments after it.
import type { SandboxContext } from '../context';
import type { PaymentRequest } from '../payments/types';
import { binCountry, ipCountry } from './countries';
import { riskChecksOn } from './risk-checks-on';
import {
  FORCED_SCORE_PARAMETER,
  forcedScoreOf,
  RISK_ONLY_TYPE,
  type RiskAssessment,
  type RiskFacts,
  scoreRisk,
  VELOCITY_WINDOW_MS,
} from './rules';
import type { VelocityKey } from './velocity-store';

type Params = PaymentRequest['params'];

const carriesRiskData = (params: Params): boolean =>
  Object.keys(params).some((name) => name.startsWith('risk.'));

/** Spec document 1: risk.score "for standalone risk requests and payments with risk checks". */
export const wantsRiskChecks = async (ctx: SandboxContext, request: PaymentRequest): Promise<boolean> =>
  request.params.paymentType === RISK_ONLY_TYPE ||
  carriesRiskData(request.params) ||
  (await riskChecksOn(ctx, request.merchant));

/** The shopper's IP: customer.ip as sent, else for a browser payment the one the gateway saw. */
const shopperIp = (request: PaymentRequest): string | undefined =>
  request.params['customer.ip'] ?? request.flow?.browser?.ip;

function velocityKeys(ctx: SandboxContext, request: PaymentRequest): VelocityKey[] {
  const { params } = request;
  const number = params['card.number'] ?? params['tokenAccount.number'];
  const ip = shopperIp(request);
  const email = params['customer.email']?.toLowerCase();
  return [
    ...(number ? [ctx.riskFingerprint('card', number)] : []),
    ...(ip ? [ctx.riskFingerprint('ip', ip)] : []),
    ...(email ? [ctx.riskFingerprint('email', email)] : []),
  ];
}

/**
 * The risk verdict of a payment that gets risk checks, else undefined. A payment counts for the
 * velocity of the later ones whatever its outcome (card testing is many refused attempts); a
 * standalone risk request counts for none.
 */
export async function assessRisk(
  ctx: SandboxContext,
  request: PaymentRequest,
): Promise<RiskAssessment | undefined> {
  if (!(await wantsRiskChecks(ctx, request))) return undefined;
  const { params } = request;
  const entityId = request.merchant.entityId;
  const now = ctx.now().getTime();
  const keys = velocityKeys(ctx, request);
  const since = now - VELOCITY_WINDOW_MS;
  const seen = await ctx.store.riskVelocity.counts(entityId, keys, since, now);
  // A payment is counted for the later ones in the write that answers its own counts: where
  // several processes share the database, that write counts again, so none is missed.
  const velocity =
    params.paymentType !== RISK_ONLY_TYPE && keys.length > 0
      ? await ctx.store.riskVelocity.countAndRecord(entityId, keys, since, now, seen)
      : seen;
  const facts: RiskFacts = {
    amount: params['risk.amount'] ?? params.amount ?? '0',
    velocity,
    billingCountry: params['billing.country'],
    ipCountry: ipCountry(shopperIp(request)),
    binCountry: binCountry(params['card.number'] ?? params['tokenAccount.number']),
    email: params['customer.email'],
    forcedScore: forcedScoreOf(params[FORCED_SCORE_PARAMETER]),
  };
  return scoreRisk(facts);
}
