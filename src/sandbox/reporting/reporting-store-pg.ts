import { type PaymentRow, toPayment } from '../store/core-rows';
import { pgFeatureStore } from '../store/pg/pg-feature-store';
import type { RecordKey, RecordRow, TotalsRow } from './reporting-store';
import { FIRST, RECORD_COLUMNS, REPORTING_STORE } from './reporting-store';
import { SETTLEMENT_LEDGER_PG_TABLES } from './settlement-ledger-pg';

/**
 * Settlement reporting's reads on PostgreSQL (./reporting-store.ts is the SQLite one): the ledger's
 * aggregations and records, a page at a time, and an entity's payments by time, those of one
 * millisecond in the order they were inserted (`seq`, SQLite's rowid), so reports and their CSV
 * list them as on SQLite. Its tables: the settlement ledger (./settlement-ledger-pg.ts).
 */

const TOTALS_COLUMNS = `t.id, t.settlement_date, t.currency, t.record_count, t.amount_cents, t.fee_cents, t.revision,
  (SELECT p.response::json -> 'resultDetails' ->> 'clearingInstituteName'
   FROM settlement_records r JOIN payments p ON p.id = r.payment_id
   WHERE r.entity_id = t.entity_id AND r.settlement_date = t.settlement_date AND r.currency = t.currency
   ORDER BY r.created_at, r.payment_seq LIMIT 1) AS clearing_institute`;

const ONE_AGGREGATION = 'r.entity_id = $1 AND r.settlement_date = $2 AND r.currency = $3';

/** The ledger's statements (exported for the tests of their plans). */
export const LEDGER_PG_READS = {
  totals: `SELECT ${TOTALS_COLUMNS} FROM settlement_totals t
     WHERE t.entity_id = $1 AND t.settlement_date >= $2 AND t.settlement_date <= $3
       AND (t.settlement_date, t.currency) > ($4::text, $5::text)
       AND t.record_count > 0 AND ($6::text IS NULL OR t.currency = $6::text)
     ORDER BY t.settlement_date, t.currency LIMIT $7`,
  totalsById: `SELECT ${TOTALS_COLUMNS} FROM settlement_totals t
     WHERE t.id = $1 AND t.entity_id = $2 AND t.record_count > 0`,
  ascending: {
    records: `SELECT ${RECORD_COLUMNS} FROM settlement_records r JOIN payments p ON p.id = r.payment_id
      WHERE ${ONE_AGGREGATION} AND (r.created_at, r.payment_seq) > ($4::bigint, $5::bigint)
      ORDER BY r.created_at, r.payment_seq LIMIT $6`,
    keyAt: `SELECT r.created_at, r.payment_seq FROM settlement_records r
      WHERE ${ONE_AGGREGATION} AND (r.created_at, r.payment_seq) > ($4::bigint, $5::bigint)
      ORDER BY r.created_at, r.payment_seq LIMIT 1 OFFSET $6`,
  },
  descending: {
    records: `SELECT ${RECORD_COLUMNS} FROM settlement_records r JOIN payments p ON p.id = r.payment_id
      WHERE ${ONE_AGGREGATION} AND (r.created_at, r.payment_seq) < ($4::bigint, $5::bigint)
      ORDER BY r.created_at DESC, r.payment_seq DESC LIMIT $6`,
    keyAt: `SELECT r.created_at, r.payment_seq FROM settlement_records r
      WHERE ${ONE_AGGREGATION} AND (r.created_at, r.payment_seq) < ($4::bigint, $5::bigint)
      ORDER BY r.created_at DESC, r.payment_seq DESC LIMIT 1 OFFSET $6`,
  },
};
const direction = (descending: boolean) => (descending ? 'descending' : 'ascending');

export const REPORTING_PG_STORE = pgFeatureStore(REPORTING_STORE, {
  tables: SETTLEMENT_LEDGER_PG_TABLES,
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
    aggregations: (q) =>
      db.rows<TotalsRow>(LEDGER_PG_READS.totals, [
        q.entityId,
        q.from,
        q.to,
        q.after?.[0] ?? '',
        q.after?.[1] ?? '',
        q.currency,
        q.limit,
      ]),
    aggregation: (entityId, id) => db.one<TotalsRow>(LEDGER_PG_READS.totalsById, [id, entityId]),
    records: (q) => {
      const first = FIRST[direction(q.descending)];
      return db.rows<RecordRow>(LEDGER_PG_READS[direction(q.descending)].records, [
        q.entityId,
        q.date,
        q.currency,
        q.after?.createdAt ?? first,
        q.after?.seq ?? first,
        q.limit,
      ]);
    },
    async recordKeyAt(q, offset): Promise<RecordKey | undefined> {
      const first = FIRST[direction(q.descending)];
      const row = await db.one<{ created_at: number; payment_seq: number }>(
        LEDGER_PG_READS[direction(q.descending)].keyAt,
        [q.entityId, q.date, q.currency, q.after?.createdAt ?? first, q.after?.seq ?? first, offset],
      );
      return row && { createdAt: row.created_at, seq: row.payment_seq };
    },
  }),
  writes: () => ({}),
});
