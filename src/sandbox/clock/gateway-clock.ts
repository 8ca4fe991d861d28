// The gateway acts on its own: a timer on real time runs, in order, the work that has fallen due by
// the sandbox's clock. Each kind of work is claimed in the store before it is done, so a round that
// overlaps another, or a second sandbox, never does it twice; a stop in between leaves it to the
// next start.
import type { FastifyBaseLogger } from 'fastify';
import type { FailureLog } from '../http/failure-log';
import type { DueWork } from './due-work';

export interface GatewayClock {
  /** Runs every due work in order, waiting for each, until none finds any (tests; POST …/clock/advance). */
  runDue(): Promise<number>;
  close(): Promise<void>;
}

const MAX_PASSES = 20;

/** `pollMs` 0: no timer, only runDue (tests move the clock and call it). */
export function gatewayClock(
  works: readonly DueWork[],
  pollMs: number,
  log: FastifyBaseLogger,
  logFailure: FailureLog,
): GatewayClock {
  let ticking = false;
  let closed = false;
  const tick = async () => {
    if (ticking || closed) return;
    ticking = true;
    for (const work of works) {
      // A failing store fails every round: logged once a minute per kind (../http/failure-log.ts).
      await work
        .runDue(false)
        .catch((error: Error) =>
          logFailure(
            log,
            `due work: ${work.name}`,
            { work: work.name, reason: error.message },
            'due work failed',
          ),
        );
      if (closed) break;
    }
    ticking = false;
  };
  const timer = pollMs > 0 ? setInterval(tick, pollMs) : undefined;
  timer?.unref();
  return {
    async runDue() {
      let total = 0;
      for (let pass = 0; pass < MAX_PASSES; pass++) {
        let done = 0;
        for (const work of works) done += await work.runDue(true);
        total += done;
        if (done === 0) break;
      }
      return total;
    },
    async close() {
      closed = true;
      clearInterval(timer);
      for (const work of works) await work.close?.();
    },
  };
}
