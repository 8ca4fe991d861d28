import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from './document';

/** GET /v1/openapi.json: no token, CORS *, built once (the catalogue does not change at run time). */
export function registerOpenApiRoute(app: FastifyInstance): void {
  const body = JSON.stringify(buildOpenApiDocument());
  app.get('/v1/openapi.json', async (_request, reply) =>
    reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Access-Control-Allow-Origin', '*')
      .header('Cache-Control', 'public, max-age=300')
      .send(body),
  );
}
