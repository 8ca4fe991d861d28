import type { Database } from 'better-sqlite3';

// How a feature adds its tables' reads and writes to the store without the store knowing it.
// Reads run on the request thread's connection; writes on the writer's (./writer.ts), each bound
// to a method of the same name that sends itself there: no write is ever called by a string.

// biome-ignore lint/suspicious/noExplicitAny: reads and writes of any signature, typed where declared
export type Fn = (...args: any[]) => any;
export type Methods = Record<string, Fn>;

export interface FeatureStore<R extends Methods = Methods, W extends Methods = Methods> {
  reads(db: Database): R;
  writes(db: Database): W;
  /**
   * Writes whose result is known in advance for these arguments: they are queued and committed
   * with the next batch (the answer still waits for the commit) instead of being waited for.
   */
  queued?: { readonly [K in keyof W]?: (args: Parameters<W[K]>) => { result: ReturnType<W[K]> } | undefined };
  /**
   * Reads that need not see the writes still queued (a count that a concurrent request could miss
   * anyway): they skip the read barrier, which blocks the request thread until the writer has
   * committed everything queued. A request that waited for an answer still sees that answer's
   * writes: every answer leaves after its writes are committed.
   */
  withoutBarrier?: { readonly [K in keyof R]?: true };
  /**
   * Reads of work that runs beside the requests rather than inside one (the gateway clock's rounds:
   * what is due; the request log's live stream, woken by every request it logs): they see every
   * write queued before them as a barrier read does, but wait for the writer's commit as a promise
   * instead of blocking the request thread (under load a blocked round held it 13 ms at the median
   * and up to 68 ms, five times a second; one open stream took payments from 2,570 to 490–720 a
   * second). A request's own reads keep the blocking barrier: what runs between its writes and
   * its reads stays as it was.
   */
  awaitingWrites?: { readonly [K in keyof R]?: true };
  /**
   * Writes of the gateway's own work whose result it needs (a claim, a prune): they leave with the
   * next batch and are answered when it is committed, instead of blocking the request thread
   * until the writer has committed everything queued and then them.
   */
  answeredLater?: { readonly [K in keyof W]?: true };
  /**
   * Reads whose answer is kept by their first argument until any write of this feature is made:
   * the SQLite store is one process, whose writes all go through here, so the copy stays true.
   * A database several processes share (PostgreSQL) reads every time. Kept answers are frozen.
   */
  cachedUntilWrite?: { readonly [K in keyof R]?: true };
}

/** Declares a feature's store, its types inferred from its read and write functions. */
export const featureStore = <R extends Methods, W extends Methods>(
  store: FeatureStore<R, W>,
): FeatureStore<R, W> => store;

/** A read or write as the code using the store calls it: every one returns a promise. */
export type Async<F extends Fn> = (...args: Parameters<F>) => Promise<Awaited<ReturnType<F>>>;
type AsyncMethods<M extends Methods> = { [K in keyof M]: Async<M[K]> };

/** What a feature store offers the code that uses it: its reads and its writes, as async methods. */
export type FeatureApi<F> =
  F extends FeatureStore<infer R, infer W> ? AsyncMethods<R> & AsyncMethods<W> : never;

// biome-ignore lint/suspicious/noExplicitAny: any feature store
export type FeatureStores = Readonly<Record<string, FeatureStore<any, any>>>;
export type FeatureApis<F extends FeatureStores> = { readonly [K in keyof F]: FeatureApi<F[K]> };

/** The message name of a feature's write on its way to the writer thread. */
export const writeName = (feature: string, method: string): string => `${feature}.${method}`;
