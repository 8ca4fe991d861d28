import type { Database } from 'better-sqlite3';
import { type PaymentRow, toPayment } from '../store/core-rows';
import { featureStore } from '../store/feature-store';
import type { PaymentRecord } from '../store/store';

// The settlement reports' reads (../reporting/routes.ts), on the request thread's connection. They
// only read: the payments table (every payment, capture, refund, reversal and chargeback is a row
// there, whose answer's paymentType says what it is), by entity and time (index
// payments_by_entity_time, migrations 4 and 5).

export function reportingReads(db: Database) {
  const between = db.prepare<[string, number, number], PaymentRow>(
    `SELECT * FROM payments WHERE entity_id = ? AND created_at >= ? AND created_at < ?
     ORDER BY created_at, rowid`,
  );
  return {
    /** The entity's payments created in [from, to), oldest first. */
    paymentsCreatedBetween: (entityId: string, from: Date, to: Date): PaymentRecord[] =>
      between.all(entityId, from.getTime(), to.getTime()).map(toPayment),
  };
}

export type ReportingStore = ReturnType<typeof reportingReads>;

/** Settlement reporting's reads in the sandbox's store: it writes nothing. */
export const REPORTING_STORE = featureStore({ reads: reportingReads, writes: () => ({}) });
