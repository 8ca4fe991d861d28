import type { Database } from 'better-sqlite3';
import { featureStore } from '../store/feature-store';

// Updating an open checkout (POST /v1/checkouts/{id}): its parameters, replaced in one write that
// only an open checkout within its time takes, so a payment that closes it meanwhile wins, and so
// does its expiry (a sandbox aid may end it early).
function checkoutUpdateWrites(db: Database) {
  const update = db.prepare(
    "UPDATE checkouts SET params = ? WHERE id = ? AND state = 'OPEN' AND expires_at > ?",
  );
  return {
    /** False when the checkout is no longer open (paid meanwhile) or has expired by `now` (epoch ms). */
    update: (id: string, params: Record<string, string>, now: number): boolean =>
      update.run(JSON.stringify(params), id, now).changes > 0,
  };
}

/** The checkouts' updates in the sandbox's store (../database/feature-stores.ts). */
export const CHECKOUT_UPDATE_STORE = featureStore({ reads: () => ({}), writes: checkoutUpdateWrites });
