// The settlement ledger: what each payment adds to its merchant's settlement, kept by the writes
// that store or change payments, in their transaction (docs/decisions.md, "settlement ledger").
// `settlement_records` holds one row per settled payment, in the order of the detail reports;
// `settlement_totals` one per entity, settlement day and currency: the aggregation, its count and
// sums, and a revision that grows with every change (the paged report's cursors check it). Reports
// then read a day's records in pages and a period's aggregations at once, however many payments
// the merchant has. The rule is settlement.ts's; the reports computed from the payments themselves
// (settlement-from-scratch.ts) are what the ledger is held to.
import type { Database } from 'better-sqlite3';
import type { WriteFn, WriteTable } from '../store/write-table';
import { aggregationId } from './aggregations';
import { addDays, dayOf, reverses, settlementOf } from './settlement';

/**
 * The ledger's tables (./settlement-ledger-pg.ts has PostgreSQL's). A record's key is its
 * aggregation and its place in the reports' order: the payment's time and seq (its rowid, which
 * the sandbox never changes: it runs no VACUUM, and SQLite's keeps rowids in practice though its
 * documentation does not promise it). No index on payment_id: a random key would add a page to
 * every payment's commit; a record is found by its place (placeOf).
 */
export const SETTLEMENT_LEDGER_TABLES = `CREATE TABLE settlement_records (
     entity_id       TEXT NOT NULL,
     settlement_date TEXT NOT NULL,
     currency        TEXT NOT NULL,
     created_at      INTEGER NOT NULL,
     payment_seq     INTEGER NOT NULL,
     payment_id      TEXT NOT NULL,
     amount_cents    INTEGER NOT NULL,
     fee_cents       INTEGER NOT NULL,
     PRIMARY KEY (entity_id, settlement_date, currency, created_at, payment_seq)
   ) WITHOUT ROWID;
   CREATE TABLE settlement_totals (
     id              TEXT PRIMARY KEY,
     entity_id       TEXT NOT NULL,
     settlement_date TEXT NOT NULL,
     currency        TEXT NOT NULL,
     record_count    INTEGER NOT NULL,
     amount_cents    INTEGER NOT NULL,
     fee_cents       INTEGER NOT NULL,
     revision        INTEGER NOT NULL
   );
   CREATE UNIQUE INDEX settlement_totals_by_day ON settlement_totals (entity_id, settlement_date, currency);`;

/** A payment as the ledger reads it: its place in the order of reports and the members the rule reads. */
export interface LedgerPaymentRow {
  id: string;
  entity_id: string;
  created_at: number;
  /** The order among payments of one millisecond: SQLite's rowid, PostgreSQL's seq. */
  seq: number;
  payment_type: unknown;
  result_code: unknown;
  amount: unknown;
  currency: unknown;
  referenced_id: unknown;
}

/** A reversal of a payment, as the ledger reads it. */
export interface ReversalRow {
  entity_id: string;
  created_at: number;
  result_code: unknown;
}

/** One row of `settlement_records`: the amount signed (POS adds, NEG takes away). */
export interface LedgerRecord {
  entity_id: string;
  settlement_date: string;
  currency: string;
  created_at: number;
  payment_seq: number;
  payment_id: string;
  amount_cents: number;
  fee_cents: number;
}

/** What a payment settles in the ledger by its own answer (the day's reversals aside), or undefined. */
export function ledgerRecordOf(row: LedgerPaymentRow): LedgerRecord | undefined {
  const settlement = settlementOf({
    paymentType: row.payment_type,
    resultCode: row.result_code,
    amount: row.amount,
    currency: row.currency,
  });
  if (!settlement || typeof settlement.currency !== 'string') return undefined;
  return {
    entity_id: row.entity_id,
    settlement_date: addDays(dayOf(new Date(row.created_at)), 1),
    currency: settlement.currency,
    created_at: row.created_at,
    payment_seq: row.seq,
    payment_id: row.id,
    amount_cents: settlement.cashflow === 'POS' ? settlement.amountCents : -settlement.amountCents,
    fee_cents: settlement.feeCents,
  };
}

/** Where a payment's record is, if it has one: the ledger's key, from the payment's row. */
export type RecordPlace = Pick<
  LedgerRecord,
  'entity_id' | 'settlement_date' | 'currency' | 'created_at' | 'payment_seq'
>;

/**
 * The place of a payment's record: its settlement day (from its time), its currency, its time and
 * seq, none of which a later write of the payment changes (a completion changes its result only);
 * undefined when its answer names no currency (it has no record).
 */
export function placeOf(payment: LedgerPaymentRow): RecordPlace | undefined {
  if (typeof payment.currency !== 'string') return undefined;
  return {
    entity_id: payment.entity_id,
    settlement_date: addDays(dayOf(new Date(payment.created_at)), 1),
    currency: payment.currency,
    created_at: payment.created_at,
    payment_seq: payment.seq,
  };
}

