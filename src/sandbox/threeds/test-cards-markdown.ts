import { RESULT } from '../../spec/result-codes';
import { CHALLENGE_CODE, THREEDS_CARDS, type ThreeDSCard, type ThreeDSOutcome } from './test-cards';

const RESULTS: Readonly<Record<ThreeDSOutcome, string>> = {
  Y: RESULT.SUCCESS_INTEGRATOR_TEST.code,
  A: RESULT.SUCCESS_INTEGRATOR_TEST.code,
  U: RESULT.SUCCESS_INTEGRATOR_TEST.code,
  N: RESULT.AUTHENTICATION_FAILED.code,
  R: RESULT.THREEDS_REJECTED_BY_ISSUER.code,
  C: `${RESULT.SUCCESS_INTEGRATOR_TEST.code} with code ${CHALLENGE_CODE}, else ${RESULT.AUTHENTICATION_FAILED.code}; cancel ${RESULT.CANCELLED_BY_USER.code}`,
  error: RESULT.THREEDS_TECHNICAL_ERROR.code,
  notEnrolled: RESULT.THREEDS_NOT_ENROLLED.code,
};

const STATUS: Readonly<Record<ThreeDSOutcome, string>> = {
  Y: 'Y',
  A: 'A',
  U: 'U',
  N: 'N',
  R: 'R',
  C: 'C',
  error: '—',
  notEnrolled: '—',
};

/** The 3-D Secure test-card table as Markdown, for the README. */
export function renderThreeDSCardsMarkdown(cards: readonly ThreeDSCard[] = THREEDS_CARDS): string {
  const rows = cards.map(
    (c) =>
      `| ${c.number} | ${c.brand} | ${STATUS[c.outcome]} | ${c.method} | ${RESULTS[c.outcome]} | ${c.description}${c.public ? ' (public COPYandPAY card)' : ''} |`,
  );
  return [
    '| Card number | Brand | transStatus | 3DS Method | Result code | Outcome |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
