import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { type FeatureRoutes, registerAudience } from './audiences';
import { olderParameters } from './older-parameters';

/**
 * What any page may call (the widget's script, its checkout and locale reads, redirect payments,
 * wallet payments with a token, the API document): CORS for every origin, declared here once.
 * Nothing these routes take or answer is secret, and none needs a cookie.
 */
export function browserApi(ctx: SandboxContext, features: readonly FeatureRoutes[]) {
  return async (scope: FastifyInstance): Promise<void> => {
    scope.addHook('onRequest', async (_request, reply) => {
      reply.header('Access-Control-Allow-Origin', '*');
    });
    scope.addHook('preHandler', olderParameters);
    registerAudience(scope, ctx, features, 'browser');
  };
}
