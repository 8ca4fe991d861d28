import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context';
import { sendAnswer } from '../http/answer';
import { findSession, type InspectorSession } from './session';
import { sameSecret } from './session-ids';

// Who may use the inspector's API: a signed-in browser (the session cookie) and, for anything but
// reading, one that proves it runs the inspector's page: the CSRF token the page got at sign-in
// in a header no other site can set, and, when the browser names it, the gateway's own Origin.

export const CSRF_HEADER = 'x-csrf-token';

export const NOT_SIGNED_IN = {
  code: '800.900.300',
  description: 'invalid authentication information: sign in to the inspector',
};
export const CSRF_REFUSED = {
  code: '800.900.301',
  description: 'user authorization failed: the request must come from the inspector page of this gateway',
};

const sessions = new WeakMap<FastifyRequest, InspectorSession>();

/** The session the guard found for the request. */
export function sessionOf(request: FastifyRequest): InspectorSession {
  const session = sessions.get(request);
  if (!session) throw new Error('sessionOf used on a route the inspector guard does not cover');
  return session;
}

const reads = (method: string): boolean => method === 'GET' || method === 'HEAD';

/** Is this request's Origin, when it names one, the gateway's? */
export const originAllowed = (ctx: SandboxContext, request: FastifyRequest): boolean =>
  request.headers.origin === undefined || ctx.origins.allows(request.headers.origin);

/** onRequest hook of the inspector's API and session routes: 401 without a session, 403 without the CSRF proof. */
export function inspectorGuard(ctx: SandboxContext) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const session = await findSession(ctx, request);
    if (!session) return sendAnswer(reply, 401, ctx.clocks.sandboxNow(), NOT_SIGNED_IN);
    if (!reads(request.method)) {
      const token = request.headers[CSRF_HEADER];
      if (typeof token !== 'string' || !sameSecret(token, session.csrfToken) || !originAllowed(ctx, request))
        return sendAnswer(reply, 403, ctx.clocks.sandboxNow(), CSRF_REFUSED);
    }
    sessions.set(request, session);
    return undefined;
  };
}
