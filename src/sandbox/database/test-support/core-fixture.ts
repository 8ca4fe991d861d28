import type { Database } from 'better-sqlite3';
import type { CheckoutRow, PaymentRow } from '../../store/core-rows';
import { type FeatureStore, featureStore, type Methods } from '../../store/feature-store';
import { CORE_PG_TABLES } from '../../store/pg/core-pg-schema';
import { openPgDb, type PgDb } from '../../store/pg/pg-db';
import { type PgFeatureStore, pgFeatureStore } from '../../store/pg/pg-feature-store';
import { PG_TEST_URL, pgTestDb } from '../../store/pg/pg-test-db';

// For feature store tests that need core rows beside the feature's own: checkouts, payments and
// back-office links written straight into the tables, and read back as they are, on both databases.

/** A back-office link (../../backoffice/schema.ts) as the query follows it. */
export interface LinkRow {
  id: string;
  referenced_id: string;
  entity_id: string;
  payment_type: 'CP' | 'RF' | 'RV' | 'CB' | 'CR';
  amount_cents: number;
  final: 0 | 1;
  created_at: number;
}

/**
 * The back office's tables on PostgreSQL as far as the query follows them, for tests only: a
 * minimal equivalent of ../../backoffice/schema.ts (its own PostgreSQL port holds the real one),
 * with the payments' indexes the query's statements are written for (../../query/query-dialect.ts).
 */
export const BACK_OFFICE_LINKS_PG = `CREATE TABLE back_office_operations (
     id            TEXT PRIMARY KEY REFERENCES payments (id),
     referenced_id TEXT NOT NULL REFERENCES payments (id),
     entity_id     TEXT NOT NULL,
     payment_type  TEXT NOT NULL CHECK (payment_type IN ('CP', 'RF', 'RV', 'CB', 'CR')),
     amount_cents  BIGINT NOT NULL CHECK (amount_cents >= 0),
     final         INTEGER NOT NULL CHECK (final IN (0, 1)),
     created_at    BIGINT NOT NULL
   );
   CREATE INDEX back_office_operations_by_reference ON back_office_operations (referenced_id);
   CREATE INDEX payments_by_merchant_transaction
     ON payments (entity_id, (response::jsonb #>> '{merchantTransactionId}'), created_at);
   CREATE INDEX payments_by_entity_time ON payments (entity_id, created_at);`;

const PAYMENT_COLUMNS = 'id, entity_id, checkout_id, response, created_at, pending_until';

