import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context';
import { scheduleMembers } from '../scheduling/schedule-answer';
import { findSchedule } from '../scheduling/schedules';
import { sessionOf } from './guard';
import { sendJson } from './send-json';

// GET /inspector/api/overview and /inspector/api/schedules: what the page's header and its
// schedules view show, which the API has no single read for.

export async function sendOverview(ctx: SandboxContext, request: FastifyRequest, reply: FastifyReply) {
  const { entityId } = sessionOf(request).merchant;
  const offsetMs = ctx.clocks.offsetOf(entityId);
  const [webhooks, schedules] = await Promise.all([
    ctx.store.webhooks.activeOfEntity(entityId),
    ctx.store.inspectorReads.activeSchedules(entityId),
  ]);
  return sendJson(reply, {
    entityId,
    clock: { now: new Date(ctx.clocks.sandboxNow().getTime() + offsetMs).toISOString(), offsetMs },
    webhooks: webhooks.length,
    schedules: schedules.length,
  });
}

export async function sendSchedules(ctx: SandboxContext, request: FastifyRequest, reply: FastifyReply) {
  const { entityId } = sessionOf(request).merchant;
  const rows = await ctx.store.inspectorReads.activeSchedules(entityId);
  // Each as GET /scheduling/v1/schedules/{id} answers it, with the payments its runs made.
  const schedules = await Promise.all(
    rows.map(async ({ id }) => {
      const record = await findSchedule(ctx, id, entityId);
      return record && scheduleMembers(record, await ctx.store.schedules.executions(id));
    }),
  );
  return sendJson(reply, { schedules: schedules.filter((schedule) => schedule !== undefined) });
}
