// The settlement data of a period for one entity, read from the settlement ledger the payments'
// writes keep (./settlement-ledger.ts): its aggregations (days settled from date.from to date.to,
// up to today), and an aggregation's settled transactions in pages, each page a bounded read, so
// no report holds the gateway however many payments the merchant has.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { SandboxContext } from '../context';
import { toPayment } from '../store/core-rows';
import type { PaymentRecord } from '../store/store';
import type { RecordKey, RecordRow, TotalsRow } from './reporting-store';
import {
  chargebackReference,
  dayOf,
  factsOf,
  type SettledTransaction,
  settledTransaction,
  settlementOf,
} from './settlement';

/** An aggregation: its day, currency and totals (the ledger's), without its transactions. */
export interface AggregationSummary {
  /** 32 lowercase hex characters (./aggregations.ts). */
  id: string;
  settlementDate: string;
  currency: string;
  recordCount: number;
  /** Σ of the signed amounts (POS adds, NEG takes away), and of the fees, in cents. */
  amountCents: number;
  feeCents: number;
  /** The clearing institute the first record names, if it names one. */
  clearingInstitute: string | undefined;
  /** Grows with every change of its records (./page-cursors.ts). */
  revision: number;
}

const summaryOf = (row: TotalsRow): AggregationSummary => ({
  id: row.id,
  settlementDate: row.settlement_date,
  currency: row.currency,
  recordCount: row.record_count,
  amountCents: row.amount_cents,
  feeCents: row.fee_cents,
  clearingInstitute: row.clearing_institute ?? undefined,
  revision: row.revision,
});

/** Aggregations per read: each a few microseconds of work. */
export const AGGREGATIONS_PER_READ = 200;
/**
 * Records per read: reading, settling and rendering one takes 50 to 100 µs, so a read's work keeps
 * the event loop some milliseconds at most (docs/benchmarks.md, "Heavy requests").
 */
export const RECORDS_PER_READ = 50;

/** The days of [from, to] that have settled by now: up to today. */
const settledPart = (from: string, to: string, now: Date): { from: string; to: string } | undefined => {
  const today = dayOf(now);
  const last = to < today ? to : today;
  return last < from ? undefined : { from, to: last };
};

/**
 * The entity's aggregations of the period by day, then currency (only `currency`'s when given), a
 * read of AGGREGATIONS_PER_READ at a time.
 */
export async function* aggregationPages(
  ctx: SandboxContext,
  entityId: string,
  period: { from: string; to: string; now: Date; currency?: string },
): AsyncGenerator<AggregationSummary[]> {
  const days = settledPart(period.from, period.to, period.now);
  if (!days) return;
  let after: readonly [string, string] | null = null;
  for (;;) {
    const rows = await ctx.store.reporting.aggregations({
      entityId,
      ...days,
      currency: period.currency ?? null,
      after,
      limit: AGGREGATIONS_PER_READ,
    });
    if (rows.length > 0) yield rows.map(summaryOf);
    const last = rows.at(-1);
    if (!last || rows.length < AGGREGATIONS_PER_READ) return;
    after = [last.settlement_date, last.currency];
  }
}

/** One aggregation of the entity, when its day is in the period and has settled. */
export async function findAggregation(
  ctx: SandboxContext,
  entityId: string,
  id: string,
  period: { from: string; to: string; now: Date },
): Promise<AggregationSummary | undefined> {
  const days = settledPart(period.from, period.to, period.now);
  if (!days) return undefined;
  const row = await ctx.store.reporting.aggregation(entityId, id);
  if (!row || row.settlement_date < days.from || row.settlement_date > days.to) return undefined;
  return summaryOf(row);
}

/** sortOrder DESC (either case): newest first; else in the order the transactions were made. */
export const isDescending = (sortOrder: string | undefined): boolean => sortOrder?.toUpperCase() === 'DESC';

/** A settled payment of the ledger as a report lists it; its chargeback looked up for a reversal. */
async function transactionOf(
  ctx: SandboxContext,
  entityId: string,
  row: RecordRow,
): Promise<SettledTransaction | undefined> {
  const payment = toPayment(row);
  const settlement = settlementOf(factsOf(payment.response));
  if (!settlement) return undefined;
  const reference = chargebackReference(payment);
  let chargeback: PaymentRecord | undefined;
  if (reference !== undefined) {
    const found = await ctx.store.payment(reference);
    chargeback = found?.entityId === entityId ? found : undefined;
  }
  return settledTransaction(payment, settlement, chargeback);
}

/** Index entries counted in one read when a record is found by its position: about a millisecond. */
export const COUNTED_PER_READ = 20_000;

/**
 * The key of the record just before `position` (from 0) in the order asked: where a page starting
 * there reads after; null for the first, undefined past the last. Counted in the ledger's index,
 * `perRead` entries a read with the event loop free between reads: no payment is read.
 */
export async function keyBefore(
  ctx: SandboxContext,
  entityId: string,
  aggregation: Pick<AggregationSummary, 'settlementDate' | 'currency'>,
  descending: boolean,
  position: number,
  perRead = COUNTED_PER_READ,
): Promise<RecordKey | null | undefined> {
  const where = { entityId, date: aggregation.settlementDate, currency: aggregation.currency, descending };
  let after: RecordKey | null = null;
  for (let left = position; left > 0; left -= perRead) {
    const step = Math.min(left, perRead);
    const key = await ctx.store.reporting.recordKeyAt({ ...where, after }, step - 1);
    if (!key) return undefined;
    after = key;
    if (left > step) await nextTurn();
  }
  return after;
}

export interface TransactionPage {
  transactions: SettledTransaction[];
  /** The key of the last record read: where the next page starts. */
  last: RecordKey | undefined;
}

/**
 * The aggregation's settled transactions in the order asked, from after `after` (the start when
 * null), at most `count` (all when undefined), RECORDS_PER_READ a read.
 */
export async function* transactionPages(
  ctx: SandboxContext,
  entityId: string,
  aggregation: Pick<AggregationSummary, 'settlementDate' | 'currency'>,
  options: { descending: boolean; after?: RecordKey | null; count?: number },
): AsyncGenerator<TransactionPage> {
  let after = options.after ?? null;
  let left = options.count ?? Number.POSITIVE_INFINITY;
  while (left > 0) {
    const limit = Math.min(RECORDS_PER_READ, left);
    const rows = await ctx.store.reporting.records({
      entityId,
      date: aggregation.settlementDate,
      currency: aggregation.currency,
      descending: options.descending,
      after,
      limit,
    });
    const last = rows.at(-1);
    if (!last) return;
    after = { createdAt: last.key_at, seq: last.key_seq };
    left -= rows.length;
    const transactions: SettledTransaction[] = [];
    for (const row of rows) {
      const tx = await transactionOf(ctx, entityId, row);
      if (tx) transactions.push(tx);
    }
    yield { transactions, last: after };
    if (rows.length < limit) return;
  }
}
