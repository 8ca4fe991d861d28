// What the simulated directory server and ACS answer, as the payment's threeDSecure member and
// its final result.
import { randomBytes } from 'node:crypto';
import { RESULT, type Result } from '../../spec/result-codes';
import type { FinalAnswer } from '../payments/pending/pending-payments';
import { MESSAGE_VERSION } from './messages';

/** The final EMV transStatus after the frictionless answer or the challenge. */
export type FinalStatus = 'Y' | 'A' | 'N' | 'R' | 'U';

export interface AuthenticationFacts {
  brand: string;
  dsTransId: string;
  acsTransId?: string;
  /** What the acquirer answers once the payment goes to authorisation. */
  authorisation: { result: Result; acquirerResponse: string };
  /** threeDSCompInd of the 3DS Method: Y, N or U. */
  compInd: string;
  /** A POS payment sent chip data: its authorisation answers it. */
  iccDataSent?: boolean;
}

// MASTER has its own ECI values; VISA, AMEX, JCB, DINERS, DISCOVER and the rest use 05/06/07.
const ECI: Readonly<Record<'MASTER' | 'OTHER', Record<FinalStatus, string>>> = {
  MASTER: { Y: '02', A: '01', N: '00', R: '00', U: '00' },
  OTHER: { Y: '05', A: '06', N: '07', R: '07', U: '07' },
};

export const eciFor = (brand: string, status: FinalStatus): string =>
  ECI[brand === 'MASTER' || brand === 'MAESTRO' ? 'MASTER' : 'OTHER'][status];

/** A CAVV / AAV: 20 bytes, 28 characters of base64. */
export const authenticationValue = (): string => randomBytes(20).toString('base64');

/**
 * Y, A and U go on to the authorisation (U without liability shift, as a merchant that accepts
 * unauthenticated payments would); N fails with 100.380.401, R with 100.390.114; a cancelled
 * challenge ends with 100.396.101.
 */
export function authenticationAnswer(
  status: FinalStatus,
  facts: AuthenticationFacts,
  options: { cancelled?: boolean } = {},
): FinalAnswer {
  const threeDSecure = {
    eci: eciFor(facts.brand, status),
    ...(status === 'Y' || status === 'A' ? { verificationId: authenticationValue() } : {}),
    // The request field allows Y, A, U and N only; a rejection (R) is reported as N.
    authenticationStatus: status === 'R' ? 'N' : status,
    dsTransactionId: facts.dsTransId,
    ...(facts.acsTransId ? { acsTransactionId: facts.acsTransId } : {}),
    version: MESSAGE_VERSION,
    ...(status === 'N' || status === 'R' ? { transactionStatusReason: status === 'R' ? '11' : '01' } : {}),
  };
  const details = { transStatus: status, threeDSCompInd: facts.compInd };
  const members = { threeDSecure };
  if (options.cancelled) return { result: RESULT.CANCELLED_BY_USER, members, details };
  if (status === 'N') return { result: RESULT.AUTHENTICATION_FAILED, members, details };
  if (status === 'R') return { result: RESULT.THREEDS_REJECTED_BY_ISSUER, members, details };
  return { ...facts.authorisation, members, details, ...(facts.iccDataSent ? { iccDataSent: true } : {}) };
}

/** The directory server or ACS failed: no authentication, no authorisation. */
export const technicalErrorAnswer = (facts: AuthenticationFacts): FinalAnswer => ({
  result: RESULT.THREEDS_TECHNICAL_ERROR,
  members: { threeDSecure: { dsTransactionId: facts.dsTransId, version: MESSAGE_VERSION } },
  details: { threeDSCompInd: facts.compInd },
});
