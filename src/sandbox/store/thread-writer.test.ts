import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import { openSandboxStore } from '../database/open';
import { SECOND_MERCHANT } from '../merchants';
import type { PaymentResponse } from '../payments/payment-response';
import { ENTITY_ID, fileStores, PAYMENT, postForm, TOKEN_KEY, tempDir, testSandbox } from '../test-support';
import type { PaymentRecord } from './store';

const payment = (id: string, checkoutId: string | null = null): PaymentRecord => ({
  id,
  entityId: SECOND_MERCHANT.entityId,
  checkoutId,
  response: { id, result: RESULT.SUCCESS_INTEGRATOR_TEST } as PaymentResponse,
  createdAt: new Date('2026-01-01T00:01:00Z'),
});
const checkout = (id: string) => ({
  id,
  entityId: SECOND_MERCHANT.entityId,
  params: {},
  createdAt: new Date('2026-01-01T00:00:00Z'),
  expiresAt: new Date('2026-01-01T00:30:00Z'),
  state: 'OPEN' as const,
});

/** A write that fails: an async session must belong to a stored payment (foreign key). */
const orphanSession = (id: string) => ({
  id,
  paymentId: 'missing',
  kind: 'threeds',
  data: {},
  createdAt: new Date(),
  expiresAt: new Date(),
});

