// GET /health: the process answers (liveness). GET /ready: the store takes a write (readiness):
// a sandbox on a read-only or full disk is alive but not ready, and says why.
import type { FastifyInstance } from 'fastify';
import { RESULT } from '../../spec/result-codes';
import type { SandboxContext } from '../context';
import { sendAnswer } from '../http/answer';
import { WITHOUT_STORE } from '../http/commit-before-answer';
import { noteStoreFailure } from '../http/errors';
import type { FeatureRoutes } from '../plugins/audiences';

/** Liveness and readiness, for orchestrators and test suites. */
export const HEALTH_ROUTES: FeatureRoutes = { pages: registerHealthRoutes };

function registerHealthRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/health', WITHOUT_STORE, async (_request, reply) =>
    sendAnswer(reply, 200, ctx.now(), RESULT.ALIVE),
  );

  app.get('/ready', async (request, reply) => {
    try {
      await ctx.store.probe();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      noteStoreFailure(request, ctx.logFailure, error instanceof Error ? error : new Error(reason));
      return sendAnswer(reply.header('Retry-After', '5'), 503, ctx.now(), {
        code: RESULT.STORE_FAILED.code,
        description: `UNDEFINED PLATFORM DATABASE ERROR: the sandbox cannot store anything (${reason})`,
      });
    }
    return sendAnswer(reply, 200, ctx.now(), RESULT.READY);
  });
}
