import type { Database } from 'better-sqlite3';

// Schema versions, applied in order; PRAGMA user_version records how many have run. The steps
// come from the one list the sandbox migrates with (../database/schema.ts).

/**
 * A schema step: SQL, or a function for a step that also fills what it adds from rows already
 * stored with more than SQL (the settlement ledger). Either runs in the step's transaction.
 */
export type MigrationStep = string | ((db: Database) => void);

export function migrate(db: Database, steps: readonly MigrationStep[]): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > steps.length) {
    throw new Error(
      `sandbox database schema version ${current} is newer than this sandbox (${steps.length})`,
    );
  }
  for (const [index, step] of steps.entries()) {
    if (index < current) continue;
    db.transaction(() => {
      if (typeof step === 'string') db.exec(step);
      else step(db);
      db.pragma(`user_version = ${index + 1}`);
    })();
  }
  // What a step dropped (plain tokens) is zeroed in the file (secure_delete, ./open-database.ts);
  // its old pages must not stay in the write-ahead log either.
  if (current < steps.length) db.pragma('wal_checkpoint(TRUNCATE)');
}
