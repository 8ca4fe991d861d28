import type { Database } from 'better-sqlite3';
import { type FeatureStores, writeName } from './feature-store';

// biome-ignore lint/suspicious/noExplicitAny: writes are called by name with cloned arguments
export type WriteFn = (...args: any[]) => unknown;
export type WriteTable = ReadonlyMap<string, WriteFn>;

/** Every write of these stores on one connection, by message name (`core.insertPayment`, …). */
export function writeTableOf(db: Database, stores: FeatureStores): WriteTable {
  const table = new Map<string, WriteFn>();
  for (const [feature, store] of Object.entries(stores))
    for (const [method, fn] of Object.entries(store.writes(db) as Record<string, WriteFn>))
      table.set(writeName(feature, method), fn);
  return table;
}

export type QueuedWrite = readonly [name: string, args: readonly unknown[]];
export type WriteOutcome = { value: unknown } | { error: string };

/**
 * Runs writes in one IMMEDIATE transaction (a group commit), each in its own savepoint so one
 * failing write does not undo the others.
 */
export function batchRunner(db: Database, table: WriteTable) {
  const one = db.transaction((fn: WriteFn, args: readonly unknown[]) => fn(...args));
  const batch = db.transaction((writes: readonly QueuedWrite[]): WriteOutcome[] =>
    writes.map(([name, args]) => {
      const fn = table.get(name);
      if (!fn) return { error: `unknown write ${name}` };
      try {
        return { value: one(fn, args) };
      } catch (error) {
        return { error: error instanceof Error ? error.message : String(error) };
      }
    }),
  );
  return (writes: readonly QueuedWrite[]): WriteOutcome[] => {
    try {
      return batch.immediate(writes);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return writes.map(() => ({ error: message }));
    }
  };
}
