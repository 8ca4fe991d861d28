import type { Database } from 'better-sqlite3';
import { featureStore } from '../../store/feature-store';

// Standalone 3-D Secure authentications (POST /v1/threeDSecure): the answer (pending, then final),
// the browser flow's state, the card sealed with the data key (to check a later payment's card
// against, never shown), and the verificationId once an authentication succeeded, by which a
// payment's proof is found. No money moves, so these are not payments: no query, report or webhook
// sees them.
export const STANDALONE_THREEDS_TABLE = `CREATE TABLE threeds_authentications (
     id               TEXT PRIMARY KEY,
     session_id       TEXT NOT NULL UNIQUE,
     entity_id        TEXT NOT NULL,
     response         TEXT NOT NULL,
     session          TEXT NOT NULL,
     card_sealed      TEXT NOT NULL,
     verification_id  TEXT UNIQUE,
     created_at       INTEGER NOT NULL,
     pending_until    INTEGER,
     authenticated_at INTEGER
   );`;

export interface StandaloneRow {
  id: string;
  session_id: string;
  entity_id: string;
  response: string;
  session: string;
  card_sealed: string;
  verification_id: string | null;
  created_at: number;
  pending_until: number | null;
  authenticated_at: number | null;
}

export interface StandaloneCompletion {
  id: string;
  response: string;
  verificationId: string | null;
  at: number;
}

function standaloneReads(db: Database) {
  const byId = db.prepare<[string], StandaloneRow>('SELECT * FROM threeds_authentications WHERE id = ?');
  const bySession = db.prepare<[string], StandaloneRow>(
    'SELECT * FROM threeds_authentications WHERE session_id = ?',
  );
  const byProof = db.prepare<[string], StandaloneRow>(
    'SELECT * FROM threeds_authentications WHERE verification_id = ?',
  );
  return {
    authentication: (id: string): StandaloneRow | undefined => byId.get(id),
    authenticationOfSession: (sessionId: string): StandaloneRow | undefined => bySession.get(sessionId),
    authenticationByProof: (verificationId: string): StandaloneRow | undefined => byProof.get(verificationId),
  };
}

function standaloneWrites(db: Database) {
  const insert = db.prepare(
    `INSERT INTO threeds_authentications
       (id, session_id, entity_id, response, session, card_sealed, verification_id, created_at, pending_until, authenticated_at)
     VALUES (@id, @session_id, @entity_id, @response, @session, @card_sealed, @verification_id, @created_at, @pending_until, @authenticated_at)`,
  );
  const saveSession = db.prepare('UPDATE threeds_authentications SET session = ? WHERE session_id = ?');
  const complete = db.prepare(
    `UPDATE threeds_authentications
        SET response = @response, verification_id = @verificationId, authenticated_at = @at, pending_until = NULL
      WHERE id = @id AND pending_until IS NOT NULL`,
  );
  return {
    insertAuthentication: (row: StandaloneRow): void => {
      insert.run(row);
    },
    saveAuthenticationSession: (sessionId: string, session: string): void => {
      saveSession.run(session, sessionId);
    },
    /** The final answer of a pending authentication: true the first time, false ever after. */
    completeAuthentication: (completion: StandaloneCompletion): boolean =>
      complete.run(completion).changes > 0,
  };
}

/** Standalone authentications in the sandbox's store (../../database/feature-stores.ts). */
export const STANDALONE_THREEDS_STORE = featureStore({ reads: standaloneReads, writes: standaloneWrites });
