import type { AsyncSessionRow, CheckoutRow, MerchantRow, PaymentRow } from '../core-rows';
import { toAsyncSession, toCheckout, toPayment } from '../core-rows';
import { CORE_STORE } from '../core-store';
import type { CompletionOutcome } from '../store';
import { CORE_PG_TABLES } from './core-pg-schema';
import type { Sql } from './pg-db';
import { pgFeatureStore } from './pg-feature-store';

// The core tables on PostgreSQL (../core-reads.ts and ../core-writes.ts are the SQLite ones). Several
// sandbox processes may share the database: paying a checkout is decided by a conditional UPDATE
// of the checkout row, which PostgreSQL runs one at a time per row (a second one waits for the
// first to commit, then finds the checkout no longer OPEN), and completing a pending payment locks
// the payment's row first (`FOR UPDATE`), so two completions of one payment never both win.

const markPaid = (sql: Sql, checkoutId: string | null): Promise<number> =>
  sql.run("UPDATE checkouts SET state = 'PAID' WHERE id = $1 AND state = 'OPEN'", [checkoutId]);

export const CORE_PG_STORE = pgFeatureStore(CORE_STORE, {
  tables: CORE_PG_TABLES,
  reads: (db) => ({
    merchantByLookup: (lookup) =>
      db.one<MerchantRow>('SELECT * FROM merchants WHERE token_lookup = $1', [lookup]),
    merchantByEntity: (entityId) =>
      db.one<MerchantRow>('SELECT * FROM merchants WHERE entity_id = $1', [entityId]),
    async checkout(id) {
      const row = await db.one<CheckoutRow>('SELECT * FROM checkouts WHERE id = $1', [id]);
      return row && toCheckout(row);
    },
    async payment(id) {
      const row = await db.one<PaymentRow>(
        'SELECT id, entity_id, checkout_id, response, created_at, pending_until FROM payments WHERE id = $1',
        [id],
      );
      return row && toPayment(row);
    },
    async latestPaymentOfCheckout(checkoutId) {
      const row = await db.one<PaymentRow>(
        `SELECT id, entity_id, checkout_id, response, created_at, pending_until FROM payments
          WHERE checkout_id = $1 ORDER BY created_at DESC, seq DESC LIMIT 1`,
        [checkoutId],
      );
      return row && toPayment(row);
    },
    async pendingPaymentsOfCheckout(checkoutId) {
      const rows = await db.rows<PaymentRow>(
        `SELECT id, entity_id, checkout_id, response, created_at, pending_until FROM payments
          WHERE checkout_id = $1 AND pending_until IS NOT NULL ORDER BY created_at, seq`,
        [checkoutId],
      );
      return rows.map(toPayment);
    },
    async asyncSession(id) {
      const row = await db.one<AsyncSessionRow>('SELECT * FROM async_sessions WHERE id = $1', [id]);
      return row && toAsyncSession(row);
    },
  }),
  writes: (db) => ({
    /**
     * A token belongs to one merchant: another one holding it is removed. Sandboxes starting
     * together configure the same merchant at once, and ON CONFLICT settles only the entity: the
     * second INSERT would then break the token's unique index. Merchants are written rarely, so
     * their writes take turns under one transaction-scoped lock.
     */
    upsertMerchant: (row) =>
      db.tx(async (sql) => {
        await sql.one("SELECT pg_advisory_xact_lock(hashtextextended('merchants', 0))");
        await sql.run('DELETE FROM merchants WHERE token_lookup = $1 AND entity_id <> $2', [
          row.token_lookup,
          row.entity_id,
        ]);
        await sql.run(
          `INSERT INTO merchants (entity_id, name, token_lookup, token_salt, token_hash)
           VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (entity_id) DO UPDATE SET name = excluded.name, token_lookup = excluded.token_lookup,
             token_salt = excluded.token_salt, token_hash = excluded.token_hash`,
          [row.entity_id, row.name, row.token_lookup, row.token_salt, row.token_hash],
        );
      }),
    insertCheckout: async (row) => {
      await db.run(
        `INSERT INTO checkouts (id, entity_id, params, created_at, expires_at, state)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [row.id, row.entity_id, row.params, row.created_at, row.expires_at, row.state],
      );
    },
    /** False, and nothing stored, when `paysCheckout` and the checkout is no longer OPEN. */
    insertPayment: (row, paysCheckout) =>
      db.tx(async (sql) => {
        if (paysCheckout && (await markPaid(sql, row.checkout_id)) === 0) return false;
        await sql.run(
          `INSERT INTO payments (id, entity_id, checkout_id, response, created_at, pending_until)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [row.id, row.entity_id, row.checkout_id, row.response, row.created_at, row.pending_until],
        );
        return true;
      }),
    completePayment: (id, responseJson, paysCheckout) =>
      db.tx(async (sql): Promise<CompletionOutcome> => {
        const row = await sql.one<{ checkout_id: string | null; pending_until: number | null }>(
          'SELECT checkout_id, pending_until FROM payments WHERE id = $1 FOR UPDATE',
          [id],
        );
        if (!row || row.pending_until === null) return 'notPending';
        if (paysCheckout && (await markPaid(sql, row.checkout_id)) === 0) return 'checkoutClosed';
        await sql.run('UPDATE payments SET response = $1, pending_until = NULL WHERE id = $2', [
          responseJson,
          id,
        ]);
        return 'completed';
      }),
    expireCheckout: (id, at) =>
      db.tx(async (sql) => {
        await sql.run('UPDATE checkouts SET expires_at = LEAST(expires_at, $1) WHERE id = $2', [at, id]);
        await sql.run(
          `UPDATE payments SET pending_until = LEAST(pending_until, $1)
            WHERE checkout_id = $2 AND pending_until IS NOT NULL`,
          [at, id],
        );
      }),
    expirePayment: async (id, at) => {
      await db.run(
        'UPDATE payments SET pending_until = LEAST(pending_until, $1) WHERE id = $2 AND pending_until IS NOT NULL',
        [at, id],
      );
    },
    insertAsyncSession: async (row) => {
      await db.run(
        `INSERT INTO async_sessions (id, payment_id, kind, data, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [row.id, row.payment_id, row.kind, row.data, row.created_at, row.expires_at],
      );
    },
    updateAsyncSession: async (id, dataJson) => {
      await db.run('UPDATE async_sessions SET data = $1 WHERE id = $2', [dataJson, id]);
    },
    probe: async (at) => {
      await db.run('UPDATE health_probe SET written_at = $1 WHERE id = 1', [at]);
    },
  }),
});
