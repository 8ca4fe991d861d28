import { afterEach, describe, expect, it } from 'vitest';
import { BACKENDS, featureBackend } from '../database/feature-backends';
import { openPgDb, type PgDb } from '../store/pg/pg-db';
import { PG_TEST_URL, type PgTestDb, pgTestDb } from '../store/pg/pg-test-db';
import { watchMerchantClocksPg } from './clock-changes-pg';
import { CLOCK_STORE } from './clock-store';
import { CLOCK_PG_STORE } from './clock-store-pg';
import { type ClockPersistence, type MerchantClocks, merchantClocks } from './merchant-clocks';

const MAX = 10_000;

describe.each(BACKENDS)('merchant clocks on %s', (name) => {
  const open = () => featureBackend(name, CLOCK_STORE, CLOCK_PG_STORE);
  let close = async () => {};
  afterEach(() => close());

  it('keeps an offset per entity; 0 or less is the sandbox’s time again', async () => {
    const { reads, writes, close: done } = await open();
    close = done;
    expect(await reads.all()).toEqual([]);
    await writes.set('e1', 60_000);
    await writes.set('e2', 5);
    await writes.set('e1', 120_000);
    expect(await reads.all()).toEqual(
      expect.arrayContaining([
        { entity_id: 'e1', offset_ms: 120_000 },
        { entity_id: 'e2', offset_ms: 5 },
      ]),
    );
    await writes.set('e2', 0);
    await writes.set('e3', -1);
    expect(await reads.all()).toEqual([{ entity_id: 'e1', offset_ms: 120_000 }]);
  });

  it('moves a clock ahead from the sandbox’s time or from where it is, never past the limit', async () => {
    const { reads, writes, close: done } = await open();
    close = done;
    expect(await writes.advance('e1', 1_000, MAX)).toBe(1_000);
    expect(await writes.advance('e1', 2_500, MAX)).toBe(3_500);
    expect(await writes.advance('e1', 6_501, MAX)).toBeNull();
    expect(await writes.advance('e1', 6_500, MAX)).toBe(MAX);
    expect(await writes.advance('e2', MAX + 1, MAX)).toBeNull();
    expect(await reads.all()).toEqual([{ entity_id: 'e1', offset_ms: MAX }]);
  });
});

describe('merchant clocks in memory', () => {
  /** A store in memory whose changes the test announces itself. */
  function memoryClocks() {
    const rows = new Map<string, number>();
    let announce: (() => Promise<void>) | undefined;
    let stopped = false;
    const persistence: ClockPersistence = {
      all: async () => [...rows].map(([entity_id, offset_ms]) => ({ entity_id, offset_ms })),
      set: async (entityId, offsetMs) => {
        if (offsetMs > 0) rows.set(entityId, offsetMs);
        else rows.delete(entityId);
      },
      advance: async (entityId, byMs, maxMs) => {
        const offsetMs = (rows.get(entityId) ?? 0) + byMs;
        if (offsetMs > maxMs) return null;
        rows.set(entityId, offsetMs);
        return offsetMs;
      },
    };
    return {
      rows,
      persistence,
      watch: async (onChange: () => Promise<void>) => {
        announce = onChange;
        return async () => {
          stopped = true;
        };
      },
      announce: () => announce?.(),
      stopped: () => stopped,
    };
  }
  const base = () => new Date('2026-11-21T12:00:00Z');

  it('reads a change another process made once it is told of it, and stops listening on close', async () => {
    const memory = memoryClocks();
    const clocks = await merchantClocks(base, memory.persistence, memory.watch);
    memory.rows.set('e1', 3_600_000);
    expect(clocks.offsetOf('e1')).toBe(0);
    await memory.announce();
    expect(clocks.offsetOf('e1')).toBe(3_600_000);
    expect(clocks.anyAhead()).toBe(true);
    expect(clocks.inScopeOf('e1', () => clocks.now().toISOString())).toBe('2026-11-21T13:00:00.000Z');
    memory.rows.delete('e1');
    await memory.announce();
    expect(clocks.anyAhead()).toBe(false);
    await clocks.close();
    expect(memory.stopped()).toBe(true);
  });

  it('moves a clock by adding to what is stored, and refuses a move past the limit', async () => {
    const memory = memoryClocks();
    const clocks = await merchantClocks(base, memory.persistence);
    // Moved meanwhile by another process: the move adds to that, not to what this one remembers.
    memory.rows.set('e1', 1_000);
    expect(await clocks.advance('e1', 500, MAX)).toBe(true);
    expect(clocks.offsetOf('e1')).toBe(1_500);
    expect(await clocks.advance('e1', MAX, MAX)).toBe(false);
    expect(clocks.offsetOf('e1')).toBe(1_500);
  });
});

