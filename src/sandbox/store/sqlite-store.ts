import type { Database } from 'better-sqlite3';
import { bindStore } from './bind-store';
import { coreApiOver } from './core-api';
import { CORE_STORE } from './core-store';
import type { FeatureApis, FeatureStores, Fn } from './feature-store';
import type { MigrationStep } from './migrations';
import { openDatabase } from './open-database';
import type { CoreStore } from './store';
import { threadWriter } from './thread-writer';
import type { WriteTable } from './write-table';
import { inlineWriter } from './writer';

export interface SqliteStoreOptions<F extends FeatureStores> {
  /** Keys the lookup hash of access tokens (../secrets/access-tokens.ts). */
  tokenKey: Buffer;
  /** The features' own tables, beside the core ones: `store.{name}` offers each one's reads and writes. */
  features: F;
  /** Every schema step, core and features, in order (./migrations.ts). */
  migrations: readonly MigrationStep[];
  /**
   * Every write by message name on a connection, as the writer thread's entry builds it too:
   * `writeTableOf(db, allStores(features))`, or that with writes wrapped (an outbox).
   */
  writeTable: (db: Database) => WriteTable;
  /** The writer thread's entry module: it calls runWriterThread with the same stores (./writer-thread.ts). */
  writerEntry: URL;
}

/** Every table's stores by name, as both threads build them: the core's and the features'. */
export const allStores = <F extends FeatureStores>(features: F) => ({ core: CORE_STORE, ...features });

/**
 * Opens (and creates, with its folder) the database at `path`; ':memory:' for a throw-away one.
 * Reads run here, on the request thread; writes run on the writer (./writer.ts): for a file, a
 * thread of its own with group commit; for ':memory:', right here.
 */
export function openSqliteStore<F extends FeatureStores>(
  path: string,
  options: SqliteStoreOptions<F>,
): CoreStore & FeatureApis<F> {
  const db = openDatabase(path, options.migrations);
  const writer =
    path === ':memory:' ? inlineWriter(db, options.writeTable(db)) : threadWriter(path, options.writerEntry);
  // A read must see every write queued before it (the same request may have made them).
  const read = <R extends Fn>(fn: R): R =>
    ((...args: Parameters<R>) => {
      writer.settle();
      return fn(...args);
    }) as R;
  const core = bindStore(db, writer, read, 'core', CORE_STORE);
  const features = Object.fromEntries(
    Object.entries(options.features).map(([name, store]) => [name, bindStore(db, writer, read, name, store)]),
  ) as FeatureApis<F>;

  const coreStore: CoreStore = {
    // Merchants are written at start only, and this process is the database's only one.
    ...coreApiOver(core, options.tokenKey, 'process'),
    durable: () => writer.durable(),
    async probe() {
      await core.probe(Date.now());
      await writer.durable();
    },
    async close() {
      writer.close();
      if (db.open) db.close();
    },
  };
  return Object.assign(coreStore, features);
}
