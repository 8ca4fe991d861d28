// The 3-D Secure 2 cards of the INTERNAL simulator: the public COPYandPAY test cards, so existing
// merchant tests run unchanged, and our own cards for every other outcome. Ours follow one
// pattern: 4000 0000 0000 3SSc (VISA), 5200 0000 0000 3SSc (MASTER), 3400 0000 0003 SSc (AMEX),
// where SS is the scenario number and c the Luhn check digit.

/** EMV transStatus of the authentication (C: a challenge decides between Y and N). */
export type TransStatus = 'Y' | 'A' | 'C' | 'N' | 'R' | 'U';
export type ThreeDSOutcome = TransStatus | 'error' | 'notEnrolled';
/** The ACS's 3DS Method URL: answers, is absent, or never answers (the 10-second timeout). */
export type MethodBehaviour = 'present' | 'absent' | 'timeout';

export interface ThreeDSCard {
  number: string;
  brand: string;
  outcome: ThreeDSOutcome;
  method: MethodBehaviour;
  description: string;
  /** A public COPYandPAY test card. */
  public?: boolean;
}

const card = (
  number: string,
  brand: string,
  outcome: ThreeDSOutcome,
  description: string,
  method: MethodBehaviour = 'present',
  isPublic = false,
): ThreeDSCard => ({ number, brand, outcome, method, description, ...(isPublic ? { public: true } : {}) });

export const THREEDS_CARDS: readonly ThreeDSCard[] = [
  card('4200000000000091', 'VISA', 'Y', 'frictionless, authenticated', 'present', true),
  card('4200000000000026', 'VISA', 'Y', 'frictionless, authenticated', 'present', true),
  card('5200000000000007', 'MASTER', 'Y', 'frictionless, authenticated', 'present', true),
  card('5200000000000023', 'MASTER', 'Y', 'frictionless, authenticated', 'present', true),
  card('4200000000000109', 'VISA', 'A', 'frictionless, attempted', 'present', true),
  card('4200000000000059', 'VISA', 'A', 'frictionless, attempted', 'present', true),
  card('4200000000000042', 'VISA', 'C', 'challenge', 'present', true),
  card('4200000000000067', 'VISA', 'C', 'challenge', 'present', true),
  card('4200000000000018', 'VISA', 'C', 'challenge', 'present', true),
  card('4200000000000075', 'VISA', 'C', 'challenge', 'present', true),
  card('4012001037461114', 'VISA', 'error', 'technical error in the 3-D Secure system', 'present', true),
  card('4012001037141112', 'VISA', 'notEnrolled', 'not enrolled for 3-D Secure 2', 'absent', true),
  card('4000000000003014', 'VISA', 'Y', 'frictionless, authenticated'),
  card('4000000000003022', 'VISA', 'A', 'frictionless, attempted'),
  card('4000000000003030', 'VISA', 'C', 'challenge'),
  card('4000000000003048', 'VISA', 'N', 'frictionless, not authenticated'),
  card('4000000000003055', 'VISA', 'R', 'frictionless, rejected by the issuer'),
  card('4000000000003063', 'VISA', 'U', 'authentication unavailable'),
  card('4000000000003071', 'VISA', 'error', 'technical error in the 3-D Secure system'),
  card('4000000000003089', 'VISA', 'notEnrolled', 'not enrolled for 3-D Secure 2', 'absent'),
  card('4000000000003097', 'VISA', 'Y', 'frictionless, authenticated, no 3DS Method URL', 'absent'),
  card('4000000000003105', 'VISA', 'Y', 'frictionless, authenticated, 3DS Method times out', 'timeout'),
  card('4000000000003113', 'VISA', 'C', 'challenge, no 3DS Method URL', 'absent'),
  card('5200000000003035', 'MASTER', 'C', 'challenge'),
  card('5200000000003027', 'MASTER', 'A', 'frictionless, attempted'),
  card('5200000000003068', 'MASTER', 'U', 'authentication unavailable'),
  card('340000000003037', 'AMEX', 'C', 'challenge'),
  card('340000000003029', 'AMEX', 'A', 'frictionless, attempted'),
  // mada co-badged with VISA (BIN 440647), paid as MADA: 4406 4700 0000 3SSc.
  card('4406470000003019', 'MADA', 'Y', 'frictionless, authenticated'),
  card('4406470000003035', 'MADA', 'C', 'challenge'),
];

const byNumber = new Map(THREEDS_CARDS.map((c) => [c.number, c]));

export const threeDSCard = (number: string | undefined): ThreeDSCard | undefined =>
  number === undefined ? undefined : byNumber.get(number);

/** The one-time code the simulated ACS accepts; any other code fails the challenge. */
export const CHALLENGE_CODE = '1234';
