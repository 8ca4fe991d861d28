import { afterEach, describe, expect, it } from 'vitest';
import { CLOCK_STORE } from '../clock/clock-store';
import { CLOCK_PG_STORE } from '../clock/clock-store-pg';
import { BACKENDS } from '../database/feature-backends';
import { type SharedBackend, sharedBackend } from '../database/shared-backend';
import { openPgDb, type PgDb } from '../store/pg/pg-db';
import { PG_TEST_URL } from '../store/pg/pg-test-db';
import { SCHEDULE_STORE, type ScheduleExecutionRecord, type ScheduleRecord } from './schedule-store';
import { SCHEDULE_PG_STORE } from './schedule-store-pg';

const T = Date.parse('2026-12-01T11:35:31Z');
const HOUR = 3_600_000;

const schedule = (id: string, nextMs: number | null, entityId = 'e1'): ScheduleRecord => ({
  id,
  entityId,
  registrationId: `reg-${id}`,
  params: { amount: '17.99', currency: 'EUR', 'job.expression': '0 0 0 1 * ? *' },
  createdAt: new Date(T - 30 * 24 * HOUR),
  nextExecutionAt: nextMs === null ? null : new Date(nextMs),
  cancelledAt: null,
});

const runOf = (s: ScheduleRecord, paymentId: string): ScheduleExecutionRecord => ({
  scheduleId: s.id,
  scheduledFor: s.nextExecutionAt as Date,
  paymentId,
  executedAt: s.nextExecutionAt as Date,
});

const open = (backend: SharedBackend) => ({
  ...backend.feature(SCHEDULE_STORE, SCHEDULE_PG_STORE),
  clocks: backend.feature(CLOCK_STORE, CLOCK_PG_STORE).writes,
});

describe.each(BACKENDS)('schedules on %s', (name) => {
  let backend: SharedBackend;
  afterEach(() => backend?.close());
  const start = async () => {
    backend = await sharedBackend(name, [CLOCK_PG_STORE, SCHEDULE_PG_STORE]);
    return open(backend);
  };

  it('stores a schedule as it was made and reads it back; cancels it once', async () => {
    const { reads, writes } = await start();
    const s = schedule('s1', T);
    await writes.insert(s);
    expect(await reads.get('s1')).toEqual(s);
    expect(await reads.get('nope')).toBeUndefined();
    expect(await writes.cancel('s1', new Date(T - HOUR))).toBe(true);
    expect(await writes.cancel('s1', new Date(T))).toBe(false);
    expect(await writes.cancel('nope', new Date(T))).toBe(false);
    expect(await reads.get('s1')).toEqual({ ...s, nextExecutionAt: null, cancelledAt: new Date(T - HOUR) });
  });

  it('finds the schedules due by their merchant’s time, in order of their runs, then of insertion', async () => {
    const { reads, writes, clocks } = await start();
    await writes.insert(schedule('later', T + HOUR));
    await writes.insert(schedule('b', T));
    await writes.insert(schedule('a', T));
    await writes.insert(schedule('ahead', T + 2 * HOUR, 'e2'));
    await writes.insert(schedule('none', null));
    await writes.insert(schedule('early', T - HOUR));
    const ids = async (limit = 10) => (await reads.due(T, limit)).map((s) => s.id);
    expect(await ids()).toEqual(['early', 'b', 'a']);
    expect(await ids(2)).toEqual(['early', 'b']);
    // e2's clock runs three hours ahead: its run two hours from now is due by its time.
    await clocks.set('e2', 3 * HOUR);
    expect(await ids()).toEqual(['early', 'b', 'a', 'ahead']);
  });

  it('claims a run once, moving the schedule on; a cancelled schedule’s run is not claimed', async () => {
    const { reads, writes } = await start();
    const s = schedule('s1', T);
    await writes.insert(s);
    await writes.insert(schedule('s2', T));
    const run = runOf(s, 'p'.repeat(32));
    const following = new Date(T + 24 * HOUR);
    expect(await writes.claimExecution(run, following, T + 10_000)).toBe(true);
    expect(await writes.claimExecution({ ...run, paymentId: 'q'.repeat(32) }, following, T + 10_000)).toBe(
      false,
    );
    expect((await reads.get('s1'))?.nextExecutionAt).toEqual(following);
    expect(await reads.executions('s1')).toEqual([run]);
    // The last run: nothing follows.
    const last = { ...run, scheduledFor: following, paymentId: 'r'.repeat(32) };
    expect(await writes.claimExecution(last, null, T + 10_000)).toBe(true);
    expect((await reads.get('s1'))?.nextExecutionAt).toBeNull();
    expect((await reads.executions('s1')).map((e) => e.paymentId)).toEqual([run.paymentId, last.paymentId]);

    await writes.cancel('s2', new Date(T - 1));
    expect(await writes.claimExecution(runOf(schedule('s2', T), 's'.repeat(32)), following, T)).toBe(false);
    expect(await reads.executions('s2')).toEqual([]);
  });

  it('finds a run claimed and never marked paid once its lease is over, and lets one caller take it over', async () => {
    const { reads, writes } = await start();
    const s = schedule('s1', T);
    await writes.insert(s);
    const run = runOf(s, 'p'.repeat(32));
    const leaseUntil = T + 10_000;
    await writes.claimExecution(run, new Date(T + HOUR), leaseUntil);
    // Its claimer is paying it.
    expect(await reads.unpaidExecutions(leaseUntil - 1, 10)).toEqual([]);
    expect(await writes.retakeExecution(run, leaseUntil - 1, leaseUntil + 10_000)).toBe(false);
    // The lease is over: the claimer stopped.
    expect(await reads.unpaidExecutions(leaseUntil, 10)).toEqual([run]);
    expect(await writes.retakeExecution(run, leaseUntil, leaseUntil + 10_000)).toBe(true);
    expect(await writes.retakeExecution(run, leaseUntil, leaseUntil + 10_000)).toBe(false);
    expect(await reads.unpaidExecutions(leaseUntil + 9_999, 10)).toEqual([]);
    expect(await reads.unpaidExecutions(leaseUntil + 10_000, 10)).toEqual([run]);
    await writes.finishExecution(run.scheduleId, run.scheduledFor);
    expect(await reads.unpaidExecutions(Number.MAX_SAFE_INTEGER, 10)).toEqual([]);
    expect(await writes.retakeExecution(run, Number.MAX_SAFE_INTEGER, 0)).toBe(false);
  });

  it('lists interrupted runs by their time, up to the limit', async () => {
    const { reads, writes } = await start();
    const runs: ScheduleExecutionRecord[] = [];
    for (const [i, at] of [T + 2 * HOUR, T, T + HOUR].entries()) {
      const s = schedule(`s${i}`, at);
      await writes.insert(s);
      const run = runOf(s, String(i).repeat(32));
      await writes.claimExecution(run, null, 0);
      runs.push(run);
    }
    expect((await reads.unpaidExecutions(0, 10)).map((r) => r.scheduleId)).toEqual(['s1', 's2', 's0']);
    expect((await reads.unpaidExecutions(0, 2)).map((r) => r.scheduleId)).toEqual(['s1', 's2']);
  });
});

