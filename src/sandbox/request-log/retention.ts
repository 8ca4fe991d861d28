// How long the request log keeps a request (SANDBOX_REQUEST_LOG_DAYS), and the gateway's due work
// that deletes older ones (../clock/gateway-clock.ts runs it): a bounded batch per round, so a
// backlog (a sandbox restarted after weeks) is worked off over rounds instead of holding one.
import type { DueWork } from '../clock/due-work';
import type { SandboxStore } from '../database/open';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Requests deleted per round at most. */
export const PRUNE_BATCH = 500;
/** Between two looks for old requests when the last found fewer than a batch: one minute. */
const PRUNE_EVERY_MS = 60_000;

/**
 * Deletes the requests stored more than `days` days ago by the sandbox's own clock (a merchant's
 * test clock moving ahead does not age its log). 0 days: everything stored (the log is off).
 */
export function requestLogRetention(
  store: Pick<SandboxStore, 'requestLog'>,
  days: number,
  sandboxNow: () => Date,
  batch = PRUNE_BATCH,
): DueWork {
  let nextLook = Number.NEGATIVE_INFINITY;
  return {
    name: 'request log retention',
    // Answers 0: deleting old requests starts nothing and makes nothing due, so the rounds that
    // count the work they did (a clock moved by hand runs until nothing is left) leave it out.
    async runDue(wait) {
      const now = sandboxNow().getTime();
      if (!wait && now < nextLook) return 0;
      const before = days === 0 ? Number.MAX_SAFE_INTEGER : now - days * DAY_MS;
      for (;;) {
        const deleted = await store.requestLog.prune(before, batch);
        if (deleted < batch) {
          nextLook = now + PRUNE_EVERY_MS;
          return 0;
        }
        // A full batch: more may be left, for the next round (or now, when waited for).
        if (!wait) return 0;
      }
    },
  };
}
