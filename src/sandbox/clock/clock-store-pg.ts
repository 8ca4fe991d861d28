import { pgFeatureStore } from '../store/pg/pg-feature-store';
import { CLOCK_STORE, type ClockRow } from './clock-store';

/**
 * "Due by the entity's own time" in PostgreSQL's dialect: `<column> <= <now> + offset`, `now` a
 * placeholder such as `$1`, for queries that join merchant_clocks AS clock on the row's entity.
 */
export const dueByEntityTimePg = (column: string, now: string): string =>
  `${column} <= ${now} + COALESCE(clock.offset_ms, 0)`;

/** The merchants' clocks on PostgreSQL (./clock-store.ts is the SQLite one). */
export const CLOCK_PG_STORE = pgFeatureStore(CLOCK_STORE, {
  tables: `CREATE TABLE merchant_clocks (
     entity_id TEXT PRIMARY KEY,
     offset_ms BIGINT NOT NULL CHECK (offset_ms > 0)
   );`,
  reads: (db) => ({
    all: () => db.rows<ClockRow>('SELECT entity_id, offset_ms FROM merchant_clocks'),
  }),
  writes: (db) => ({
    set: (entityId, offsetMs) =>
      db.tx(async (sql) => {
        if (offsetMs > 0)
          await sql.run(
            `INSERT INTO merchant_clocks (entity_id, offset_ms) VALUES ($1, $2)
             ON CONFLICT (entity_id) DO UPDATE SET offset_ms = excluded.offset_ms`,
            [entityId, offsetMs],
          );
        else await sql.run('DELETE FROM merchant_clocks WHERE entity_id = $1', [entityId]);
      }),
    // One statement adds to the stored offset: two moves at once both count (the second waits for
    // the first's row). A clock without a row starts from 0; over the limit, nothing is written.
    advance: (entityId, byMs, maxMs) =>
      db.tx(async (sql) => {
        const row = await sql.one<{ offset_ms: number }>(
          `INSERT INTO merchant_clocks (entity_id, offset_ms) SELECT $1, $2::bigint WHERE $2::bigint <= $3::bigint
           ON CONFLICT (entity_id) DO UPDATE SET offset_ms = merchant_clocks.offset_ms + excluded.offset_ms
             WHERE merchant_clocks.offset_ms + excluded.offset_ms <= $3::bigint
           RETURNING offset_ms`,
          [entityId, byMs, maxMs],
        );
        if (!row) return null;
        return row.offset_ms;
      }),
  }),
});
