// A standalone authentication as the sandbox keeps it (./store.ts), and its answer.
import type { Result } from '../../../spec/result-codes';
import type { Redirect } from '../../payments/pending/start-pending';
import type { ThreeDSSessionData } from '../session';
import type { StandaloneRow } from './store';

/** The answer of POST and GET /v1/threeDSecure: a payment's members, less paymentType. */
export interface StandaloneResponse {
  id: string;
  paymentBrand: string;
  amount: string;
  currency: string;
  result: Result;
  resultDetails: Record<string, string>;
  card: { bin: string; last4Digits: string; holder?: string; expiryMonth: string; expiryYear: string };
  redirect?: Redirect;
  threeDSecure?: Record<string, unknown>;
  buildNumber: string;
  timestamp: string;
  ndc: string;
  /** Echoed request structures: merchantTransactionId, customParameters, customer… */
  [member: string]: unknown;
}

export interface StandaloneRecord {
  id: string;
  /** The threeDSServerTransID of the browser flow. */
  sessionId: string;
  entityId: string;
  response: StandaloneResponse;
  session: ThreeDSSessionData;
  /** The card number, sealed with the data key for this id and entity (cardContext). */
  cardSealed: string;
  verificationId?: string;
  createdAt: Date;
  /** Set while the shopper has not finished the flow. */
  pendingUntil?: Date;
  /** When the authentication ended, successfully or not. */
  authenticatedAt?: Date;
}

/** The associated data of the sealed card: a blob copied into another row does not open. */
export const cardContext = (id: string, entityId: string): string => `threeDSecure:${id}:${entityId}`;

export const toStandalone = (row: StandaloneRow): StandaloneRecord => ({
  id: row.id,
  sessionId: row.session_id,
  entityId: row.entity_id,
  response: JSON.parse(row.response) as StandaloneResponse,
  session: JSON.parse(row.session) as ThreeDSSessionData,
  cardSealed: row.card_sealed,
  ...(row.verification_id === null ? {} : { verificationId: row.verification_id }),
  createdAt: new Date(row.created_at),
  ...(row.pending_until === null ? {} : { pendingUntil: new Date(row.pending_until) }),
  ...(row.authenticated_at === null ? {} : { authenticatedAt: new Date(row.authenticated_at) }),
});

export function toRow(record: StandaloneRecord): StandaloneRow {
  return {
    id: record.id,
    session_id: record.sessionId,
    entity_id: record.entityId,
    response: JSON.stringify(record.response),
    session: JSON.stringify(record.session),
    card_sealed: record.cardSealed,
    verification_id: record.verificationId ?? null,
    created_at: record.createdAt.getTime(),
    pending_until: record.pendingUntil?.getTime() ?? null,
    authenticated_at: record.authenticatedAt?.getTime() ?? null,
  };
}
