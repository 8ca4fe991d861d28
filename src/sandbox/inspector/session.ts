import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context';
import type { Merchant } from '../merchants';
import { csrfTokenOf, newSessionId, SESSION_ID_FORMAT, sessionIdHash } from './session-ids';

export const SESSION_COOKIE = 'wpwl_inspector';
/** A session nobody used for 12 hours is over. */
export const SESSION_IDLE_MS = 12 * 3600 * 1000;
/** The last use is written at most once a minute: reading the inspector costs no write per request. */
const TOUCH_EVERY_MS = 60 * 1000;

export interface InspectorSession {
  idHash: string;
  merchant: Merchant;
  csrfToken: string;
}

/** The value of one cookie of the Cookie header (the first one of that name). */
export function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at !== -1 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * The cookie's flags: only the browser sends it (HttpOnly), only to the inspector (Path), never
 * from another site's page (SameSite=Strict), over TLS only when the page came over TLS (Secure:
 * a browser on the http port could not send it back otherwise).
 */
function cookie(value: string, secure: boolean, extra = ''): string {
  return `${SESSION_COOKIE}=${value}; Path=/inspector; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}${extra}`;
}

/** The clock of sessions: the sandbox's own, never a merchant's test clock (advancing it a month must not sign anyone out). */
const sessionNow = (ctx: SandboxContext): number => ctx.clocks.sandboxNow().getTime();

/** Starts a session for the merchant: stored hashed, its id set as the cookie. */
export async function openSession(
  ctx: SandboxContext,
  request: FastifyRequest,
  reply: FastifyReply,
  merchant: Merchant,
): Promise<InspectorSession> {
  const id = newSessionId();
  const idHash = sessionIdHash(id);
  const at = sessionNow(ctx);
  await ctx.store.inspectorSessions.open(idHash, merchant.entityId, at, at - SESSION_IDLE_MS);
  reply.header('Set-Cookie', cookie(id, request.protocol === 'https'));
  return { idHash, merchant, csrfToken: csrfTokenOf(ctx.csrfKey, id) };
}

/** Ends the request's session (if any) and tells the browser to forget the cookie. */
export async function closeSession(
  ctx: SandboxContext,
  request: FastifyRequest,
  reply: FastifyReply,
  session: InspectorSession | undefined,
): Promise<void> {
  if (session) await ctx.store.inspectorSessions.close(session.idHash);
  reply.header('Set-Cookie', cookie('', request.protocol === 'https', '; Max-Age=0'));
}

/** The request's session: its cookie names a stored session, used within the last 12 hours, of a merchant that still exists. */
export async function findSession(
  ctx: SandboxContext,
  request: FastifyRequest,
): Promise<InspectorSession | undefined> {
  const id = cookieOf(request.headers.cookie, SESSION_COOKIE);
  if (id === undefined || !SESSION_ID_FORMAT.test(id)) return undefined;
  const idHash = sessionIdHash(id);
  const stored = await ctx.store.inspectorSessions.find(idHash);
  if (!stored) return undefined;
  const now = sessionNow(ctx);
  if (now - stored.lastSeenAt >= SESSION_IDLE_MS) {
    await ctx.store.inspectorSessions.close(idHash);
    return undefined;
  }
  const merchant = await ctx.store.merchantByEntity(stored.entityId);
  if (!merchant) return undefined;
  if (now - stored.lastSeenAt >= TOUCH_EVERY_MS) await ctx.store.inspectorSessions.touch(idHash, now);
  return { idHash, merchant, csrfToken: csrfTokenOf(ctx.csrfKey, id) };
}
