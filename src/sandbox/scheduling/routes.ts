// The merchant's scheduling endpoints (platform convention, gateway-conventions.md): create a
// schedule that charges a registration, read it back, cancel it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RESULT } from '../../spec/result-codes';
import { validate } from '../../spec/validate';
import type { SandboxContext } from '../context';
import { issuesResult, sendAnswer } from '../http/answer';
import { merchantOf } from '../http/auth';
import { formOf } from '../http/form-body';
import { validParams } from '../http/valid-params';
import type { FeatureRoutes } from '../plugins/audiences';
import { approvalFor } from '../simulator/test-mode';
import { chargeableRegistration } from './chargeable-registration';
import { firstExecution, jobOf } from './job';
import { SCHEDULE_LOOKUP, SCHEDULE_REQUEST } from './operations';
import { registerScheduleRunAid } from './run-aid';
import { scheduleMembers } from './schedule-answer';
import { findSchedule, newScheduleId } from './schedules';

type WithId = { Params: { id: string } };

/**
 * The caller's schedule named in a GET or DELETE; undefined once an answer (403, 400, 404) has
 * been sent instead.
 */
async function ownSchedule(
  ctx: SandboxContext,
  request: FastifyRequest<WithId>,
  reply: FastifyReply,
  now: Date,
) {
  if (!validParams(request, reply, SCHEDULE_LOOKUP, now)) return undefined;
  const record = await findSchedule(ctx, request.params.id, merchantOf(request).entityId);
  if (!record) sendAnswer(reply, 404, now, RESULT.NOT_FOUND);
  return record;
}

function registerScheduleRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post('/scheduling/v1/schedules', async (request, reply) => {
    const now = ctx.now();
    const form = formOf(request.body);
    const merchant = merchantOf(request);
    const issues = [...form.issues, ...validate(form.params, SCHEDULE_REQUEST, { now })];
    if (issues.length > 0) return sendAnswer(reply, 400, now, issuesResult(issues));
    const charge = await chargeableRegistration(ctx, form.params, merchant.entityId, now);
    if (!charge.ok) return sendAnswer(reply, charge.status, now, charge.result);

    // SCHEDULE_REQUEST's rules have made sure the job runs at least once after now.
    const next = firstExecution(jobOf(form.params), now) ?? null;
    const { entityId: _entity, ...params } = form.params;
    const record = {
      id: newScheduleId(),
      entityId: merchant.entityId,
      registrationId: charge.registrationId,
      params: { ...params },
      createdAt: now,
      nextExecutionAt: next,
      cancelledAt: null,
    };
    await ctx.store.schedules.insert(record);
    request.log.debug({ scheduleId: record.id, registrationId: record.registrationId }, 'schedule created');
    return sendAnswer(reply, 200, now, approvalFor(form.params), scheduleMembers(record));
  });

  app.get<WithId>('/scheduling/v1/schedules/:id', async (request, reply) => {
    const now = ctx.now();
    const record = await ownSchedule(ctx, request, reply, now);
    if (!record) return reply;
    const executions = await ctx.store.schedules.executions(record.id);
    return sendAnswer(reply, 200, now, RESULT.SUCCESSFUL_REQUEST, scheduleMembers(record, executions));
  });

  app.delete<WithId>('/scheduling/v1/schedules/:id', async (request, reply) => {
    const now = ctx.now();
    const record = await ownSchedule(ctx, request, reply, now);
    if (!record) return reply;
    if (!(await ctx.store.schedules.cancel(record.id, now)))
      return sendAnswer(reply, 400, now, RESULT.SCHEDULE_NOT_SCHEDULED, { id: record.id });
    request.log.debug({ scheduleId: record.id }, 'schedule cancelled');
    return sendAnswer(reply, 200, now, RESULT.SUCCESS_INTEGRATOR_TEST, { id: record.id });
  });
}

/** Schedules, and the sandbox aid that runs one now: the merchant API. */
export const SCHEDULING_ROUTES: FeatureRoutes = {
  merchant(app, ctx) {
    registerScheduleRoutes(app, ctx);
    registerScheduleRunAid(app, ctx);
  },
};
