// The settlement ledger on PostgreSQL (./settlement-ledger.ts is SQLite's, and has the rule's
// parts both share): the same tables and the same update, run in the transaction of the write
// that stored or changed the payments. Several sandbox processes may write at once: each payment's
// row is locked before its record is worked out again, and the totals change by one atomic upsert.
import type { Sql } from '../store/pg/pg-db';
import {
  type LedgerPaymentRow,
  type LedgerRecord,
  ledgerRecordOf,
  placeOf,
  type RecordPlace,
  type ReversalRow,
  reversedThatDay,
  SETTLED_WRITES,
  sameRecord,
  type Touched,
  totalsChange,
} from './settlement-ledger';

/** The ledger's tables on PostgreSQL; days and currencies compare byte by byte, as on SQLite. */
export const SETTLEMENT_LEDGER_PG_TABLES = `CREATE TABLE settlement_records (
     entity_id       TEXT NOT NULL,
     settlement_date TEXT COLLATE "C" NOT NULL,
     currency        TEXT COLLATE "C" NOT NULL,
     created_at      BIGINT NOT NULL,
     payment_seq     BIGINT NOT NULL,
     payment_id      TEXT NOT NULL,
     amount_cents    BIGINT NOT NULL,
     fee_cents       BIGINT NOT NULL,
     PRIMARY KEY (entity_id, settlement_date, currency, created_at, payment_seq)
   );
   CREATE TABLE settlement_totals (
     id              TEXT PRIMARY KEY,
     entity_id       TEXT NOT NULL,
     settlement_date TEXT COLLATE "C" NOT NULL,
     currency        TEXT COLLATE "C" NOT NULL,
     record_count    BIGINT NOT NULL,
     amount_cents    BIGINT NOT NULL,
     fee_cents       BIGINT NOT NULL,
     revision        BIGINT NOT NULL
   );
   CREATE UNIQUE INDEX settlement_totals_by_day ON settlement_totals (entity_id, settlement_date, currency);`;

/** A member of the stored answer as text when it is a JSON string, else NULL (as SQLite's reads compare). */
const text = (member: string) =>
  `CASE WHEN json_typeof(j -> '${member}') = 'string' THEN j ->> '${member}' END`;

// Locked: another process's update of this payment's record waits for this one.
const PAYMENT = `SELECT p.id, p.entity_id, p.created_at, p.seq, ${text('paymentType')} AS payment_type,
       j -> 'result' ->> 'code' AS result_code, ${text('amount')} AS amount,
       ${text('currency')} AS currency, ${text('referencedId')} AS referenced_id
  FROM payments p CROSS JOIN LATERAL (SELECT p.response::json AS j) answer
  WHERE p.id = $1 FOR NO KEY UPDATE OF p`;

const REVERSALS = `SELECT p.entity_id, p.created_at, p.response::json -> 'result' ->> 'code' AS result_code
  FROM back_office_operations o JOIN payments p ON p.id = o.id
  WHERE o.referenced_id = $1 AND o.payment_type = 'RV'`;

const CHANGE_TOTALS = `INSERT INTO settlement_totals
    (id, entity_id, settlement_date, currency, record_count, amount_cents, fee_cents, revision)
  VALUES ($1, $2, $3, $4, $5, $6, $7, 1)
  ON CONFLICT (id) DO UPDATE SET record_count = settlement_totals.record_count + excluded.record_count,
    amount_cents = settlement_totals.amount_cents + excluded.amount_cents,
    fee_cents = settlement_totals.fee_cents + excluded.fee_cents, revision = settlement_totals.revision + 1`;

async function changeTotals(sql: Sql, record: LedgerRecord, sign: 1 | -1): Promise<void> {
  const c = totalsChange(record, sign);
  await sql.run(CHANGE_TOTALS, [
    c.id,
    c.entity_id,
    c.settlement_date,
    c.currency,
    c.record_count,
    c.amount_cents,
    c.fee_cents,
  ]);
}

// A payment's record is found by its place (./settlement-ledger.ts, placeOf).
const PLACE = `entity_id = $1 AND settlement_date = $2 AND currency = $3 AND created_at = $4 AND payment_seq = $5`;
const at = (p: RecordPlace) => [p.entity_id, p.settlement_date, p.currency, p.created_at, p.payment_seq];

async function settleOne(sql: Sql, payment: LedgerPaymentRow, stored: boolean): Promise<void> {
  let next = ledgerRecordOf(payment);
  if (next && !stored && reversedThatDay(payment, await sql.rows<ReversalRow>(REVERSALS, [payment.id])))
    next = undefined;
  const place = stored ? undefined : placeOf(payment);
  const previous =
    place && (await sql.one<LedgerRecord>(`SELECT * FROM settlement_records WHERE ${PLACE}`, at(place)));
  if (sameRecord(previous, next)) return;
  if (previous) {
    await sql.run(`DELETE FROM settlement_records WHERE ${PLACE}`, at(previous));
    await changeTotals(sql, previous, -1);
  }
  if (next) {
    await sql.run(
      `INSERT INTO settlement_records
         (entity_id, settlement_date, currency, created_at, payment_seq, payment_id, amount_cents, fee_cents)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        next.entity_id,
        next.settlement_date,
        next.currency,
        next.created_at,
        next.payment_seq,
        next.payment_id,
        next.amount_cents,
        next.fee_cents,
      ],
    );
    await changeTotals(sql, next, 1);
  }
}

/** In the write's transaction: the ledger in line with these payments, and what a reversal among them reverses. */
export async function settlePaymentsPg(sql: Sql, touched: readonly Touched[]): Promise<void> {
  for (const { id, stored } of touched) {
    const payment = await sql.one<LedgerPaymentRow>(PAYMENT, [id]);
    if (!payment) continue;
    await settleOne(sql, payment, stored);
    if (payment.payment_type === 'RV' && typeof payment.referenced_id === 'string') {
      const reversed = await sql.one<LedgerPaymentRow>(PAYMENT, [payment.referenced_id]);
      if (reversed?.entity_id === payment.entity_id) await settleOne(sql, reversed, false);
    }
  }
}

/** What a store on PostgreSQL runs in a write's transaction, after it (its arguments and result). */
export type PgAlongsideWrite = (sql: Sql, args: unknown[], result: unknown) => Promise<void>;

/**
 * The ledger's update after each write of SETTLED_WRITES, joined to what already goes along with
 * those writes (the webhook outbox): the store on PostgreSQL runs them in the write's transaction.
 */
export function withSettlementLedgerPg(
  alongside: ReadonlyMap<string, PgAlongsideWrite> = new Map(),
): Map<string, PgAlongsideWrite> {
  const joined = new Map(alongside);
  for (const [name, touched] of Object.entries(SETTLED_WRITES)) {
    const before = alongside.get(name);
    joined.set(name, async (sql, args, result) => {
      await settlePaymentsPg(sql, touched(args, result));
      await before?.(sql, args, result);
    });
  }
  return joined;
}
