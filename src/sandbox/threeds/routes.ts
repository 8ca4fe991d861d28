import type { FeatureRoutes } from '../plugins/audiences';
import { registerAcsRoutes } from './acs';
import { registerStandaloneRoutes } from './standalone/routes';
import { registerThreeDSServerRoutes } from './threeds-server';

/**
 * Standalone 3-D Secure for the merchant's server; the simulated 3-D Secure server's and issuer
 * ACS's pages, in the shopper's browser.
 */
export const THREEDS_ROUTES: FeatureRoutes = {
  merchant: registerStandaloneRoutes,
  pages(app, ctx) {
    registerThreeDSServerRoutes(app, ctx);
    registerAcsRoutes(app, ctx);
  },
};
