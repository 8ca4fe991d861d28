import type { FastifyInstance } from 'fastify';
import type { FeatureRoutes } from '../plugins/audiences';
import { buildOpenApiDocument, type Served } from './document';
import { fastifyPath } from './endpoint';

/** The API document, for any page or tool: the browser API. */
export const OPENAPI_ROUTES: FeatureRoutes = { browser: (app) => registerOpenApiRoute(app) };

/**
 * GET /v1/openapi.json: no token, CORS *. Built at the first request, when every route is
 * registered (Fastify takes none after it is ready), and kept: an endpoint is described only when
 * Fastify serves it, so the document never names a path that answers 404, and endpoints still being
 * built appear as soon as their routes are wired. Lazy, so a sandbox that is never asked pays nothing.
 */
function registerOpenApiRoute(app: FastifyInstance): void {
  let body: string | undefined;
  const served: Served = (method, path) =>
    app.hasRoute({ method: method.toUpperCase(), url: fastifyPath(path) });
  app.get('/v1/openapi.json', async (_request, reply) => {
    body ??= JSON.stringify(buildOpenApiDocument({ served }));
    return reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(body);
  });
}
