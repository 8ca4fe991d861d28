import { pgFeatureStore } from '../store/pg/pg-feature-store';
import { blocksPayment, DUPLICATE_STORE, type EarlierClaim } from './duplicate-store';

// The duplicate check's claims on PostgreSQL (./duplicate-store.ts is the SQLite one). There, one
// writer makes the check and the insert a unit; here several sandbox processes may insert payments
// with one key at the same moment, and neither sees the other's uncommitted claim. So the
// transaction first takes a lock on the key (a transaction-scoped advisory lock: no row to lock
// exists yet) and holds it to its commit: the payments with that key pass one after the other,
// each seeing the claims committed before it, and only those with that key wait.

export const DUPLICATE_PG_STORE = pgFeatureStore(DUPLICATE_STORE, {
  tables: `CREATE TABLE duplicate_claims (
     payment_id TEXT PRIMARY KEY,
     entity_id  TEXT NOT NULL,
     claim_key  TEXT NOT NULL,
     created_at BIGINT NOT NULL
   );
   CREATE INDEX duplicate_claims_by_key ON duplicate_claims (entity_id, claim_key, created_at);`,
  reads: () => ({}),
  writes: (db) => ({
    insertPaymentOnce: (row, paysCheckout, args) =>
      db.tx(async (sql) => {
        await sql.one('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
          `duplicate claim\n${row.entity_id}\n${args.key}`,
        ]);
        const earlier = await sql.rows<EarlierClaim>(
          `SELECT (p.response::json -> 'result' ->> 'code') AS code, p.pending_until
           FROM duplicate_claims c JOIN payments p ON p.id = c.payment_id
           WHERE c.entity_id = $1 AND c.claim_key = $2 AND c.created_at > $3`,
          [row.entity_id, args.key, args.since],
        );
        if (blocksPayment(earlier, row.created_at)) return 'duplicate';
        // The core's insertPayment, in this transaction: a payment that pays its checkout moves it
        // from OPEN to PAID, and is not stored when it is no longer OPEN.
        if (
          paysCheckout &&
          (await sql.run("UPDATE checkouts SET state = 'PAID' WHERE id = $1 AND state = 'OPEN'", [
            row.checkout_id,
          ])) === 0
        )
          return 'checkoutClosed';
        await sql.run(
          `INSERT INTO payments (id, entity_id, checkout_id, response, created_at, pending_until)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [row.id, row.entity_id, row.checkout_id, row.response, row.created_at, row.pending_until],
        );
        await sql.run(
          'INSERT INTO duplicate_claims (payment_id, entity_id, claim_key, created_at) VALUES ($1, $2, $3, $4)',
          [row.id, row.entity_id, args.key, row.created_at],
        );
        return 'stored';
      }),
  }),
});
