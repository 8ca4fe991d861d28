// A payment that carries 3-D Secure proof (threeDSecure.verificationId, eci…) skips the
// authentication (../scenario.ts). The simulated issuer checks the CAVV as a real one would: one
// this sandbox issued (POST /v1/threeDSecure) must be this merchant's, for this card, amount and
// currency, and recent enough; on a card of the simulated directory server's ranges, a CAVV the
// sandbox never issued is refused. Any other card's proof comes from a directory server the
// sandbox does not simulate and passes through unchanged (spec document 3, 2.1), as it does with
// testMode=EXTERNAL and for a wallet's cryptogram.
import { RESULT } from '../../../spec/result-codes';
import type { SandboxContext } from '../../context';
import { twoDecimals } from '../../payments/payment-response';
import type { SimulatorOutcome } from '../../simulator/simulator';
import { threeDSCard } from '../test-cards';
import { cardContext, type StandaloneRecord, toStandalone } from './record';

/** How long a successful authentication can be used for a payment (docs/decisions.md). */
export const PROOF_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/** The proof members checked against the authentication's when the payment sends them. */
const MATCHED = ['eci', 'authenticationStatus', 'dsTransactionId', 'version'] as const;

const WALLET = /^(applePay|googlePay|samsungPay|tokenAccount)\./;

const refused = (result: SimulatorOutcome['result']): SimulatorOutcome => ({
  result,
  acquirerResponse: 'n/a',
});

function sameCard(ctx: SandboxContext, record: StandaloneRecord, number: string | undefined): boolean {
  try {
    return (
      number !== undefined &&
      ctx.sealer.open<string>(record.cardSealed, cardContext(record.id, record.entityId)) === number
    );
  } catch {
    return false;
  }
}

/** Why the simulated issuer refuses the payment's proof, or undefined when it takes it. */
export async function refusedProof(
  ctx: SandboxContext,
  params: Readonly<Record<string, string>>,
  entityId: string,
): Promise<SimulatorOutcome | undefined> {
  const verificationId = params['threeDSecure.verificationId'];
  if (verificationId === undefined || params.testMode === 'EXTERNAL') return undefined;
  if (Object.keys(params).some((name) => WALLET.test(name))) return undefined;
  const row = await ctx.store.threeDSecure.authenticationByProof(verificationId);
  if (!row) return threeDSCard(params['card.number']) ? refused(RESULT.THREEDS_PROOF_INVALID) : undefined;
  const record = toStandalone(row);
  const issued = record.response.threeDSecure ?? {};
  if (
    record.entityId !== entityId ||
    MATCHED.some((name) => {
      const sent = params[`threeDSecure.${name}`];
      return sent !== undefined && sent !== issued[name];
    }) ||
    !sameCard(ctx, record, params['card.number'])
  ) {
    return refused(RESULT.THREEDS_PROOF_INVALID);
  }
  const { amount, currency } = record.response;
  if (twoDecimals(params.amount ?? '') !== amount || params.currency !== currency)
    return refused(RESULT.THREEDS_AMOUNT_MISMATCH);
  const at = record.authenticatedAt?.getTime() ?? 0;
  if (ctx.now().getTime() - at > PROOF_WINDOW_MS) return refused(RESULT.THREEDS_PROOF_EXPIRED);
  return undefined;
}