function fixtureReads(db: Database) {
  const payments = db.prepare<[string], PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE entity_id = ? ORDER BY created_at, rowid`,
  );
  const checkout = db.prepare<[string], { state: string }>('SELECT state FROM checkouts WHERE id = ?');
  return {
    storedPayments: (entityId: string): PaymentRow[] => payments.all(entityId),
    checkoutState: (id: string): string | undefined => checkout.get(id)?.state,
  };
}

function fixtureWrites(db: Database) {
  const checkout = db.prepare(
    `INSERT INTO checkouts (id, entity_id, params, created_at, expires_at, state)
     VALUES (@id, @entity_id, @params, @created_at, @expires_at, @state)`,
  );
  const payment = db.prepare(
    `INSERT INTO payments (${PAYMENT_COLUMNS})
     VALUES (@id, @entity_id, @checkout_id, @response, @created_at, @pending_until)`,
  );
  const link = db.prepare(
    `INSERT INTO back_office_operations (id, referenced_id, entity_id, payment_type, amount_cents, final, created_at)
     VALUES (@id, @referenced_id, @entity_id, @payment_type, @amount_cents, @final, @created_at)`,
  );
  return {
    putCheckout: (row: CheckoutRow): void => {
      checkout.run(row);
    },
    putPayments: db.transaction((rows: readonly PaymentRow[]): void => {
      for (const row of rows) payment.run(row);
    }),
    putLinks: db.transaction((rows: readonly LinkRow[]): void => {
      for (const row of rows) link.run(row);
    }),
  };
}

const CORE_FIXTURE = featureStore({ reads: fixtureReads, writes: fixtureWrites });

const CORE_FIXTURE_PG = pgFeatureStore(CORE_FIXTURE, {
  tables: '',
  reads: (db) => ({
    storedPayments: (entityId) =>
      db.rows<PaymentRow>(
        `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE entity_id = $1 ORDER BY created_at, seq`,
        [entityId],
      ),
    checkoutState: async (id) =>
      (await db.one<{ state: string }>('SELECT state FROM checkouts WHERE id = $1', [id]))?.state,
  }),
  writes: (db) => ({
    putCheckout: async (row) => {
      await db.run(
        `INSERT INTO checkouts (id, entity_id, params, created_at, expires_at, state)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [row.id, row.entity_id, row.params, row.created_at, row.expires_at, row.state],
      );
    },
    putPayments: (rows) =>
      db.tx(async (sql) => {
        for (const row of rows)
          await sql.run(`INSERT INTO payments (${PAYMENT_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6)`, [
            row.id,
            row.entity_id,
            row.checkout_id,
            row.response,
            row.created_at,
            row.pending_until,
          ]);
      }),
    putLinks: (rows) =>
      db.tx(async (sql) => {
        for (const row of rows)
          await sql.run(
            `INSERT INTO back_office_operations (id, referenced_id, entity_id, payment_type, amount_cents, final, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7)`,
            [
              row.id,
              row.referenced_id,
              row.entity_id,
              row.payment_type,
              row.amount_cents,
              row.final,
              row.created_at,
            ],
          );
      }),
  }),
});

type ReadsOf<F> = F extends FeatureStore<infer R, Methods> ? R : never;
type WritesOf<F> = F extends FeatureStore<Methods, infer W> ? W : never;
type Fixture = typeof CORE_FIXTURE;

/**
 * The feature's store on each database with the fixture's reads and writes beside its own, for
 * `featureBackend(name, ...withCoreFixture(SQLITE_STORE, PG_STORE))`.
 */
export function withCoreFixture<R extends Methods, W extends Methods>(
  sqlite: FeatureStore<R, W>,
  pg: PgFeatureStore<FeatureStore<R, W>>,
): [
  FeatureStore<R & ReadsOf<Fixture>, W & WritesOf<Fixture>>,
  PgFeatureStore<FeatureStore<R & ReadsOf<Fixture>, W & WritesOf<Fixture>>>,
] {
  const both = featureStore({
    reads: (db: Database) => ({ ...sqlite.reads(db), ...CORE_FIXTURE.reads(db) }),
    writes: (db: Database) => ({ ...sqlite.writes(db), ...CORE_FIXTURE.writes(db) }),
  });
  return [
    both,
    pgFeatureStore(both, {
      tables: pg.tables,
      reads: (db) => ({ ...pg.reads(db), ...CORE_FIXTURE_PG.reads(db) }),
      writes: (db) => ({ ...pg.writes(db), ...CORE_FIXTURE_PG.writes(db) }),
    }),
  ];
}

/**
 * Two sandbox processes on one PostgreSQL schema (the core tables and `tables`): each its own pool,
 * as separate processes have, for tests of writes that race across them. Each pool has its 8
 * connections open already, so racing writes start together rather than one per new connection.
 */
export async function twoPgProcesses(tables: string): Promise<{
  first: PgDb;
  second: PgDb;
  close(): Promise<void>;
}> {
  const first = await pgTestDb(`${CORE_PG_TABLES}\n${tables}`);
  const second = openPgDb(PG_TEST_URL, { schema: first.schema, max: 8 });
  await Promise.all(
    [first, second].flatMap((db) => Array.from({ length: 8 }, () => db.one('SELECT pg_sleep(0.05)'))),
  );
  return {
    first,
    second,
    close: async () => {
      await second.close();
      await first.drop();
    },
  };
}
