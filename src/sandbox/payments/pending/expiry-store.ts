import type { Database } from 'better-sqlite3';
import { dueByEntityTime } from '../../clock/clock-store';
import { type PaymentRow, toPayment } from '../../store/core-rows';
import { featureStore } from '../../store/feature-store';

// Pending payments whose time is up, found without a request naming them (./expiry-work.ts).
export const PENDING_DUE_INDEX = `CREATE INDEX pending_payments_due ON payments (pending_until)
   WHERE pending_until IS NOT NULL;`;

// The expiries a gateway is ending: leased to it until lease_until (the sandbox's time, ms), so
// gateways sharing one database each end a payment the others leave alone. A lease outlives its
// payment's end only until the next claim clears it.
export const PENDING_EXPIRY_CLAIM_TABLE = `CREATE TABLE pending_expiry_claims (
     payment_id  TEXT PRIMARY KEY,
     lease_until INTEGER NOT NULL
   ) WITHOUT ROWID;`;

function expiryReads(db: Database) {
  const due = db.prepare<[number, number, number], PaymentRow>(
    `SELECT payments.* FROM payments LEFT JOIN merchant_clocks AS clock ON clock.entity_id = payments.entity_id
      WHERE pending_until IS NOT NULL AND ${dueByEntityTime('pending_until')}
        AND NOT EXISTS (SELECT 1 FROM pending_expiry_claims AS claim
                         WHERE claim.payment_id = payments.id AND claim.lease_until > ?)
      ORDER BY pending_until, payments.rowid LIMIT ?`,
  );
  return {
    /** Pending payments due by their merchant's time (`now` the sandbox's) that no gateway is ending. */
    duePending: (now: number, limit: number) => due.all(now, now, limit).map(toPayment),
  };
}

function expiryWrites(db: Database) {
  const clear = db.prepare('DELETE FROM pending_expiry_claims WHERE lease_until <= ?');
  const claim = db.prepare(
    `INSERT INTO pending_expiry_claims (payment_id, lease_until)
     SELECT id, ? FROM payments WHERE id = ? AND pending_until IS NOT NULL
     ON CONFLICT (payment_id) DO NOTHING`,
  );
  return {
    /**
     * Takes the expiries of these pending payments for the caller until `leaseUntil`: those still
     * pending and not leased to another gateway at `now` (the sandbox's time). Returns the ids taken.
     */
    claim: db.transaction((ids: readonly string[], now: number, leaseUntil: number): string[] => {
      clear.run(now);
      return ids.filter((id) => claim.run(leaseUntil, id).changes > 0);
    }),
  };
}

/** The pending payments' expiry in the sandbox's store (../../database/feature-stores.ts). */
export const EXPIRY_STORE = featureStore({
  reads: expiryReads,
  writes: expiryWrites,
  // The gateway clock's round (./expiry-work.ts).
  awaitingWrites: { duePending: true },
  answeredLater: { claim: true },
});
