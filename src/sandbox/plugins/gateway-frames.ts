import type { FastifyInstance } from 'fastify';
import { RESULT } from '../../spec/result-codes';
import type { SandboxContext } from '../context';
import { sendAnswer } from '../http/answer';
import { type FeatureRoutes, registerAudience } from './audiences';
import { olderParameters } from './older-parameters';

/**
 * What only the gateway's own frames may post (card, IBAN): the Origin must be one of the
 * gateway's configured origins (../http/origins.ts), checked before the body is read. There is no
 * token: the checkout id is the capability, and this check keeps every other page, the
 * merchant's included, from posting payment data.
 */
export function gatewayFrames(ctx: SandboxContext, features: readonly FeatureRoutes[]) {
  return async (scope: FastifyInstance): Promise<void> => {
    scope.addHook('onRequest', async (request, reply) => {
      if (!ctx.origins.allows(request.headers.origin))
        return sendAnswer(reply, 403, ctx.now(), RESULT.ORIGIN_NOT_ALLOWED);
    });
    scope.addHook('preHandler', olderParameters);
    registerAudience(scope, ctx, features, 'frames');
  };
}
