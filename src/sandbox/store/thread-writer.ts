import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { StoreError } from './store-error';
import type { WriteOutcome } from './write-table';
import { type Writer, writeResult } from './writer';
import type { WriteBatch } from './writer-thread';

/** How long the request thread waits for the writer before it gives up on a write. */
const WRITER_TIMEOUT_MS = 30_000;

interface Waiter {
  seq: number;
  resolve(): void;
  reject(error: Error): void;
}

/** A write queued by `later`: its place in its batch, and who waits for its result. */
interface Caller {
  index: number;
  name: string;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/**
 * The writer thread seen from the request thread. Queued writes leave once per event-loop turn
 * (setImmediate), or when the batch before them is committed, so concurrent requests share a
 * transaction. A request's write whose result is needed now (paying a checkout is a check and an
 * update in one transaction) and a read that must see queued writes block on a shared counter until
 * the writer has committed them; the gateway's own work, which no request waits on, queues such a
 * write (`later`) and has its result with the writer's answer.
 */
export function threadWriter(path: string, entry: URL): Writer {
  // [0]: the last batch committed; [1]: the last queued batch with a failed write (./writer-thread.ts).
  const done = new SharedArrayBuffer(8);
  const signal = new Int32Array(done);
  const { port1: syncPort, port2: syncReplies } = new MessageChannel();
  const worker = new Worker(new URL('./writer-boot.mjs', import.meta.url), {
    workerData: { entry: entry.href, path, done, syncPort },
    transferList: [syncPort],
  });
  worker.unref();

  let queue: WriteBatch['writes'] = [];
  let sent = 0; // sequence number of the last batch posted
  let committed = 0; // of the last batch the writer answered
  let scheduled = false;
  // One queued batch in flight at a time: what arrives meanwhile waits and leaves together once
  // the writer has answered, so batches grow with the load instead of the number of messages.
  let inFlight = 0; // sequence number of the queued batch in flight, if above `committed`
  let failure: Error | undefined;
  const failedBatches = new Map<number, string[]>();
  let waiters: Waiter[] = [];
  // `later` writes in the queue, then by the sequence number of the batch that took them.
  let queuedCallers: Caller[] = [];
  const callers = new Map<number, Caller[]>();

  /** Answers each caller from its outcome (Writer.later): `outcomeOf` by its place in the batch. */
  const answerCallers = (
    batch: readonly Caller[] | undefined,
    outcomeOf: (caller: Caller, nth: number) => WriteOutcome | undefined,
  ) => {
    (batch ?? []).forEach((caller, nth) => {
      try {
        caller.resolve(writeResult(outcomeOf(caller, nth), caller.name));
      } catch (error) {
        caller.reject(error as Error);
      }
    });
  };

  const fail = (error: Error) => {
    failure = error;
    for (const w of waiters) w.reject(error);
    waiters = [];
    for (const caller of [...queuedCallers, ...[...callers.values()].flat()]) caller.reject(error);
    queuedCallers = [];
    callers.clear();
  };
  worker.on('error', (error) => fail(new StoreError(`the sandbox's writer thread failed: ${error.message}`)));
  worker.on('exit', (code) => {
    if (!failure) fail(new StoreError(`the sandbox's writer thread stopped (exit code ${code})`));
  });

  const answered = (seq: number, failed: readonly string[]) => {
    committed = Math.max(committed, seq);
    // Not logged here: each request waiting for the batch gets the error, and the server logs it
    // once per interval however many requests it fails (../http/failure-log.ts).
    if (failed.length > 0) failedBatches.set(seq, [...failed]);
    const still: Waiter[] = [];
    for (const w of waiters) {
      const failures = failedBatches.get(w.seq);
      if (w.seq > committed) still.push(w);
      else if (failures) w.reject(new StoreError(`writes not stored: ${failures.join('; ')}`));
      else w.resolve();
    }
    waiters = still;
    if (waiters.length === 0) failedBatches.clear();
  };
  worker.on('message', (ack: { seq: number; failed: string[]; outcomes?: WriteOutcome[] }) => {
    // The answer holds the awaited writes' outcomes, in their order.
    answerCallers(callers.get(ack.seq), (_, nth) => ack.outcomes?.[nth]);
    callers.delete(ack.seq);
    answered(ack.seq, ack.failed);
    if (queue.length > 0) flush();
  });
  // The writer's message only arrives once this thread has handled every request already waiting
  // in the event loop; the shared counter shows a commit at once. Checked whenever a request
  // queues a write or waits for one, it lets answers leave and the next batch go without that
  // wait. A batch with a failed write is left to the message, which says what failed.
  const catchUp = () => {
    if (committed >= sent) return;
    const seen = Atomics.load(signal, 0);
    if (seen <= committed || Atomics.load(signal, 1) > committed) return;
    answered(seen, []);
    if (queue.length > 0) flush();
  };

  const post = (batch: Omit<WriteBatch, 'seq'>): number => {
    if (failure) throw failure;
    sent += 1;
    worker.postMessage({ ...batch, seq: sent });
    return sent;
  };
  const flush = () => {
    scheduled = false;
    if (queue.length === 0 || failure || inFlight > committed) return;
    const writes = queue;
    const waiting = queuedCallers;
    queue = [];
    queuedCallers = [];
    inFlight = post(waiting.length > 0 ? { writes, awaited: waiting.map((c) => c.index) } : { writes });
    if (waiting.length > 0) callers.set(inFlight, waiting);
  };
  const schedule = () => {
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };

  /** Posts the queue (plus `writes`) and blocks until the writer has committed it. */
  const runNow = (writes: WriteBatch['writes'], close = false): WriteOutcome[] => {
    const all = queue.concat(writes);
    const waiting = queuedCallers;
    queue = [];
    queuedCallers = [];
    const seq = post({ writes: all, sync: true, close });
    const deadline = Date.now() + WRITER_TIMEOUT_MS;
    for (let seen = Atomics.load(signal, 0); seen < seq; seen = Atomics.load(signal, 0)) {
      if (Date.now() > deadline) {
        const error = new StoreError('the sandbox writer thread did not answer');
        for (const caller of waiting) caller.reject(error);
        throw error;
      }
      Atomics.wait(signal, 0, seen, 100);
    }
    const reply = receiveMessageOnPort(syncReplies)?.message as { seq: number; outcomes: WriteOutcome[] };
    answerCallers(waiting, (caller) => reply.outcomes[caller.index]);
    const queued = reply.outcomes.slice(0, reply.outcomes.length - writes.length);
    const awaited = new Set(waiting.map((c) => c.index));
    answered(
      seq,
      queued.flatMap((o, i) => ('error' in o && !awaited.has(i) ? [`${all[i]?.[0]}: ${o.error}`] : [])),
    );
    return reply.outcomes.slice(reply.outcomes.length - writes.length);
  };

  return {
    send(name, args) {
      if (failure) throw failure;
      catchUp();
      queue.push([name, args]);
      schedule();
    },
    call: (name, args) => writeResult(runNow([[name, args]])[0], name),
    later(name, args) {
      if (failure) return Promise.reject(failure);
      catchUp();
      return new Promise((resolve, reject) => {
        queuedCallers.push({ index: queue.length, name, resolve, reject });
        queue.push([name, args]);
        schedule();
      });
    },
    settle() {
      if (queue.length > 0 || committed < sent) runNow([]);
    },
    durable() {
      if (failure) return Promise.reject(failure);
      catchUp();
      const target = sent + (queue.length > 0 ? 1 : 0);
      if (target <= committed) return undefined;
      return new Promise((resolve, reject) => waiters.push({ seq: target, resolve, reject }));
    },
    close() {
      if (failure) return;
      runNow([], true);
    },
  };
}
