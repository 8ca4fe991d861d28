import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrations';

/**
 * Opens (and creates, with its folder) the database at `path` with the sandbox's settings; the
 * request thread and the writer thread both open it this way. `migrate` only where schema changes
 * are allowed to happen (the connection that writes).
 */
export function openDatabase(path: string, options: { migrate: boolean }): Database.Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  // WAL + NORMAL: a commit is safe from a crash of the sandbox, only a power cut may lose the last
  // ones; FULL would fsync on every payment (docs/decisions.md).
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  if (options.migrate) migrate(db);
  return db;
}
