import type { WidgetAssets } from './assets';
import type { Store } from './store/store';

/** What the route modules share. */
export interface SandboxContext {
  store: Store;
  assets: WidgetAssets;
  now: () => Date;
  /** The gateway origin as shoppers' browsers see it, for redirects in server-to-server answers. */
  publicUrl?: string;
}

/** A checkout can be paid (and its result read) for 30 minutes after it was created. */
export const CHECKOUT_LIFETIME_MS = 30 * 60 * 1000;
