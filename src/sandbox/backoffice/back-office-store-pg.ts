import type { Sql } from '../store/pg/pg-db';
import { pgFeatureStore } from '../store/pg/pg-feature-store';
import {
  BACK_OFFICE_STORE,
  type FollowUpRow,
  type ReferenceRow,
  type ReferenceState,
  toReferenceState,
  verdictOf,
} from './back-office-store';

// Back-office operations on PostgreSQL (./back-office-store.ts and ./schema.ts are the SQLite
// ones). Several sandbox processes may record operations on one payment at once: each `record`
// locks the payment referred to before reading the operations already made on it, so the checks
// of the workflow (./workflow.ts) and the insert are one step for every process, as they are on
// SQLite's single writer. Each statement of a READ COMMITTED transaction sees what was committed
// before it started: once the lock is held, the operations read include every one stored by
// whoever held it before.

/**
 * The reference as the workflow reads it. `lock`: FOR NO KEY UPDATE, which excludes the other
 * operations' transactions (and a pending payment's completion) on this payment, but not the
 * inserts of rows that merely refer to it (their foreign-key checks take KEY SHARE).
 */
const referenceSql = (lock: boolean) =>
  `SELECT id, entity_id, pending_until,
          response::json ->> 'paymentType' AS payment_type,
          response::json -> 'result' ->> 'code' AS result_code,
          response::json ->> 'amount' AS amount,
          response::json ->> 'currency' AS currency,
          response::json ->> 'numberOfCaptures' AS number_of_captures
   FROM payments WHERE id = $1${lock ? ' FOR NO KEY UPDATE' : ''}`;

const FOLLOW_UPS = `SELECT o.payment_type, o.amount_cents, o.final,
          EXISTS (SELECT 1 FROM back_office_operations r
                  WHERE r.referenced_id = o.id AND r.payment_type IN ('RV', 'CR'))::int AS reversed
   FROM back_office_operations o WHERE o.referenced_id = $1 ORDER BY o.created_at, o.seq`;

async function stateOf(sql: Sql, id: string, lock: boolean): Promise<ReferenceState | undefined> {
  const row = await sql.one<ReferenceRow>(referenceSql(lock), [id]);
  return row && toReferenceState(row, await sql.rows<FollowUpRow>(FOLLOW_UPS, [id]));
}

/**
 * The back office's table and the query API's indexes on `payments`, after the core tables. The
 * query's statements on PostgreSQL must select `(response::json ->> 'merchantTransactionId')`, as
 * written here, for its index to serve them.
 */
export const BACK_OFFICE_PG_STORE = pgFeatureStore(BACK_OFFICE_STORE, {
  tables: `CREATE TABLE back_office_operations (
     seq           BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE,
     id            TEXT PRIMARY KEY REFERENCES payments (id),
     referenced_id TEXT NOT NULL REFERENCES payments (id),
     entity_id     TEXT NOT NULL,
     payment_type  TEXT NOT NULL CHECK (payment_type IN ('CP', 'RF', 'RV', 'CB', 'CR')),
     amount_cents  BIGINT NOT NULL CHECK (amount_cents >= 0),
     final         INTEGER NOT NULL CHECK (final IN (0, 1)),
     created_at    BIGINT NOT NULL
   );
   CREATE INDEX back_office_operations_by_reference ON back_office_operations (referenced_id);
   CREATE INDEX payments_by_merchant_transaction
     ON payments (entity_id, (response::json ->> 'merchantTransactionId'), created_at);
   CREATE INDEX payments_by_entity_time ON payments (entity_id, created_at);`,
  reads: (db) => ({
    // Unlocked: the request's early answer; `record` checks again under the lock.
    state: (id) => stateOf(db, id, false),
  }),
  writes: (db) => ({
    record: (r) =>
      db.tx(async (sql) => {
        const verdict = verdictOf(await stateOf(sql, r.referencedId, true), r);
        if (!verdict.ok) return { stored: false, refusal: verdict.refusal };
        const p = r.payment;
        await sql.run(
          `INSERT INTO payments (id, entity_id, checkout_id, response, created_at, pending_until)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [p.id, p.entity_id, p.checkout_id, p.response, p.created_at, p.pending_until],
        );
        await sql.run(
          `INSERT INTO back_office_operations
             (id, referenced_id, entity_id, payment_type, amount_cents, final, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [
            p.id,
            r.referencedId,
            p.entity_id,
            r.paymentType,
            verdict.amountCents,
            r.final ? 1 : 0,
            p.created_at,
          ],
        );
        return { stored: true };
      }),
  }),
});
