// Sends the outbox's deliveries (./outbox.ts) to the merchants' endpoints, on its own: the
// gateway's clock (../clock/gateway-clock.ts) runs it for what is due by the sandbox's time. Each delivery is claimed before it is sent
// and recorded after, so two rounds never send one twice and a stop in between sends it again
// later (at least once). Sends run side by side, a bounded number at a time, each with a timeout:
// a slow or dead receiver holds one slot, never the API or the other merchants' notifications.
import type { FastifyBaseLogger } from 'fastify';
import type { DueWork } from '../clock/due-work';
import type { MerchantClocks } from '../clock/merchant-clocks';
import type { SandboxStore } from '../database/open';
import type { FailureLog } from '../http/failure-log';
import type { Sealer } from '../registrations/sealing';
import { nextAttemptAt } from './retries';
import type { DueDelivery } from './webhook-store';
import { encryptText, type NotificationType, notificationJson } from './wire-format';

export interface DispatcherOptions {
  /** How long a receiver has to answer (real milliseconds). */
  timeoutMs: number;
  /** Sends at most this many at once. */
  maxInFlight?: number;
}

interface DispatcherDeps {
  store: SandboxStore;
  sealer: Sealer;
  /** Times are each delivery's merchant's (its test clock). */
  clocks: MerchantClocks;
  log: FastifyBaseLogger;
  logFailure: FailureLog;
}

/** The context a webhook's key is sealed under: a key copied to another row does not open. */
export const webhookKeyContext = (webhookId: string, entityId: string): string =>
  `webhook ${webhookId} ${entityId}`;

// A claimed delivery is due again after this (sandbox time) should its attempt never be recorded.
const LEASE_MARGIN_MS = 60_000;
const MAX_ROUNDS = 100;

/** Why a send failed, for the deliveries list: never a stack trace. */
function describeFailure(error: unknown, timeoutMs: number): string {
  const err = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (err.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  if (err.name === 'AbortError') return 'the sandbox stopped during the send';
  const cause = err.cause?.code ?? err.cause?.message;
  return cause ? `connection failed: ${cause}` : `request failed: ${err.message ?? String(error)}`;
}

/** The gateway clock's work that sends webhooks; `wait` waits for the sends (and those they make due). */
export function webhookDispatcher(deps: DispatcherDeps, options: DispatcherOptions): DueWork {
  const { store, sealer, log, clocks } = deps;
  const timeOf = (entityId: string) => clocks.sandboxNow().getTime() + clocks.offsetOf(entityId);
  const maxInFlight = options.maxInFlight ?? 64;
  const stopping = new AbortController();
  const inFlight = new Set<Promise<void>>();

  async function send(delivery: DueDelivery): Promise<void> {
    const at = timeOf(delivery.entity_id);
    const started = performance.now();
    let status: number | null = null;
    let error: string | null = null;
    try {
      const key = sealer.open<string>(
        delivery.key_sealed,
        webhookKeyContext(delivery.webhook_id, delivery.entity_id),
      );
      const json = notificationJson(delivery.type as NotificationType, delivery.action, delivery.payload);
      const message = encryptText(key, json);
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers: {
          'content-type': 'text/plain; charset=utf-8',
          'x-initialization-vector': message.iv,
          'x-authentication-tag': message.tag,
        },
        body: message.body,
        // A redirect is an answer, not a delivery: the merchant configures the final URL.
        redirect: 'manual',
        signal: AbortSignal.any([AbortSignal.timeout(options.timeoutMs), stopping.signal]),
      });
      status = response.status;
      await response.body?.cancel().catch(() => undefined);
      if (status < 200 || status > 299)
        error = `answered ${status}${status >= 300 && status < 400 ? ' (redirects are not followed)' : ''}`;
    } catch (failure) {
      error = describeFailure(failure, options.timeoutMs);
    }
    // Stopped mid-send: left claimed, so it goes out again after the lease (at least once).
    if (stopping.signal.aborted) return;
    const attempt = delivery.attempts + 1;
    const first = delivery.first_attempt_at ?? at;
    const next = error === null ? null : nextAttemptAt(attempt, first, at);
    await store.webhooks.recordAttempt({
      deliveryId: delivery.id,
      attempt,
      at,
      status,
      durationMs: Math.round(performance.now() - started),
      error,
      state: error === null ? 'DELIVERED' : next === null ? 'FAILED' : 'PENDING',
      nextAttemptAt: next,
      firstAttemptAt: first,
    });
    log.debug({ deliveryId: delivery.id, webhookId: delivery.webhook_id, status, error }, 'webhook sent');
  }

  function track(work: Promise<void>): Promise<void> {
    const tracked = work
      .catch((error: Error) =>
        deps.logFailure(
          log,
          'webhook attempt not recorded',
          { reason: error.message },
          'a webhook attempt could not be recorded',
        ),
      )
      .finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
    return tracked;
  }

  /** Claims what is due and has room, and starts sending it. */
  async function startDue(): Promise<Promise<void>[]> {
    const room = maxInFlight - inFlight.size;
    if (room <= 0 || stopping.signal.aborted) return [];
    const due = await store.webhooks.due(clocks.sandboxNow().getTime(), room);
    if (due.length === 0) return [];
    const claims = due.map(({ id, entity_id }) => {
      const now = timeOf(entity_id);
      return { id, now, until: now + options.timeoutMs + LEASE_MARGIN_MS };
    });
    const taken = new Set(await store.webhooks.claim(claims));
    return due.filter((delivery) => taken.has(delivery.id)).map((delivery) => track(send(delivery)));
  }

  return {
    name: 'webhooks',
    async runDue(wait) {
      let sent = 0;
      for (let round = 0; round < MAX_ROUNDS; round++) {
        const started = await startDue();
        sent += started.length;
        if (started.length === 0 || !wait) break;
        await Promise.all(started);
      }
      return sent;
    },
    async close() {
      stopping.abort();
      await Promise.all(inFlight);
    },
  };
}
