// Whether a card payment goes through 3-D Secure, and how the simulated issuer answers.
import { type MethodBehaviour, type ThreeDSCard, type ThreeDSOutcome, threeDSCard } from './test-cards';

export interface Scenario {
  outcome: ThreeDSOutcome;
  method: MethodBehaviour;
}

export type ThreeDSPlan =
  | { kind: 'none' }
  | { kind: 'notEnrolled' }
  | { kind: 'authenticate'; scenario: Scenario };

/**
 * customParameters[3DS2_flow] as the real test system takes it (frictionless, challenge), plus
 * the sandbox's own names for every other outcome.
 */
export const FORCED_FLOWS: Readonly<Record<string, ThreeDSOutcome>> = {
  frictionless: 'Y',
  challenge: 'C',
  attempted: 'A',
  notAuthenticated: 'N',
  rejected: 'R',
  unavailable: 'U',
  error: 'error',
  notEnrolled: 'notEnrolled',
};

/** Proof of an external 3-D Secure server: passed through to the acquirer, no authentication here. */
const EXTERNAL_PROOF = [
  'threeDSecure.eci',
  'threeDSecure.verificationId',
  'threeDSecure.authenticationStatus',
  'threeDSecure.dsTransactionId',
];

const FLOW = 'customParameters[3DS2_flow]';
const ENROLLED = 'customParameters[3DS2_enrolled]';

/** The merchant asked for 3-D Secure explicitly, whatever the card. */
export const forcesThreeDS = (params: Readonly<Record<string, string>>): boolean =>
  params[FLOW] !== undefined ||
  params[ENROLLED] === 'true' ||
  params['threeDSecure.challengeIndicator'] === '04';

/**
 * EXTERNAL test mode and external proof skip 3-D Secure. Otherwise, in order: 3DS2_flow forces an
 * outcome; a not-enrolled card stays not enrolled; threeDSecure.challengeIndicator=04 (challenge
 * mandated) forces a challenge; a 3-D Secure test card has its own scenario; 3DS2_enrolled=true
 * makes any other card frictionless. Every other card is outside the simulated directory server's
 * ranges and is authorised directly, as before.
 */
export function planThreeDS(params: Readonly<Record<string, string>>): ThreeDSPlan {
  if (params.testMode === 'EXTERNAL' || EXTERNAL_PROOF.some((name) => params[name] !== undefined)) {
    return { kind: 'none' };
  }
  const card = threeDSCard(params['card.number']);
  const outcome = FORCED_FLOWS[params[FLOW] ?? ''] ?? outcomeOf(card, params);
  if (outcome === undefined) return { kind: 'none' };
  if (outcome === 'notEnrolled') return { kind: 'notEnrolled' };
  const method = card && card.outcome !== 'notEnrolled' ? card.method : 'present';
  return { kind: 'authenticate', scenario: { outcome, method } };
}

function outcomeOf(
  card: ThreeDSCard | undefined,
  params: Readonly<Record<string, string>>,
): ThreeDSOutcome | undefined {
  if (card?.outcome === 'notEnrolled') return 'notEnrolled';
  if (params['threeDSecure.challengeIndicator'] === '04') return 'C';
  if (card) return card.outcome;
  return params[ENROLLED] === 'true' ? 'Y' : undefined;
}
