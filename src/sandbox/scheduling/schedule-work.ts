// Schedules run by themselves at job.nextExecution: the gateway clock (../clock/gateway-clock.ts)
// finds the runs due by the sandbox's time and makes each once (./run-execution.ts). Runs missed
// while the sandbox was stopped, or skipped over by a clock moved forward, are made once each, in
// order (docs/decisions.md). A schedule whose registration can no longer be charged is cancelled.
import type { FastifyBaseLogger } from 'fastify';
import type { DueWork } from '../clock/due-work';
import type { SandboxContext } from '../context';
import { finishInterruptedRuns, runExecution } from './run-execution';

const BATCH = 100;
// Bounds one call's work when waited for (a clock moved a year on a schedule every minute).
const MAX_RUNS_WAITED = 10_000;

export function scheduleWork(ctx: SandboxContext, log: FastifyBaseLogger): DueWork {
  async function oneBatch(): Promise<number> {
    let done = await finishInterruptedRuns(ctx, log);
    for (const schedule of await ctx.store.schedules.due(ctx.clocks.sandboxNow().getTime(), BATCH)) {
      // The run happens at its time by its merchant's clock, however late it is made.
      const due = schedule.nextExecutionAt ?? undefined;
      await ctx.clocks.inScopeOf(
        schedule.entityId,
        async () => {
          const merchant = await ctx.store.merchantByEntity(schedule.entityId);
          const outcome = merchant ? await runExecution(ctx, schedule, merchant, log) : undefined;
          if (!outcome || outcome.kind === 'notChargeable') {
            await ctx.store.schedules.cancel(schedule.id, ctx.now());
            log.info(
              { scheduleId: schedule.id },
              'schedule cancelled: its registration can no longer be charged',
            );
          }
        },
        due,
      );
      done++;
    }
    return done;
  }
  return {
    name: 'schedule runs',
    async runDue(wait) {
      let total = 0;
      while (total < MAX_RUNS_WAITED) {
        const done = await oneBatch();
        total += done;
        if (done === 0 || !wait) break;
      }
      return total;
    },
  };
}
