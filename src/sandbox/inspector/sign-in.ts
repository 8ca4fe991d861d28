import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RESULT } from '../../spec/result-codes';
import type { SandboxContext } from '../context';
import { sendAnswer } from '../http/answer';
import type { Merchant } from '../merchants';
import { CSRF_REFUSED, inspectorGuard, NOT_SIGNED_IN, originAllowed, sessionOf } from './guard';
import { closeSession, findSession, openSession } from './session';
import { signInThrottle } from './sign-in-throttle';

const ENTITY_ID = /^[0-9a-f]{32}$/;
/** A token is base64 of `userId|password`: far below this. */
const LONGEST_TOKEN = 512;

/** `{entityId, accessToken}` from the JSON body, or undefined when it is not that. */
function credentialsOf(body: unknown): { entityId: string; accessToken: string } | undefined {
  if (!Buffer.isBuffer(body)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
  const { entityId, accessToken } = (parsed ?? {}) as Record<string, unknown>;
  if (typeof entityId !== 'string' || typeof accessToken !== 'string') return undefined;
  return { entityId, accessToken };
}

/**
 * The merchant these credentials sign in as, checked as the API checks a request's: the token
 * must be known and the entity its own. Undefined for anything else, without saying which half
 * was wrong.
 */
async function merchantFor(
  ctx: SandboxContext,
  credentials: { entityId: string; accessToken: string },
): Promise<Merchant | undefined> {
  const { entityId, accessToken } = credentials;
  if (!ENTITY_ID.test(entityId) || accessToken.length === 0 || accessToken.length > LONGEST_TOKEN)
    return undefined;
  const merchant = await ctx.store.merchantByToken(accessToken);
  return merchant?.entityId === entityId ? merchant : undefined;
}

const sessionAnswer = (entityId: string, csrfToken: string) => ({ entityId, csrfToken });

const sendSession = (reply: FastifyReply, entityId: string, csrfToken: string) =>
  reply
    .code(200)
    .header('Cache-Control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(sessionAnswer(entityId, csrfToken));

/** POST, GET and DELETE /inspector/session: sign in, who is signed in, sign out. */
export function registerSessionRoutes(scope: FastifyInstance, ctx: SandboxContext): void {
  const throttle = signInThrottle();
  // Signing in needs no session; it refuses other sites' pages all the same (a login CSRF would
  // sign the developer into someone else's merchant).
  scope.post('/inspector/session', async (request: FastifyRequest, reply) => {
    if (!originAllowed(ctx, request)) return sendAnswer(reply, 403, ctx.clocks.sandboxNow(), CSRF_REFUSED);
    const credentials = credentialsOf(request.body);
    // Not credentials at all: say what is missing (never echoing a value: it may be the token).
    if (!credentials)
      return sendAnswer(reply, 400, ctx.clocks.sandboxNow(), {
        code: RESULT.INVALID_PARAMETER.code,
        description: 'invalid or missing parameter: the body must be JSON {"entityId": …, "accessToken": …}',
        parameterErrors: [
          { name: 'entityId', message: 'a string is required' },
          { name: 'accessToken', message: 'a string is required' },
        ],
      });
    // Too many failures for this entity or from this address: refused before the token is looked
    // at (./sign-in-throttle.ts). The address is Fastify's `request.ip`: the peer's, or with
    // SANDBOX_TRUST_PROXY on the last X-Forwarded-For entry, which the proxy wrote (../server.ts).
    const now = ctx.clocks.sandboxNow();
    const entityId = ENTITY_ID.test(credentials.entityId) ? credentials.entityId : undefined;
    const waitMs = throttle.attempt(entityId, request.ip, now.getTime());
    if (waitMs > 0) {
      reply.header('Retry-After', String(Math.ceil(waitMs / 1000)));
      return sendAnswer(reply, 429, now, RESULT.THROTTLED);
    }
    const merchant = await merchantFor(ctx, credentials);
    if (!merchant) return sendAnswer(reply, 401, ctx.clocks.sandboxNow(), NOT_SIGNED_IN);
    throttle.succeeded(merchant.entityId, request.ip);
    // A browser signing in again leaves its former session behind.
    const former = await findSession(ctx, request);
    if (former) await ctx.store.inspectorSessions.close(former.idHash);
    const session = await openSession(ctx, request, reply, merchant);
    return sendSession(reply, merchant.entityId, session.csrfToken);
  });

  const guard = inspectorGuard(ctx);
  scope.get('/inspector/session', { onRequest: guard }, async (request, reply) => {
    const session = sessionOf(request);
    return sendSession(reply, session.merchant.entityId, session.csrfToken);
  });
  scope.delete('/inspector/session', { onRequest: guard }, async (request, reply) => {
    await closeSession(ctx, request, reply, sessionOf(request));
    return reply.code(204).header('Cache-Control', 'no-store').send();
  });
}
