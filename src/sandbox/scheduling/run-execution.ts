// One run of a schedule, exactly once: the run is claimed together with the id its payment will
// have (the schedule moves on to its next run in the same transaction), then the payment is made
// with that id, then the run is marked paid. A stop between claim and mark leaves an unpaid run;
// the next round finds it and makes its payment, unless it is already stored (a stop after the
// payment, before the mark): never two payments for a run, never none. Gateways sharing one
// database tell a run being paid from an interrupted one by its lease: a claim holds the run for
// RUN_LEASE_MS of the sandbox's time, and only a run whose lease ran out is taken again (its payment
// id is fixed at the claim, so even a late second attempt cannot store a second payment).
import type { FastifyBaseLogger } from 'fastify';
import type { SandboxContext } from '../context';
import { newPaymentId } from '../ids';
import type { Merchant } from '../merchants';
import { processPayment } from '../payments/process-payment';
import type { PaymentAttempt } from '../payments/types';
import { type Chargeable, chargeableRegistration } from './chargeable-registration';
import { executionAfter, jobOf } from './job';
import type { ScheduleExecutionRecord, ScheduleRecord } from './schedule-store';

export type RunOutcome =
  | { kind: 'paid'; attempt: PaymentAttempt }
  /** The registration can no longer be charged (deleted, say): nothing was claimed. */
  | { kind: 'notChargeable'; charge: Extract<Chargeable, { ok: false }> }
  /** Cancelled, finished, or another caller took the run first. */
  | { kind: 'notRunning' };

/** How long a claimed run is its claimer's to pay (sandbox time): far longer than a payment takes. */
export const RUN_LEASE_MS = 10_000;

const leaseEnd = (ctx: SandboxContext) => ctx.clocks.sandboxNow().getTime() + RUN_LEASE_MS;

async function payRun(
  ctx: SandboxContext,
  run: ScheduleExecutionRecord,
  paymentParams: Record<string, string>,
  merchant: Merchant,
  log: FastifyBaseLogger,
): Promise<PaymentAttempt> {
  const attempt = await processPayment(
    ctx,
    { params: paymentParams, merchant, paymentId: run.paymentId },
    log,
  );
  await ctx.store.schedules.finishExecution(run.scheduleId, run.scheduledFor);
  log.debug({ scheduleId: run.scheduleId, paymentId: run.paymentId }, 'schedule run');
  return attempt;
}

/** Makes the schedule's run that is due now (by the job's time `schedule.nextExecutionAt`). */
export async function runExecution(
  ctx: SandboxContext,
  schedule: ScheduleRecord,
  merchant: Merchant,
  log: FastifyBaseLogger,
): Promise<RunOutcome> {
  const due = schedule.nextExecutionAt;
  if (schedule.cancelledAt || !due) return { kind: 'notRunning' };
  const now = ctx.now();
  const charge = await chargeableRegistration(ctx, schedule.params, merchant.entityId, now);
  if (!charge.ok) return { kind: 'notChargeable', charge };
  const run = { scheduleId: schedule.id, scheduledFor: due, paymentId: newPaymentId(), executedAt: now };
  const following = executionAfter(jobOf(schedule.params), due) ?? null;
  if (!(await ctx.store.schedules.claimExecution(run, following, leaseEnd(ctx))))
    return { kind: 'notRunning' };
  return { kind: 'paid', attempt: await payRun(ctx, run, charge.paymentParams, merchant, log) };
}

/** Pays the runs a stop left claimed but unpaid, their lease over; returns how many it finished. */
export async function finishInterruptedRuns(ctx: SandboxContext, log: FastifyBaseLogger): Promise<number> {
  let finished = 0;
  const now = ctx.clocks.sandboxNow().getTime();
  for (const run of await ctx.store.schedules.unpaidExecutions(now, 100)) {
    // Another gateway may have taken it since the read; the one that takes it pays it.
    if (!(await ctx.store.schedules.retakeExecution(run, now, leaseEnd(ctx)))) continue;
    finished++;
    if (await ctx.store.payment(run.paymentId)) {
      await ctx.store.schedules.finishExecution(run.scheduleId, run.scheduledFor);
      continue;
    }
    const schedule = await ctx.store.schedules.get(run.scheduleId);
    const merchant = schedule && (await ctx.store.merchantByEntity(schedule.entityId));
    const charge =
      schedule &&
      merchant &&
      (await chargeableRegistration(ctx, schedule.params, merchant.entityId, run.executedAt));
    if (!schedule || !merchant || !charge?.ok) {
      // Nothing left to charge: the run is given up rather than retried for ever.
      await ctx.store.schedules.finishExecution(run.scheduleId, run.scheduledFor);
      log.warn({ scheduleId: run.scheduleId }, 'an interrupted schedule run could not be paid');
      continue;
    }
    await ctx.clocks.inScopeOf(
      merchant.entityId,
      () => payRun(ctx, run, charge.paymentParams, merchant, log),
      run.scheduledFor,
    );
  }
  return finished;
}
