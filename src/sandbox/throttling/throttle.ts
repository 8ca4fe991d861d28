// Throttling of the merchant API (spec document 1, sections 7 and 8): per access token and
// operation, over the limit the request is refused before anything is read or done, with HTTP 429,
// Retry-After, and the platform's body (buildNumber, id, ndc, result 800.120.100, timestamp).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RESULT } from '../../spec/result-codes';
import { sendAnswer } from '../http/answer';
import { throttleKeyOf } from '../http/auth';
import { newPaymentId } from '../ids';
import type { RateLimit, RateLimits, ThrottledOperation } from './rate-limits';
import { TokenBuckets } from './token-buckets';

/** The operation a merchant route counts as, by method and route path; undefined: not throttled. */
function operationOf(method: string, route: string): ThrottledOperation | undefined {
  if (route === '/v1/checkouts') return method === 'POST' ? 'checkouts' : undefined;
  if (route === '/v1/checkouts/:id/payment' || route === '/v1/checkouts/:id/registration')
    return 'checkoutStatus';
  if (route === '/v1/payments') return 'payments';
  if (route === '/v1/payments/:id') return method === 'GET' ? 'paymentStatus' : 'backOffice';
  // A standalone 3-D Secure authentication counts as a payment, reading it back as a payment's status.
  if (route.startsWith('/v1/threeDSecure')) return method === 'GET' ? 'paymentStatus' : 'payments';
  if (route.startsWith('/v1/registrations')) return 'registrations';
  if (route.startsWith('/v1/query')) return 'query';
  if (route.startsWith('/reports/')) return 'reports';
  if (route.startsWith('/scheduling/')) return 'schedules';
  if (route.startsWith('/v1/sandbox/webhooks')) return 'webhooks';
  if (route.startsWith('/v1/sandbox/clock')) return 'clock';
  return undefined;
}

/** onRequest hook of the merchant API, after the token was accepted (../plugins/merchant-api.ts). */
export function throttle(limits: RateLimits, now: () => Date) {
  const buckets = new TokenBuckets();
  // The limit of each route, decided once: most requests meet no limit and pay one map read.
  const routeLimits = new Map<string, { operation: ThrottledOperation; limit: RateLimit } | null>();
  const limitOf = (method: string, route: string) => {
    const key = `${method} ${route}`;
    let found = routeLimits.get(key);
    if (found === undefined) {
      const operation = operationOf(method, route);
      const limit = operation && limits[operation];
      found = operation && limit ? { operation, limit } : null;
      routeLimits.set(key, found);
    }
    return found;
  };
  return (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void): void => {
    const found = limitOf(request.method, request.routeOptions.url ?? '');
    if (!found) {
      done();
      return;
    }
    const { operation, limit } = found;
    const token = throttleKeyOf(request);
    const id = (request.params as { id?: string } | undefined)?.id;
    // The status of a checkout counts per checkout, as the platform's does.
    const key = operation === 'checkoutStatus' ? `${operation} ${token} ${id}` : `${operation} ${token}`;
    const time = now();
    const taken = buckets.take(key, limit.limit, limit.periodMs, time.getTime());
    if (taken.ok) {
      done();
      return;
    }
    reply.header('Retry-After', String(Math.max(1, Math.ceil(taken.retryAfterMs / 1000))));
    sendAnswer(reply, 429, time, RESULT.THROTTLED, { id: id ?? newPaymentId() });
  };
}
