import type { Database } from 'better-sqlite3';
import { jsonOf } from '../http/json-once';
import { bindStore } from './bind-store';
import { paymentRow } from './core-rows';
import { CORE_STORE } from './core-store';
import type { FeatureApis, FeatureStores, Fn } from './feature-store';
import { merchantAccounts } from './merchant-accounts';
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
    ...merchantAccounts(core, core, options.tokenKey),

    insertCheckout: (c) =>
      core.insertCheckout({
        id: c.id,
        entity_id: c.entityId,
        params: JSON.stringify(c.params),
        created_at: c.createdAt.getTime(),
        expires_at: c.expiresAt.getTime(),
        state: c.state,
      }),
    checkout: core.checkout,

    insertPayment: (payment, options = {}) =>
      core.insertPayment(paymentRow(payment), options.paysCheckout === true),
    payment: core.payment,
    latestPaymentOfCheckout: core.latestPaymentOfCheckout,
    pendingPaymentsOfCheckout: core.pendingPaymentsOfCheckout,
    completePayment: (id, response, options = {}) =>
      core.completePayment(id, jsonOf(response), options.paysCheckout === true),
    expireCheckout: (id, at) => core.expireCheckout(id, at.getTime()),
    expirePayment: (id, at) => core.expirePayment(id, at.getTime()),

    insertAsyncSession: (s) =>
      core.insertAsyncSession({
        id: s.id,
        payment_id: s.paymentId,
        kind: s.kind,
        data: JSON.stringify(s.data),
        created_at: s.createdAt.getTime(),
        expires_at: s.expiresAt.getTime(),
      }),
    asyncSession: core.asyncSession,
    updateAsyncSession: (id, data) => core.updateAsyncSession(id, JSON.stringify(data)),

    durable: () => writer.durable(),
    async probe() {
      await core.probe(Date.now());
      await writer.durable();
    },
    close() {
      writer.close();
      if (db.open) db.close();
    },
  };
  return Object.assign(coreStore, features);
}
