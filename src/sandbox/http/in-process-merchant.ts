// Requests the gateway makes to its own merchant API for a merchant, with `app.inject` (the
// inspector's, ../inspector/api-proxy.ts): they carry no access token. Each carries a ticket
// instead: 256 random bits issued for that one request, kept in this process's memory only and
// taken on first use, so no remote client can name one and none can be used twice.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RESULT } from '../../spec/result-codes';
import type { Merchant } from '../merchants';
import { sendAnswer } from './answer';

export const IN_PROCESS_HEADER = 'x-sandbox-in-process';

const tickets = new Map<string, Merchant>();

/** A ticket for one injected request as `merchant`; `drop` it once the request is answered. */
export function issueTicket(merchant: Merchant): { ticket: string; drop: () => void } {
  const ticket = randomBytes(32).toString('hex');
  tickets.set(ticket, merchant);
  return { ticket, drop: () => tickets.delete(ticket) };
}

/** The merchant of the request's ticket, if it carries a live one; the ticket is used up. */
export function redeemTicket(request: FastifyRequest): Merchant | undefined {
  const ticket = request.headers[IN_PROCESS_HEADER];
  if (typeof ticket !== 'string') return undefined;
  const merchant = tickets.get(ticket);
  if (merchant) tickets.delete(ticket);
  return merchant;
}

/** Does the request carry the header at all (live ticket or not)? */
export const claimsInProcess = (request: FastifyRequest): boolean =>
  request.headers[IN_PROCESS_HEADER] !== undefined;

/** Routes of the merchant API are marked so (../plugins/merchant-api.ts). */
export const MERCHANT_ROUTE = 'merchantApi';

/** Merchants the gateway's own requests may not make: a signed-in merchant creates no other one. */
const NOT_IN_PROCESS = new Set(['POST /v1/sandbox/merchants']);

/**
 * Root onRequest hook: a request carrying the header reaches the merchant API only, and not every
 * route of it. Without it, a ticket sent to a route of another audience (a frame's card payment)
 * would be ignored and the route run anyway.
 */
export function inProcessOnlyToMerchantApi(app: FastifyInstance, now: () => Date): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (!claimsInProcess(request)) return done();
    const config = request.routeOptions.config as unknown as Record<string, unknown> | undefined;
    if (config?.[MERCHANT_ROUTE] !== true) {
      sendAnswer(reply, 404, now(), RESULT.ENDPOINT_NOT_FOUND);
      return;
    }
    if (NOT_IN_PROCESS.has(`${request.method} ${request.routeOptions.url}`)) {
      sendAnswer(reply, 403, now(), {
        code: RESULT.ENTITY_NOT_AUTHORIZED.code,
        description:
          'user authorization failed: test merchants are created with an access token, not from the inspector',
      });
      return;
    }
    done();
  });
}
