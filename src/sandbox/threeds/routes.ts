import type { FeatureRoutes } from '../plugins/audiences';
import { registerAcsRoutes } from './acs';
import { registerThreeDSServerRoutes } from './threeds-server';

/** The simulated 3-D Secure server's and issuer ACS's pages, in the shopper's browser. */
export const THREEDS_ROUTES: FeatureRoutes = {
  pages(app, ctx) {
    registerThreeDSServerRoutes(app, ctx);
    registerAcsRoutes(app, ctx);
  },
};
