import type { Database } from 'better-sqlite3';
import { coreWrites } from './core-writes';
import { SUB_STORES } from './sub-stores';

// biome-ignore lint/suspicious/noExplicitAny: writes are called by name with cloned arguments
export type WriteFn = (...args: any[]) => unknown;

/** Every write by name: `insertPayment`, `registrations.insert`, …, bound to one connection. */
export function writeTable(db: Database): ReadonlyMap<string, WriteFn> {
  const table = new Map<string, WriteFn>(Object.entries(coreWrites(db)));
  for (const [store, sub] of Object.entries(SUB_STORES)) {
    for (const [name, fn] of Object.entries(sub.writes(db))) table.set(`${store}.${name}`, fn);
  }
  return table;
}

export type QueuedWrite = readonly [name: string, args: readonly unknown[]];
export type WriteOutcome = { value: unknown } | { error: string };

/**
 * Runs writes in one IMMEDIATE transaction (a group commit), each in its own savepoint so one
 * failing write does not undo the others.
 */
export function batchRunner(db: Database, table: ReadonlyMap<string, WriteFn>) {
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
