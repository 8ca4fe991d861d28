import { type PaymentRow, toPayment } from '../store/core-rows';
import { pgFeatureStore } from '../store/pg/pg-feature-store';
import { PG_QUERY_DIALECT } from './query-dialect';
import { querySql } from './query-sql';
import { QUERY_STORE } from './query-store';

/**
 * The query's columns on PostgreSQL (./query-store.ts has SQLite's): generated from the stored
 * answer as each payment is stored, and indexed in the query's order (newest first, then as
 * inserted).
 */
export const QUERY_PG_COLUMNS = `ALTER TABLE payments
     ADD COLUMN payment_type TEXT GENERATED ALWAYS AS (response::json ->> 'paymentType') STORED,
     ADD COLUMN short_id TEXT GENERATED ALWAYS AS (
       CASE WHEN strpos(response::json ->> 'descriptor', ' ') > 0
         THEN split_part(response::json ->> 'descriptor', ' ', 1)
       END) STORED;
   CREATE INDEX payments_by_type ON payments (entity_id, payment_type, created_at, seq);
   CREATE INDEX payments_by_short_id ON payments (entity_id, short_id, created_at);`;

/**
 * The query API's reads on PostgreSQL (./query-store.ts is the SQLite one): the same statement in
 * PostgreSQL's dialect, over the core payments and the back-office links.
 */
export const QUERY_PG_STORE = pgFeatureStore(QUERY_STORE, {
  tables: QUERY_PG_COLUMNS,
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
