import type { Database } from 'better-sqlite3';
import { BACK_OFFICE_TABLES } from '../backoffice/schema';
import { REGISTRATION_TABLES } from '../registrations/registration-store';
import { SCHEDULE_TABLES } from '../scheduling/schema';

// Schema versions, applied in order; PRAGMA user_version records how many have run.
// Append new steps; never edit one that has shipped.
export const MIGRATIONS: readonly string[] = [
  `CREATE TABLE merchants (
     entity_id    TEXT PRIMARY KEY,
     access_token TEXT NOT NULL UNIQUE,
     name         TEXT NOT NULL
   );
   CREATE TABLE checkouts (
     id         TEXT PRIMARY KEY,
     entity_id  TEXT NOT NULL,
     params     TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     state      TEXT NOT NULL CHECK (state IN ('OPEN', 'PAID'))
   );
   CREATE TABLE payments (
     id          TEXT PRIMARY KEY,
     entity_id   TEXT NOT NULL,
     checkout_id TEXT REFERENCES checkouts (id),
     response    TEXT NOT NULL,
     created_at  INTEGER NOT NULL
   );
   CREATE INDEX payments_by_checkout ON payments (checkout_id, created_at);`,
  // Asynchronous payments (3-D Secure, online transfer, virtual account): a payment stays pending
  // until pending_until, and the redirect flow keeps its state in async_sessions.
  `ALTER TABLE payments ADD COLUMN pending_until INTEGER;
   CREATE TABLE async_sessions (
     id         TEXT PRIMARY KEY,
     payment_id TEXT NOT NULL REFERENCES payments (id),
     kind       TEXT NOT NULL,
     data       TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL
   );
   CREATE INDEX async_sessions_by_payment ON async_sessions (payment_id);
   CREATE INDEX pending_payments_by_checkout ON payments (checkout_id) WHERE pending_until IS NOT NULL;`,
  // Registrations (stored payment details, sealed) and initial transactions of standing instructions.
  REGISTRATION_TABLES,
  // Back-office operations (capture, refund, reversal, chargeback) and the query API.
  BACK_OFFICE_TABLES,
  // Schedules (job.*) and settlement reporting.
  SCHEDULE_TABLES,
  // The readiness probe writes this one row: a store that takes it takes writes.
  `CREATE TABLE health_probe (id INTEGER PRIMARY KEY CHECK (id = 1), written_at INTEGER NOT NULL);
   INSERT INTO health_probe (id, written_at) VALUES (1, 0);`,
  // Access tokens no longer in clear: a keyed lookup hash, a salt and an scrypt hash (see
  // ../secrets/access-tokens.ts). Plain tokens cannot be hashed here (the key is not in the
  // database); merchants are the configured ones, seeded with their tokens at every start.
  `CREATE TABLE merchants_hashed (
     entity_id    TEXT PRIMARY KEY,
     name         TEXT NOT NULL,
     token_lookup TEXT UNIQUE,
     token_salt   BLOB,
     token_hash   BLOB
   );
   INSERT INTO merchants_hashed (entity_id, name) SELECT entity_id, name FROM merchants;
   DROP TABLE merchants;
   ALTER TABLE merchants_hashed RENAME TO merchants;`,
];

/** The schema version of a database this sandbox has migrated. */
export const SCHEMA_VERSION = MIGRATIONS.length;

export function migrate(db: Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > MIGRATIONS.length) {
    throw new Error(
      `sandbox database schema version ${current} is newer than this sandbox (${MIGRATIONS.length})`,
    );
  }
  for (const [index, sql] of MIGRATIONS.entries()) {
    if (index < current) continue;
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${index + 1}`);
    })();
  }
  // What a step dropped (plain tokens) is zeroed in the file (secure_delete, ./open-database.ts);
  // its old pages must not stay in the write-ahead log either.
  if (current < MIGRATIONS.length) db.pragma('wal_checkpoint(TRUNCATE)');
}
