import type { Database } from 'better-sqlite3';
import type { FeatureApi, FeatureStore, Fn, Methods } from './feature-store';
import { writeName } from './feature-store';
import type { Writer } from './writer';

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
  for (const [method, fn] of Object.entries(store.reads(db))) {
    const barrierRead = withoutBarrier[method] ? fn : read(fn);
    methods[method] = async (...args: unknown[]) => barrierRead(...args);
  }
  // Only the names are needed here: the writer has its own connection and statements.
  const queued = (store.queued ?? {}) as Readonly<
    Record<string, ((args: readonly unknown[]) => { result: unknown } | undefined) | undefined>
  >;
  for (const method of Object.keys(store.writes(db))) {
    const name = writeName(feature, method);
    const known = queued[method];
    methods[method] = async (...args: unknown[]) => {
      const result = known?.(args);
      if (!result) return writer.call(name, args);
      writer.send(name, args);
      return result.result;
    };
  }
  return methods as FeatureApi<FeatureStore<R, W>>;
}
