import { pgFeatureStore } from '../store/pg/pg-feature-store';
import { INSPECTOR_SESSION_STORE, PRUNED_PER_SIGN_IN } from './session-store';

/**
 * The table in PostgreSQL's dialect. Not part of version 1 of the PostgreSQL schema, which has
 * shipped: a step of its own (../database/pg-schema.ts).
 */
export const INSPECTOR_SESSION_PG_TABLE = `CREATE TABLE inspector_sessions (
     id_hash      TEXT   NOT NULL PRIMARY KEY,
     entity_id    TEXT   NOT NULL,
     created_at   BIGINT NOT NULL,
     last_seen_at BIGINT NOT NULL
   );
   CREATE INDEX inspector_sessions_idle ON inspector_sessions (last_seen_at);`;

/** The inspector's sessions on PostgreSQL (./session-store.ts is the SQLite one). */
export const INSPECTOR_SESSION_PG_STORE = pgFeatureStore(INSPECTOR_SESSION_STORE, {
  tables: '',
  reads: (db) => ({
    find: async (idHash) => {
      const [row] = await db.rows<{ entity_id: string; last_seen_at: string }>(
        'SELECT entity_id, last_seen_at FROM inspector_sessions WHERE id_hash = $1',
        [idHash],
      );
      return row && { entityId: row.entity_id, lastSeenAt: Number(row.last_seen_at) };
    },
  }),
  writes: (db) => ({
    open: (idHash, entityId, at, idleBefore) =>
      db.tx(async (sql) => {
        await sql.run(
          `DELETE FROM inspector_sessions WHERE id_hash IN
             (SELECT id_hash FROM inspector_sessions WHERE last_seen_at < $1 LIMIT ${PRUNED_PER_SIGN_IN})`,
          [idleBefore],
        );
        await sql.run(
          'INSERT INTO inspector_sessions (id_hash, entity_id, created_at, last_seen_at) VALUES ($1, $2, $3, $3)',
          [idHash, entityId, at],
        );
      }),
    touch: async (idHash, at) => {
      await db.run('UPDATE inspector_sessions SET last_seen_at = $1 WHERE id_hash = $2', [at, idHash]);
    },
    close: async (idHash) => {
      await db.run('DELETE FROM inspector_sessions WHERE id_hash = $1', [idHash]);
    },
  }),
});
