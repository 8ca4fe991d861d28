// Records each API request a merchant made into its request log (./request-log-store.ts): every
// request its token was accepted for, and the shopper's browser's requests about one of its
// checkouts (the widget's checkout read, the card frame's payment, the widget's script loaded for
// a checkout). Not the log's own reads, not the inspector's (the gateway calling itself for a
// merchant), nor anything else without a merchant (static assets, pages, /health). One onSend hook, after the answer's commit: it hands the write over and lets
// the answer go; the masking and serialising happen in the write (on SQLite, the writer's thread).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resultGroupOf } from '../../spec/result-groups';
import type { MerchantClocks } from '../clock/merchant-clocks';
import type { SandboxStore } from '../database/open';
import { sentPaymentOf } from '../http/answer';
import { isInProcess, requestMerchant } from '../http/auth';
import { withoutStore } from '../http/commit-before-answer';
import { FormBody, formOf } from '../http/form-body';
import { CHECKOUT_ID_FORMAT } from '../ids';
import { ANSWER_LIMIT, answerFacts, type RecordedRequest } from './logged-entry';

/** The log's own routes, which it does not record (a list read would fill the list it reads). */
export const REQUEST_LOG_PATH = '/v1/sandbox/requests';

export interface RequestRecorder {
  /** Settles once every request this process recorded so far can be read from the store. */
  settled(): Promise<void>;
  /** Calls `listener` with the entity of each request this process records, once it is stored. */
  onRecorded(listener: (entityId: string) => void): () => void;
}

/** With SANDBOX_REQUEST_LOG_DAYS=0: nothing is recorded. */
export const NOT_RECORDING: RequestRecorder = {
  settled: async () => {},
  onRecorded: () => () => {},
};

/** The widget's script: recorded when it is loaded for a checkout (`?checkoutId=`), the widget's first request. */
const WIDGET_SCRIPT = '/v1/paymentWidgets.js';

/** The checkout a shopper's browser request is about, when its route is one of a checkout's. */
function checkoutOf(request: FastifyRequest, route: string): string | undefined {
  let id: unknown;
  if (route.startsWith('/v1/checkouts/:id')) id = (request.params as { id?: unknown } | undefined)?.id;
  else if (route === WIDGET_SCRIPT) id = formOf(request.query).params.checkoutId;
  return typeof id === 'string' && CHECKOUT_ID_FORMAT.test(id) ? id : undefined;
}

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/** Query and body parameters as sent (the body's win when both name one); not copied when only one has any. */
function paramsOf(request: FastifyRequest): Readonly<Record<string, string>> {
  const query = formOf(request.query).params;
  if (request.body === undefined) return query;
  const body = formOf(request.body).params;
  for (const _ in query) return { ...query, ...body };
  return body;
}

/**
 * The request's parameters for the log: the text they were read from when only the query string or
 * only the body holds any (handed over as it came), else their JSON.
 */
function sentParameters(request: FastifyRequest): Pick<RecordedRequest, 'params' | 'form'> {
  const query = formOf(request.query);
  const body = request.body === undefined ? FormBody.EMPTY : formOf(request.body);
  const only = body === FormBody.EMPTY ? query : query === FormBody.EMPTY ? body : undefined;
  if (only?.text !== undefined) return { form: only.text };
  return { params: JSON.stringify(paramsOf(request)) };
}

/**
 * The answer as handed over. A payment's: its result and ids read from the payment itself (the
 * writer then parses nothing); a payment's final answer, which is the very text stored as the
 * payment's response and never rewritten, is not handed over at all: the row refers to the payment
 * (logged-entry.ts, PAYMENT_ANSWER). A pending payment's answer is kept, since its payment's
 * response is rewritten when it ends.
 */
function answerOf(
  reply: FastifyReply,
  payload: unknown,
): Pick<RecordedRequest, 'answer' | 'facts' | 'paymentAnswerBytes'> {
  const answer = typeof payload === 'string' && payload.startsWith('{') ? payload : undefined;
  const payment = answer === undefined ? undefined : sentPaymentOf(reply, payload);
  if (!payment || answer === undefined) return { answer };
  const facts = answerFacts(payment as unknown as Readonly<Record<string, unknown>>);
  if (resultGroupOf(payment.result.code) === 'pending' || answer.length > ANSWER_LIMIT)
    return { answer, facts };
  return { answer: undefined, facts, paymentAnswerBytes: answer.length };
}

