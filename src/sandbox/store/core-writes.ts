import type { Database } from 'better-sqlite3';
import type { AsyncSessionRow, CheckoutRow, MerchantRow, PaymentRow } from './core-rows';
import type { CompletionOutcome } from './store';

/**
 * The writes of the core tables. They run on the writer's connection (./writer.ts), so they take
 * and return plain data only: rows, ids, epoch milliseconds.
 */
export function coreWrites(db: Database) {
  const dropTokenElsewhere = db.prepare('DELETE FROM merchants WHERE token_lookup = ? AND entity_id <> ?');
  const upsertMerchant = db.prepare(
    `INSERT INTO merchants (entity_id, name, token_lookup, token_salt, token_hash)
     VALUES (@entity_id, @name, @token_lookup, @token_salt, @token_hash)
     ON CONFLICT (entity_id) DO UPDATE SET name = excluded.name, token_lookup = excluded.token_lookup,
       token_salt = excluded.token_salt, token_hash = excluded.token_hash`,
  );
  const insertCheckout = db.prepare(
    `INSERT INTO checkouts (id, entity_id, params, created_at, expires_at, state)
     VALUES (@id, @entity_id, @params, @created_at, @expires_at, @state)`,
  );
  const markPaid = db.prepare("UPDATE checkouts SET state = 'PAID' WHERE id = ? AND state = 'OPEN'");
  const insertPayment = db.prepare(
    `INSERT INTO payments (id, entity_id, checkout_id, response, created_at, pending_until)
     VALUES (@id, @entity_id, @checkout_id, @response, @created_at, @pending_until)`,
  );
  const pendingUntilOf = db.prepare<[string], { checkout_id: string | null; pending_until: number | null }>(
    'SELECT checkout_id, pending_until FROM payments WHERE id = ?',
  );
  const finishPayment = db.prepare(
    'UPDATE payments SET response = ?, pending_until = NULL WHERE id = ? AND pending_until IS NOT NULL',
  );
  const shortenCheckout = db.prepare('UPDATE checkouts SET expires_at = MIN(expires_at, ?) WHERE id = ?');
  const shortenPendingOfCheckout = db.prepare(
    `UPDATE payments SET pending_until = MIN(pending_until, ?)
     WHERE checkout_id = ? AND pending_until IS NOT NULL`,
  );
  const shortenPayment = db.prepare(
    'UPDATE payments SET pending_until = MIN(pending_until, ?) WHERE id = ? AND pending_until IS NOT NULL',
  );
  const insertSession = db.prepare(
    `INSERT INTO async_sessions (id, payment_id, kind, data, created_at, expires_at)
     VALUES (@id, @payment_id, @kind, @data, @created_at, @expires_at)`,
  );
  const updateSession = db.prepare('UPDATE async_sessions SET data = ? WHERE id = ?');
  const probe = db.prepare('UPDATE health_probe SET written_at = ? WHERE id = 1');

  return {
    /** A token belongs to one merchant: another one holding it is removed, as before tokens were hashed. */
    upsertMerchant: db.transaction((row: MerchantRow) => {
      dropTokenElsewhere.run(row.token_lookup, row.entity_id);
      upsertMerchant.run(row);
    }),
    insertCheckout(row: CheckoutRow): void {
      insertCheckout.run(row);
    },
    /** False, and nothing stored, when `paysCheckout` and the checkout is no longer OPEN. */
    insertPayment: db.transaction((row: PaymentRow, paysCheckout: boolean): boolean => {
      if (paysCheckout && markPaid.run(row.checkout_id).changes === 0) return false;
      insertPayment.run(row);
      return true;
    }),
    completePayment: db.transaction(
      (id: string, responseJson: string, paysCheckout: boolean): CompletionOutcome => {
        const row = pendingUntilOf.get(id);
        if (!row || row.pending_until === null) return 'notPending';
        if (paysCheckout && markPaid.run(row.checkout_id).changes === 0) return 'checkoutClosed';
        finishPayment.run(responseJson, id);
        return 'completed';
      },
    ),
    expireCheckout: db.transaction((id: string, at: number) => {
      shortenCheckout.run(at, id);
      shortenPendingOfCheckout.run(at, id);
    }),
    expirePayment(id: string, at: number): void {
      shortenPayment.run(at, id);
    },
    insertAsyncSession(row: AsyncSessionRow): void {
      insertSession.run(row);
    },
    updateAsyncSession(id: string, dataJson: string): void {
      updateSession.run(dataJson, id);
    },
    probe(at: number): void {
      probe.run(at);
    },
  };
}
