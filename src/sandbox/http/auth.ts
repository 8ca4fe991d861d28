import type { FastifyReply, FastifyRequest } from 'fastify';
import { maskValue } from '../../spec/mask';
import { RESULT } from '../../spec/result-codes';
import type { Merchant } from '../merchants';
import type { CoreStore } from '../store/store';
import { sendAnswer } from './answer';

const BEARER = /^Bearer +([A-Za-z0-9+/=._~-]+) *$/i;
const ENTITY_ID = /^[0-9a-f]{32}$/;

const merchants = new WeakMap<FastifyRequest, Merchant>();

/**
 * onRequest hook of the merchant endpoints: 401 when the Authorization header is missing or not
 * `Bearer <token>`, 403 when the token is unknown. The entityId check needs the parameters and
 * happens in the handler (`checkEntity`).
 */
export function bearerAuth(store: CoreStore, now: () => Date) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (token === undefined) {
      return sendAnswer(reply.header('WWW-Authenticate', 'Bearer'), 401, now(), RESULT.INVALID_ACCESS_TOKEN);
    }
    const merchant = store.merchantByToken(token);
    if (!merchant) return sendAnswer(reply, 403, now(), RESULT.ACCESS_TOKEN_UNKNOWN);
    merchants.set(request, merchant);
    return undefined;
  };
}

/** Has the request's bearer token been accepted? Such requests may carry more (./limits.ts). */
export const isAuthenticated = (request: FastifyRequest): boolean => merchants.has(request);

/** The merchant the token belongs to, when the entityId is that merchant's; else answers 403. */
export function checkEntity(
  request: FastifyRequest,
  reply: FastifyReply,
  entityId: string | undefined,
  now: Date,
): Merchant | undefined {
  const merchant = merchants.get(request);
  if (!merchant) throw new Error('checkEntity used on a route without bearerAuth');
  if (entityId !== undefined && entityId === merchant.entityId) return merchant;
  const error =
    entityId === undefined
      ? { name: 'entityId', message: 'missing required parameter' }
      : ENTITY_ID.test(entityId)
        ? { name: 'entityId', value: entityId, message: 'entity does not belong to this access token' }
        : { name: 'entityId', value: maskValue(entityId), message: 'must be 32 lowercase hex characters' };
  sendAnswer(reply, 403, now, { ...RESULT.ENTITY_NOT_AUTHORIZED, parameterErrors: [error] });
  return undefined;
}
