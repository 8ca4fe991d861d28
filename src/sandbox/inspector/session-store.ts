import type { Database } from 'better-sqlite3';
import { featureStore } from '../store/feature-store';

// The inspector's signed-in browsers: one row per session, keyed by the SHA-256 of its id (the
// cookie's value never reaches the database), so every sandbox on a shared database knows it.
export const INSPECTOR_SESSION_TABLE = `CREATE TABLE inspector_sessions (
     id_hash      TEXT    NOT NULL PRIMARY KEY,
     entity_id    TEXT    NOT NULL,
     created_at   INTEGER NOT NULL,
     last_seen_at INTEGER NOT NULL
   );
   CREATE INDEX inspector_sessions_idle ON inspector_sessions (last_seen_at);`;

/** At most this many idle sessions are deleted per sign-in: bounded work on the request's path. */
export const PRUNED_PER_SIGN_IN = 100;

export interface StoredSession {
  entityId: string;
  /** Epoch ms of the last request seen with it (refreshed at most once a minute). */
  lastSeenAt: number;
}

function sessionReads(db: Database) {
  const find = db.prepare<[string], { entity_id: string; last_seen_at: number }>(
    'SELECT entity_id, last_seen_at FROM inspector_sessions WHERE id_hash = ?',
  );
  return {
    find: (idHash: string): StoredSession | undefined => {
      const row = find.get(idHash);
      return row && { entityId: row.entity_id, lastSeenAt: row.last_seen_at };
    },
  };
}

function sessionWrites(db: Database) {
  const insert = db.prepare(
    'INSERT INTO inspector_sessions (id_hash, entity_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)',
  );
  const touch = db.prepare('UPDATE inspector_sessions SET last_seen_at = ? WHERE id_hash = ?');
  const close = db.prepare('DELETE FROM inspector_sessions WHERE id_hash = ?');
  const prune = db.prepare(
    `DELETE FROM inspector_sessions WHERE id_hash IN
       (SELECT id_hash FROM inspector_sessions WHERE last_seen_at < ? LIMIT ${PRUNED_PER_SIGN_IN})`,
  );
  return {
    /** A new session; sessions idle since before `idleBefore` go (a bounded number of them). */
    open: db.transaction((idHash: string, entityId: string, at: number, idleBefore: number): void => {
      prune.run(idleBefore);
      insert.run(idHash, entityId, at, at);
    }),
    touch: (idHash: string, at: number): void => {
      touch.run(at, idHash);
    },
    close: (idHash: string): void => {
      close.run(idHash);
    },
  };
}

/** The inspector's sessions in the sandbox's store (../database/feature-stores.ts). */
export const INSPECTOR_SESSION_STORE = featureStore({ reads: sessionReads, writes: sessionWrites });
