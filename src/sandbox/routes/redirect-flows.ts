// Everything of the redirect flows (3-D Secure 2, online transfer, virtual account) and the
// sandbox's test aids, registered in one place.
import type { FastifyInstance } from 'fastify';
import { registerAsyncBrowserRoute } from '../async/browser-route';
import { registerProviderRoutes } from '../async/provider-routes';
import type { SandboxContext } from '../context';
import { registerAcsRoutes } from '../threeds/acs-routes';
import { registerThreeDSServerRoutes } from '../threeds/server-routes';
import { registerSandboxAidRoutes } from './sandbox-aids';

export function registerRedirectFlowRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  registerThreeDSServerRoutes(app, ctx);
  registerAcsRoutes(app, ctx);
  registerProviderRoutes(app, ctx);
  registerAsyncBrowserRoute(app, ctx);
  registerSandboxAidRoutes(app, ctx);
}
