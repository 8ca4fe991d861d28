import type { Database } from 'better-sqlite3';
import { featureStore } from '../store/feature-store';

// The wallet tokens that have paid (by their cryptogram, random per token): a token pays once.
export const USED_WALLET_TOKEN_TABLE = `CREATE TABLE used_wallet_tokens (
     cryptogram TEXT PRIMARY KEY,
     used_at    INTEGER NOT NULL
   );`;

function tokenWrites(db: Database) {
  const take = db.prepare('INSERT OR IGNORE INTO used_wallet_tokens (cryptogram, used_at) VALUES (?, ?)');
  return {
    /** True the first time a token is taken, false ever after. */
    takeToken: (cryptogram: string, at: number): boolean => take.run(cryptogram, at).changes > 0,
  };
}

/** The used wallet tokens in the sandbox's store (../database/feature-stores.ts). */
export const WALLET_TOKEN_STORE = featureStore({ reads: () => ({}), writes: tokenWrites });
