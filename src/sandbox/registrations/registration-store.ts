import type { Database } from 'better-sqlite3';
import { featureStore } from '../store/feature-store';

// Registrations (stored payment details) and the initial transactions of standing instructions,
// in the sandbox's SQLite file (tables: migration 3 of ../database/schema.ts).

export interface RegistrationRecord {
  id: string;
  entityId: string;
  /** Set for a registration-only checkout's registration. */
  checkoutId: string | null;
  /** createRegistration on a payment: usable once that payment succeeded. */
  initialPaymentId: string | null;
  /** The instrument and the registration's answer, sealed (./sealing.ts); null once deleted. */
  sealed: string | null;
  createdAt: Date;
  deletedAt: Date | null;
}

/** A successful INITIAL customer-initiated payment that later REPEATED MIT payments refer to. */
export interface InitialTransactionRecord {
  id: string;
  entityId: string;
  paymentId: string;
  registrationId: string | null;
  createdAt: Date;
}

export interface RegistrationWriteOptions {
  /** The checkout goes from OPEN to PAID in the same transaction (a registration-only checkout). */
  closesCheckout?: boolean;
  /** The REGISTRATION notification's payload: the answer for the registration (../webhooks/outbox.ts). */
  notification?: string;
}

export interface RegistrationStore {
  /** With `closesCheckout`, the checkout goes from OPEN to PAID in the same transaction; false when it was not OPEN. */
  insert(record: RegistrationRecord, options?: RegistrationWriteOptions): boolean;
  get(id: string): RegistrationRecord | undefined;
  latestOfCheckout(checkoutId: string): RegistrationRecord | undefined;
  /** Forgets the sealed details for good; false when there was nothing to delete. */
  delete(id: string, at: Date, notification?: string): boolean;
  insertInitialTransaction(record: InitialTransactionRecord): void;
  initialTransaction(id: string): InitialTransactionRecord | undefined;
  initialTransactionsOfRegistration(registrationId: string): InitialTransactionRecord[];
}

export const REGISTRATION_TABLES = `CREATE TABLE registrations (
     id                 TEXT PRIMARY KEY,
     entity_id          TEXT NOT NULL,
     checkout_id        TEXT REFERENCES checkouts (id),
     initial_payment_id TEXT,
     sealed             TEXT,
     created_at         INTEGER NOT NULL,
     deleted_at         INTEGER
   );
   CREATE INDEX registrations_by_checkout ON registrations (checkout_id, created_at)
     WHERE checkout_id IS NOT NULL;
   CREATE TABLE initial_transactions (
     id              TEXT PRIMARY KEY,
     entity_id       TEXT NOT NULL,
     payment_id      TEXT NOT NULL,
     registration_id TEXT,
     created_at      INTEGER NOT NULL
   );
   CREATE INDEX initial_transactions_by_registration ON initial_transactions (registration_id)
     WHERE registration_id IS NOT NULL;`;

/** A row of `registrations` as both databases give it (./registration-store-pg.ts). */
export interface RegistrationRow {
  id: string;
  entity_id: string;
  checkout_id: string | null;
  initial_payment_id: string | null;
  sealed: string | null;
  created_at: number;
  deleted_at: number | null;
}

export interface InitialRow {
  id: string;
  entity_id: string;
  payment_id: string;
  registration_id: string | null;
  created_at: number;
}

export const toRegistration = (row: RegistrationRow): RegistrationRecord => ({
  id: row.id,
  entityId: row.entity_id,
  checkoutId: row.checkout_id,
  initialPaymentId: row.initial_payment_id,
  sealed: row.sealed,
  createdAt: new Date(row.created_at),
  deletedAt: row.deleted_at === null ? null : new Date(row.deleted_at),
});

export const toInitial = (row: InitialRow): InitialTransactionRecord => ({
  id: row.id,
  entityId: row.entity_id,
  paymentId: row.payment_id,
  registrationId: row.registration_id,
  createdAt: new Date(row.created_at),
});

/** Registration reads, on the request thread's connection. */
export function registrationReads(db: Database) {
  const byId = db.prepare<[string], RegistrationRow>('SELECT * FROM registrations WHERE id = ?');
  const latestOfCheckout = db.prepare<[string], RegistrationRow>(
    'SELECT * FROM registrations WHERE checkout_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1',
  );
  const initialById = db.prepare<[string], InitialRow>('SELECT * FROM initial_transactions WHERE id = ?');
  const initialsOf = db.prepare<[string], InitialRow>(
    'SELECT * FROM initial_transactions WHERE registration_id = ? ORDER BY created_at, rowid',
  );
  return {
    get(id: string): RegistrationRecord | undefined {
      const row = byId.get(id);
      return row && toRegistration(row);
    },
    latestOfCheckout(checkoutId: string): RegistrationRecord | undefined {
      const row = latestOfCheckout.get(checkoutId);
      return row && toRegistration(row);
    },
    initialTransaction(id: string): InitialTransactionRecord | undefined {
      const row = initialById.get(id);
      return row && toInitial(row);
    },
    initialTransactionsOfRegistration: (registrationId: string): InitialTransactionRecord[] =>
      initialsOf.all(registrationId).map(toInitial),
  };
}

/** Registration writes, on the writer's connection: plain data in and out (records carry Dates). */
export function registrationWrites(db: Database) {
  const insert = db.prepare(
    `INSERT INTO registrations (id, entity_id, checkout_id, initial_payment_id, sealed, created_at, deleted_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const closeCheckout = db.prepare("UPDATE checkouts SET state = 'PAID' WHERE id = ? AND state = 'OPEN'");
  const remove = db.prepare(
    'UPDATE registrations SET sealed = NULL, deleted_at = ? WHERE id = ? AND deleted_at IS NULL',
  );
  const insertInitial = db.prepare(
    `INSERT INTO initial_transactions (id, entity_id, payment_id, registration_id, created_at)
     VALUES (?, ?, ?, ?, ?)`,
  );
  return {
    insert: db.transaction((r: RegistrationRecord, options: RegistrationWriteOptions = {}): boolean => {
      if (options.closesCheckout === true && closeCheckout.run(r.checkoutId).changes === 0) return false;
      insert.run(
        r.id,
        r.entityId,
        r.checkoutId,
        r.initialPaymentId,
        r.sealed,
        r.createdAt.getTime(),
        r.deletedAt?.getTime() ?? null,
      );
      return true;
    }),
    /** `_notification` is for the outbox, which wraps this write (./registration-events.ts). */
    delete: (id: string, at: Date, _notification?: string): boolean =>
      remove.run(at.getTime(), id).changes > 0,
    insertInitialTransaction(r: InitialTransactionRecord): void {
      insertInitial.run(r.id, r.entityId, r.paymentId, r.registrationId, r.createdAt.getTime());
    },
  };
}

/** The registrations' tables in the sandbox's store (../database/feature-stores.ts). */
export const REGISTRATION_STORE = featureStore({
  reads: registrationReads,
  writes: registrationWrites,
  queued: {
    insert: ([, options]) => (options?.closesCheckout ? undefined : { result: true }),
    insertInitialTransaction: () => ({ result: undefined }),
  },
});
