import type { FastifyInstance } from 'fastify';
import { RESULT } from '../../spec/result-codes';
import { sendAnswer } from './answer';

/**
 * While the sandbox closes (its store with it), requests still arriving on open connections get a
 * 503 in the gateway's shape (fastify's own would be `{"statusCode":503,…}`: its
 * `return503OnClosing` is turned off for this). A request already under way finishes, and its
 * answer closes the connection: a keep-alive client (a proxy's upstream pool) would otherwise hold
 * the closing server open until its keep-alive timeout.
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
  app.addHook('onSend', (_request, reply, _payload, done) => {
    if (closing) reply.header('Connection', 'close');
    done();
  });
}