/** Whether one of these reversals of the payment took it back on the day it was made. */
export const reversedThatDay = (payment: LedgerPaymentRow, reversals: readonly ReversalRow[]): boolean => {
  const day = dayOf(new Date(payment.created_at));
  return reversals.some(
    (r) =>
      r.entity_id === payment.entity_id &&
      reverses('RV', r.result_code) &&
      dayOf(new Date(r.created_at)) === day,
  );
};

export const sameRecord = (a: LedgerRecord | undefined, b: LedgerRecord | undefined): boolean =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.settlement_date === b.settlement_date &&
    a.currency === b.currency &&
    a.created_at === b.created_at &&
    a.payment_seq === b.payment_seq &&
    a.amount_cents === b.amount_cents &&
    a.fee_cents === b.fee_cents);

// The aggregations written to lately: nearly every payment is the day's, in one of a few currencies,
// so the id (a hash) is made once for many payments.
const recentIds = new Map<string, string>();
const idOf = (entityId: string, date: string, currency: string): string => {
  const key = `${entityId} ${date} ${currency}`;
  let id = recentIds.get(key);
  if (id === undefined) {
    id = aggregationId(entityId, date, currency);
    if (recentIds.size >= 1024) recentIds.clear();
    recentIds.set(key, id);
  }
  return id;
};

/** A change of an aggregation's totals: a record added (1) or taken away (-1). */
export const totalsChange = (record: LedgerRecord, sign: 1 | -1) => ({
  id: idOf(record.entity_id, record.settlement_date, record.currency),
  entity_id: record.entity_id,
  settlement_date: record.settlement_date,
  currency: record.currency,
  record_count: sign,
  amount_cents: sign * record.amount_cents,
  fee_cents: sign * record.fee_cents,
});

/**
 * A payment a write touched. `stored`: the write stored it just now, so it has no record yet and
 * nothing reverses it yet (a reversal refers to a payment stored before it).
 */
export interface Touched {
  id: string;
  stored: boolean;
}

/**
 * The writes that store a payment or change its answer, and the payments each one touched, from
 * its arguments and result: a payment stored (server, widget, scheduled, under the duplicate
 * check), a pending one's end, a back-office operation. A reversal touches the payment it
 * reverses too (the ledger follows `referencedId`).
 */
export const SETTLED_WRITES: Readonly<Record<string, (args: unknown[], result: unknown) => Touched[]>> = {
  'core.insertPayment': ([row], stored) =>
    stored === true ? [{ id: (row as { id: string }).id, stored: true }] : [],
  'core.completePayment': ([id], outcome) =>
    outcome === 'completed' ? [{ id: id as string, stored: false }] : [],
  'duplicates.insertPaymentOnce': ([row], outcome) =>
    outcome === 'stored' ? [{ id: (row as { id: string }).id, stored: true }] : [],
  'backOffice.record': ([operation], outcome) =>
    (outcome as { stored: boolean }).stored
      ? [{ id: (operation as { payment: { id: string } }).payment.id, stored: true }]
      : [],
};

// The members the rule reads, from the stored answer.
const PAYMENT_COLUMNS = `p.id, p.entity_id, p.created_at, p.rowid AS seq,
       json_extract(p.response, '$.paymentType') AS payment_type,
       json_extract(p.response, '$.result.code') AS result_code,
       json_extract(p.response, '$.amount') AS amount,
       json_extract(p.response, '$.currency') AS currency,
       json_extract(p.response, '$.referencedId') AS referenced_id`;

/**
 * On the writer's connection: brings the ledger in line with these payments as stored now, and
 * with the payments a reversal among them takes back. Each payment's record is worked out again
 * from its row, so running it again changes nothing; a payment stored just now is only added.
 */
