import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { bearerAuth, entityCheck } from '../http/auth';
import { MERCHANT_ROUTE } from '../http/in-process-merchant';
import { throttle } from '../throttling/throttle';
import { type FeatureRoutes, registerAudience } from './audiences';
import { olderParameters } from './older-parameters';

/**
 * The merchant API: every route checks the Bearer token (401 / 403) before its body is read, then
 * the entityId (403), before its handler runs; handlers take the merchant from `merchantOf`.
 */
export function merchantApi(ctx: SandboxContext, features: readonly FeatureRoutes[]) {
  return async (scope: FastifyInstance): Promise<void> => {
    // Marked, so the gateway's own requests for a merchant reach these routes only (../http/in-process-merchant.ts).
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, [MERCHANT_ROUTE]: true };
    });
    scope.addHook('onRequest', bearerAuth(ctx.store, ctx.now));
    // Over its limit, a request is refused before its body is read (../throttling/throttle.ts).
    scope.addHook('onRequest', throttle(ctx.rateLimits, ctx.now));
    // Once checked, the request runs on its merchant's test clock (../clock/merchant-clocks.ts).
    scope.addHook('preHandler', entityCheck(ctx.store, ctx.now, ctx.clocks.enter));
    // Older spellings shipped merchant code still sends, in the spec's terms (./older-parameters.ts).
    scope.addHook('preHandler', olderParameters);
    registerAudience(scope, ctx, features, 'merchant');
  };
}