const rowsIn = (path: string, table: string): number => {
  const raw = new Database(path, { readonly: true });
  try {
    return (raw.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
  } finally {
    raw.close();
  }
};

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
/** Polls `done` without yielding to the event loop, for up to 5 s. */
function spinUntil(done: () => boolean): boolean {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (const deadline = Date.now() + 5000; Date.now() < deadline; Atomics.wait(pause, 0, 0, 1)) {
    if (done()) return true;
  }
  return false;
}

/** A payment pending until 00:05, due by `later`. */
const pending = (id: string): PaymentRecord => ({
  ...payment(id),
  pendingUntil: new Date('2026-01-01T00:05:00Z'),
});
const later = Date.parse('2026-01-01T01:00:00Z');

/** What `work` answers, and whether it did before the event loop turned (blocking this thread). */
async function withTurn<T>(work: () => Promise<T>): Promise<{ value: T; beforeTurn: boolean }> {
  let turned = false;
  setImmediate(() => {
    turned = true;
  });
  const value = await work();
  const beforeTurn = !turned;
  await nextTurn();
  return { value, beforeTurn };
}

const stores = fileStores('writer.db');
const fileStore = stores.open;
afterEach(() => stores.closeAll());

describe('the writer thread of a database file', () => {
  it('commits the writes of one event-loop turn together, before durable() settles', async () => {
    const { path, store } = fileStore();
    for (let i = 0; i < 50; i++) await store.insertPayment(payment(`P${i}`));
    // Queued, not yet in the file: another connection does not see them.
    expect(rowsIn(path, 'payments')).toBe(0);
    await store.durable();
    expect(rowsIn(path, 'payments')).toBe(50);
    expect(store.durable()).toBeUndefined();
  });

  it('lets a read on the same store see its queued writes', async () => {
    const { store } = fileStore();
    await store.insertCheckout(checkout('C1'));
    await store.insertPayment(payment('P1', 'C1'));
    expect((await store.checkout('C1'))?.state).toBe('OPEN');
    expect((await store.latestPaymentOfCheckout('C1'))?.id).toBe('P1');
  });

  it('runs a conditional write after the queued ones and answers it synchronously', async () => {
    const { store } = fileStore();
    await store.insertCheckout(checkout('C2'));
    expect(await store.insertPayment(payment('PA', 'C2'), { paysCheckout: true })).toBe(true);
    expect(await store.insertPayment(payment('PB', 'C2'), { paysCheckout: true })).toBe(false);
    expect(await store.payment('PB')).toBeUndefined();
  });

  it('rejects durable() when a queued write fails, and keeps the other writes of the batch', async () => {
    const { path, store } = fileStore();
    await store.insertPayment(payment('OK1'));
    await store.insertAsyncSession(orphanSession('S1'));
    await store.insertPayment(payment('OK2'));
    await expect(store.durable()).rejects.toThrow(/not stored/);
    expect(rowsIn(path, 'payments')).toBe(2);
    expect(rowsIn(path, 'async_sessions')).toBe(0);
  });

  it("sees a commit through the shared counter, before the writer's message comes round the event loop", async () => {
    const { path, store } = fileStore();
    await store.insertPayment(payment('FAST1'));
    await nextTurn(); // the batch has been posted
    // From here on this thread never yields: the writer's message cannot be handled.
    const settled = spinUntil(() => store.durable() === undefined);
    expect(settled).toBe(true);
    expect(rowsIn(path, 'payments')).toBe(1);
  });

  it('leaves a batch with a failed write to the message, which says what failed', async () => {
    const { path, store } = fileStore();
    await store.insertPayment(payment('OK3'));
    await store.insertAsyncSession(orphanSession('S2'));
    await nextTurn();
    expect(spinUntil(() => rowsIn(path, 'payments') === 1)).toBe(true);
    // Committed, but not cleanly: no shortcut, the answer waits for the message and fails.
    const waiting = store.durable();
    expect(waiting).toBeInstanceOf(Promise);
    await expect(waiting).rejects.toThrow(/not stored/);
  });

  it('commits what is queued when it closes', async () => {
    const path = join(tempDir(), 'close.db');
    const store = openSandboxStore(path, TOKEN_KEY);
    for (let i = 0; i < 10; i++) await store.insertPayment(payment(`Q${i}`));
    store.close();
    expect(rowsIn(path, 'payments')).toBe(10);
  });
});

describe("the gateway's own reads on a database file", () => {
  it('see the writes queued before them, waiting for their commit without blocking the event loop', async () => {
    const { store } = fileStore();
    await store.insertPayment(pending('DUE1'));
    const due = await withTurn(() => store.expiries.duePending(later, 10));
    expect(due.value.map((p) => p.id)).toEqual(['DUE1']);
    // Blocking on the writer (the request's read barrier) would have read before any other task ran.
    expect(due.beforeTurn).toBe(false);
  });

  it("include the request log's live stream, which every logged request wakes", async () => {
    const { store } = fileStore();
    await store.insertPayment(payment('BUSY1'));
    const read = await withTurn(() => store.requestLog.after(ENTITY_ID, 0, 10));
    expect(read.value.rows).toEqual([]);
    expect(read.beforeTurn).toBe(false);
  });

  it("go on when another request's queued write failed, and read at once when nothing is queued", async () => {
    const { store } = fileStore();
    await store.insertPayment(pending('DUE2'));
    await store.insertAsyncSession(orphanSession('S3'));
    // That write's request hears of its failure; the gateway's round reads on.
    expect((await store.expiries.duePending(later, 10)).map((p) => p.id)).toEqual(['DUE2']);
    expect(store.durable()).toBeUndefined();
    const reads = await withTurn(() =>
      Promise.all([
        store.webhooks.due(later, 10),
        store.schedules.due(later, 10),
        store.schedules.unpaidExecutions(later, 10),
      ]),
    );
    expect(reads.value).toEqual([[], [], []]);
    expect(reads.beforeTurn).toBe(true);
  });

  it("leave a request's own reads behind the blocking barrier: they see its writes within its turn", async () => {
    const { store } = fileStore();
    await store.insertPayment(payment('OWN1'));
    const found = await withTurn(() => store.payment('OWN1'));
    expect(found.value?.id).toBe('OWN1');
    expect(found.beforeTurn).toBe(true);
  });
});

describe("the gateway's own writes on a database file", () => {
  it('are answered once their batch is committed, without blocking the event loop', async () => {
    const { path, store } = fileStore();
    await store.insertPayment(pending('CL1'));
    const taken = await withTurn(() => store.expiries.claim(['CL1'], later, later + 30_000));
    expect(taken.value).toEqual(['CL1']);
    expect(taken.beforeTurn).toBe(false);
    expect(rowsIn(path, 'pending_expiry_claims')).toBe(1);
  });

  it("fail alone: the error is their caller's, the batch's other writes and answers go on", async () => {
    const { path, store } = fileStore();
    await store.insertPayment(payment('KEPT1'));
    // Not a number of rows: SQLite refuses the statement inside the writer's batch.
    const pruning = store.requestLog.prune(0, 'most' as unknown as number);
    await store.insertPayment(payment('KEPT2'));
    // What a request's answer waits for: the batch, committed with its other writes.
    const answer = store.durable();
    expect(answer).toBeInstanceOf(Promise);
    await expect(pruning).rejects.toThrow(/requestLog\.prune failed/);
    await expect(answer).resolves.toBeUndefined();
    expect(rowsIn(path, 'payments')).toBe(2);
  });

  it("are answered when a request's read commits the queue that holds them", async () => {
    const { store } = fileStore();
    await store.insertPayment(pending('CL2'));
    const claiming = store.expiries.claim(['CL2'], later, later + 30_000);
    // The read barrier commits the queue, the claim in it, in a batch whose answer is the read's.
    expect((await store.payment('CL2'))?.id).toBe('CL2');
    await expect(claiming).resolves.toEqual(['CL2']);
  });
});

describe('answers of a sandbox on a database file', () => {
  it('leave only once the payment they report is in the file', async () => {
    const dbPath = join(tempDir(), 'answers.db');
    const { app } = await testSandbox({ dbPath });
    try {
      const res = await postForm(app, '/v1/payments', PAYMENT);
      expect(res.statusCode).toBe(200);
      const { id } = res.json() as { id: string };
      const raw = new Database(dbPath, { readonly: true });
      const row = raw.prepare('SELECT entity_id FROM payments WHERE id = ?').get(id) as { entity_id: string };
      raw.close();
      expect(row.entity_id).toBe(ENTITY_ID);
    } finally {
      await app.close();
    }
  });
});
