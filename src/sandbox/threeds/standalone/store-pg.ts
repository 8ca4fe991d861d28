import { pgFeatureStore } from '../../store/pg/pg-feature-store';
import { STANDALONE_THREEDS_STORE, type StandaloneRow } from './store';

// Standalone 3-D Secure authentications on PostgreSQL (./store.ts is the SQLite one): the same
// table and values, so ./record.ts reads the rows of both.

const COLUMNS =
  'id, session_id, entity_id, response, session, card_sealed, verification_id, created_at, pending_until, authenticated_at';

export const STANDALONE_THREEDS_PG_STORE = pgFeatureStore(STANDALONE_THREEDS_STORE, {
  tables: `CREATE TABLE threeds_authentications (
     id               TEXT PRIMARY KEY,
     session_id       TEXT NOT NULL UNIQUE,
     entity_id        TEXT NOT NULL,
     response         TEXT NOT NULL,
     session          TEXT NOT NULL,
     card_sealed      TEXT NOT NULL,
     verification_id  TEXT UNIQUE,
     created_at       BIGINT NOT NULL,
     pending_until    BIGINT,
     authenticated_at BIGINT
   );`,
  reads: (db) => {
    const by = (column: 'id' | 'session_id' | 'verification_id') => (value: string) =>
      db.one<StandaloneRow>(`SELECT ${COLUMNS} FROM threeds_authentications WHERE ${column} = $1`, [value]);
    return {
      authentication: by('id'),
      authenticationOfSession: by('session_id'),
      authenticationByProof: by('verification_id'),
    };
  },
  writes: (db) => ({
    insertAuthentication: async (row) => {
      await db.run(
        `INSERT INTO threeds_authentications (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          row.id,
          row.session_id,
          row.entity_id,
          row.response,
          row.session,
          row.card_sealed,
          row.verification_id,
          row.created_at,
          row.pending_until,
          row.authenticated_at,
        ],
      );
    },
    saveAuthenticationSession: async (sessionId, session) => {
      await db.run('UPDATE threeds_authentications SET session = $1 WHERE session_id = $2', [
        session,
        sessionId,
      ]);
    },
    // One conditional statement: of the ends racing for a pending authentication (the shopper's
    // return, the notification, the abandonment, in any sandbox process), one changes the row.
    completeAuthentication: async ({ id, response, verificationId, at }) =>
      (await db.run(
        `UPDATE threeds_authentications
            SET response = $1, verification_id = $2, authenticated_at = $3, pending_until = NULL
          WHERE id = $4 AND pending_until IS NOT NULL`,
        [response, verificationId, at, id],
      )) > 0,
  }),
});
