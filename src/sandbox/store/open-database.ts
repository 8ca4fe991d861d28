import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { type MigrationStep, migrate } from './migrations';

/**
 * The database and its write-ahead log are the owner's only: a new file is created 0600 in a
 * folder created 0700 (SQLite gives its -wal and -shm files the database file's mode), and files
 * of an earlier start that others could read are tightened.
 */
function ownerOnly(path: string): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  if (!existsSync(path)) closeSync(openSync(path, 'a', 0o600));
  for (const file of [path, `${path}-wal`, `${path}-shm`]) {
    if (existsSync(file) && (statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  }
}

/**
 * Opens (and creates, with its folder) the database at `path` with the sandbox's settings; the
 * request thread and the writer thread both open it this way. `migrations` only where schema changes
 * are allowed to happen (the connection that writes).
 */
export function openDatabase(path: string, migrations?: readonly MigrationStep[]): Database.Database {
  if (path !== ':memory:') ownerOnly(path);
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  // WAL + NORMAL: a commit is safe from a crash of the sandbox, only a power cut may lose the last
  // ones; FULL would fsync on every payment (docs/decisions.md).
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  // Deleted content is overwritten, not left in free pages of the file.
  db.pragma('secure_delete = ON');
  if (migrations) migrate(db, migrations);
  return db;
}
