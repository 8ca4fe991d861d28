import type { Database } from 'better-sqlite3';
import { type PaymentRow, toPayment } from '../store/core-rows';
import { featureStore } from '../store/feature-store';
import type { PaymentRecord } from '../store/store';

// The settlement reports' reads (../reporting/routes.ts), on the request thread's connection: the
// settlement ledger the payments' writes keep (./settlement-ledger.ts), each read bounded (a page
// of aggregations, a page of a day's records), and the payments table itself (every payment,
// capture, refund, reversal and chargeback is a row there, whose answer's paymentType says what it
// is), by entity and time (index payments_by_entity_time, migrations 4 and 5).

/** An aggregation as the ledger keeps it, with the clearing institute of its first record. */
export interface TotalsRow {
  id: string;
  settlement_date: string;
  currency: string;
  record_count: number;
  amount_cents: number;
  fee_cents: number;
  revision: number;
  clearing_institute: string | null;
}

/** Where a page of records starts: after this record, in the order read. */
export interface RecordKey {
  createdAt: number;
  seq: number;
}

/** A settled payment in the ledger's order, with its key. */
export interface RecordRow extends PaymentRow {
  key_at: number;
  key_seq: number;
}

/** The aggregations of an entity in a period, by day then currency, after `after` (`yyyy-MM-dd CUR`). */
export interface TotalsQuery {
  entityId: string;
  from: string;
  to: string;
  currency: string | null;
  /** The last aggregation of the page before: its day and currency. */
  after: readonly [date: string, currency: string] | null;
  limit: number;
}

/** A page of one aggregation's records. */
export interface RecordsQuery {
  entityId: string;
  date: string;
  currency: string;
  descending: boolean;
  after: RecordKey | null;
  limit: number;
}

// The first record's clearing institute (the aggregation's, ./report-answer.ts).
const TOTALS_COLUMNS = `t.id, t.settlement_date, t.currency, t.record_count, t.amount_cents, t.fee_cents, t.revision,
  (SELECT json_extract(p.response, '$.resultDetails.clearingInstituteName')
   FROM settlement_records r JOIN payments p ON p.id = r.payment_id
   WHERE r.entity_id = t.entity_id AND r.settlement_date = t.settlement_date AND r.currency = t.currency
   ORDER BY r.created_at, r.payment_seq LIMIT 1) AS clearing_institute`;

/** A record's key and its payment's columns, in both dialects (./reporting-store-pg.ts). */
export const RECORD_COLUMNS = `r.created_at AS key_at, r.payment_seq AS key_seq,
  p.id, p.entity_id, p.checkout_id, p.response, p.created_at, p.pending_until`;
const ONE_AGGREGATION = 'r.entity_id = @entityId AND r.settlement_date = @date AND r.currency = @currency';

/** Before every key and after every key: the first page's cursor. */
export const FIRST = { ascending: Number.MIN_SAFE_INTEGER, descending: Number.MAX_SAFE_INTEGER };

/** The ledger's statements (exported for the tests of their plans). */
export const LEDGER_READS = {
  totals: `SELECT ${TOTALS_COLUMNS} FROM settlement_totals t
     WHERE t.entity_id = @entityId AND t.settlement_date >= @from AND t.settlement_date <= @to
       AND (t.settlement_date, t.currency) > (@afterDate, @afterCurrency)
       AND t.record_count > 0 AND (@currency IS NULL OR t.currency = @currency)
     ORDER BY t.settlement_date, t.currency LIMIT @limit`,
  totalsById: `SELECT ${TOTALS_COLUMNS} FROM settlement_totals t WHERE t.id = ? AND t.entity_id = ? AND t.record_count > 0`,
  records: {
    ascending: `SELECT ${RECORD_COLUMNS} FROM settlement_records r JOIN payments p ON p.id = r.payment_id
       WHERE ${ONE_AGGREGATION} AND (r.created_at, r.payment_seq) > (@at, @seq)
       ORDER BY r.created_at, r.payment_seq LIMIT @limit`,
    descending: `SELECT ${RECORD_COLUMNS} FROM settlement_records r JOIN payments p ON p.id = r.payment_id
       WHERE ${ONE_AGGREGATION} AND (r.created_at, r.payment_seq) < (@at, @seq)
       ORDER BY r.created_at DESC, r.payment_seq DESC LIMIT @limit`,
  },
  // The key of the record at a position after a key: the ledger's own rows, no payment read.
  keyAt: {
    ascending: `SELECT r.created_at, r.payment_seq FROM settlement_records r
       WHERE ${ONE_AGGREGATION} AND (r.created_at, r.payment_seq) > (@at, @seq)
       ORDER BY r.created_at, r.payment_seq LIMIT 1 OFFSET @offset`,
    descending: `SELECT r.created_at, r.payment_seq FROM settlement_records r
       WHERE ${ONE_AGGREGATION} AND (r.created_at, r.payment_seq) < (@at, @seq)
       ORDER BY r.created_at DESC, r.payment_seq DESC LIMIT 1 OFFSET @offset`,
  },
};

