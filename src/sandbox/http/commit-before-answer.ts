import type { FastifyInstance } from 'fastify';
import { RESULT } from '../../spec/result-codes';
import type { CoreStore } from '../store/store';
import { answerBody } from './answer';
import { noteStoreFailure, STORE_FAILED_STATUS } from './errors';
import type { FailureLog } from './failure-log';

/** Route options of an answer that never depends on the store (GET /health): it does not wait for it. */
export const WITHOUT_STORE = { config: { withoutStore: true } };
export const withoutStore = (config: unknown): boolean =>
  (config as { withoutStore?: boolean }).withoutStore === true;

/**
 * No answer leaves before the writes made for it are committed (group commit: ../store/writer.ts).
 * When they cannot be, the answer the handler made is not sent: the client gets the store
 * failure instead, in the gateway's shape, so it never hears of a payment that was not stored.
 */
export function commitBeforeAnswer(
  app: FastifyInstance,
  store: CoreStore,
  now: () => Date,
  logFailure: FailureLog,
): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    // An answer that already reports a store failure (GET /ready's, with its reason) goes as it is.
    if (reply.statusCode === STORE_FAILED_STATUS || withoutStore(request.routeOptions.config))
      return done(null, payload);
    const committed = store.durable();
    if (!committed) return done(null, payload);
    committed.then(
      () => done(null, payload),
      (error: Error) => {
        noteStoreFailure(request, logFailure, error);
        // The answer made was perhaps an encoded one; this one is plain JSON.
        reply
          .code(STORE_FAILED_STATUS)
          .type('application/json; charset=utf-8')
          .removeHeader('content-encoding');
        done(null, JSON.stringify(answerBody(now(), RESULT.STORE_FAILED)));
      },
    );
  });
}
