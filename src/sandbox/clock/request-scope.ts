// Every request runs in its merchant's clock scope (./merchant-clocks.ts). The merchant API names
// its merchant by entityId (../http/auth.ts enters it once checked); a request from the shopper's
// browser names a checkout or a 3-D Secure / provider session in its path, whose merchant is looked
// up here. Nothing is looked up while every merchant's clock is the sandbox's (the usual case).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withoutStore } from '../http/commit-before-answer';
import { CHECKOUT_ID_FORMAT } from '../ids';
import type { CoreStore } from '../store/store';
import type { MerchantClocks } from './merchant-clocks';

const SESSION_ID = /^[A-Za-z0-9.-]{16,64}$/;

async function merchantInPath(store: CoreStore, request: FastifyRequest): Promise<string | undefined> {
  const id = (request.params as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'string') return undefined;
  if (CHECKOUT_ID_FORMAT.test(id)) {
    const checkout = await store.checkout(id);
    if (checkout) return checkout.entityId;
  }
  if (!SESSION_ID.test(id)) return undefined;
  const session = await store.asyncSession(id);
  return session && (await store.payment(session.paymentId))?.entityId;
}

/** The scope's merchant, or null when every clock is the sandbox's (no scope needed). */
async function scopeOf(
  store: CoreStore,
  clocks: MerchantClocks,
  request: FastifyRequest,
  shared: boolean,
): Promise<{ entityId: string | undefined } | null> {
  // Clocks that cannot be read again stay as last read: a request that needs the store fails on
  // its own, one that does not (a script, a page) is still answered.
  if (shared) await clocks.refresh().catch(() => {});
  return clocks.anyAhead() ? { entityId: await merchantInPath(store, request) } : null;
}

/**
 * Adds the hook that opens each request's scope, before any handler and any audience's own hooks.
 * `shared`: other sandbox processes share the store, so the clocks are read again first.
 */
export function clockScopes(
  app: FastifyInstance,
  clocks: MerchantClocks,
  store: CoreStore,
  shared = false,
): void {
  app.addHook('preHandler', (request, _reply, done) => {
    if (withoutStore(request.routeOptions.config) || (!shared && !clocks.anyAhead())) return done();
    scopeOf(store, clocks, request, shared).then(
      (scope) => (scope ? clocks.inScopeOf(scope.entityId, done) : done()),
      (error: Error) => done(error),
    );
  });
}
