import type { Database } from 'better-sqlite3';
import { featureStore } from '../store/feature-store';

// A merchant entity's sandbox settings (./merchant-settings.ts says which there are and their
// defaults): one row per entity and setting, so a new setting needs no migration.
export const MERCHANT_SETTINGS_TABLE = `CREATE TABLE merchant_settings (
     entity_id TEXT NOT NULL,
     name      TEXT NOT NULL,
     value     TEXT NOT NULL,
     PRIMARY KEY (entity_id, name)
   ) WITHOUT ROWID;`;

function settingsReads(db: Database) {
  const of = db.prepare<[string], { name: string; value: string }>(
    'SELECT name, value FROM merchant_settings WHERE entity_id = ?',
  );
  return {
    /** The settings this entity has set (the others have their defaults). */
    of: (entityId: string): Record<string, string> =>
      Object.fromEntries(of.all(entityId).map((row) => [row.name, row.value])),
  };
}

function settingsWrites(db: Database) {
  const set = db.prepare(
    `INSERT INTO merchant_settings (entity_id, name, value) VALUES (?, ?, ?)
     ON CONFLICT (entity_id, name) DO UPDATE SET value = excluded.value`,
  );
  return {
    /** Sets these settings of the entity together, leaving the others as they are. */
    set: db.transaction((entityId: string, values: Readonly<Record<string, string>>): void => {
      for (const [name, value] of Object.entries(values)) set.run(entityId, name, value);
    }),
  };
}

/** The merchants' settings in the sandbox's store (../database/feature-stores.ts). */
export const SETTINGS_STORE = featureStore({
  reads: settingsReads,
  writes: settingsWrites,
  // Every payment reads its merchant's settings: that read must not wait for other requests' queued
  // writes. A change answered by POST /v1/sandbox/settings was committed before its answer.
  withoutBarrier: { of: true },
  // Read twice per payment (risk checks, duplicate check) and changed by POST
  // /v1/sandbox/settings only: kept until that write (SQLite; PostgreSQL reads each time).
  cachedUntilWrite: { of: true },
});
