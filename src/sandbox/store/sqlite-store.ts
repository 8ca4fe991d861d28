import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { Merchant } from '../merchants';
import type { PaymentResponse } from '../payment/payment-response';
import { openRegistrationStore } from '../registrations/registration-store';
import { migrate } from './migrations';
import type {
  AsyncSessionRecord,
  CheckoutRecord,
  CheckoutState,
  CompletionOutcome,
  PaymentRecord,
  Store,
} from './store';

interface CheckoutRow {
  id: string;
  entity_id: string;
  params: string;
  created_at: number;
  expires_at: number;
  state: CheckoutState;
}

interface PaymentRow {
  id: string;
  entity_id: string;
  checkout_id: string | null;
  response: string;
  created_at: number;
  pending_until: number | null;
}

interface AsyncSessionRow {
  id: string;
  payment_id: string;
  kind: string;
  data: string;
  created_at: number;
  expires_at: number;
}

const toCheckout = (row: CheckoutRow): CheckoutRecord => ({
  id: row.id,
  entityId: row.entity_id,
  params: JSON.parse(row.params) as Record<string, string>,
  createdAt: new Date(row.created_at),
  expiresAt: new Date(row.expires_at),
  state: row.state,
});

const toPayment = (row: PaymentRow): PaymentRecord => ({
  id: row.id,
  entityId: row.entity_id,
  checkoutId: row.checkout_id,
  response: JSON.parse(row.response) as PaymentResponse,
  createdAt: new Date(row.created_at),
  ...(row.pending_until === null ? {} : { pendingUntil: new Date(row.pending_until) }),
});

const toAsyncSession = (row: AsyncSessionRow): AsyncSessionRecord => ({
  id: row.id,
  paymentId: row.payment_id,
  kind: row.kind,
  data: JSON.parse(row.data) as unknown,
  createdAt: new Date(row.created_at),
  expiresAt: new Date(row.expires_at),
});

