import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IN_PROCESS_HEADER, issueTicket } from '../http/in-process-merchant';
import type { InspectorSession } from './session';

// The inspector's API is the merchant API itself, run for the session's merchant: the same routes,
// checks, rules and answers as with the merchant's token. The browser holds no token; each request
// goes to the API in-process with a ticket for that request only (../http/in-process-merchant.ts).

/** `/inspector/api/{rest}` runs `/{rest}`: the merchant API's paths under these. */
export const API_BASE = '/inspector/api';
export const API_PATHS = ['/v1/', '/scheduling/', '/reports/'] as const;

const FORM = /^application\/x-www-form-urlencoded/i;

/** Headers of the API's answer that describe the connection or the coding, not the answer. */
const NOT_PASSED_ON = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'set-cookie',
]);

/** Headers of the browser's request the API may read; nothing else (no cookie) goes in. */
const PASSED_IN = ['content-type', 'accept', 'accept-language', 'last-event-id'] as const;

/** The query string, with the session's entityId where the request names none. */
function withEntityInQuery(query: string, entityId: string): string {
  const params = new URLSearchParams(query);
  if (!params.has('entityId')) return query ? `${query}&entityId=${entityId}` : `entityId=${entityId}`;
  return query;
}

/** A form body, with the session's entityId where it names none. */
function withEntityInBody(body: string, entityId: string): string {
  if (new URLSearchParams(body).has('entityId')) return body;
  return body ? `${body}&entityId=${entityId}` : `entityId=${entityId}`;
}

export interface ApiRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Buffer | string | undefined;
}

/**
 * `/inspector/api/v1/<rest>?<query>` → `/v1/<rest>?<query>` (and `/scheduling/…`, `/reports/…`) with the body, naming the session's
 * entity where the request names none (GET and DELETE in the query string, the others in the
 * body, as the API reads it). A request naming another entity gets the API's 403.
 */
export function apiRequestOf(request: FastifyRequest, entityId: string): ApiRequest {
  const q = request.url.indexOf('?');
  const path = request.url.slice(API_BASE.length, q === -1 ? undefined : q);
  let query = q === -1 ? '' : request.url.slice(q + 1);
  const headers: Record<string, string> = {};
  for (const name of PASSED_IN) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  let body = request.body as Buffer | undefined;
  if (request.method === 'GET' || request.method === 'DELETE' || request.method === 'HEAD') {
    query = withEntityInQuery(query, entityId);
  } else if (!body || body.length === 0) {
    body = Buffer.from(withEntityInBody('', entityId));
    headers['content-type'] = 'application/x-www-form-urlencoded; charset=UTF-8';
  } else if (FORM.test(headers['content-type'] ?? '')) {
    body = Buffer.from(withEntityInBody(body.toString('utf8'), entityId));
  }
  return { method: request.method, url: query ? `${path}?${query}` : path, headers, body };
}

/** Runs the request through the merchant API as the session's merchant and answers what it answered. */
export async function proxyToApi(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  session: InspectorSession,
): Promise<FastifyReply> {
  const api = apiRequestOf(request, session.merchant.entityId);
  const { ticket, drop } = issueTicket(session.merchant);
  // A long answer (a report, the request log's stream) stops when the browser goes.
  const abort = new AbortController();
  // (The response's close, not the request's: a request closes once its body is read.)
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) abort.abort();
  });
  try {
    const answer = await app.inject({
      method: api.method as 'GET',
      url: api.url,
      headers: { ...api.headers, [IN_PROCESS_HEADER]: ticket },
      ...(api.body ? { payload: api.body } : {}),
      payloadAsStream: true,
      signal: abort.signal,
    });
    reply.code(answer.statusCode);
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined && !NOT_PASSED_ON.has(name.toLowerCase())) reply.header(name, value);
    return reply.send(answer.stream());
  } finally {
    drop();
  }
}
