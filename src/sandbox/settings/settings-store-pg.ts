import { pgFeatureStore } from '../store/pg/pg-feature-store';
import { SETTINGS_STORE } from './settings-store';

/** The merchants' settings on PostgreSQL (./settings-store.ts is the SQLite one). */
export const SETTINGS_PG_STORE = pgFeatureStore(SETTINGS_STORE, {
  tables: `CREATE TABLE merchant_settings (
     entity_id TEXT NOT NULL,
     name      TEXT NOT NULL,
     value     TEXT NOT NULL,
     PRIMARY KEY (entity_id, name)
   );`,
  reads: (db) => ({
    of: async (entityId) =>
      Object.fromEntries(
        (
          await db.rows<{ name: string; value: string }>(
            'SELECT name, value FROM merchant_settings WHERE entity_id = $1',
            [entityId],
          )
        ).map((row) => [row.name, row.value]),
      ),
  }),
  writes: (db) => ({
    set: (entityId, values) =>
      db.tx(async (sql) => {
        for (const [name, value] of Object.entries(values))
          await sql.run(
            `INSERT INTO merchant_settings (entity_id, name, value) VALUES ($1, $2, $3)
             ON CONFLICT (entity_id, name) DO UPDATE SET value = excluded.value`,
            [entityId, name, value],
          );
      }),
  }),
});
