import type { Database } from 'better-sqlite3';
import type { MerchantRow } from './core-rows';
import {
  type AsyncSessionRow,
  type CheckoutRow,
  type PaymentRow,
  toAsyncSession,
  toCheckout,
  toPayment,
} from './core-rows';

/** The reads of the core tables, on the request thread's connection. */
export function coreReads(db: Database) {
  const merchantByLookup = db.prepare<[string], MerchantRow>(
    'SELECT * FROM merchants WHERE token_lookup = ?',
  );
  const merchantByEntity = db.prepare<[string], MerchantRow>('SELECT * FROM merchants WHERE entity_id = ?');
  const checkoutById = db.prepare<[string], CheckoutRow>('SELECT * FROM checkouts WHERE id = ?');
  const paymentById = db.prepare<[string], PaymentRow>('SELECT * FROM payments WHERE id = ?');
  const latestOfCheckout = db.prepare<[string], PaymentRow>(
    'SELECT * FROM payments WHERE checkout_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1',
  );
  const pendingOfCheckout = db.prepare<[string], PaymentRow>(
    'SELECT * FROM payments WHERE checkout_id = ? AND pending_until IS NOT NULL ORDER BY created_at, rowid',
  );
  const sessionById = db.prepare<[string], AsyncSessionRow>('SELECT * FROM async_sessions WHERE id = ?');

  return {
    merchantByLookup: (lookup: string) => merchantByLookup.get(lookup),
    merchantByEntity: (entityId: string) => merchantByEntity.get(entityId),
    checkout(id: string) {
      const row = checkoutById.get(id);
      return row && toCheckout(row);
    },
    payment(id: string) {
      const row = paymentById.get(id);
      return row && toPayment(row);
    },
    latestPaymentOfCheckout(checkoutId: string) {
      const row = latestOfCheckout.get(checkoutId);
      return row && toPayment(row);
    },
    pendingPaymentsOfCheckout: (checkoutId: string) => pendingOfCheckout.all(checkoutId).map(toPayment),
    asyncSession(id: string) {
      const row = sessionById.get(id);
      return row && toAsyncSession(row);
    },
  };
}
