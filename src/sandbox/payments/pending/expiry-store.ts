import type { Database } from 'better-sqlite3';
import { type PaymentRow, toPayment } from '../../store/core-rows';
import { featureStore } from '../../store/feature-store';

// Pending payments whose time is up, found without a request naming them (./expiry-work.ts).
export const PENDING_DUE_INDEX = `CREATE INDEX pending_payments_due ON payments (pending_until)
   WHERE pending_until IS NOT NULL;`;

function expiryReads(db: Database) {
  const due = db.prepare<[number, number], PaymentRow>(
    'SELECT * FROM payments WHERE pending_until IS NOT NULL AND pending_until <= ? ORDER BY pending_until, rowid LIMIT ?',
  );
  return { duePending: (now: number, limit: number) => due.all(now, limit).map(toPayment) };
}

/** The pending payments' expiry in the sandbox's store (../../database/feature-stores.ts). */
export const EXPIRY_STORE = featureStore({ reads: expiryReads, writes: () => ({}) });
