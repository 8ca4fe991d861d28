// The document against the live route table: every route the built sandbox registers is described,
// and every described path is a route. Routes are collected with an onRoute hook added through
// Fastify's `fastify.initialization` diagnostics channel, i.e. before buildSandbox registers any,
// so routes added anywhere (other plugins, prefixes) are seen without a list kept by hand.
import { channel } from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, json, type TestSandbox, testSandbox } from '../test-support';
import { ENDPOINTS } from './document';
import { openApiPath } from './endpoint';

interface Route {
  method: string;
  path: string;
}

/**
 * Described in paths.ts and being added by the back-office / query and the scheduling / reporting
 * work. Until their routes are wired they are left out of the served document; from then on they
 * are checked like every other route. Any other described endpoint that is not served is an error.
 */
const IN_PROGRESS = new Set([
  'POST /v1/payments/{id}',
  'GET /v1/query',
  'GET /v1/query/{id}',
  'POST /scheduling/v1/schedules',
  'GET /scheduling/v1/schedules/{id}',
  'DELETE /scheduling/v1/schedules/{id}',
  'GET /reports/v1/reconciliations/aggregations',
  'GET /reports/v1/reconciliations/{id}',
]);

const routes: Route[] = [];
const initialization = channel('fastify.initialization');
const collect = (message: unknown) => {
  const { fastify } = message as { fastify: FastifyInstance };
  fastify.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) routes.push({ method, path: openApiPath(route.url ?? '') });
  });
};

let sb: TestSandbox;
// biome-ignore lint/suspicious/noExplicitAny: the served document, as JSON
let doc: Record<string, any>;
beforeAll(async () => {
  initialization.subscribe(collect);
  try {
    sb = await testSandbox();
  } finally {
    initialization.unsubscribe(collect);
  }
  doc = json(await sb.app.inject({ method: 'GET', url: '/v1/openapi.json' }));
});
afterAll(() => sb.app.close());

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** The routes the sandbox registered; Fastify's automatic HEAD twin of each GET is not an endpoint. */
function servedRoutes(): Set<string> {
  const all = new Set(routes.map((r) => key(r.method, r.path)));
  return new Set([...all].filter((k) => !(k.startsWith('HEAD ') && all.has(`GET ${k.slice(5)}`))));
}

function documented(): Set<string> {
  const out = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths as Record<string, object>))
    for (const method of Object.keys(item)) out.add(key(method, path));
  return out;
}

describe('the document and the route table', () => {
  it('sees the routes', () => {
    expect(servedRoutes()).toContain('POST /v1/checkouts');
    expect(servedRoutes()).toContain('GET /v1/i18n/{file}');
  });

  it('describes every route the sandbox serves', () => {
    const missing = [...servedRoutes()].filter((route) => !documented().has(route));
    expect(missing, 'routes without a description in paths.ts or browser-paths.ts').toEqual([]);
  });

  it('describes no path the sandbox does not serve', () => {
    const extra = [...documented()].filter((route) => !servedRoutes().has(route));
    expect(extra).toEqual([]);
  });

  it('leaves out only the endpoints still being built', () => {
    const unserved = ENDPOINTS.map((e) => key(e.method, e.path)).filter((k) => !servedRoutes().has(k));
    expect(
      unserved.filter((k) => !IN_PROGRESS.has(k)),
      'described but not served: a typo?',
    ).toEqual([]);
  });

  // What the document says about the token is what the route does: without Authorization a bearer
  // operation answers 401, one marked `security: []` does not ask for it.
  it('marks exactly the routes that want the bearer token', async () => {
    for (const [path, item] of Object.entries(
      doc.paths as Record<string, Record<string, { security?: Record<string, []>[] }>>,
    ))
      for (const [method, op] of Object.entries(item)) {
        const url = path.replace(/\{file\}/, 'de.json').replace(/\{[^}]+\}/g, 'x'.repeat(32));
        const res = await sb.app.inject({ method: method.toUpperCase() as 'GET', url });
        const where = `${key(method, path)} → ${res.statusCode}`;
        // The inspector's routes want its session cookie: 401 without it, and the token is no session.
        if (op.security?.some((scheme) => 'inspectorSession' in scheme)) {
          expect(res.statusCode, where).toBe(401);
          const withToken = await sb.app.inject({
            method: method.toUpperCase() as 'GET',
            url,
            headers: AUTH,
          });
          expect(withToken.statusCode, `${where} with the token`).toBe(401);
          continue;
        }
        if (op.security === undefined) expect(res.statusCode, where).toBe(401);
        else expect(res.statusCode, where).not.toBe(401);
        if (op.security === undefined) {
          const authorised = await sb.app.inject({
            method: method.toUpperCase() as 'GET',
            url,
            headers: AUTH,
          });
          expect(authorised.statusCode, `${where} with the token`).not.toBe(401);
        }
      }
  });
});
