// The webhook tables (a step of ../database/schema.ts):
// - webhooks: a merchant entity's endpoints, the key sealed with the data key (never in clear);
// - webhook_events: the outbox, written in the same transaction as the change it reports
//   (./outbox.ts), so a crash never loses or invents a notification;
// - webhook_deliveries: one per event and endpoint, due at next_attempt_at until delivered or
//   given up (url: a payment's notificationUrl instead of the endpoint's, under the endpoint's key);
//   webhook_attempts: every try, for GET …/deliveries;
// - payment_notification_urls: the deprecated notificationUrl a payment was sent with.
export const WEBHOOK_TABLES = `CREATE TABLE webhooks (
     id         TEXT PRIMARY KEY,
     entity_id  TEXT NOT NULL,
     url        TEXT NOT NULL,
     key_sealed TEXT NOT NULL,
     types      TEXT,
     created_at INTEGER NOT NULL,
     deleted_at INTEGER
   );
   CREATE INDEX webhooks_by_entity ON webhooks (entity_id) WHERE deleted_at IS NULL;
   CREATE TABLE webhook_events (
     id         TEXT PRIMARY KEY,
     entity_id  TEXT NOT NULL,
     type       TEXT NOT NULL,
     action     TEXT,
     payload    TEXT NOT NULL,
     created_at INTEGER NOT NULL
   );
   CREATE TABLE webhook_deliveries (
     id               TEXT PRIMARY KEY,
     event_id         TEXT NOT NULL REFERENCES webhook_events (id),
     webhook_id       TEXT NOT NULL REFERENCES webhooks (id),
     state            TEXT NOT NULL CHECK (state IN ('PENDING', 'DELIVERED', 'FAILED')),
     attempts         INTEGER NOT NULL DEFAULT 0,
     next_attempt_at  INTEGER,
     first_attempt_at INTEGER,
     url              TEXT
   );
   CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE state = 'PENDING';
   CREATE INDEX webhook_deliveries_by_webhook ON webhook_deliveries (webhook_id);
   CREATE TABLE webhook_attempts (
     delivery_id TEXT NOT NULL REFERENCES webhook_deliveries (id),
     attempt     INTEGER NOT NULL,
     at          INTEGER NOT NULL,
     status      INTEGER,
     duration_ms INTEGER NOT NULL,
     error       TEXT,
     PRIMARY KEY (delivery_id, attempt)
   );
   CREATE TABLE payment_notification_urls (
     payment_id TEXT PRIMARY KEY,
     entity_id  TEXT NOT NULL,
     url        TEXT NOT NULL
   );`;
