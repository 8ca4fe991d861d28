// Everything of the redirect flows (3-D Secure 2, online transfer, virtual account) and the
// sandbox's test aids, registered in one place.
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from './context';
import { registerSandboxAidRoutes } from './payments/pending/expiry-aids';
import { registerAsyncBrowserRoute } from './providers/browser-route';
import { registerProviderRoutes } from './providers/provider-routes';
import { registerAcsRoutes } from './threeds/acs-routes';
import { registerThreeDSServerRoutes } from './threeds/server-routes';

export function registerRedirectFlowRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  registerThreeDSServerRoutes(app, ctx);
  registerAcsRoutes(app, ctx);
  registerProviderRoutes(app, ctx);
  registerAsyncBrowserRoute(app, ctx);
  registerSandboxAidRoutes(app, ctx);
}
