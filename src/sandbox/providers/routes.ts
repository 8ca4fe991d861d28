import type { FeatureRoutes } from '../plugins/audiences';
import { registerAsyncBrowserRoute } from './async-payment';
import { registerProviderRoutes } from './provider-pages';

/** Redirect brands: the page's payment that starts the flow (CORS), and the provider's pages. */
export const PROVIDER_ROUTES: FeatureRoutes = {
  browser: registerAsyncBrowserRoute,
  pages: registerProviderRoutes,
};
