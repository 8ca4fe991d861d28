import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RESULT } from '../../spec/result-codes';
import { sendAnswer } from './answer';
import { isAuthenticated } from './auth';
import { FormBody, parseFormBody } from './form-body';
import { MERCHANT_PARAMS, PUBLIC_PARAMS, QUERY_PARAMS } from './limits';

// Fastify's types want a plain record for the query; ours is a FormBody.
type Parsed = Record<string, unknown>;

/** For fastify's `querystringParser`: no endpoint takes more than a few query parameters. */
export const parseQuery = (raw: string): Parsed => parseFormBody(raw, QUERY_PARAMS) as unknown as Parsed;

/** Authenticated merchants may send a full cart; anyone else, what a widget frame or a page sends. */
const paramLimit = (request: FastifyRequest): number =>
  isAuthenticated(request) ? MERCHANT_PARAMS : PUBLIC_PARAMS;

const overLimit = (parsed: unknown): number | undefined =>
  parsed instanceof FormBody ? parsed.overLimit : undefined;

/**
 * Bodies are form parameters only: JSON or text bodies get the gateway's 400, not fastify's
 * parsers. A body or query string with more parameters than its sender may send is refused with
 * a 400 before any handler runs; the parser has then read nothing of it.
 */
export function installFormParsing(app: FastifyInstance, bodyLimit: number, now: () => Date): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (request, body, done) => done(null, parseFormBody(body as string, paramLimit(request))),
  );
  app.addHook('preValidation', async (request, reply) => {
    const limit = overLimit(request.query) ?? overLimit(request.body);
    if (limit === undefined) return;
    return sendAnswer(reply, 400, now(), {
      code: RESULT.INVALID_PARAMETER.code,
      description: `invalid or missing parameter: the request has more than ${limit} parameters`,
    });
  });
}
