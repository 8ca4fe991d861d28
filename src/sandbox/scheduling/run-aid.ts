// A test aid that only a sandbox has (not part of the gateway's API): run a schedule's next
// execution now, instead of waiting for its time. The run is a REPEATED merchant-initiated payment
// with the schedule's registration; the schedule then moves on to the execution after it.
import type { FastifyInstance } from 'fastify';
import { RESULT } from '../../spec/result-codes';
import { validate } from '../../spec/validate';
import type { SandboxContext } from '../context';
import { httpStatusFor, issuesResult, sendAnswer } from '../http/answer';
import { merchantOf } from '../http/auth';
import { formOf } from '../http/form-body';
import { processPayment } from '../payments/process-payment';
import { chargeableRegistration } from './chargeable-registration';
import { executionAfter, jobOf } from './job';
import { SCHEDULE_LOOKUP } from './operations';
import { findSchedule } from './schedules';

type WithId = { Params: { id: string } };

export function registerScheduleRunAid(app: FastifyInstance, ctx: SandboxContext): void {
  app.post<WithId>('/v1/sandbox/schedules/:id/execute', async (request, reply) => {
    const now = ctx.now();
    const form = formOf(request.body);
    const merchant = merchantOf(request);
    const issues = [...form.issues, ...validate(form.params, SCHEDULE_LOOKUP, { now })];
    if (issues.length > 0) return sendAnswer(reply, 400, now, issuesResult(issues));
    const schedule = await findSchedule(ctx, request.params.id, merchant.entityId);
    if (!schedule) return sendAnswer(reply, 404, now, RESULT.NOT_FOUND);
    const due = schedule.nextExecutionAt;
    if (schedule.cancelledAt || !due)
      return sendAnswer(reply, 400, now, RESULT.SCHEDULE_NOT_RUNNING, { id: schedule.id });
    const charge = await chargeableRegistration(ctx, schedule.params, merchant.entityId, now);
    if (!charge.ok) return sendAnswer(reply, charge.status, now, charge.result);

    // Take this run before paying, so two calls at once cannot both charge it.
    const following = executionAfter(jobOf(schedule.params), due) ?? null;
    if (!(await ctx.store.schedules.claimExecution(schedule.id, due, following)))
      return sendAnswer(reply, 400, now, RESULT.SCHEDULE_NOT_RUNNING, { id: schedule.id });
    const { response } = await processPayment(ctx, { params: charge.paymentParams, merchant }, request.log);
    await ctx.store.schedules.recordExecution({
      scheduleId: schedule.id,
      scheduledFor: due,
      paymentId: response.id,
      executedAt: now,
    });
    request.log.debug({ scheduleId: schedule.id, paymentId: response.id }, 'schedule run');
    return reply.code(httpStatusFor(response.result.code)).send(response);
  });
}
