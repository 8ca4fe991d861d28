// Answers made per request (JSON, settlement CSV, pages) compressed on their way out when they are
// large enough to gain from it, in the coding the client asks for, at a fast setting: a query of
// a hundred transactions shrinks some thirtyfold for a tenth of a millisecond of CPU, and a
// payment's answer of a few hundred bytes is left exactly as it was (docs/benchmarks.md,
// docs/decisions.md: compressing answers). Assets were compressed at start-up and carry their
// Content-Encoding already; they pass untouched.
import { pipeline, type Readable, type Transform } from 'node:stream';
import { promisify } from 'node:util';
import {
  type BrotliOptions,
  brotliCompress,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  type ZlibOptions,
} from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { negotiateCoding } from './accept-encoding';
import { addVary } from './vary';

/**
 * Below this many bytes an answer goes as it is: with its headers it fits one TCP segment (1,460
 * bytes) compressed or not, so compressing would cost CPU and save no packet and no round trip.
 */
export const COMPRESS_THRESHOLD = 1024;

/**
 * The fastest settings of each: on a 278 KB query answer brotli quality 1 makes 7.5 KB in about
 * 0.1 ms, where quality 4 makes 7.3 KB in 0.6 ms and 11 6.5 KB in 69 ms; gzip level 1 makes
 * 10.9 KB in 0.3 ms, level 6 9.1 KB in 0.9 ms (bench/wire.ts, docs/benchmarks.md).
 */
export const FAST_BROTLI: BrotliOptions = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};
export const FAST_GZIP: ZlibOptions = { level: 1 };

const COMPRESSIBLE = /^(?:application\/(?:json|[\w.+-]+\+json|javascript)|text\/|image\/svg\+xml)/i;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

type Payload = string | Buffer | Readable | null | undefined;

const isStream = (payload: Payload): payload is Readable =>
  typeof payload === 'object' && payload !== null && typeof (payload as Readable).pipe === 'function';

/** Nothing to do: already encoded, no body, or not a kind of text. */
function passes(reply: FastifyReply, payload: Payload): boolean {
  if (payload === null || payload === undefined) return true;
  if (reply.getHeader('content-encoding') !== undefined) return true;
  if (reply.statusCode === 204 || reply.statusCode === 304) return true;
  const type = String(reply.getHeader('content-type') ?? '');
  // Server-sent events must reach the browser as each is written; a compressor holds them back.
  if (/^text\/event-stream/i.test(type)) return true;
  return !COMPRESSIBLE.test(type);
}

/**
 * Brotli for a stream: a 256 KiB window instead of 4 MiB, so the first bytes leave after about
 * half a megabyte of answer rather than eight, and each stream holds less memory; gzip's 32 KiB
 * window sends at once.
 */
const STREAM_BROTLI: BrotliOptions = {
  params: { ...FAST_BROTLI.params, [constants.BROTLI_PARAM_LGWIN]: 18 },
};

/** A streamed answer is compressed as it flows, never gathered whole first. */
function compressedStream(source: Readable, coding: 'br' | 'gzip'): Readable {
  const compressor: Transform = coding === 'br' ? createBrotliCompress(STREAM_BROTLI) : createGzip(FAST_GZIP);
  // An error on either side ends both; Fastify sees the error on the stream it sends.
  return pipeline(source, compressor, () => {}) as unknown as Readable;
}

export function compressAnswers(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload: Payload, done) => {
    if (passes(reply, payload)) return done(null, payload);
    if (isStream(payload)) {
      addVary(reply, 'Accept-Encoding');
      const coding = negotiateCoding(request.headers['accept-encoding'], ['br', 'gzip']);
      if (coding === 'identity') return done(null, payload);
      reply.removeHeader('content-length').header('Content-Encoding', coding);
      return done(null, compressedStream(payload, coding));
    }
    const body = payload as string | Buffer;
    // A payment's answer takes this way: a length check and nothing else.
    if ((typeof body === 'string' ? Buffer.byteLength(body) : body.length) < COMPRESS_THRESHOLD)
      return done(null, payload);
    addVary(reply, 'Accept-Encoding');
    const coding = negotiateCoding(request.headers['accept-encoding'], ['br', 'gzip']);
    if (coding === 'identity') return done(null, payload);
    // On libuv's thread pool: the request thread goes on with other requests meanwhile.
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    (coding === 'br' ? brotli(bytes, FAST_BROTLI) : gzipped(bytes, FAST_GZIP)).then(
      (compressed) => {
        reply.header('Content-Encoding', coding);
        // An ETag names the identity's bytes; the compressed answer is another representation.
        const etag = reply.getHeader('etag');
        if (typeof etag === 'string' && etag.endsWith('"'))
          reply.header('ETag', `${etag.slice(0, -1)}-${coding}"`);
        done(null, compressed);
      },
      (error: Error) => done(error),
    );
  });
}