/**
 * Adds the hook. Register it after the hook that waits for the answer's commit (so it sees the
 * status that leaves) and before compression (so it reads the answer's text).
 */
export function recordRequests(
  app: FastifyInstance,
  store: Pick<SandboxStore, 'requestLog' | 'checkout'>,
  clocks: MerchantClocks,
  /**
   * Let the answer wait for its log row: PostgreSQL, where a write not waited for may commit after
   * the next request's, so one client's requests would be logged out of order. (SQLite's writer
   * keeps the order, and commits the row with the request's own writes.)
   */
  waitForRow = false,
): RequestRecorder {
  const inFlight = new Set<Promise<unknown>>();
  // A request the log lost is a warning, once a minute at most: the answer has gone already, and
  // a failing store is reported as an error by the requests themselves.
  let quietUntil = Number.NEGATIVE_INFINITY;
  const warn = (error: unknown) => {
    const now = clocks.sandboxNow().getTime();
    if (now < quietUntil) return;
    quietUntil = now + 60_000;
    app.log.warn({ error: (error as Error).message }, 'a request could not be added to the request log');
  };
  const listeners = new Set<(entityId: string) => void>();

  // Each write's promise answers the entity it recorded for, once stored.
  const track = (write: Promise<string | undefined>) => {
    const done = write.then((entityId) => {
      if (entityId !== undefined) for (const listener of listeners) listener(entityId);
    }, warn);
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
    return done;
  };

  const entry = (
    entityId: string,
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    checkoutId: string | undefined,
  ): RecordedRequest => {
    const wallAt = clocks.sandboxNow().getTime();
    return {
      entityId,
      at: wallAt + clocks.offsetOf(entityId),
      wallAt,
      method: request.method,
      path: pathOf(request.url),
      status: reply.statusCode,
      durationMs: reply.elapsedTime,
      ...sentParameters(request),
      ...answerOf(reply, payload),
      ...(checkoutId === undefined ? {} : { checkoutId }),
    };
  };

  app.addHook('onSend', (request, reply, payload, done) => {
    // The log never changes an answer: whatever fails here is logged and the answer goes on.
    let written: Promise<void> | undefined;
    try {
      written = record(request, reply, payload);
    } catch (error) {
      warn(error);
    }
    // An answer that never depends on the store (the widget's script) does not wait for it either.
    if (written && waitForRow && !withoutStore(request.routeOptions.config))
      written.then(() => done(null, payload));
    else done(null, payload);
  });

  function record(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<void> | undefined {
    const route = request.routeOptions.url;
    if (
      route === undefined ||
      // The inspector's calls of the API for its signed-in merchant: the page's own reads.
      isInProcess(request) ||
      request.method === 'OPTIONS' ||
      (withoutStore(request.routeOptions.config) && route !== WIDGET_SCRIPT) ||
      route.startsWith(REQUEST_LOG_PATH)
    )
      return undefined;
    // A merchant's request naming a checkout (its payment's status) is about it too.
    const checkoutId = checkoutOf(request, route);
    const merchant = requestMerchant(request);
    if (merchant) {
      const { entityId } = merchant;
      return track(
        store.requestLog.record(entry(entityId, request, reply, payload, checkoutId)).then(() => entityId),
      );
    }
    if (checkoutId) {
      // Made now (the status, the time), stored once the checkout's merchant is known.
      const made = entry('', request, reply, payload, checkoutId);
      return track(
        Promise.resolve(checkoutId).then(async (id) => {
          const checkout = await store.checkout(id);
          if (!checkout) return undefined;
          const { entityId } = checkout;
          await store.requestLog.record({ ...made, entityId, at: made.wallAt + clocks.offsetOf(entityId) });
          return entityId;
        }),
      );
    }
    return undefined;
  }

  return {
    async settled() {
      await Promise.all([...inFlight]);
    },
    onRecorded(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
