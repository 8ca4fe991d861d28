import type { FeatureStore, Methods } from '../store/feature-store';
import { openDatabase } from '../store/open-database';
import { CORE_PG_TABLES } from '../store/pg/core-pg-schema';
import type { PgFeatureStore } from '../store/pg/pg-feature-store';
import { pgTestDb } from '../store/pg/pg-test-db';
import { MIGRATIONS } from './schema';

// For a feature store's tests: the same suite on both databases, SQLite in memory with every schema
// step, and a fresh PostgreSQL schema with the core tables and the feature's own (plus `extraPgTables`
// of features it joins). Both answer through promises, as the store offers them to the sandbox.

type AsyncOf<M extends Methods> = {
  [K in keyof M]: (...args: Parameters<M[K]>) => Promise<Awaited<ReturnType<M[K]>>>;
};

export interface FeatureBackend<R extends Methods, W extends Methods> {
  readonly name: 'sqlite' | 'postgresql';
  reads: AsyncOf<R>;
  writes: AsyncOf<W>;
  close(): Promise<void>;
}

const asyncOf = <M extends Methods>(methods: M): AsyncOf<M> =>
  Object.fromEntries(
    Object.entries(methods).map(([name, fn]) => [name, async (...args: unknown[]) => fn(...args)]),
  ) as unknown as AsyncOf<M>;

export const BACKENDS = ['sqlite', 'postgresql'] as const;

/** Opens the feature on `name`: `describe.each(BACKENDS)('…on %s', (name) => { … featureBackend(name, …) })`. */
export async function featureBackend<R extends Methods, W extends Methods>(
  name: (typeof BACKENDS)[number],
  sqlite: FeatureStore<R, W>,
  pg: PgFeatureStore<FeatureStore<R, W>>,
  extraPgTables = '',
): Promise<FeatureBackend<R, W>> {
  if (name === 'sqlite') {
    const db = openDatabase(':memory:', MIGRATIONS);
    return {
      name,
      reads: asyncOf(sqlite.reads(db)),
      writes: asyncOf(sqlite.writes(db)),
      close: async () => {
        db.close();
      },
    };
  }
  const db = await pgTestDb(`${CORE_PG_TABLES}\n${extraPgTables}\n${pg.tables}`);
  return {
    name,
    reads: pg.reads(db) as AsyncOf<R>,
    writes: pg.writes(db) as AsyncOf<W>,
    close: () => db.drop(),
  };
}
