import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { WITHOUT_STORE } from '../http/commit-before-answer';
import type { FeatureRoutes } from '../plugins/audiences';
import { API_BASE, API_PATHS, proxyToApi } from './api-proxy';
import { sendCheckoutList } from './checkout-list';
import { inspectorGuard, sessionOf } from './guard';
import { sendOverview, sendSchedules } from './overview';
import { sendPaymentList } from './payment-list';
import { sendInspectorShell } from './shell';
import { registerSessionRoutes } from './sign-in';
import { sendTimeline } from './timeline';
import { sendCheckoutTimeline } from './timeline-checkout';

/**
 * The inspector (README: The inspector): the page at /inspector, its session, and its API: the
 * merchant API run for the signed-in merchant, plus reads the page needs that the API lacks.
 * Its own audience, with its own rules (./guard.ts): a cookie and a CSRF token, not a bearer token.
 */
export const INSPECTOR_ROUTES: FeatureRoutes = {
  pages(app, ctx) {
    app.get('/inspector', async (request, reply) => sendInspectorShell(ctx, request, reply));
    void app.register(inspectorScope(app, ctx));
  },
};

function inspectorScope(root: FastifyInstance, ctx: SandboxContext) {
  return async (scope: FastifyInstance): Promise<void> => {
    // Bodies reach the handlers as bytes: the sign-in reads its JSON, the API proxy passes the
    // merchant API's form bodies on as they came.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    registerSessionRoutes(scope, ctx);
    const guard = inspectorGuard(ctx);
    // The API's own answer is committed before it is sent; nothing here waits again.
    for (const path of API_PATHS)
      scope.route({
        method: ['GET', 'POST', 'DELETE'],
        url: `${API_BASE}${path}*`,
        onRequest: guard,
        ...WITHOUT_STORE,
        handler: async (request, reply) => proxyToApi(root, request, reply, sessionOf(request)),
      });
    // Reads the page needs that the API has no single read for.
    scope.get('/inspector/api/payments', { onRequest: guard }, async (request, reply) =>
      sendPaymentList(ctx, request, reply),
    );
    scope.get<{ Params: { id: string } }>(
      '/inspector/api/payments/:id/timeline',
      { onRequest: guard },
      async (request, reply) => sendTimeline(ctx, request, reply),
    );
    scope.get('/inspector/api/checkouts', { onRequest: guard }, async (request, reply) =>
      sendCheckoutList(ctx, request, reply),
    );
    scope.get<{ Params: { id: string } }>(
      '/inspector/api/checkouts/:id/timeline',
      { onRequest: guard },
      async (request, reply) => sendCheckoutTimeline(ctx, request, reply),
    );
    scope.get('/inspector/api/overview', { onRequest: guard }, async (request, reply) =>
      sendOverview(ctx, request, reply),
    );
    scope.get('/inspector/api/schedules', { onRequest: guard }, async (request, reply) =>
      sendSchedules(ctx, request, reply),
    );
  };
}
