// The state of one 3-D Secure authentication, under the threeDSServerTransID: in async_sessions
// for a payment's, beside the standalone authentication for one of POST /v1/threeDSecure. Never
// card data: the authorisation outcome is decided when the payment arrives and stored instead of
// the card number.
import type { Result } from '../../spec/result-codes';
import type { SandboxContext } from '../context';
import { completePending, type FinalAnswer, settleIfExpired } from '../payments/pending/pending-payments';
import type { RedirectSessionBase } from '../payments/pending/start-pending';
import type { PaymentRecord } from '../store/store';
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
  /** A POS payment sent chip data, which its authorisation answers (the data itself is not kept). */
  iccDataSent?: boolean;
  dsTransId: string;
  acsTransId?: string;
  compInd?: 'Y' | 'N' | 'U';
  methodNotified?: boolean;
  /** What the ACS decided in the challenge (the RReq, which the browser cannot alter). */
  challenge?: { status: FinalStatus; cancelled: boolean };
  stage: ThreeDSStage;
  /** When the authentication ended (epoch ms, the merchant's clock), for the payment's timeline. */
  endedAt?: number;
}

/**
 * What an authentication decides: a payment's outcome (3-D Secure within a payment) or a standalone
 * authentication's (./standalone/owner.ts). The 3DS server and the ACS go through this alone.
 */
export interface ThreeDSOwner {
  /** What the shopper's return URL names when the merchant gave none (a checkout's widget). */
  target: { id: string; checkoutId: string | null };
  /** Still waiting for the shopper? One whose time is up is ended as abandoned first. */
  stillPending(): Promise<boolean>;
  /** The final answer (once: a second completion changes nothing). */
  complete(answer: FinalAnswer): Promise<void>;
  /** Keeps the flow's state. */
  save(data: ThreeDSSessionData): Promise<void>;
}

export interface ThreeDSSession {
  id: string;
  data: ThreeDSSessionData;
  owner: ThreeDSOwner;
}

/** The owner of an authentication within a payment: its pending payment. */
export function paymentOwner(ctx: SandboxContext, sessionId: string, payment: PaymentRecord): ThreeDSOwner {
  return {
    target: payment,
    stillPending: async () => (await settleIfExpired(ctx, payment)).pendingUntil !== undefined,
    complete: async (answer) => {
      await completePending(ctx, payment, answer);
    },
    save: (data) => ctx.store.updateAsyncSession(sessionId, data),
  };
}

export async function saveThreeDS(_ctx: SandboxContext, session: ThreeDSSession): Promise<void> {
  await session.owner.save(session.data);
}
