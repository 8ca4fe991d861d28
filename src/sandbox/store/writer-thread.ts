import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from './open-database';
import { batchRunner, type QueuedWrite, writeTable } from './write-table';

// The writer thread (./thread-writer.ts starts it): one connection, one transaction per message.

export interface WriteBatch {
  seq: number;
  writes: QueuedWrite[];
  /** The request thread is blocked until `done[0]` reaches `seq`; outcomes go to the sync port. */
  sync?: boolean;
  close?: boolean;
}

const { path, done, syncPort } = workerData as {
  path: string;
  done: SharedArrayBuffer;
  syncPort: MessagePort;
};
const db = openDatabase(path, { migrate: false });
const run = batchRunner(db, writeTable(db));
const signal = new Int32Array(done);

parentPort?.on('message', (batch: WriteBatch) => {
  const outcomes = batch.writes.length > 0 ? run(batch.writes) : [];
  if (batch.close) db.close();
  if (batch.sync) {
    syncPort.postMessage({ seq: batch.seq, outcomes });
    Atomics.store(signal, 0, batch.seq);
    Atomics.notify(signal, 0);
  } else {
    const failed = outcomes.flatMap((o, i) => ('error' in o ? [`${batch.writes[i]?.[0]}: ${o.error}`] : []));
    // The failure mark first: the request thread must not take this batch for a clean commit.
    if (failed.length > 0) Atomics.store(signal, 1, batch.seq);
    Atomics.store(signal, 0, batch.seq);
    parentPort?.postMessage({ seq: batch.seq, failed });
  }
  if (batch.close) process.exit(0);
});
