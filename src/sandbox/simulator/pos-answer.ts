// What the simulated acquirer answers a point-of-sale payment (spec document 3, 2.5, response):
// receipt codes, its transaction id, the merchant id it knows the merchant by, the receipt text,
// its time and, for a chip card, the issuer's data for the card.
import { createHash, randomBytes } from 'node:crypto';
import { isSuccessful, type Result } from '../../spec/result-codes';
import { nestParams } from '../payments/nest-params';

export interface PosFacts {
  params: Readonly<Record<string, string>>;
  result: Result;
  entityId: string;
  /** The acquirer's transaction id (the answer's ConnectorTxID1). */
  acquirerTxId: string;
  /** The merchant's time (its test clock). */
  now: Date;
}

/** A payment carries POS data when it names its terminal (pos.terminalId is required with pos.*). */
export const isPosPayment = (params: Readonly<Record<string, string>>): boolean =>
  params['pos.terminalId'] !== undefined;

/** yyyy-MM-dd HH:mm:ss (24-hour), UTC. */
export const posTimestamp = (date: Date): string => date.toISOString().slice(0, 19).replace('T', ' ');

/** The acquirer's merchant id: 15 digits, the same for an entity every time. */
export const posMerchantId = (entityId: string): string =>
  (BigInt(`0x${createHash('sha256').update(entityId).digest('hex').slice(0, 16)}`) % 10n ** 15n)
    .toString()
    .padStart(15, '0');

const approvalCode = (): string => String(randomBytes(4).readUInt32BE() % 1_000_000).padStart(6, '0');

/**
 * EMV tag 91 (issuer authentication data): a simulated ARPC (8 bytes) and the authorisation
 * response code, 00 approved or 05 declined, in hex.
 */
function issuerAuthenticationData(approved: boolean): string {
  const responseCode = Buffer.from(approved ? '00' : '05').toString('hex');
  return `910A${randomBytes(8).toString('hex')}${responseCode}`.toUpperCase();
}

/** The pos.* answer members as flat names; none for a payment without POS data. */
export function posAnswer(facts: PosFacts): Record<string, string> {
  const { params } = facts;
  if (!isPosPayment(params)) return {};
  const approved = isSuccessful(facts.result.code);
  return {
    ...(approved
      ? {
          'pos.clearing.authorizationAcquirerCode': approvalCode(),
          'pos.clearing.authorizationIssuerCode': approvalCode(),
        }
      : {}),
    'pos.clearing.identifier': facts.acquirerTxId,
    'pos.merchantId': posMerchantId(facts.entityId),
    ...(params['pos.iccDataRequest'] === undefined
      ? {}
      : { 'pos.iccDataResponse': issuerAuthenticationData(approved) }),
    'pos.statusText': approved ? 'APPROVED' : 'DECLINED',
    'pos.timestamp': posTimestamp(facts.now),
  };
}

/** What a pending payment's answer keeps of its POS data, for the answer once it ends. */
export interface PendingPos {
  /** The echoed `pos` structure of the pending answer (pos.terminalId names a POS payment). */
  echoed: unknown;
  /** The pending answer's ConnectorTxID1. */
  acquirerTxId: string;
  entityId: string;
  /** Chip data was sent (pos.iccDataRequest is a secret, never echoed, so the flow keeps this). */
  iccDataSent: boolean;
}

/**
 * The `pos` structure a payment that waited for the shopper (3-D Secure) answers once it ends: the
 * acquirer's answer as a payment without the wait has it; none for a payment without POS data.
 */
export function posAnswerOnCompletion(
  pending: PendingPos,
  result: Result,
  now: Date,
): Record<string, unknown> {
  const echoed = pending.echoed as { terminalId?: unknown } | undefined;
  if (typeof echoed?.terminalId !== 'string') return {};
  const params: Record<string, string> = { 'pos.terminalId': echoed.terminalId };
  if (pending.iccDataSent) params['pos.iccDataRequest'] = 'sent';
  const answered = posAnswer({
    params,
    result,
    entityId: pending.entityId,
    acquirerTxId: pending.acquirerTxId,
    now,
  });
  return nestParams(answered).pos as Record<string, unknown>;
}
