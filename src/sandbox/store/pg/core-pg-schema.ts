// The core tables on PostgreSQL, as they are today on SQLite after every core step
// (../core-schema.ts): same names, same values. `seq` stands in for SQLite's rowid where rows are
// ordered by insertion among equal timestamps.
export const CORE_PG_TABLES = `CREATE TABLE merchants (
     entity_id    TEXT PRIMARY KEY,
     name         TEXT NOT NULL,
     token_lookup TEXT UNIQUE,
     token_salt   BYTEA,
     token_hash   BYTEA
   );
   CREATE TABLE checkouts (
     id         TEXT PRIMARY KEY,
     entity_id  TEXT NOT NULL,
     params     TEXT NOT NULL,
     created_at BIGINT NOT NULL,
     expires_at BIGINT NOT NULL,
     state      TEXT NOT NULL CHECK (state IN ('OPEN', 'PAID'))
   );
   CREATE TABLE payments (
     seq           BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE,
     id            TEXT PRIMARY KEY,
     entity_id     TEXT NOT NULL,
     checkout_id   TEXT REFERENCES checkouts (id),
     response      TEXT NOT NULL,
     created_at    BIGINT NOT NULL,
     pending_until BIGINT
   );
   CREATE INDEX payments_by_checkout ON payments (checkout_id, created_at);
   CREATE INDEX pending_payments_by_checkout ON payments (checkout_id) WHERE pending_until IS NOT NULL;
   CREATE TABLE async_sessions (
     id         TEXT PRIMARY KEY,
     payment_id TEXT NOT NULL REFERENCES payments (id),
     kind       TEXT NOT NULL,
     data       TEXT NOT NULL,
     created_at BIGINT NOT NULL,
     expires_at BIGINT NOT NULL
   );
   CREATE INDEX async_sessions_by_payment ON async_sessions (payment_id);
   CREATE TABLE health_probe (id INTEGER PRIMARY KEY CHECK (id = 1), written_at BIGINT NOT NULL);
   INSERT INTO health_probe (id, written_at) VALUES (1, 0);`;
