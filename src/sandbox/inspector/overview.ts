import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context';
import { sessionOf } from './guard';
import type { ScheduleRow } from './reads-store';

// GET /inspector/api/overview and /inspector/api/schedules: what the page's header and its
// schedules view show, which the API has no single read for.

/** What a schedule's list entry shows of its parameters: the charge and its job, nothing else. */
function scheduleParams(json: string): Record<string, string> {
  const params = JSON.parse(json) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(params).filter(
      ([name]) =>
        name.startsWith('job.') ||
        ['amount', 'currency', 'paymentType', 'merchantTransactionId'].includes(name),
    ),
  );
}

const scheduleSummary = (row: ScheduleRow) => ({
  id: row.id,
  registrationId: row.registration_id,
  createdAt: new Date(row.created_at).toISOString(),
  ...(row.next_execution_at === null
    ? {}
    : { nextExecutionAt: new Date(row.next_execution_at).toISOString() }),
  params: scheduleParams(row.params),
});

const sendJson = (reply: FastifyReply, body: unknown) =>
  reply.header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(body);

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
  return sendJson(reply, { schedules: rows.map(scheduleSummary) });
}
