import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';

/**
 * A feature's routes, by who may call them. Each audience's rules are declared once, by its
 * plugin, never by a route:
 * - merchant: the merchant's server, Bearer token and entityId (./merchant-api.ts);
 * - browser: any page, with CORS for every origin, and nothing secret in or out (./browser-api.ts);
 * - frames: only the gateway's own frames, by their Origin (./gateway-frames.ts);
 * - pages: the shopper's browser navigating to the gateway's pages and assets (no rule to add).
 */
export interface FeatureRoutes {
  merchant?(app: FastifyInstance, ctx: SandboxContext): void;
  browser?(app: FastifyInstance, ctx: SandboxContext): void;
  frames?(app: FastifyInstance, ctx: SandboxContext): void;
  pages?(app: FastifyInstance, ctx: SandboxContext): void;
}

export type Audience = keyof FeatureRoutes;

/** Registers every feature's routes of one audience into `app` (an audience plugin's scope). */
export function registerAudience(
  app: FastifyInstance,
  ctx: SandboxContext,
  features: readonly FeatureRoutes[],
  audience: Audience,
): void {
  for (const routes of features) routes[audience]?.(app, ctx);
}
