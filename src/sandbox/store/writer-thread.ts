import { writeFileSync } from 'node:fs';
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import type { Database } from 'better-sqlite3';
import { openDatabase } from './open-database';
import { batchRunner, type QueuedWrite, type WriteOutcome, type WriteTable } from './write-table';

// The writer thread (./thread-writer.ts starts it): one connection, one transaction per message.
// The store does not know which tables its users add: the thread's entry module, which does,
// calls runWriterThread with them.

export interface WriteBatch {
  seq: number;
  writes: QueuedWrite[];
  /** The request thread is blocked until `done[0]` reaches `seq`; outcomes go to the sync port. */
  sync?: boolean;
  /**
   * Where its writes whose results are awaited are (Writer.later): the answer carries their
   * outcomes, in this order, and their failures are theirs alone, not the batch's.
   */
  awaited?: readonly number[];
  close?: boolean;
}

export function runWriterThread(tableOf: (db: Database) => WriteTable): void {
  const { path, done, syncPort } = workerData as {
    path: string;
    done: SharedArrayBuffer;
    syncPort: MessagePort;
  };
  nameThisThread('sandbox-writer');
  const db = openDatabase(path);
  const run = batchRunner(db, tableOf(db));
  const signal = new Int32Array(done);
  parentPort?.on('message', (batch: WriteBatch) => answer(batch, db, run, signal, syncPort));
}

function answer(
  batch: WriteBatch,
  db: Database,
  run: ReturnType<typeof batchRunner>,
  signal: Int32Array,
  syncPort: MessagePort,
): void {
  const outcomes = batch.writes.length > 0 ? run(batch.writes) : [];
  if (batch.close) db.close();
  if (batch.sync) {
    syncPort.postMessage({ seq: batch.seq, outcomes });
    Atomics.store(signal, 0, batch.seq);
    Atomics.notify(signal, 0);
  } else {
    const awaited = new Set(batch.awaited);
    const failed = outcomes.flatMap((o, i) =>
      'error' in o && !awaited.has(i) ? [`${batch.writes[i]?.[0]}: ${o.error}`] : [],
    );
    // The failure mark first: the request thread must not take this batch for a clean commit.
    if (failed.length > 0) Atomics.store(signal, 1, batch.seq);
    Atomics.store(signal, 0, batch.seq);
    const answers = batch.awaited?.map((i) => outcomes[i] as WriteOutcome);
    parentPort?.postMessage({ seq: batch.seq, failed, ...(answers ? { outcomes: answers } : {}) });
  }
  if (batch.close) process.exit(0);
}

/** Shown by `top -H`, `ps -L` and /proc (Linux; elsewhere nothing): tells the writer's CPU apart. */
function nameThisThread(name: string): void {
  try {
    writeFileSync('/proc/thread-self/comm', name);
  } catch {
    // not Linux, or /proc not mounted
  }
}
