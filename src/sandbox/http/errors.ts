import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RESULT, type Result } from '../../spec/result-codes';
import { isStoreFailure } from '../store/store-error';
import { answerBody, sendAnswer } from './answer';
import type { FailureLog } from './failure-log';
import type { TooManyParameters } from './form-parsing';
import { tooManyParameters } from './limits';
import { loggedUrl } from './request-log';

/** Fastify's own client errors, in our answer shape. */
function clientErrorAnswer(error: FastifyError): { status: number; result: Result } {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 400, result: RESULT.UNSUPPORTED_CONTENT_TYPE };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, result: RESULT.BODY_TOO_LARGE };
    case 'SANDBOX_TOO_MANY_PARAMETERS':
      return { status: 400, result: tooManyParameters((error as unknown as TooManyParameters).limit) };
    default:
      return { status: error.statusCode ?? 400, result: RESULT.MALFORMED_REQUEST };
  }
}

/** The store failed a request (full or read-only disk, I/O error): logged once per interval, no stack. */
export function noteStoreFailure(request: FastifyRequest, logFailure: FailureLog, error: Error): void {
  logFailure(request.log, `store: ${error.message}`, { error: error.message }, 'store failure');
}

/** The answer to a request the store failed: 503, and the client should look before it retries. */
export const STORE_FAILED_STATUS = 503;

/**
 * Every answer is JSON in the gateway's shape. Client errors fastify raises (unsupported
 * content type, body too large, broken content-length, bad URL) keep their 4xx status; a store
 * failure is a 503 with 999.999.888; anything else is a bug in the sandbox: logged (once per
 * interval for the same error), and answered 500 with 999.999.999.
 */
export function installErrorHandling(app: FastifyInstance, now: () => Date, logFailure: FailureLog): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (isStoreFailure(error)) {
      noteStoreFailure(request, logFailure, error);
      return sendAnswer(reply, STORE_FAILED_STATUS, now(), RESULT.STORE_FAILED);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const answer = clientErrorAnswer(error);
      request.log.debug({ code: error.code, status: answer.status }, 'client error');
      return sendAnswer(reply, answer.status, now(), answer.result);
    }
    const where = error.stack?.split('\n', 2)[1]?.trim() ?? '';
    logFailure(request.log, `bug: ${error.message} ${where}`, { err: error }, 'unexpected error');
    return sendAnswer(reply, 500, now(), RESULT.SYSTEM_ERROR);
  });
  app.setNotFoundHandler((_request, reply) => sendAnswer(reply, 404, now(), RESULT.ENDPOINT_NOT_FOUND));
}

/** For fastify's `frameworkErrors` option: errors raised before routing (e.g. a malformed URL). */
export function frameworkErrorHandler(now: () => Date) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
    // Fastify's request log does not see these: the request line is written here.
    request.log.info({ method: request.method, url: loggedUrl(request.url), status }, 'answered');
    return sendAnswer(reply, status, now(), RESULT.MALFORMED_REQUEST);
  };
}

const PARSER_REFUSALS: Readonly<Record<string, { status: number; reason: string; result: Result }>> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    result: {
      code: RESULT.MALFORMED_REQUEST.code,
      description:
        'invalid or missing parameter: the URL and headers take more than 16 KiB; send parameters in the body',
    },
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    result: { code: RESULT.MALFORMED_REQUEST.code, description: 'the request did not arrive in time' },
  },
};
const BAD_REQUEST = { status: 400, reason: 'Bad Request', result: RESULT.MALFORMED_REQUEST };

/**
 * For fastify's `clientErrorHandler`: requests Node's HTTP parser refuses before fastify sees them
 * (a URL or headers over 16 KiB, a broken request line, a request too slow to arrive). Answered
 * on the socket in the gateway's shape instead of fastify's or Node's own.
 */
export function clientErrorHandler(now: () => Date) {
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (socket.writable) {
      const { status, reason, result } = PARSER_REFUSALS[error.code ?? ''] ?? BAD_REQUEST;
      const body = JSON.stringify(answerBody(now(), result));
      socket.write(
        `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy();
  };
}