describe('merchant clocks of gateways sharing one PostgreSQL database', () => {
  let db: PgTestDb;
  const others: PgDb[] = [];
  const clocks: MerchantClocks[] = [];
  afterEach(async () => {
    for (const c of clocks.splice(0)) await c.close();
    for (const other of others.splice(0)) await other.close();
    await db?.drop();
  });
  const gateway = () => {
    const other = openPgDb(PG_TEST_URL, { schema: db.schema, max: 4 });
    others.push(other);
    return other;
  };
  const persistenceOf = (on: PgDb): ClockPersistence => ({
    ...CLOCK_PG_STORE.reads(on),
    ...CLOCK_PG_STORE.writes(on),
  });
  const base = () => new Date('2026-11-21T12:00:00Z');

  /** A gateway's clocks, and a promise that it has read the clocks again, on being told, until they satisfy a condition. */
  async function gatewayClocks(on: PgDb) {
    const waiting = new Set<() => void>();
    const watch = watchMerchantClocksPg(on);
    const made = await merchantClocks(base, persistenceOf(on), (onChange) =>
      watch(async () => {
        await onChange();
        for (const check of waiting) check();
      }),
    );
    clocks.push(made);
    return {
      clocks: made,
      heardUntil: (condition: (clocks: MerchantClocks) => boolean) =>
        new Promise<void>((resolve) => {
          const check = () => {
            if (!condition(made)) return;
            waiting.delete(check);
            resolve();
          };
          waiting.add(check);
        }),
    };
  }

  it('a clock moved through one gateway is the time of that merchant on the others', async () => {
    db = await pgTestDb(CLOCK_PG_STORE.tables);
    const a = await gatewayClocks(gateway());
    const b = await gatewayClocks(gateway());
    const c = await gatewayClocks(gateway());
    const moved = (gw: MerchantClocks) => gw.offsetOf('e1') === 86_400_000;
    const heard = Promise.all([b.heardUntil(moved), c.heardUntil(moved)]);
    expect(await a.clocks.advance('e1', 86_400_000, MAX * 1_000_000)).toBe(true);
    // The gateway that moved it answers with the new time at once; the others once told.
    expect(moved(a.clocks)).toBe(true);
    await heard;
    for (const gw of [a, b, c])
      expect(gw.clocks.inScopeOf('e1', () => gw.clocks.now().toISOString())).toBe('2026-11-22T12:00:00.000Z');
    const resetHeard = a.heardUntil((gw) => !gw.anyAhead());
    await b.clocks.set('e1', 0);
    await resetHeard;
    expect(a.clocks.offsetOf('e1')).toBe(0);
  });

  it('moves made at once through several gateways all count', async () => {
    db = await pgTestDb(CLOCK_PG_STORE.tables);
    const gateways = [gateway(), gateway(), gateway()].map((on) => CLOCK_PG_STORE.writes(on));
    await Promise.all(
      gateways.flatMap((writes) => Array.from({ length: 10 }, () => writes.advance('e1', 1_000, 1_000_000))),
    );
    expect(await CLOCK_PG_STORE.reads(db).all()).toEqual([{ entity_id: 'e1', offset_ms: 30_000 }]);
  });

  it('listens again after losing its connection, and reads the clocks again then', async () => {
    db = await pgTestDb(CLOCK_PG_STORE.tables);
    let heard: () => void = () => {};
    const next = () =>
      new Promise<void>((resolve) => {
        heard = resolve;
      });
    const stop = await watchMerchantClocksPg(gateway(), { retryMs: 10 })(async () => heard());
    try {
      const reconnected = next();
      const killed = await db.run(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE pid <> pg_backend_pid() AND query = $1`,
        [`LISTEN "merchant_clocks ${db.schema}"`],
      );
      expect(killed).toBe(1);
      // What was told while it was away may be lost: being back counts as a change.
      await reconnected;
      const changed = next();
      await CLOCK_PG_STORE.writes(db).set('e1', 1_000);
      await changed;
    } finally {
      await stop();
    }
  });
});
