import { type PaymentRow, toPayment } from '../store/core-rows';
import { pgFeatureStore } from '../store/pg/pg-feature-store';
import { REPORTING_STORE } from './reporting-store';

/**
 * Settlement reporting's reads on PostgreSQL (./reporting-store.ts is the SQLite one): an entity's
 * payments by time, those of one millisecond in the order they were inserted (`seq`, SQLite's
 * rowid), so reports and their CSV list them as on SQLite. No tables of its own.
 */
export const REPORTING_PG_STORE = pgFeatureStore(REPORTING_STORE, {
  tables: '',
  reads: (db) => ({
    paymentsCreatedBetween: async (entityId, from, to) =>
      (
        await db.rows<PaymentRow>(
          `SELECT id, entity_id, checkout_id, response, created_at, pending_until FROM payments
           WHERE entity_id = $1 AND created_at >= $2 AND created_at < $3
           ORDER BY created_at, seq`,
          [entityId, from.getTime(), to.getTime()],
        )
      ).map(toPayment),
  }),
  writes: () => ({}),
});
