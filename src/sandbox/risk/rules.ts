// The sandbox's risk engine: a score from fixed rules over what the payment says and how often its
// card, IP and email paid lately. Pure and deterministic: the same facts give the same score, so
// an integration can test its handling of each answer. A higher score means a riskier payment.
import { toCents } from '../../spec/money';

/** A standalone risk request: the risk checks alone, no money moves. */
export const RISK_ONLY_TYPE = 'RI';
/** The window the velocity rules count payments in, on the merchant's clock. */
export const VELOCITY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** A score at or above this refuses the payment (100.400.319). */
export const REFUSAL_SCORE = 100;
/** The risk.score range of the spec (document 1): a signed integer from -99999 to +99999. */
export const SCORE_LIMIT = 99_999;
/** risk.parameters[SCORE]=N forces the score N (test value). */
export const FORCED_SCORE_PARAMETER = 'risk.parameters[SCORE]';
/** customer.email that the risk engine always refuses (test value), with the score it gets. */
export const REFUSED_EMAIL = 'risk.refuse@example.com';

export interface VelocityCounts {
  /** Earlier payments within the window with the same card (its fingerprint). */
  card: number;
  ip: number;
  email: number;
}

/** What the rules look at, read from the payment by ./risk-facts.ts. */
export interface RiskFacts {
  /** risk.amount when sent, else amount. */
  amount: string;
  billingCountry?: string;
  ipCountry?: string;
  binCountry?: string;
  email?: string;
  velocity: VelocityCounts;
  /** risk.parameters[SCORE] when it is an integer in range. */
  forcedScore?: number;
}

export interface RiskRule {
  name: string;
  weight: number;
  /** For the README: when the rule adds its weight. */
  when: string;
  applies(facts: RiskFacts): boolean;
}

const cents = (facts: RiskFacts): number => toCents(facts.amount) ?? 0;
const differ = (a: string | undefined, b: string | undefined): boolean =>
  a !== undefined && b !== undefined && a !== b;

export const CARD_VELOCITY_LIMIT = 3;
export const IP_VELOCITY_LIMIT = 5;
export const EMAIL_VELOCITY_LIMIT = 5;

export const RISK_RULES: readonly RiskRule[] = [
  {
    name: 'high amount',
    weight: 10,
    when: '`risk.amount` (else `amount`) from 1000.00 to 4999.99',
    applies: (f) => cents(f) >= 100_000 && cents(f) < 500_000,
  },
  {
    name: 'very high amount',
    weight: 25,
    when: '`risk.amount` (else `amount`) 5000.00 or more',
    applies: (f) => cents(f) >= 500_000,
  },
  {
    name: 'card velocity',
    weight: 30,
    when: `${CARD_VELOCITY_LIMIT} or more earlier payments with the same card in the last 24 hours`,
    applies: (f) => f.velocity.card >= CARD_VELOCITY_LIMIT,
  },
  {
    name: 'IP velocity',
    weight: 15,
    when: `${IP_VELOCITY_LIMIT} or more earlier payments from the same IP in the last 24 hours`,
    applies: (f) => f.velocity.ip >= IP_VELOCITY_LIMIT,
  },
  {
    name: 'email velocity',
    weight: 15,
    when: `${EMAIL_VELOCITY_LIMIT} or more earlier payments with the same \`customer.email\` in the last 24 hours`,
    applies: (f) => f.velocity.email >= EMAIL_VELOCITY_LIMIT,
  },
  {
    name: 'billing and BIN countries differ',
    weight: 20,
    when: '`billing.country` is not the country of the card BIN',
    applies: (f) => differ(f.billingCountry, f.binCountry),
  },
  {
    name: 'billing and IP countries differ',
    weight: 15,
    when: '`billing.country` is not the country of the IP',
    applies: (f) => differ(f.billingCountry, f.ipCountry),
  },
  {
    name: 'IP and BIN countries differ',
    weight: 10,
    when: 'the country of the IP is not the country of the card BIN',
    applies: (f) => differ(f.ipCountry, f.binCountry),
  },
];

export interface RiskVerdict {
  score: number;
  refused: boolean;
  /** The rules that added their weight (none when the score was forced). */
  rules: string[];
}

/** What a payment that had risk checks carries on (answered as risk.score). */
export type RiskAssessment = RiskVerdict;

/** The score of a payment and whether it is refused. */
export function scoreRisk(facts: RiskFacts): RiskVerdict {
  const verdict = (score: number, rules: string[]): RiskVerdict => ({
    score,
    refused: score >= REFUSAL_SCORE,
    rules,
  });
  if (facts.forcedScore !== undefined) return verdict(facts.forcedScore, []);
  if (facts.email?.toLowerCase() === REFUSED_EMAIL) return verdict(REFUSAL_SCORE, []);
  const applied = RISK_RULES.filter((rule) => rule.applies(facts));
  return verdict(
    applied.reduce((sum, rule) => sum + rule.weight, 0),
    applied.map((rule) => rule.name),
  );
}

/** risk.parameters[SCORE] as a score: a signed integer within the spec's range, else undefined. */
export function forcedScoreOf(value: string | undefined): number | undefined {
  if (value === undefined || !/^[+-]?\d{1,5}$/.test(value)) return undefined;
  const score = Number(value);
  return Math.abs(score) <= SCORE_LIMIT ? score : undefined;
}
