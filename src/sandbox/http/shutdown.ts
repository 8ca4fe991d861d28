import type { FastifyInstance } from 'fastify';
import { RESULT } from '../../spec/result-codes';
import { sendAnswer } from './answer';

/**
 * While the sandbox closes (its store with it), requests still arriving on open connections get a
 * 503 in the gateway's shape (fastify's own would be `{"statusCode":503,…}`: its
 * `return503OnClosing` is turned off for this).
 */
export function refuseWhileClosing(app: FastifyInstance, now: () => Date): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    sendAnswer(reply.header('Connection', 'close'), 503, now(), RESULT.UNAVAILABLE);
  });
}