describe('schedule runs claimed by gateways sharing one PostgreSQL database', () => {
  let backend: SharedBackend;
  const pools: PgDb[] = [];
  afterEach(async () => {
    for (const pool of pools.splice(0)) await pool.close();
    await backend?.close();
  });
  /** Three gateways, each with a pool of its own on the same schema. */
  async function gateways() {
    backend = await sharedBackend('postgresql', [CLOCK_PG_STORE, SCHEDULE_PG_STORE]);
    const schema = backend.pg?.schema as string;
    return Array.from({ length: 3 }, () => {
      const pool = openPgDb(PG_TEST_URL, { schema, max: 4 });
      pools.push(pool);
      return { reads: SCHEDULE_PG_STORE.reads(pool), writes: SCHEDULE_PG_STORE.writes(pool) };
    });
  }

  it('each due run is claimed by exactly one gateway, however many try at once', async () => {
    const all = await gateways();
    const { writes } = open(backend);
    for (let i = 0; i < 30; i++) await writes.insert(schedule(`s${i}`, T));
    const claimed = await Promise.all(
      all.map(async (gw, g) => {
        const mine: string[] = [];
        // Each gateway's round: what is due, each claimed with its own payment id.
        for (const due of await gw.reads.due(T, 100)) {
          const run = runOf(due, `${g}`.repeat(32));
          if (await gw.writes.claimExecution(run, new Date(T + HOUR), T + 10_000)) mine.push(due.id);
        }
        return mine;
      }),
    );
    const ids = claimed.flat();
    expect(ids.toSorted()).toEqual(Array.from({ length: 30 }, (_, i) => `s${i}`).toSorted());
    // One execution per schedule, with the payment id of the gateway that claimed it.
    for (const [g, mine] of claimed.entries())
      for (const id of mine)
        expect((await all[0]?.reads.executions(id))?.map((e) => e.paymentId)).toEqual([`${g}`.repeat(32)]);
  });

  it('an interrupted run is taken over by one gateway once its lease is over, and by none before', async () => {
    const all = await gateways();
    const { writes } = open(backend);
    const runs: ScheduleExecutionRecord[] = [];
    for (let i = 0; i < 20; i++) {
      const s = schedule(`s${i}`, T);
      await writes.insert(s);
      const run = runOf(s, `${i}`.padStart(32, 'x'));
      // Claimed by a gateway that then stopped: its lease ends at T + 10 s.
      await writes.claimExecution(run, null, T + 10_000);
      runs.push(run);
    }
    const retake = (now: number) =>
      Promise.all(
        all.map(async (gw) => {
          const mine: string[] = [];
          for (const run of await gw.reads.unpaidExecutions(now, 100))
            if (await gw.writes.retakeExecution(run, now, now + 10_000)) mine.push(run.scheduleId);
          return mine;
        }),
      );
    expect((await retake(T + 9_999)).flat()).toEqual([]);
    const taken = (await retake(T + 10_000)).flat();
    expect(taken.toSorted()).toEqual(runs.map((r) => r.scheduleId).toSorted());
    // Taken over: leased again, so the next round leaves them alone until that lease is over.
    expect((await retake(T + 19_999)).flat()).toEqual([]);
    expect((await retake(T + 20_000)).flat()).toHaveLength(20);
  });
});
