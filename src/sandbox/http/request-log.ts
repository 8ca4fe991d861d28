import {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { maskValue } from '../../spec/mask';

// One short line per answered request at `info`: method, route, status, result code, duration.
// Never parameters, and no URL but for requests no route took, whose URL is logged without query
// values and with card-number-like digits masked: a PAN sent in a query string or pasted into a
// path by mistake must not reach the log either (PCI DSS 3.3).

/** Percent-escapes decoded where they can be, so that escaped separators cannot hide a PAN. */
function readable(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path.replace(/%20|\+/gi, ' ').replace(/%2D/gi, '-');
  }
}

/** A URL as it may be logged: the path with PAN-like runs masked, query names without values. */
export function loggedUrl(url: string): string {
  const q = url.indexOf('?');
  const path = maskValue(readable(q === -1 ? url : url.slice(0, q))).slice(0, 200);
  if (q === -1) return path;
  const names = url
    .slice(q + 1)
    .split('&')
    .slice(0, 20)
    .map((pair) => maskValue(pair.split('=', 1)[0] ?? '').slice(0, 64));
  return `${path}?${names.join('&')}`;
}

// Bodies are never logged; these paths are a second line of defence should a log call ever
// include parameters or headers.
const REDACT = [
  'req.headers.authorization',
  'params["card.number"]',
  'params["card.cvv"]',
  '*["card.number"]',
  '*["card.cvv"]',
];

export function loggerOptions(
  level: string,
  stream: NodeJS.WritableStream | undefined,
): FastifyServerOptions['logger'] {
  return {
    level,
    // No pid or hostname on every line: one sandbox process writes the log.
    base: null,
    redact: { paths: REDACT, censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, url: loggedUrl(req.url) }),
    },
    ...(stream ? { stream } : {}),
  };
}

// The result code of each JSON answer, read from the payload: answers are made in many places.
const RESULT_MARK = '"result":{"code":"';
const codes = new WeakMap<FastifyReply, string>();

/**
 * Registered after every other onSend hook that changes an answer, so it reads the answer that
 * leaves; only compression (./compress-answers.ts) comes after it.
 */
export function noteResultCodes(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (typeof payload === 'string') {
      const at = payload.lastIndexOf(RESULT_MARK);
      if (at !== -1) codes.set(reply, payload.slice(at + RESULT_MARK.length, at + RESULT_MARK.length + 11));
    }
    done(null, payload);
  });
}

/** The result code of an answer that leaves as a stream (./streamed-answer.ts), which the hook cannot read. */
export const noteResultCode = (reply: FastifyReply, code: string): void => {
  codes.set(reply, code);
};

/** Fastify's per-request log lines ("incoming request", "request completed", "not found") as one. */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const route = request.routeOptions.url;
    request.log.info(
      {
        method: request.method,
        ...(route ? { route } : { url: loggedUrl(request.url) }),
        status: reply.statusCode,
        code: codes.get(reply),
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ...(error ? { error: error.message } : {}),
      },
      'answered',
    );
  }
}
