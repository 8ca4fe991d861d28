import type { Database } from 'better-sqlite3';
import { StoreError } from './store-error';
import { batchRunner, type QueuedWrite, type WriteOutcome, type WriteTable } from './write-table';

/**
 * Where the store's writes run. The sandbox keeps one writing connection; for a database file it
 * lives in its own thread (./thread-writer.ts), so the request thread never waits for the disk
 * and the writes of one event-loop turn share one commit. Answers wait until the writes made for
 * them are committed (`durable`), so nothing a client was told about can be lost.
 */
export interface Writer {
  /** Queue a write whose result is known in advance; it is committed with the next batch. */
  send(name: string, args: readonly unknown[]): void;
  /** Run a write after everything queued, and wait for its result. */
  call(name: string, args: readonly unknown[]): unknown;
  /**
   * Queue a write whose result is needed, and answer it once its batch is committed, without
   * blocking: for the gateway's own work, which has no request waiting on this thread.
   */
  later(name: string, args: readonly unknown[]): Promise<unknown>;
  /** Everything queued is committed once this returns: reads see it. */
  settle(): void;
  /** undefined when nothing is waiting; else settles once everything queued so far is committed. */
  durable(): Promise<void> | undefined;
  close(): void;
}

export function writeResult(outcome: WriteOutcome | undefined, name: string): unknown {
  if (!outcome) throw new StoreError(`the writer gave no answer for ${name}`);
  if ('error' in outcome) throw new StoreError(`sandbox database write ${name} failed: ${outcome.error}`);
  return outcome.value;
}

/** On the request thread, for ':memory:' databases (tests): every write runs at once. */
export function inlineWriter(db: Database, table: WriteTable): Writer {
  const run = batchRunner(db, table);
  const now = (name: string, args: readonly unknown[]) =>
    writeResult(run([[name, args] as QueuedWrite])[0], name);
  return {
    send: now,
    call: now,
    later: async (name, args) => now(name, args),
    settle() {},
    durable: () => undefined,
    close: () => db.close(),
  };
}
