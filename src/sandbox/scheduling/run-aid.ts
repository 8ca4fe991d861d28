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
import { SCHEDULE_LOOKUP } from './operations';
import { runExecution } from './run-execution';
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
    const outcome = await runExecution(ctx, schedule, merchant, request.log);
    if (outcome.kind === 'notChargeable')
      return sendAnswer(reply, outcome.charge.status, now, outcome.charge.result);
    if (outcome.kind === 'notRunning')
      return sendAnswer(reply, 400, now, RESULT.SCHEDULE_NOT_RUNNING, { id: schedule.id });
    const { response } = outcome.attempt;
    return reply.code(httpStatusFor(response.result.code)).send(response);
  });
}
