import type { Database } from 'better-sqlite3';
import { dueByEntityTime } from '../../clock/clock-store';
import { type PaymentRow, toPayment } from '../../store/core-rows';
import { featureStore } from '../../store/feature-store';

// Pending payments whose time is up, found without a request naming them (./expiry-work.ts).
export const PENDING_DUE_INDEX = `CREATE INDEX pending_payments_due ON payments (pending_until)
   WHERE pending_until IS NOT NULL;`;

function expiryReads(db: Database) {
  const due = db.prepare<[number, number], PaymentRow>(
    `SELECT payments.* FROM payments LEFT JOIN merchant_clocks AS clock ON clock.entity_id = payments.entity_id
      WHERE pending_until IS NOT NULL AND ${dueByEntityTime('pending_until')}
      ORDER BY pending_until, payments.rowid LIMIT ?`,
  );
  return { duePending: (now: number, limit: number) => due.all(now, limit).map(toPayment) };
}

/** The pending payments' expiry in the sandbox's store (../../database/feature-stores.ts). */
export const EXPIRY_STORE = featureStore({ reads: expiryReads, writes: () => ({}) });
