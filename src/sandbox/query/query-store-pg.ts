import { type PaymentRow, toPayment } from '../store/core-rows';
import { pgFeatureStore } from '../store/pg/pg-feature-store';
import { PG_QUERY_DIALECT } from './query-dialect';
import { querySql } from './query-sql';
import { QUERY_STORE } from './query-store';

/**
 * The query API's reads on PostgreSQL (./query-store.ts is the SQLite one): the same statement in
 * PostgreSQL's dialect, over the core payments and the back-office links; no tables of its own.
 */
export const QUERY_PG_STORE = pgFeatureStore(QUERY_STORE, {
  tables: '',
  reads: (db) => ({
    find: async (criteria) => {
      const { sql, values } = querySql(criteria, PG_QUERY_DIALECT);
      return (
        await db.rows<PaymentRow>(
          sql,
          values.map(([, value]) => value),
        )
      ).map(toPayment);
    },
  }),
  writes: () => ({}),
});
