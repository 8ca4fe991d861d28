import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RESULT, type Result } from '../../spec/result-codes';
import { sendAnswer } from './answer';

/** Fastify's own client errors, in our answer shape. */
function clientErrorAnswer(error: FastifyError): { status: number; result: Result } {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 400, result: RESULT.UNSUPPORTED_CONTENT_TYPE };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, result: RESULT.BODY_TOO_LARGE };
    default:
      return { status: error.statusCode ?? 400, result: RESULT.MALFORMED_REQUEST };
  }
}

/**
 * Every answer is JSON in the gateway's shape. Client errors fastify raises (unsupported
 * content type, body too large, broken content-length, bad URL) keep their 4xx status; anything
 * else is a bug in the sandbox: logged, and answered 500 with 999.999.999.
 */
export function installErrorHandling(app: FastifyInstance, now: () => Date): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const answer = clientErrorAnswer(error);
      request.log.info({ code: error.code, status: answer.status }, 'client error');
      return sendAnswer(reply, answer.status, now(), answer.result);
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendAnswer(reply, 500, now(), RESULT.SYSTEM_ERROR);
  });

  app.setNotFoundHandler((_request, reply) => sendAnswer(reply, 404, now(), RESULT.ENDPOINT_NOT_FOUND));
}

/** For fastify's `frameworkErrors` option: errors raised before routing (e.g. a malformed URL). */
export function frameworkErrorHandler(now: () => Date) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) =>
    sendAnswer(
      reply,
      error.statusCode && error.statusCode < 500 ? error.statusCode : 400,
      now(),
      RESULT.MALFORMED_REQUEST,
    );
}
