// Migration 4 (../store/migrations.ts): back-office operations and the query API.
//
// A capture, refund, reversal, chargeback or chargeback reversal is a payment like any other (its
// answer is in `payments`, so GET /v1/payments/{id} finds it); `back_office_operations` links it
// to the payment it refers to, with its amount in cents, for the checks of the next operation and
// for includeLinkedTransactions. The query API looks payments up by merchantTransactionId (an
// index on the answer's JSON) and by time.
export const BACK_OFFICE_TABLES = `CREATE TABLE back_office_operations (
     id            TEXT PRIMARY KEY REFERENCES payments (id),
     referenced_id TEXT NOT NULL REFERENCES payments (id),
     entity_id     TEXT NOT NULL,
     payment_type  TEXT NOT NULL CHECK (payment_type IN ('CP', 'RF', 'RV', 'CB', 'CR')),
     amount_cents  INTEGER NOT NULL CHECK (amount_cents >= 0),
     final         INTEGER NOT NULL CHECK (final IN (0, 1)),
     created_at    INTEGER NOT NULL
   );
   CREATE INDEX back_office_operations_by_reference ON back_office_operations (referenced_id);
   CREATE INDEX payments_by_merchant_transaction
     ON payments (entity_id, json_extract(response, '$.merchantTransactionId'), created_at);
   CREATE INDEX payments_by_entity_time ON payments (entity_id, created_at);`;
