import { pgFeatureStore } from '../store/pg/pg-feature-store';
import {
  type InitialRow,
  REGISTRATION_STORE,
  type RegistrationRow,
  toInitial,
  toRegistration,
} from './registration-store';

// Registrations and initial transactions on PostgreSQL (./registration-store.ts is the SQLite one).
// `seq` orders rows stored in the same millisecond as SQLite's rowid does. Every check that
// decides a write is in the write's own statement: closing the checkout is a conditional UPDATE
// (a concurrent one waits for it and then finds the checkout PAID), and deleting is one UPDATE
// guarded by `deleted_at IS NULL`, so of concurrent deletes exactly one reports it.

const REGISTRATION_COLUMNS = 'id, entity_id, checkout_id, initial_payment_id, sealed, created_at, deleted_at';
const INITIAL_COLUMNS = 'id, entity_id, payment_id, registration_id, created_at';

/** The registrations' tables on PostgreSQL; `registrations` references `checkouts` (core). */
export const REGISTRATION_PG_STORE = pgFeatureStore(REGISTRATION_STORE, {
  tables: `CREATE TABLE registrations (
     seq                BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE,
     id                 TEXT PRIMARY KEY,
     entity_id          TEXT NOT NULL,
     checkout_id        TEXT REFERENCES checkouts (id),
     initial_payment_id TEXT,
     sealed             TEXT,
     created_at         BIGINT NOT NULL,
     deleted_at         BIGINT
   );
   CREATE INDEX registrations_by_checkout ON registrations (checkout_id, created_at, seq)
     WHERE checkout_id IS NOT NULL;
   CREATE TABLE initial_transactions (
     seq             BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE,
     id              TEXT PRIMARY KEY,
     entity_id       TEXT NOT NULL,
     payment_id      TEXT NOT NULL,
     registration_id TEXT,
     created_at      BIGINT NOT NULL
   );
   CREATE INDEX initial_transactions_by_registration ON initial_transactions (registration_id)
     WHERE registration_id IS NOT NULL;`,
  reads: (db) => ({
    async get(id) {
      const row = await db.one<RegistrationRow>(
        `SELECT ${REGISTRATION_COLUMNS} FROM registrations WHERE id = $1`,
        [id],
      );
      return row && toRegistration(row);
    },
    async latestOfCheckout(checkoutId) {
      const row = await db.one<RegistrationRow>(
        `SELECT ${REGISTRATION_COLUMNS} FROM registrations WHERE checkout_id = $1
         ORDER BY created_at DESC, seq DESC LIMIT 1`,
        [checkoutId],
      );
      return row && toRegistration(row);
    },
    async initialTransaction(id) {
      const row = await db.one<InitialRow>(
        `SELECT ${INITIAL_COLUMNS} FROM initial_transactions WHERE id = $1`,
        [id],
      );
      return row && toInitial(row);
    },
    initialTransactionsOfRegistration: async (registrationId) =>
      (
        await db.rows<InitialRow>(
          `SELECT ${INITIAL_COLUMNS} FROM initial_transactions WHERE registration_id = $1
           ORDER BY created_at, seq`,
          [registrationId],
        )
      ).map(toInitial),
  }),
  writes: (db) => ({
    insert: (r, options = {}) =>
      db.tx(async (sql) => {
        if (
          options.closesCheckout === true &&
          (await sql.run("UPDATE checkouts SET state = 'PAID' WHERE id = $1 AND state = 'OPEN'", [
            r.checkoutId,
          ])) === 0
        )
          return false;
        await sql.run(
          `INSERT INTO registrations (${REGISTRATION_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [
            r.id,
            r.entityId,
            r.checkoutId,
            r.initialPaymentId,
            r.sealed,
            r.createdAt.getTime(),
            r.deletedAt?.getTime() ?? null,
          ],
        );
        return true;
      }),
    /** `_notification` is for the outbox, which wraps this write (./registration-events.ts). */
    delete: async (id, at, _notification) =>
      (await db.run(
        'UPDATE registrations SET sealed = NULL, deleted_at = $1 WHERE id = $2 AND deleted_at IS NULL',
        [at.getTime(), id],
      )) > 0,
    async insertInitialTransaction(r) {
      await db.run(`INSERT INTO initial_transactions (${INITIAL_COLUMNS}) VALUES ($1, $2, $3, $4, $5)`, [
        r.id,
        r.entityId,
        r.paymentId,
        r.registrationId,
        r.createdAt.getTime(),
      ]);
    },
  }),
});
