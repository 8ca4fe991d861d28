// A standalone authentication seen from the 3DS server and the ACS (../session.ts): still waiting
// for the shopper or not, and its final answer, which carries the proof when it succeeded.
import { isSuccessful, RESULT } from '../../../spec/result-codes';
import type { SandboxContext } from '../../context';
import { formatTimestamp } from '../../http/response-meta';
import type { FinalAnswer } from '../../payments/pending/pending-payments';
import type { ThreeDSOwner, ThreeDSSession } from '../session';
import { type StandaloneRecord, type StandaloneResponse, toStandalone } from './record';

/**
 * The merchant's time, whoever asks: the shopper's pages run in no merchant's scope, and an
 * authentication's times must follow its merchant's test clock as its payments' do.
 */
export const merchantNow = (ctx: SandboxContext, entityId: string): Date =>
  new Date(ctx.clocks.sandboxNow().getTime() + ctx.clocks.offsetOf(entityId));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The final answer of an authentication: no redirect, the new result, threeDSecure beside the
 * echoed request fields. Nothing reaches an acquirer, so no AcquirerResponse; an authentication
 * the issuer could not perform (U) goes on to the authorisation within a payment, but standing
 * alone it is a failure (100.390.107).
 */
export function finalStandalone(
  pending: StandaloneResponse,
  answer: FinalAnswer,
  now: Date,
): { response: StandaloneResponse; verificationId: string | null } {
  const { redirect: _redirect, ...rest } = pending;
  const unavailable = answer.details?.transStatus === 'U' && isSuccessful(answer.result.code);
  const result = unavailable ? RESULT.THREEDS_UNAVAILABLE : answer.result;
  const added = answer.members?.threeDSecure;
  const threeDSecure = isRecord(added) ? { ...(rest.threeDSecure ?? {}), ...added } : rest.threeDSecure;
  const response: StandaloneResponse = {
    ...rest,
    ...(threeDSecure ? { threeDSecure } : {}),
    result,
    resultDetails: { ...rest.resultDetails, ExtendedDescription: result.description, ...answer.details },
    timestamp: formatTimestamp(now),
  };
  const proof = threeDSecure?.verificationId;
  return {
    response,
    verificationId: isSuccessful(result.code) && typeof proof === 'string' ? proof : null,
  };
}

async function complete(ctx: SandboxContext, record: StandaloneRecord, answer: FinalAnswer): Promise<void> {
  const now = merchantNow(ctx, record.entityId);
  const { response, verificationId } = finalStandalone(record.response, answer, now);
  await ctx.store.threeDSecure.completeAuthentication({
    id: record.id,
    response: JSON.stringify(response),
    verificationId,
    at: now.getTime(),
  });
}

/** The authentication, ended as abandoned first when the shopper's time is up. */
export async function settleStandalone(
  ctx: SandboxContext,
  record: StandaloneRecord,
): Promise<StandaloneRecord> {
  if (!record.pendingUntil || record.pendingUntil.getTime() > merchantNow(ctx, record.entityId).getTime())
    return record;
  await complete(ctx, record, { result: RESULT.PENDING_TIMED_OUT });
  const row = await ctx.store.threeDSecure.authentication(record.id);
  return row ? toStandalone(row) : record;
}

function standaloneOwner(ctx: SandboxContext, record: StandaloneRecord): ThreeDSOwner {
  return {
    target: { id: record.id, checkoutId: null },
    stillPending: async () => (await settleStandalone(ctx, record)).pendingUntil !== undefined,
    complete: (answer) => complete(ctx, record, answer),
    save: (data) => ctx.store.threeDSecure.saveAuthenticationSession(record.sessionId, JSON.stringify(data)),
  };
}

/** The browser flow of a standalone authentication, by its threeDSServerTransID. */
export async function loadStandaloneSession(
  ctx: SandboxContext,
  sessionId: string,
): Promise<ThreeDSSession | undefined> {
  const row = await ctx.store.threeDSecure.authenticationOfSession(sessionId);
  if (!row) return undefined;
  const record = toStandalone(row);
  return { id: sessionId, data: record.session, owner: standaloneOwner(ctx, record) };
}
