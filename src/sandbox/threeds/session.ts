// The state of one 3-D Secure authentication, kept in async_sessions under the
// threeDSServerTransID. Never card data: the authorisation outcome is decided when the payment
// arrives and stored instead of the card number.
import type { Result } from '../../spec/result-codes';
import type { SandboxContext } from '../context';
import type { RedirectSessionBase } from '../payments/pending/start-pending';
import type { AsyncSessionRecord, PaymentRecord } from '../store/store';
import type { FinalStatus } from './authentication';
import type { MethodBehaviour, ThreeDSOutcome } from './test-cards';

export const THREEDS_KIND = 'threeDS';

export type ThreeDSStage = 'created' | 'method' | 'challenge' | 'done';

/** The token is the redirect's threeDSSessionData. */
export interface ThreeDSSessionData extends RedirectSessionBase {
  outcome: ThreeDSOutcome;
  method: MethodBehaviour;
  brand: string;
  /** EMV challengeWindowSize, 01 to 05. */
  windowSize: string;
  /** The AReq browser data: customer.browser.* as sent, acceptHeader and ip as the gateway saw them. */
  browser: Record<string, string>;
  authorisation: { result: Result; acquirerResponse: string };
  dsTransId: string;
  acsTransId?: string;
  compInd?: 'Y' | 'N' | 'U';
  methodNotified?: boolean;
  /** What the ACS decided in the challenge (the RReq, which the browser cannot alter). */
  challenge?: { status: FinalStatus; cancelled: boolean };
  stage: ThreeDSStage;
}

export interface ThreeDSSession {
  id: string;
  data: ThreeDSSessionData;
  payment: PaymentRecord;
}

/** The session and its payment, or undefined when either is unknown. */
export async function loadThreeDS(
  ctx: SandboxContext,
  id: string | undefined,
): Promise<ThreeDSSession | undefined> {
  if (!id || !/^[0-9a-f-]{36}$/.test(id)) return undefined;
  const record: AsyncSessionRecord | undefined = await ctx.store.asyncSession(id);
  if (!record || record.kind !== THREEDS_KIND) return undefined;
  const payment = await ctx.store.payment(record.paymentId);
  return payment && { id, data: record.data as ThreeDSSessionData, payment };
}

export async function saveThreeDS(ctx: SandboxContext, session: ThreeDSSession): Promise<void> {
  await ctx.store.updateAsyncSession(session.id, session.data);
}
