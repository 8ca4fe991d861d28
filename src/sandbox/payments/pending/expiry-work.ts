// Pending payments end as abandoned when their time is up, whether or not a request reads them
// (3-D Secure left unfinished, a provider page never returned from, a checkout's 30 minutes over),
// and their webhook goes out. Completing is done once in the store: a request reading the payment
// at the same moment ends it the same way, and only one of them records it. Gateways sharing one
// database split the due payments between them: each ends those it claimed (leased for
// EXPIRY_LEASE_MS of the sandbox's time, after which a claim its gateway stopped holding is free).
import type { DueWork } from '../../clock/due-work';
import type { SandboxContext } from '../../context';
import { settleIfExpired } from './pending-payments';

const BATCH = 200;
/** How long a claimed expiry is its claimer's to end (sandbox time): far longer than a batch takes. */
export const EXPIRY_LEASE_MS = 30_000;

export function pendingExpiryWork(ctx: SandboxContext): DueWork {
  return {
    name: 'pending payment expiry',
    async runDue() {
      const now = ctx.clocks.sandboxNow().getTime();
      const due = await ctx.store.expiries.duePending(now, BATCH);
      if (due.length === 0) return 0;
      const taken = new Set(
        await ctx.store.expiries.claim(
          due.map((record) => record.id),
          now,
          now + EXPIRY_LEASE_MS,
        ),
      );
      // Each ends at its time by its merchant's clock, however late the gateway gets to it.
      for (const record of due)
        if (taken.has(record.id))
          await ctx.clocks.inScopeOf(
            record.entityId,
            () => settleIfExpired(ctx, record),
            record.pendingUntil,
          );
      return taken.size;
    },
  };
}
