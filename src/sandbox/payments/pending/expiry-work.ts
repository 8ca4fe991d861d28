// Pending payments end as abandoned when their time is up, whether or not a request reads them
// (3-D Secure left unfinished, a provider page never returned from, a checkout's 30 minutes over),
// and their webhook goes out. Completing is done once in the store: a request reading the payment
// at the same moment ends it the same way, and only one of them records it.
import type { DueWork } from '../../clock/due-work';
import type { SandboxContext } from '../../context';
import { settleIfExpired } from './pending-payments';

const BATCH = 200;

export function pendingExpiryWork(ctx: SandboxContext): DueWork {
  return {
    name: 'pending payment expiry',
    async runDue() {
      const due = await ctx.store.expiries.duePending(ctx.clocks.sandboxNow().getTime(), BATCH);
      // Each ends at its time by its merchant's clock, however late the gateway gets to it.
      for (const record of due)
        await ctx.clocks.inScopeOf(record.entityId, () => settleIfExpired(ctx, record), record.pendingUntil);
      return due.length;
    },
  };
}