type Key = { created_at: number; payment_seq: number };

export function reportingReads(db: Database) {
  const between = db.prepare<[string, number, number], PaymentRow>(
    `SELECT * FROM payments WHERE entity_id = ? AND created_at >= ? AND created_at < ?
     ORDER BY created_at, rowid`,
  );
  const totalsPage = db.prepare<Record<string, string | number | null>, TotalsRow>(LEDGER_READS.totals);
  const totalsById = db.prepare<[string, string], TotalsRow>(LEDGER_READS.totalsById);
  const records = {
    ascending: db.prepare<Record<string, string | number>, RecordRow>(LEDGER_READS.records.ascending),
    descending: db.prepare<Record<string, string | number>, RecordRow>(LEDGER_READS.records.descending),
  };
  const keys = {
    ascending: db.prepare<Record<string, string | number>, Key>(LEDGER_READS.keyAt.ascending),
    descending: db.prepare<Record<string, string | number>, Key>(LEDGER_READS.keyAt.descending),
  };
  const direction = (descending: boolean) => (descending ? 'descending' : 'ascending');
  return {
    /** The entity's payments created in [from, to), oldest first (the reports' reference: ./settlement-from-scratch.ts). */
    paymentsCreatedBetween: (entityId: string, from: Date, to: Date): PaymentRecord[] =>
      between.all(entityId, from.getTime(), to.getTime()).map(toPayment),
    /** A page of an entity's aggregations of a period (days `yyyy-MM-dd`, both included). */
    aggregations: (q: TotalsQuery): TotalsRow[] =>
      totalsPage.all({
        entityId: q.entityId,
        from: q.from,
        to: q.to,
        currency: q.currency,
        afterDate: q.after?.[0] ?? '',
        afterCurrency: q.after?.[1] ?? '',
        limit: q.limit,
      }),
    /** One aggregation of the entity by its id; undefined when it has none (or no records). */
    aggregation: (entityId: string, id: string): TotalsRow | undefined => totalsById.get(id, entityId),
    /** A page of an aggregation's records in the reports' order (payments by time, then as inserted). */
    records: (q: RecordsQuery): RecordRow[] =>
      records[direction(q.descending)].all({
        entityId: q.entityId,
        date: q.date,
        currency: q.currency,
        at: q.after?.createdAt ?? FIRST[direction(q.descending)],
        seq: q.after?.seq ?? FIRST[direction(q.descending)],
        limit: q.limit,
      }),
    /** The key of the aggregation's record `offset` places after `after` (from 0; from the first when null); undefined past the last. */
    recordKeyAt(q: Omit<RecordsQuery, 'limit'>, offset: number): RecordKey | undefined {
      const row = keys[direction(q.descending)].get({
        entityId: q.entityId,
        date: q.date,
        currency: q.currency,
        at: q.after?.createdAt ?? FIRST[direction(q.descending)],
        seq: q.after?.seq ?? FIRST[direction(q.descending)],
        offset,
      });
      return row && { createdAt: row.created_at, seq: row.payment_seq };
    },
  };
}

export type ReportingStore = ReturnType<typeof reportingReads>;

/**
 * Settlement reporting's reads in the sandbox's store; its ledger is written with the payments.
 * The ledger's reads skip the read barrier: a report is of days gone by, and a payment whose
 * answer a client has is committed already; a report's reads, 50 records each, need not each
 * wait for the writer's batch under way.
 */
export const REPORTING_STORE = featureStore({
  reads: reportingReads,
  writes: () => ({}),
  withoutBarrier: { aggregations: true, aggregation: true, records: true, recordKeyAt: true },
});