/** Opens (and creates, with its folder) the database at `path`; ':memory:' for a throw-away one. */
export function openSqliteStore(path: string): Store {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  // WAL + NORMAL: a commit is safe from a crash of the sandbox, only a power cut may lose the last
  // ones; FULL would fsync on every payment (docs/decisions.md).
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  migrate(db);

  const dropTokenElsewhere = db.prepare('DELETE FROM merchants WHERE access_token = ? AND entity_id <> ?');
  const upsertMerchant = db.prepare(
    `INSERT INTO merchants (entity_id, access_token, name) VALUES (@entityId, @accessToken, @name)
     ON CONFLICT (entity_id) DO UPDATE SET access_token = excluded.access_token, name = excluded.name`,
  );
  const merchantByToken = db.prepare<[string], Merchant>(
    'SELECT entity_id AS entityId, access_token AS accessToken, name FROM merchants WHERE access_token = ?',
  );
  const merchantByEntity = db.prepare<[string], Merchant>(
    'SELECT entity_id AS entityId, access_token AS accessToken, name FROM merchants WHERE entity_id = ?',
  );
  const insertCheckout = db.prepare(
    `INSERT INTO checkouts (id, entity_id, params, created_at, expires_at, state)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const checkoutById = db.prepare<[string], CheckoutRow>('SELECT * FROM checkouts WHERE id = ?');
  const markPaid = db.prepare("UPDATE checkouts SET state = 'PAID' WHERE id = ? AND state = 'OPEN'");
  const insertPayment = db.prepare(
    `INSERT INTO payments (id, entity_id, checkout_id, response, created_at, pending_until)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const paymentById = db.prepare<[string], PaymentRow>('SELECT * FROM payments WHERE id = ?');
  const latestOfCheckout = db.prepare<[string], PaymentRow>(
    'SELECT * FROM payments WHERE checkout_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1',
  );
  const pendingOfCheckout = db.prepare<[string], PaymentRow>(
    'SELECT * FROM payments WHERE checkout_id = ? AND pending_until IS NOT NULL ORDER BY created_at, rowid',
  );
  const finishPayment = db.prepare(
    'UPDATE payments SET response = ?, pending_until = NULL WHERE id = ? AND pending_until IS NOT NULL',
  );
  const shortenCheckout = db.prepare('UPDATE checkouts SET expires_at = MIN(expires_at, ?) WHERE id = ?');
  const shortenPendingOfCheckout = db.prepare(
    `UPDATE payments SET pending_until = MIN(pending_until, ?)
     WHERE checkout_id = ? AND pending_until IS NOT NULL`,
  );
  const shortenPayment = db.prepare(
    'UPDATE payments SET pending_until = MIN(pending_until, ?) WHERE id = ? AND pending_until IS NOT NULL',
  );
  const insertSession = db.prepare(
    `INSERT INTO async_sessions (id, payment_id, kind, data, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const sessionById = db.prepare<[string], AsyncSessionRow>('SELECT * FROM async_sessions WHERE id = ?');
  const updateSession = db.prepare('UPDATE async_sessions SET data = ? WHERE id = ?');

  const storePayment = db.transaction((payment: PaymentRecord, paysCheckout: boolean): boolean => {
    if (paysCheckout && markPaid.run(payment.checkoutId).changes === 0) return false;
    insertPayment.run(
      payment.id,
      payment.entityId,
      payment.checkoutId,
      JSON.stringify(payment.response),
      payment.createdAt.getTime(),
      payment.pendingUntil?.getTime() ?? null,
    );
    return true;
  });

  const finish = db.transaction(
    (id: string, response: PaymentResponse, paysCheckout: boolean): CompletionOutcome => {
      const row = paymentById.get(id);
      if (!row || row.pending_until === null) return 'notPending';
      if (paysCheckout && markPaid.run(row.checkout_id).changes === 0) return 'checkoutClosed';
      finishPayment.run(JSON.stringify(response), id);
      return 'completed';
    },
  );

  return {
    upsertMerchant: db.transaction((merchant: Merchant) => {
      dropTokenElsewhere.run(merchant.accessToken, merchant.entityId);
      upsertMerchant.run(merchant);
    }),
    merchantByToken: (token) => merchantByToken.get(token),
    merchantByEntity: (entityId) => merchantByEntity.get(entityId),
    insertCheckout(c) {
      insertCheckout.run(
        c.id,
        c.entityId,
        JSON.stringify(c.params),
        c.createdAt.getTime(),
        c.expiresAt.getTime(),
        c.state,
      );
    },
    checkout(id) {
      const row = checkoutById.get(id);
      return row && toCheckout(row);
    },
    // IMMEDIATE takes the write lock before reading the state, so another process on the same
    // file cannot slip in between the check and the update.
    insertPayment: (payment, options = {}) => storePayment.immediate(payment, options.paysCheckout === true),
    payment(id) {
      const row = paymentById.get(id);
      return row && toPayment(row);
    },
    latestPaymentOfCheckout(checkoutId) {
      const row = latestOfCheckout.get(checkoutId);
      return row && toPayment(row);
    },
    pendingPaymentsOfCheckout: (checkoutId) => pendingOfCheckout.all(checkoutId).map(toPayment),
    completePayment: (id, response, options = {}) =>
      finish.immediate(id, response, options.paysCheckout === true),
    expireCheckout: db.transaction((id: string, at: Date) => {
      shortenCheckout.run(at.getTime(), id);
      shortenPendingOfCheckout.run(at.getTime(), id);
    }),
    expirePayment(id, at) {
      shortenPayment.run(at.getTime(), id);
    },
    insertAsyncSession(session) {
      insertSession.run(
        session.id,
        session.paymentId,
        session.kind,
        JSON.stringify(session.data),
        session.createdAt.getTime(),
        session.expiresAt.getTime(),
      );
    },
    asyncSession(id) {
      const row = sessionById.get(id);
      return row && toAsyncSession(row);
    },
    updateAsyncSession(id, data) {
      updateSession.run(JSON.stringify(data), id);
    },
    registrations: openRegistrationStore(db),
    close: () => db.close(),
  };
}
