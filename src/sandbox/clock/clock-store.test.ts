import { afterEach, describe, expect, it } from 'vitest';
import { BACKENDS, featureBackend } from '../database/feature-backends';
import { openPgDb, type PgDb } from '../store/pg/pg-db';
import { PG_TEST_URL, type PgTestDb, pgTestDb } from '../store/pg/pg-test-db';
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
  /** A store in memory that the test changes behind the clocks' back, as another process would. */
  function memoryClocks() {
    const rows = new Map<string, number>();
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
    return { rows, persistence };
  }
  const base = () => new Date('2026-11-21T12:00:00Z');

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
  afterEach(async () => {
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

  it('a clock moved through one gateway is the time of that merchant on the others once they read again', async () => {
    db = await pgTestDb(CLOCK_PG_STORE.tables);
    const [a, b, c] = (await Promise.all(
      [gateway(), gateway(), gateway()].map((on) => merchantClocks(base, persistenceOf(on))),
    )) as [MerchantClocks, MerchantClocks, MerchantClocks];
    expect(await a.advance('e1', 86_400_000, MAX * 1_000_000)).toBe(true);
    // The gateway that moved it answers with the new time at once; the others from their next read.
    expect(a.offsetOf('e1')).toBe(86_400_000);
    expect(b.offsetOf('e1')).toBe(0);
    await Promise.all([b.refresh(), c.refresh()]);
    for (const gw of [a, b, c])
      expect(gw.inScopeOf('e1', () => gw.now().toISOString())).toBe('2026-11-22T12:00:00.000Z');
    await b.set('e1', 0);
    await a.refresh();
    expect(a.anyAhead()).toBe(false);
  });

  it('moves made at once through several gateways all count', async () => {
    db = await pgTestDb(CLOCK_PG_STORE.tables);
    const gateways = [gateway(), gateway(), gateway()].map((on) => CLOCK_PG_STORE.writes(on));
    await Promise.all(
      gateways.flatMap((writes) => Array.from({ length: 10 }, () => writes.advance('e1', 1_000, 1_000_000))),
    );
    expect(await CLOCK_PG_STORE.reads(db).all()).toEqual([{ entity_id: 'e1', offset_ms: 30_000 }]);
  });
});
