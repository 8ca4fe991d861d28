import type { Database } from 'better-sqlite3';
import type { FeatureApi, FeatureStore, Fn, Methods } from './feature-store';
import { writeName } from './feature-store';
import type { Writer } from './writer';

/** Keys a cached read keeps at most (entities of a sandbox: a handful; a bound, not a target). */
const CACHED_KEYS = 10_000;

/**
 * A feature store as async methods: its reads behind the read barrier (`read`; a few the store
 * names go without it), each write a method of the same name that goes to the writer, queued or
 * waited for (./feature-store.ts). SQLite answers at once; the promises are the boundary a
 * network database needs.
 */
export function bindStore<R extends Methods, W extends Methods>(
  db: Database,
  writer: Writer,
  read: <F extends Fn>(fn: F) => F,
  feature: string,
  store: FeatureStore<R, W>,
): FeatureApi<FeatureStore<R, W>> {
  const methods: Record<string, Fn> = {};
  const withoutBarrier = (store.withoutBarrier ?? {}) as Readonly<Record<string, true | undefined>>;
  const awaitingWrites = (store.awaitingWrites ?? {}) as Readonly<Record<string, true | undefined>>;
  const cachedUntilWrite = (store.cachedUntilWrite ?? {}) as Readonly<Record<string, true | undefined>>;
  // One map per cached read, all emptied by any write of the feature (before and after it: a read
  // meanwhile would keep what the write replaces).
  const caches: Map<unknown, unknown>[] = [];
  const forgetAll = () => {
    for (const cache of caches) cache.clear();
  };
  for (const [method, fn] of Object.entries(store.reads(db))) {
    const barrierRead = withoutBarrier[method] ? fn : read(fn);
    if (awaitingWrites[method]) {
      // Nothing of the caller's runs between the commit and the read: it is waiting here. A
      // queued write that failed is its request's to report; the read goes on.
      methods[method] = async (...args: unknown[]) => {
        await writer.durable()?.catch(() => undefined);
        return fn(...args);
      };
    } else if (cachedUntilWrite[method]) {
      const cache = new Map<unknown, unknown>();
      caches.push(cache);
      methods[method] = async (key: unknown, ...rest: unknown[]) => {
        if (rest.length > 0) return barrierRead(key, ...rest);
        if (cache.has(key)) return cache.get(key);
        const value = Object.freeze(barrierRead(key));
        if (cache.size >= CACHED_KEYS) cache.clear();
        cache.set(key, value);
        return value;
      };
    } else methods[method] = async (...args: unknown[]) => barrierRead(...args);
  }
  // Only the names are needed here: the writer has its own connection and statements.
  const queued = (store.queued ?? {}) as Readonly<
    Record<string, ((args: readonly unknown[]) => { result: unknown } | undefined) | undefined>
  >;
  const answeredLater = (store.answeredLater ?? {}) as Readonly<Record<string, true | undefined>>;
  for (const method of Object.keys(store.writes(db))) {
    const name = writeName(feature, method);
    const known = queued[method];
    if (answeredLater[method]) {
      methods[method] = async (...args: unknown[]) => {
        forgetAll();
        try {
          return await writer.later(name, args);
        } finally {
          forgetAll();
        }
      };
      continue;
    }
    methods[method] = async (...args: unknown[]) => {
      forgetAll();
      // A feature with kept reads waits for each write: a queued one, not yet committed, would
      // let a read meanwhile keep what it replaces.
      const result = caches.length > 0 ? undefined : known?.(args);
      if (!result) {
        try {
          return writer.call(name, args);
        } finally {
          forgetAll();
        }
      }
      writer.send(name, args);
      return result.result;
    };
  }
  return methods as FeatureApi<FeatureStore<R, W>>;
}
