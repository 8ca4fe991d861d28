import { pgFeatureStore } from '../store/pg/pg-feature-store';
import { WALLET_TOKEN_STORE } from './token-store';

/**
 * The used wallet tokens on PostgreSQL (./token-store.ts is the SQLite one). Taking a token is one
 * insert that the primary key decides: of concurrent ones, from any process, exactly one inserts.
 */
export const WALLET_TOKEN_PG_STORE = pgFeatureStore(WALLET_TOKEN_STORE, {
  tables: `CREATE TABLE used_wallet_tokens (
     cryptogram TEXT PRIMARY KEY,
     used_at    BIGINT NOT NULL
   );`,
  reads: () => ({}),
  writes: (db) => ({
    takeToken: async (cryptogram, at) =>
      (await db.run(
        'INSERT INTO used_wallet_tokens (cryptogram, used_at) VALUES ($1, $2) ON CONFLICT (cryptogram) DO NOTHING',
        [cryptogram, at],
      )) > 0,
  }),
});
