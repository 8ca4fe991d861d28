// The merchant's webhook endpoints: configure where notifications go, read what was sent and how
// it went, send one again. The platform configures these in its back office; a sandbox offers them
// as an API so a test suite sets up its own receiver.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ValidationIssue } from '../../spec/catalogue/types';
import { RESULT } from '../../spec/result-codes';
import type { SandboxContext } from '../context';
import { issuesResult, sendAnswer } from '../http/answer';
import { merchantOf } from '../http/auth';
import { validParams } from '../http/valid-params';
import type { FeatureRoutes } from '../plugins/audiences';
import { webhookKeyContext } from './dispatcher';
import { MAX_WEBHOOKS_PER_ENTITY, WEBHOOK_LOOKUP, WEBHOOK_REQUEST } from './operations';
import { deliveryMembers, webhookMembers } from './webhook-answer';

type WithId = { Params: { id: string } };
type WithDelivery = { Params: { id: string; deliveryId: string } };

/** Deliveries a list answers, newest first. */
const DELIVERIES_LISTED = 100;

/** The caller's endpoint named in the path, or a 404 answered. */
async function ownWebhook(
  ctx: SandboxContext,
  request: FastifyRequest<WithId>,
  reply: FastifyReply,
  now: Date,
) {
  const row = await ctx.store.webhooks.webhook(request.params.id);
  if (row && row.deleted_at === null && row.entity_id === merchantOf(request).entityId) return row;
  sendAnswer(reply, 404, now, RESULT.NOT_FOUND);
  return undefined;
}

/** Stores an endpoint with its key sealed; answers the id and key. Also used for the configured one. */
export async function saveWebhook(
  ctx: SandboxContext,
  webhook: { id: string; entityId: string; url: string; key: string; types: string | null },
  now: Date,
) {
  const row = {
    id: webhook.id,
    entity_id: webhook.entityId,
    url: webhook.url,
    key_sealed: ctx.sealer.seal(webhook.key.toLowerCase(), webhookKeyContext(webhook.id, webhook.entityId)),
    types: webhook.types,
    created_at: now.getTime(),
  };
  await ctx.store.webhooks.upsert(row);
  return row;
}

function registerWebhookRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post('/v1/sandbox/webhooks', async (request, reply) => {
    const now = ctx.now();
    const params = validParams(request, reply, WEBHOOK_REQUEST, now);
    if (!params) return reply;
    const { entityId } = merchantOf(request);
    if ((await ctx.store.webhooks.activeOfEntity(entityId)).length >= MAX_WEBHOOKS_PER_ENTITY) {
      const issue: ValidationIssue = {
        name: 'url',
        value: params.url,
        message: `an entity has at most ${MAX_WEBHOOKS_PER_ENTITY} webhooks: delete one first`,
        result: RESULT.INVALID_PARAMETER,
      };
      return sendAnswer(reply, 400, now, issuesResult([issue]));
    }
    const key = params.key?.toLowerCase() ?? randomBytes(32).toString('hex');
    const types = params.types ? [...new Set(params.types.split(','))].join(',') : null;
    const id = randomBytes(16).toString('hex');
    const row = await saveWebhook(ctx, { id, entityId, url: params.url as string, key, types }, now);
    request.log.debug({ webhookId: id }, 'webhook configured');
    return sendAnswer(reply, 200, now, RESULT.SUCCESSFUL_REQUEST, webhookMembers(row, key));
  });

  app.get('/v1/sandbox/webhooks', async (request, reply) => {
    const now = ctx.now();
    if (!validParams(request, reply, WEBHOOK_LOOKUP, now)) return reply;
    const rows = await ctx.store.webhooks.activeOfEntity(merchantOf(request).entityId);
    return sendAnswer(reply, 200, now, RESULT.SUCCESSFUL_REQUEST, {
      webhooks: rows.map((row) => webhookMembers(row)),
    });
  });

  app.delete<WithId>('/v1/sandbox/webhooks/:id', async (request, reply) => {
    const now = ctx.now();
    if (!validParams(request, reply, WEBHOOK_LOOKUP, now)) return reply;
    const row = await ownWebhook(ctx, request, reply, now);
    if (!row) return reply;
    await ctx.store.webhooks.remove(row.id, now.getTime());
    return sendAnswer(reply, 200, now, RESULT.SUCCESSFUL_REQUEST, { id: row.id });
  });

  app.get<WithId>('/v1/sandbox/webhooks/:id/deliveries', async (request, reply) => {
    const now = ctx.now();
    if (!validParams(request, reply, WEBHOOK_LOOKUP, now)) return reply;
    const row = await ownWebhook(ctx, request, reply, now);
    if (!row) return reply;
    const deliveries = await ctx.store.webhooks.deliveriesOf(row.id, DELIVERIES_LISTED);
    const listed = await Promise.all(
      deliveries.map(async (delivery) =>
        deliveryMembers(delivery, await ctx.store.webhooks.attemptsOf(delivery.id)),
      ),
    );
    return sendAnswer(reply, 200, now, RESULT.SUCCESSFUL_REQUEST, { id: row.id, deliveries: listed });
  });

  app.post<WithDelivery>(
    '/v1/sandbox/webhooks/:id/deliveries/:deliveryId/redeliver',
    async (request, reply) => {
      const now = ctx.now();
      if (!validParams(request, reply, WEBHOOK_LOOKUP, now)) return reply;
      const row = await ownWebhook(ctx, request, reply, now);
      if (!row) return reply;
      if (!(await ctx.store.webhooks.redeliver(request.params.deliveryId, row.id)))
        return sendAnswer(reply, 404, now, RESULT.NOT_FOUND);
      return sendAnswer(reply, 200, now, RESULT.SUCCESSFUL_REQUEST, { id: request.params.deliveryId });
    },
  );
}

/** Webhook endpoints and their deliveries: the merchant API. */
export const WEBHOOK_ROUTES: FeatureRoutes = { merchant: registerWebhookRoutes };
