import { SETTINGS_PG_STORE } from '../settings/settings-store-pg';
import type { PgFeatureStore } from '../store/pg/pg-feature-store';
import type { FEATURE_STORES } from './feature-stores';

/**
 * Each feature's PostgreSQL store, by its name in FEATURE_STORES. The type lets a feature be absent
 * while its port is under way: the sandbox on PostgreSQL then answers its methods with a store
 * failure that names it (./pg-open.ts), and its tables are not created. The map is complete when
 * every FEATURE_STORES name has its `<feature>/<name>-pg.ts` store here; the `?` in
 * PgFeatureStores then goes, so that the compiler requires every feature from then on.
 */
export type PgFeatureStores = {
  readonly [K in keyof typeof FEATURE_STORES]?: PgFeatureStore<(typeof FEATURE_STORES)[K]>;
};

export const PG_FEATURE_STORES: PgFeatureStores = {
  settings: SETTINGS_PG_STORE,
};
