// The merchant's API request log (./recorder.ts records it): the list with its filters, one request
// in full, and the stream of new ones. Another merchant's request id answers as unknown.
import type { FastifyInstance } from 'fastify';
import { RESULT } from '../../spec/result-codes';
import type { ResultGroup } from '../../spec/result-groups';
import type { SandboxContext } from '../context';
import { sendAnswer } from '../http/answer';
import { merchantOf } from '../http/auth';
import { boundedPage } from '../http/scan-bound';
import { validParams } from '../http/valid-params';
import type { FeatureRoutes } from '../plugins/audiences';
import { detailOf, summaryOf } from './answers';
import { DEFAULT_LIMIT, REQUEST_LIST, REQUEST_LOOKUP } from './operations';
import { REQUEST_LOG_PATH } from './recorder';
import { narrows, type RequestFilter } from './request-log-store';
import { openStreams } from './stream';

type WithId = { Params: { id: string } };

const ID = /^\d{1,15}$/;

function filterOf(params: Record<string, string>): RequestFilter {
  const filter: RequestFilter = {};
  if (params.path !== undefined) filter.path = params.path;
  if (params.status !== undefined) filter.status = Number(params.status);
  if (params.resultClass !== undefined) filter.resultClass = params.resultClass as ResultGroup;
  if (params.merchantTransactionId !== undefined) filter.merchantTransactionId = params.merchantTransactionId;
  if (params.before !== undefined) filter.before = Number(params.before);
  return filter;
}

function registerRequestLogRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const streams = openStreams();
  app.addHook('preClose', async () => streams.endAll());

  app.get(REQUEST_LOG_PATH, async (request, reply) => {
    const now = ctx.now();
    const params = validParams(request, reply, REQUEST_LIST, now);
    if (!params) return reply;
    const limit = params.limit === undefined ? DEFAULT_LIMIT : Number(params.limit);
    await ctx.requestLog.settled();
    const { entityId } = merchantOf(request);
    const filter = filterOf(params);
    // A filter looks through ctx.listScan requests at most (../http/scan-bound.ts).
    const { page, next } = await boundedPage(limit, {
      bounded: narrows(filter),
      floor: () => ctx.store.requestLog.scanFloor(entityId, filter.before, ctx.listScan),
      rows: (from, most) =>
        ctx.store.requestLog.list(entityId, from === undefined ? filter : { ...filter, from }, most),
      cursorOf: (row) => row.id,
    });
    return sendAnswer(reply, 200, now, RESULT.SUCCESSFUL_REQUEST, {
      requests: page.map(summaryOf),
      ...(next !== undefined ? { next: String(next) } : {}),
    });
  });

  app.get(`${REQUEST_LOG_PATH}/stream`, async (request, reply) => {
    const now = ctx.now();
    if (!validParams(request, reply, REQUEST_LOOKUP, now)) return reply;
    const header = request.headers['last-event-id'];
    const lastEventId = typeof header === 'string' && ID.test(header.trim()) ? Number(header) : undefined;
    await streams.open(reply, merchantOf(request).entityId, lastEventId, {
      store: ctx.store,
      recorder: ctx.requestLog,
      timing: ctx.requestLogStream,
    });
    return reply;
  });

  app.get<WithId>(`${REQUEST_LOG_PATH}/:id`, async (request, reply) => {
    const now = ctx.now();
    if (!validParams(request, reply, REQUEST_LOOKUP, now)) return reply;
    const { id } = request.params;
    await ctx.requestLog.settled();
    const row = ID.test(id)
      ? await ctx.store.requestLog.detail(merchantOf(request).entityId, Number(id))
      : undefined;
    if (!row) return sendAnswer(reply, 404, now, RESULT.NOT_FOUND);
    // Its members beside the answer's own result, buildNumber, timestamp and ndc.
    return sendAnswer(reply, 200, now, RESULT.SUCCESSFUL_REQUEST, detailOf(row));
  });
}

/** The request log's endpoints: the merchant API. */
export const REQUEST_LOG_ROUTES: FeatureRoutes = { merchant: registerRequestLogRoutes };
