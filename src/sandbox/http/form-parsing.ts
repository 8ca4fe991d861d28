import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendAnswer } from './answer';
import { isAuthenticated } from './auth';
import { FormBody, parseFormBody } from './form-body';
import { MERCHANT_PARAMS, PUBLIC_PARAMS, QUERY_PARAMS, tooManyParameters } from './limits';

// Fastify's types want a plain record for the query; ours is a FormBody.
type Parsed = Record<string, unknown>;

/** For fastify's `querystringParser`: no endpoint takes more than a few query parameters. */
export const parseQuery = (raw: string): Parsed => parseFormBody(raw, QUERY_PARAMS) as unknown as Parsed;

/** Authenticated merchants may send a full cart; anyone else, what a widget frame or a page sends. */
const paramLimit = (request: FastifyRequest): number =>
  isAuthenticated(request) ? MERCHANT_PARAMS : PUBLIC_PARAMS;

const overLimit = (parsed: unknown): number | undefined =>
  parsed instanceof FormBody ? parsed.overLimit : undefined;

/** Raised while a body arrives, as soon as it holds more parameters than its sender may send. */
export class TooManyParameters extends Error {
  readonly statusCode = 400;
  readonly code = 'SANDBOX_TOO_MANY_PARAMETERS';
  constructor(readonly limit: number) {
    super(`more than ${limit} parameters`);
  }
}

/**
 * Counts the `&` of a body as it arrives and stops it past the limit: the rest is never read
 * into memory, decoded or parsed (Node discards it). Only bodies long enough to hold more
 * parameters than the limit go through it.
 */
class ParameterCounter extends Transform {
  private count = 1;
  receivedEncodedLength = 0;

  constructor(private readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.receivedEncodedLength += chunk.length;
    for (let i = chunk.indexOf(0x26); i !== -1; i = chunk.indexOf(0x26, i + 1)) {
      if (++this.count > this.limit) {
        done(new TooManyParameters(this.limit));
        return;
      }
    }
    done(null, chunk);
  }
}

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
  // Callback hooks, not async ones: they run on every request, and a promise per hook costs more
  // than the checks themselves.
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const limit = paramLimit(request);
    const length = Number(request.headers['content-length']);
    // Every parameter but the last takes 2 bytes at least: a shorter body cannot hold too many.
    if (length < 2 * limit) return done(null, payload);
    if (Number.isNaN(length) && request.headers['transfer-encoding'] === undefined)
      return done(null, payload);
    done(null, payload.pipe(new ParameterCounter(limit)));
  });
  app.addHook('preValidation', (request, reply, done) => {
    const limit = overLimit(request.query) ?? overLimit(request.body);
    if (limit === undefined) return done();
    sendAnswer(reply, 400, now(), tooManyParameters(limit));
  });
}
