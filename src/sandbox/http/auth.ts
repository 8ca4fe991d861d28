import type { FastifyReply, FastifyRequest } from 'fastify';
import { maskValue } from '../../spec/mask';
import { RESULT } from '../../spec/result-codes';
import type { Merchant } from '../merchants';
import type { CoreStore } from '../store/store';
import { sendAnswer } from './answer';
import { formOf } from './form-body';
import { redeemTicket } from './in-process-merchant';
import { mayCarryLegacyCredentials, takeLegacyCredentials } from './legacy-credentials';

const BEARER = /^Bearer +([A-Za-z0-9+/=._~-]+) *$/i;
const ENTITY_ID = /^[0-9a-f]{32}$/;

/** The token's merchant, once the token is accepted; the entity's, once entityId is checked too. */
const merchants = new WeakMap<FastifyRequest, Merchant>();
const authorised = new WeakMap<FastifyRequest, Merchant>();
/** Requests the gateway made to itself for a merchant (./in-process-merchant.ts). */
const inProcessRequests = new WeakSet<FastifyRequest>();

/**
 * onRequest hook of the merchant API (../plugins/merchant-api.ts): 401 when the Authorization
 * header is missing or not `Bearer <token>`, 403 when the token is unknown. The entityId check
 * needs the parameters and comes once they are read (`entityCheck`).
 */
export function bearerAuth(store: CoreStore, now: () => Date) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    // The gateway's own request for a merchant (./in-process-merchant.ts): no token to check.
    const inProcess = redeemTicket(request);
    if (inProcess) {
      merchants.set(request, inProcess);
      inProcessRequests.add(request);
      return undefined;
    }
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    // Without the header, the older credentials may come with the parameters (./legacy-credentials.ts).
    if (request.headers.authorization === undefined && mayCarryLegacyCredentials(request)) return undefined;
    if (token === undefined) return unauthorised(reply, now());
    const merchant = await store.merchantByToken(token);
    if (!merchant) return sendAnswer(reply, 403, now(), RESULT.ACCESS_TOKEN_UNKNOWN);
    merchants.set(request, merchant);
    return undefined;
  };
}

const unauthorised = (reply: FastifyReply, at: Date) =>
  sendAnswer(reply.header('WWW-Authenticate', 'Bearer'), 401, at, RESULT.INVALID_ACCESS_TOKEN);

/**
 * What a request's rate limits are counted by: its Authorization header, or for the gateway's own
 * requests for a merchant, that merchant (../throttling/throttle.ts).
 */
export const throttleKeyOf = (request: FastifyRequest): string =>
  inProcessRequests.has(request)
    ? `in-process ${merchants.get(request)?.entityId}`
    : (request.headers.authorization ?? '');

/** Was the request made by the gateway itself for a merchant (the inspector's API, ./in-process-merchant.ts)? */
export const isInProcess = (request: FastifyRequest): boolean => inProcessRequests.has(request);

/** Has the request's bearer token been accepted? Such requests may carry more (./limits.ts). */
export const isAuthenticated = (request: FastifyRequest): boolean => merchants.has(request);

/**
 * The entityId a merchant request names: GET and DELETE send it in the query string (DELETE may
 * send it in the body too), the others in the body.
 */
function entityIdOf(request: FastifyRequest): string | undefined {
  const query = formOf(request.query).params.entityId;
  const body = formOf(request.body).params.entityId;
  return request.method === 'GET' || request.method === 'DELETE' ? (query ?? body) : body;
}

/**
 * preHandler hook of the merchant API: the entityId must be the token's merchant's, else 403 with
 * a parameter error saying why. Then `merchantOf(request)` is that merchant, and `onMerchant` is
 * told its entity (the request's clock scope enters it).
 */
export function entityCheck(
  store: CoreStore,
  now: () => Date,
  onMerchant: (entityId: string) => void = () => {},
) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    let merchant = merchants.get(request);
    if (!merchant) {
      // bearerAuth let it through without a header: it must carry the older credentials.
      const legacy = takeLegacyCredentials(request);
      if (!legacy) return unauthorised(reply, now());
      merchant = await store.merchantByToken(legacy.token);
      if (!merchant) return sendAnswer(reply, 403, now(), RESULT.ACCESS_TOKEN_UNKNOWN);
      merchants.set(request, merchant);
    }
    const entityId = entityIdOf(request);
    if (entityId !== undefined && entityId === merchant.entityId) {
      authorised.set(request, merchant);
      onMerchant(entityId);
      return undefined;
    }
    const error =
      entityId === undefined
        ? { name: 'entityId', message: 'missing required parameter' }
        : ENTITY_ID.test(entityId)
          ? { name: 'entityId', value: entityId, message: 'entity does not belong to this access token' }
          : { name: 'entityId', value: maskValue(entityId), message: 'must be 32 lowercase hex characters' };
    return sendAnswer(reply, 403, now(), { ...RESULT.ENTITY_NOT_AUTHORIZED, parameterErrors: [error] });
  };
}

/** The merchant of a request of the merchant API, its token and entityId checked. */
export function merchantOf(request: FastifyRequest): Merchant {
  const merchant = authorised.get(request);
  if (!merchant) throw new Error('merchantOf used on a route outside the merchant API');
  return merchant;
}

/**
 * The merchant a request of the merchant API was made by, as far as it got: once its token was
 * accepted, even if its entityId was then refused (the request log keeps those too); undefined
 * for a request without an accepted token.
 */
export const requestMerchant = (request: FastifyRequest): Merchant | undefined =>
  authorised.get(request) ?? merchants.get(request);
