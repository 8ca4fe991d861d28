import type { CheckoutRow, PaymentRow } from '../store/core-rows';
import { coreWrites } from '../store/core-writes';
import { type FeatureStore, featureStore, type Methods } from '../store/feature-store';
import { type PgFeatureStore, pgFeatureStore } from '../store/pg/pg-feature-store';

// For a feature store's tests on both databases (./feature-backends.ts): the core rows its tables
// refer to (checkouts, payments), written and read back beside the feature's own methods, since
// each backend opens a database of its own.

const CHECKOUT_COLUMNS = 'id, entity_id, params, created_at, expires_at, state';
const PAYMENT_COLUMNS = 'id, entity_id, checkout_id, response, created_at, pending_until';

const CORE_FIXTURES = featureStore({
  reads: (db) => ({
    checkoutRow: (id: string): CheckoutRow | undefined =>
      db.prepare<[string], CheckoutRow>(`SELECT ${CHECKOUT_COLUMNS} FROM checkouts WHERE id = ?`).get(id),
    paymentRow: (id: string): PaymentRow | undefined =>
      db.prepare<[string], PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE id = ?`).get(id),
  }),
  writes: (db) => {
    const core = coreWrites(db);
    return {
      insertCheckout: (row: CheckoutRow): void => core.insertCheckout(row),
      insertPayment: (row: PaymentRow): void => {
        core.insertPayment(row, false);
      },
      /** What paying a checkout does to it: OPEN to PAID; false when it was not OPEN. */
      payCheckout: (id: string): boolean =>
        db.prepare("UPDATE checkouts SET state = 'PAID' WHERE id = ? AND state = 'OPEN'").run(id).changes > 0,
    };
  },
});

const CORE_FIXTURES_PG = pgFeatureStore(CORE_FIXTURES, {
  tables: '',
  reads: (db) => ({
    checkoutRow: (id) => db.one<CheckoutRow>(`SELECT ${CHECKOUT_COLUMNS} FROM checkouts WHERE id = $1`, [id]),
    paymentRow: (id) => db.one<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE id = $1`, [id]),
  }),
  writes: (db) => ({
    async insertCheckout(r) {
      await db.run(`INSERT INTO checkouts (${CHECKOUT_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6)`, [
        r.id,
        r.entity_id,
        r.params,
        r.created_at,
        r.expires_at,
        r.state,
      ]);
    },
    async insertPayment(r) {
      await db.run(`INSERT INTO payments (${PAYMENT_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6)`, [
        r.id,
        r.entity_id,
        r.checkout_id,
        r.response,
        r.created_at,
        r.pending_until,
      ]);
    },
    payCheckout: async (id) =>
      (await db.run("UPDATE checkouts SET state = 'PAID' WHERE id = $1 AND state = 'OPEN'", [id])) > 0,
  }),
});

type Fixtures = typeof CORE_FIXTURES extends FeatureStore<infer R, infer W> ? [R, W] : never;

/** The feature's SQLite and PostgreSQL stores, each with the core fixtures' reads and writes added. */
export function withCoreFixtures<R extends Methods, W extends Methods>(
  sqlite: FeatureStore<R, W>,
  pg: PgFeatureStore<FeatureStore<R, W>>,
): [
  FeatureStore<R & Fixtures[0], W & Fixtures[1]>,
  PgFeatureStore<FeatureStore<R & Fixtures[0], W & Fixtures[1]>>,
] {
  return [
    featureStore({
      reads: (db) => ({ ...sqlite.reads(db), ...CORE_FIXTURES.reads(db) }),
      writes: (db) => ({ ...sqlite.writes(db), ...CORE_FIXTURES.writes(db) }),
    }),
    {
      tables: pg.tables,
      reads: (db) => ({ ...pg.reads(db), ...CORE_FIXTURES_PG.reads(db) }),
      writes: (db) => ({ ...pg.writes(db), ...CORE_FIXTURES_PG.writes(db) }),
    },
  ];
}
