import type { Async, FeatureStore, Methods } from '../store/feature-store';
import { openDatabase } from '../store/open-database';
import { CORE_PG_TABLES } from '../store/pg/core-pg-schema';
import type { PgFeatureStore } from '../store/pg/pg-feature-store';
import { type PgTestDb, pgTestDb } from '../store/pg/pg-test-db';
import type { BACKENDS } from './feature-backends';
import { MIGRATIONS } from './schema';

// For the tests of features that read each other's tables (a due query joining merchant_clocks,
// expiries reading payments): one database, SQLite in memory with every schema step or a fresh
// PostgreSQL schema with the core tables and the given features' tables, on which several features
// are opened and fixture rows inserted as they are.

type AsyncOf<M extends Methods> = { [K in keyof M]: Async<M[K]> };

export interface SharedBackend {
  readonly name: (typeof BACKENDS)[number];
  /** A feature's reads and writes on this database (its PostgreSQL tables among those given at open). */
  feature<R extends Methods, W extends Methods>(
    sqlite: FeatureStore<R, W>,
    pg: PgFeatureStore<FeatureStore<R, W>>,
  ): { reads: AsyncOf<R>; writes: AsyncOf<W> };
  /** Inserts one row as it is (a fixture the tested feature reads). */
  insert(table: string, row: Readonly<Record<string, unknown>>): Promise<void>;
  /** Every row of a table, without PostgreSQL's `seq` (rowid stands for it on SQLite). */
  rowsOf(table: string): Promise<Record<string, unknown>[]>;
  /** The PostgreSQL database (for tests of several gateways on one schema); undefined on SQLite. */
  readonly pg: PgTestDb | undefined;
  close(): Promise<void>;
}

const asyncOf = <M extends Methods>(methods: M): AsyncOf<M> =>
  Object.fromEntries(
    Object.entries(methods).map(([name, fn]) => [name, async (...args: unknown[]) => fn(...args)]),
  ) as unknown as AsyncOf<M>;

const withoutSeq = ({ seq: _seq, ...row }: Record<string, unknown>) => row;

/** Opens one database on `name` holding the core tables and these features' PostgreSQL tables, in order. */
export async function sharedBackend(
  name: (typeof BACKENDS)[number],
  // biome-ignore lint/suspicious/noExplicitAny: any feature's PostgreSQL store
  pgStores: readonly PgFeatureStore<FeatureStore<any, any>>[],
): Promise<SharedBackend> {
  if (name === 'sqlite') {
    const db = openDatabase(':memory:', MIGRATIONS);
    return {
      name,
      feature: (sqlite) => ({ reads: asyncOf(sqlite.reads(db)), writes: asyncOf(sqlite.writes(db)) }),
      async insert(table, row) {
        const columns = Object.keys(row);
        db.prepare(
          `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
        ).run(row);
      },
      rowsOf: async (table) => db.prepare<[], Record<string, unknown>>(`SELECT * FROM ${table}`).all(),
      pg: undefined,
      close: async () => {
        db.close();
      },
    };
  }
  const db = await pgTestDb([CORE_PG_TABLES, ...pgStores.map((store) => store.tables)].join('\n'));
  return {
    name,
    feature: <R extends Methods, W extends Methods>(
      _sqlite: FeatureStore<R, W>,
      pg: PgFeatureStore<FeatureStore<R, W>>,
    ) => ({ reads: pg.reads(db) as AsyncOf<R>, writes: pg.writes(db) as AsyncOf<W> }),
    async insert(table, row) {
      const columns = Object.keys(row);
      await db.run(
        `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
        Object.values(row),
      );
    },
    rowsOf: async (table) => (await db.rows(`SELECT * FROM ${table}`)).map(withoutSeq),
    pg: db,
    close: () => db.drop(),
  };
}
