// The core tables' schema steps. Their place among every feature's steps is decided by the one
// list the sandbox migrates with (../database/schema.ts).

// Merchants, checkouts and payments.
export const CORE_TABLES = `CREATE TABLE merchants (
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
   CREATE INDEX payments_by_checkout ON payments (checkout_id, created_at);`;

// Asynchronous payments (3-D Secure, online transfer, virtual account): a payment stays pending
// until pending_until, and the redirect flow keeps its state in async_sessions.
export const ASYNC_SESSION_TABLES = `ALTER TABLE payments ADD COLUMN pending_until INTEGER;
   CREATE TABLE async_sessions (
     id         TEXT PRIMARY KEY,
     payment_id TEXT NOT NULL REFERENCES payments (id),
     kind       TEXT NOT NULL,
     data       TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL
   );
   CREATE INDEX async_sessions_by_payment ON async_sessions (payment_id);
   CREATE INDEX pending_payments_by_checkout ON payments (checkout_id) WHERE pending_until IS NOT NULL;`;

// The readiness probe writes this one row: a store that takes it takes writes.
export const HEALTH_PROBE_TABLE = `CREATE TABLE health_probe (id INTEGER PRIMARY KEY CHECK (id = 1), written_at INTEGER NOT NULL);
   INSERT INTO health_probe (id, written_at) VALUES (1, 0);`;

// Access tokens no longer in clear: a keyed lookup hash, a salt and an scrypt hash (see
// ../secrets/access-tokens.ts). Plain tokens cannot be hashed here (the key is not in the
// database); merchants are the configured ones, seeded with their tokens at every start.
export const HASHED_MERCHANT_TABLE = `CREATE TABLE merchants_hashed (
     entity_id    TEXT PRIMARY KEY,
     name         TEXT NOT NULL,
     token_lookup TEXT UNIQUE,
     token_salt   BLOB,
     token_hash   BLOB
   );
   INSERT INTO merchants_hashed (entity_id, name) SELECT entity_id, name FROM merchants;
   DROP TABLE merchants;
   ALTER TABLE merchants_hashed RENAME TO merchants;`;
