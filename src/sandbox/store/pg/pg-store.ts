import { coreApiOver } from '../core-api';
import type { CORE_STORE } from '../core-store';
import type { FeatureApi, Fn } from '../feature-store';
import type { CoreStore } from '../store';
import { CORE_PG_STORE } from './core-pg-store';
import { joinedPgDb, type PgDb, type Sql } from './pg-db';
import type { PgFeatureStore } from './pg-feature-store';

// The store on PostgreSQL: the same CoreStore and feature methods as on SQLite (../sqlite-store.ts),
// each read a query on the pool, each write committed before its promise settles.

// biome-ignore lint/suspicious/noExplicitAny: any feature's PostgreSQL store
export type AnyPgFeatureStore = PgFeatureStore<any>;

/**
 * What is written with a write, in its transaction: called with the transaction's connection, the
 * write's arguments and its result (the webhook outbox, ../../webhooks/outbox-pg.ts).
 */
export type AlongsideWrite = (sql: Sql, args: unknown[], result: unknown) => Promise<void>;

export interface PgStoreOptions {
  /** Keys the lookup hash of access tokens (../../secrets/access-tokens.ts). */
  tokenKey: Buffer;
  /** The features' stores on PostgreSQL, by name: `store.{name}` offers each one's reads and writes. */
  features: Readonly<Record<string, AnyPgFeatureStore>>;
  /** By write name (`core.insertPayment`, `registrations.insert`): what is written with it. */
  alongside?: ReadonlyMap<string, AlongsideWrite>;
}

type Api = Record<string, Fn>;

/** A feature's reads and writes on the pool; a write with something alongside runs in one transaction with it. */
function bindPgStore(
  db: PgDb,
  feature: string,
  store: AnyPgFeatureStore,
  alongside: ReadonlyMap<string, AlongsideWrite>,
): Api {
  const methods: Api = { ...(store.reads(db) as Api) };
  for (const [method, write] of Object.entries(store.writes(db) as Api)) {
    const also = alongside.get(`${feature}.${method}`);
    methods[method] = also
      ? (...args: unknown[]) =>
          db.tx(async (sql) => {
            // The write's own statements, and its own transaction if it has one, join this one.
            const joined = (store.writes(joinedPgDb(sql, db)) as Api)[method] as Fn;
            const result: unknown = await joined(...args);
            await also(sql, args, result);
            return result;
          })
      : write;
  }
  return methods;
}

/** The write names a feature's store offers (`feature.method`), for checking what is wrapped. */
export const pgWriteNames = (db: PgDb, feature: string, store: AnyPgFeatureStore): string[] =>
  Object.keys(store.writes(db) as Api).map((method) => `${feature}.${method}`);

/** The core store and the given features on `db`, whose schema is migrated. */
export function pgStore(db: PgDb, options: PgStoreOptions): CoreStore & Readonly<Record<string, Api>> {
  const alongside = options.alongside ?? new Map();
  const core = bindPgStore(db, 'core', CORE_PG_STORE, alongside) as unknown as FeatureApi<typeof CORE_STORE>;
  const features = Object.fromEntries(
    Object.entries(options.features).map(([name, store]) => [name, bindPgStore(db, name, store, alongside)]),
  );
  const coreStore: CoreStore = {
    shared: true,
    // Other sandbox processes may share the database: merchants are read, not remembered.
    ...coreApiOver(core, options.tokenKey, 'shared'),
    // Every write is committed before its promise settles.
    durable: () => undefined,
    probe: () => core.probe(Date.now()),
    close: () => db.close(),
  };
  return Object.assign(coreStore, features);
}
