import type { Database } from 'better-sqlite3';
import { isSuccessful } from '../../spec/result-codes';
import type { PaymentRow } from '../store/core-rows';
import { coreWrites } from '../store/core-writes';
import { featureStore } from '../store/feature-store';

// The duplicate check's claims (./duplicate-claim.ts): one row per payment made under the check,
// keyed by a fingerprint of what makes a payment the same one (entity, merchantTransactionId,
// amount, currency, instrument), never the values themselves.
export const DUPLICATE_CLAIM_TABLE = `CREATE TABLE duplicate_claims (
     payment_id TEXT PRIMARY KEY,
     entity_id  TEXT NOT NULL,
     claim_key  TEXT NOT NULL,
     created_at INTEGER NOT NULL
   );
   CREATE INDEX duplicate_claims_by_key ON duplicate_claims (entity_id, claim_key, created_at);`;

/** What the check compares, as the writer needs it: plain data. */
export interface ClaimArgs {
  key: string;
  /** The window's start, in the merchant's time (epoch ms): claims made before it no longer count. */
  since: number;
}

export type CheckedInsert = 'stored' | 'duplicate' | 'checkoutClosed';

/** A payment made earlier with the same key, within the window. */
export interface EarlierClaim {
  code: string | null;
  pending_until: number | null;
}

/**
 * Whether earlier payments with the key block one made at `at`: one was approved, or is still
 * waiting for the shopper then. A declined or abandoned one does not block a retry.
 */
export const blocksPayment = (earlier: readonly EarlierClaim[], at: number): boolean =>
  earlier.some((p) => (p.pending_until !== null && p.pending_until > at) || isSuccessful(p.code ?? ''));

function duplicateWrites(db: Database) {
  const core = coreWrites(db);
  const earlier = db.prepare<[string, string, number], EarlierClaim>(
    `SELECT json_extract(p.response, '$.result.code') AS code, p.pending_until
     FROM duplicate_claims c JOIN payments p ON p.id = c.payment_id
     WHERE c.entity_id = ? AND c.claim_key = ? AND c.created_at > ?`,
  );
  const claim = db.prepare(
    'INSERT INTO duplicate_claims (payment_id, entity_id, claim_key, created_at) VALUES (?, ?, ?, ?)',
  );
  return {
    /**
     * Stores the payment unless an earlier one with the same key, made within the window, was
     * approved or is still waiting for the shopper: one transaction on the writer, so of payments
     * racing with one key exactly one is stored. A declined or abandoned one does not block a retry.
     */
    insertPaymentOnce: db.transaction(
      (row: PaymentRow, paysCheckout: boolean, args: ClaimArgs): CheckedInsert => {
        if (blocksPayment(earlier.all(row.entity_id, args.key, args.since), row.created_at))
          return 'duplicate';
        if (!core.insertPayment(row, paysCheckout)) return 'checkoutClosed';
        claim.run(row.id, row.entity_id, args.key, row.created_at);
        return 'stored';
      },
    ),
  };
}

/** The duplicate check's claims in the sandbox's store (../database/feature-stores.ts). */
export const DUPLICATE_STORE = featureStore({ reads: () => ({}), writes: duplicateWrites });
