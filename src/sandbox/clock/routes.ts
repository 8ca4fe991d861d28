// A merchant's test clock: read it, move it forward (running, in order, what falls due: expiries,
// schedule runs, webhooks and their retries), or return it to the sandbox's time.
import type { FastifyInstance } from 'fastify';
import type { ValidationIssue } from '../../spec/catalogue/types';
import { RESULT } from '../../spec/result-codes';
import type { SandboxContext } from '../context';
import { issuesResult, sendAnswer } from '../http/answer';
import { merchantOf } from '../http/auth';
import { formatTimestamp } from '../http/response-meta';
import { validParams } from '../http/valid-params';
import type { FeatureRoutes } from '../plugins/audiences';
import { CLOCK_ADVANCE, CLOCK_LOOKUP, MAX_AHEAD_SECONDS } from './operations';

/** The merchant's clock as the answers give it. */
const clockMembers = (ctx: SandboxContext, entityId: string) => {
  const offsetMs = ctx.clocks.offsetOf(entityId);
  const time = new Date(ctx.clocks.sandboxNow().getTime() + offsetMs);
  return { time: formatTimestamp(time), aheadSeconds: Math.floor(offsetMs / 1000) };
};

function registerClockRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/v1/sandbox/clock', async (request, reply) => {
    const now = ctx.now();
    if (!validParams(request, reply, CLOCK_LOOKUP, now)) return reply;
    return sendAnswer(
      reply,
      200,
      now,
      RESULT.SUCCESSFUL_REQUEST,
      clockMembers(ctx, merchantOf(request).entityId),
    );
  });

  app.post('/v1/sandbox/clock/advance', async (request, reply) => {
    const now = ctx.now();
    const params = validParams(request, reply, CLOCK_ADVANCE, now);
    if (!params) return reply;
    const { entityId } = merchantOf(request);
    // Added to the stored offset in one write: a move made meanwhile (another request, another
    // gateway on the same database) is not lost.
    if (!(await ctx.clocks.advance(entityId, Number(params.seconds) * 1000, MAX_AHEAD_SECONDS * 1000))) {
      const issue: ValidationIssue = {
        name: 'seconds',
        value: params.seconds,
        message: `the clock runs at most ${MAX_AHEAD_SECONDS} seconds (ten years) ahead; reset it first`,
        result: RESULT.INVALID_PARAMETER,
      };
      return sendAnswer(reply, 400, now, issuesResult([issue]));
    }
    // What fell due in the time skipped happens now, in order, before the answer.
    await ctx.runDueWork();
    request.log.debug({ aheadMs: ctx.clocks.offsetOf(entityId) }, 'merchant clock advanced');
    return sendAnswer(reply, 200, ctx.now(), RESULT.SUCCESSFUL_REQUEST, clockMembers(ctx, entityId));
  });

  app.post('/v1/sandbox/clock/reset', async (request, reply) => {
    const now = ctx.now();
    if (!validParams(request, reply, CLOCK_LOOKUP, now)) return reply;
    const { entityId } = merchantOf(request);
    await ctx.clocks.set(entityId, 0);
    return sendAnswer(reply, 200, ctx.now(), RESULT.SUCCESSFUL_REQUEST, clockMembers(ctx, entityId));
  });
}

/** The merchant's test clock: the merchant API. */
export const CLOCK_ROUTES: FeatureRoutes = { merchant: registerClockRoutes };
