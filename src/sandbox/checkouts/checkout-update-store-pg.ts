import { pgFeatureStore } from '../store/pg/pg-feature-store';
import { CHECKOUT_UPDATE_STORE } from './checkout-update-store';

/**
 * The checkouts' updates on PostgreSQL (./checkout-update-store.ts is the SQLite one), on the core
 * `checkouts` table: one conditional UPDATE, which a concurrent payment's (it waits for the row,
 * then checks again) cannot interleave with.
 */
export const CHECKOUT_UPDATE_PG_STORE = pgFeatureStore(CHECKOUT_UPDATE_STORE, {
  tables: '',
  reads: () => ({}),
  writes: (db) => ({
    update: async (id, params, now) =>
      (await db.run("UPDATE checkouts SET params = $1 WHERE id = $2 AND state = 'OPEN' AND expires_at > $3", [
        JSON.stringify(params),
        id,
        now,
      ])) > 0,
  }),
});
