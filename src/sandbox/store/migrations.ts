import type { Database } from 'better-sqlite3';

// Schema versions, applied in order; PRAGMA user_version records how many have run. The steps
// come from the one list the sandbox migrates with (../database/schema.ts).

export function migrate(db: Database, steps: readonly string[]): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > steps.length) {
    throw new Error(
      `sandbox database schema version ${current} is newer than this sandbox (${steps.length})`,
    );
  }
  for (const [index, sql] of steps.entries()) {
    if (index < current) continue;
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${index + 1}`);
    })();
  }
  // What a step dropped (plain tokens) is zeroed in the file (secure_delete, ./open-database.ts);
  // its old pages must not stay in the write-ahead log either.
  if (current < steps.length) db.pragma('wal_checkpoint(TRUNCATE)');
}
