import { dueByEntityTimePg } from '../../clock/clock-store-pg';
import { type PaymentRow, toPayment } from '../../store/core-rows';
import { pgFeatureStore } from '../../store/pg/pg-feature-store';
import { EXPIRY_STORE } from './expiry-store';

/**
 * The pending payments' expiry on PostgreSQL (./expiry-store.ts is the SQLite one): the due index on
 * the core payments table, and the claims by which gateways sharing the database split the work.
 */
export const EXPIRY_PG_STORE = pgFeatureStore(EXPIRY_STORE, {
  tables: `CREATE INDEX pending_payments_due ON payments (pending_until) WHERE pending_until IS NOT NULL;
   CREATE TABLE pending_expiry_claims (
     payment_id  TEXT PRIMARY KEY,
     lease_until BIGINT NOT NULL
   );`,
  reads: (db) => ({
    duePending: async (now, limit) =>
      (
        await db.rows<PaymentRow>(
          `SELECT payments.* FROM payments LEFT JOIN merchant_clocks AS clock ON clock.entity_id = payments.entity_id
            WHERE pending_until IS NOT NULL AND ${dueByEntityTimePg('pending_until', '$1')}
              AND NOT EXISTS (SELECT 1 FROM pending_expiry_claims AS claim
                               WHERE claim.payment_id = payments.id AND claim.lease_until > $1)
            ORDER BY pending_until, payments.seq LIMIT $2`,
          [now, limit],
        )
      ).map(toPayment),
  }),
  writes: (db) => ({
    // The payments are locked FOR NO KEY UPDATE SKIP LOCKED while claimed: one another gateway is
    // claiming (or a request is completing) is passed over, and the claim's primary key lets one
    // claim through should two ever reach the same payment.
    claim: (ids, now, leaseUntil) =>
      db.tx(async (sql) => {
        if (ids.length === 0) return [];
        await sql.run(
          `DELETE FROM pending_expiry_claims WHERE payment_id IN (
             SELECT payment_id FROM pending_expiry_claims WHERE lease_until <= $1 FOR UPDATE SKIP LOCKED)`,
          [now],
        );
        const rows = await sql.rows<{ payment_id: string }>(
          `INSERT INTO pending_expiry_claims (payment_id, lease_until)
           SELECT id, $2::bigint FROM payments WHERE id = ANY($1::text[]) AND pending_until IS NOT NULL
           FOR NO KEY UPDATE SKIP LOCKED
           ON CONFLICT (payment_id) DO NOTHING
           RETURNING payment_id`,
          [ids, leaseUntil],
        );
        const taken = new Set(rows.map((row) => row.payment_id));
        return ids.filter((id) => taken.has(id));
      }),
  }),
});
