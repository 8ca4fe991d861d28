// Finds a 3-D Secure flow by its threeDSServerTransID: a payment's (async_sessions) or a standalone
// authentication's (./standalone/store.ts).
import type { SandboxContext } from '../context';
import type { AsyncSessionRecord } from '../store/store';
import { paymentOwner, THREEDS_KIND, type ThreeDSSession, type ThreeDSSessionData } from './session';
import { loadStandaloneSession } from './standalone/owner';

/** The session and what it decides, or undefined when either is unknown. */
export async function loadThreeDS(
  ctx: SandboxContext,
  id: string | undefined,
): Promise<ThreeDSSession | undefined> {
  if (!id || !/^[0-9a-f-]{36}$/.test(id)) return undefined;
  const record: AsyncSessionRecord | undefined = await ctx.store.asyncSession(id);
  if (!record) return await loadStandaloneSession(ctx, id);
  if (record.kind !== THREEDS_KIND) return undefined;
  const payment = await ctx.store.payment(record.paymentId);
  return payment && { id, data: record.data as ThreeDSSessionData, owner: paymentOwner(ctx, id, payment) };
}
