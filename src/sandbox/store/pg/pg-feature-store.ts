import type { Async, FeatureStore, Methods } from '../feature-store';
import type { PgDb } from './pg-db';

// A feature's tables on PostgreSQL: the same reads and writes as its SQLite store (../feature-store.ts),
// by the same names and arguments, each async. The type below makes the compiler hold the two to the
// same methods, so the code using `store.{feature}` cannot tell which database it runs on.

type AsyncMethods<M extends Methods> = { [K in keyof M]: Async<M[K]> };

// biome-ignore lint/suspicious/noExplicitAny: any feature store
type ReadsOf<F> = F extends FeatureStore<infer R, any> ? R : never;
// biome-ignore lint/suspicious/noExplicitAny: any feature store
type WritesOf<F> = F extends FeatureStore<any, infer W> ? W : never;

// biome-ignore lint/suspicious/noExplicitAny: any feature store
export interface PgFeatureStore<F extends FeatureStore<any, any>> {
  /**
   * The feature's tables and indexes in PostgreSQL's dialect: same table and column names as on
   * SQLite and the same values (BIGINT for epoch milliseconds and amounts, TEXT for JSON, BYTEA for
   * blobs, INTEGER 0/1 for flags), so rows read the same on both. They are the feature's part of
   * version 1 of the PostgreSQL schema (../../database/pg-schema.ts); once that has shipped they
   * stay as they are, and a later change is a step appended there.
   */
  readonly tables: string;
  reads(db: PgDb): AsyncMethods<ReadsOf<F>>;
  /**
   * Each write commits before its promise settles. Several sandbox processes may run the same write
   * at once: a check-then-change runs in `db.tx` with the rows it checks locked (`FOR UPDATE`) or as
   * one conditional statement, never on what this process remembers. A write the webhook outbox
   * wraps runs inside a larger transaction (`db` is then bound to it, ./pg-db.ts `joinedPgDb`): it
   * must not go on after a statement that failed (use ON CONFLICT rather than catching a violation).
   */
  writes(db: PgDb): AsyncMethods<WritesOf<F>>;
}

/** Declares a feature's PostgreSQL store beside its SQLite one, held to the same methods. */
// biome-ignore lint/suspicious/noExplicitAny: any feature store
export const pgFeatureStore = <F extends FeatureStore<any, any>>(
  _sqlite: F,
  store: PgFeatureStore<F>,
): PgFeatureStore<F> => store;