export function settlementLedger(db: Database): (touched: readonly Touched[]) => void {
  const paymentById = db.prepare<[string], LedgerPaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM payments p WHERE p.id = ?`,
  );
  // Reversals are back-office operations: linked to the payment they reverse (../backoffice/schema.ts).
  const reversalsOf = db.prepare<[string], ReversalRow>(
    `SELECT p.entity_id, p.created_at, json_extract(p.response, '$.result.code') AS result_code
     FROM back_office_operations o JOIN payments p ON p.id = o.id
     WHERE o.referenced_id = ? AND o.payment_type = 'RV'`,
  );
  // A payment's record is found by its place: its day, currency, time and seq never change.
  const PLACE = `entity_id = @entity_id AND settlement_date = @settlement_date AND currency = @currency
     AND created_at = @created_at AND payment_seq = @payment_seq`;
  const recordOf = db.prepare<[RecordPlace], LedgerRecord>(`SELECT * FROM settlement_records WHERE ${PLACE}`);
  const removeRecord = db.prepare<[RecordPlace]>(`DELETE FROM settlement_records WHERE ${PLACE}`);
  const addRecord = db.prepare(
    `INSERT INTO settlement_records
       (entity_id, settlement_date, currency, created_at, payment_seq, payment_id, amount_cents, fee_cents)
     VALUES (@entity_id, @settlement_date, @currency, @created_at, @payment_seq, @payment_id, @amount_cents, @fee_cents)`,
  );
  const changeTotals = db.prepare(
    `INSERT INTO settlement_totals
       (id, entity_id, settlement_date, currency, record_count, amount_cents, fee_cents, revision)
     VALUES (@id, @entity_id, @settlement_date, @currency, @record_count, @amount_cents, @fee_cents, 1)
     ON CONFLICT (id) DO UPDATE SET record_count = record_count + excluded.record_count,
       amount_cents = amount_cents + excluded.amount_cents, fee_cents = fee_cents + excluded.fee_cents,
       revision = revision + 1`,
  );

  const settleOne = (payment: LedgerPaymentRow, stored: boolean): void => {
    let next = ledgerRecordOf(payment);
    if (next && !stored && reversedThatDay(payment, reversalsOf.all(payment.id))) next = undefined;
    const place = stored ? undefined : placeOf(payment);
    const previous = place && recordOf.get(place);
    if (sameRecord(previous, next)) return;
    if (previous) {
      removeRecord.run(previous);
      changeTotals.run(totalsChange(previous, -1));
    }
    if (next) {
      addRecord.run(next);
      changeTotals.run(totalsChange(next, 1));
    }
  };

  return (touched) => {
    for (const { id, stored } of touched) {
      const payment = paymentById.get(id);
      if (!payment) continue;
      settleOne(payment, stored);
      if (payment.payment_type === 'RV' && typeof payment.referenced_id === 'string') {
        const reversed = paymentById.get(payment.referenced_id);
        if (reversed?.entity_id === payment.entity_id) settleOne(reversed, false);
      }
    }
  };
}

/** The write table with each write of SETTLED_WRITES followed by the ledger's update, in its transaction. */
export function withSettlementLedger(db: Database, table: WriteTable): WriteTable {
  const settle = settlementLedger(db);
  const wrapped = new Map(table);
  for (const [name, touched] of Object.entries(SETTLED_WRITES)) {
    const write = table.get(name);
    if (!write) throw new Error(`the settlement ledger follows a write that does not exist: ${name}`);
    const withLedger: WriteFn = (...args) => {
      const result = write(...args);
      settle(touched(args, result));
      return result;
    };
    wrapped.set(name, withLedger);
  }
  return wrapped;
}

const FILL_BATCH = 5000;

/**
 * Makes the ledger again from every stored payment (the migration that adds it, on a database
 * that has payments already): the payments in batches by rowid, the day's reversals first.
 */
export function fillSettlementLedger(db: Database): void {
  db.exec('DELETE FROM settlement_records; DELETE FROM settlement_totals;');
  const reversed = new Set<string>();
  const reversals = db
    .prepare<[], ReversalRow & { referenced_id: string }>(
      `SELECT o.referenced_id, p.entity_id, p.created_at, json_extract(p.response, '$.result.code') AS result_code
       FROM back_office_operations o JOIN payments p ON p.id = o.id WHERE o.payment_type = 'RV'`,
    )
    .all();
  for (const r of reversals)
    if (reverses('RV', r.result_code))
      reversed.add(`${r.referenced_id} ${r.entity_id} ${dayOf(new Date(r.created_at))}`);
  const batch = db.prepare<[number], LedgerPaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM payments p WHERE p.rowid > ? ORDER BY p.rowid LIMIT ${FILL_BATCH}`,
  );
  const addRecord = db.prepare(
    `INSERT INTO settlement_records
       (entity_id, settlement_date, currency, created_at, payment_seq, payment_id, amount_cents, fee_cents)
     VALUES (@entity_id, @settlement_date, @currency, @created_at, @payment_seq, @payment_id, @amount_cents, @fee_cents)`,
  );
  const totals = new Map<string, ReturnType<typeof totalsChange>>();
  for (let after = -1; ; ) {
    const rows = batch.all(after);
    if (rows.length === 0) break;
    for (const row of rows) {
      after = row.seq;
      const record = ledgerRecordOf(row);
      if (!record || reversed.has(`${row.id} ${row.entity_id} ${dayOf(new Date(row.created_at))}`)) continue;
      addRecord.run(record);
      const change = totalsChange(record, 1);
      const sum = totals.get(change.id);
      if (!sum) totals.set(change.id, change);
      else {
        sum.record_count += 1;
        sum.amount_cents += change.amount_cents;
        sum.fee_cents += change.fee_cents;
      }
    }
  }
  const addTotals = db.prepare(
    `INSERT INTO settlement_totals
       (id, entity_id, settlement_date, currency, record_count, amount_cents, fee_cents, revision)
     VALUES (@id, @entity_id, @settlement_date, @currency, @record_count, @amount_cents, @fee_cents, 1)`,
  );
  for (const sum of totals.values()) addTotals.run(sum);
}

/** The migration step: the tables, filled from the payments already stored. */
export function addSettlementLedger(db: Database): void {
  db.exec(SETTLEMENT_LEDGER_TABLES);
  fillSettlementLedger(db);
}
