import { afterEach, describe, expect, it } from 'vitest';
import { CLOCK_STORE } from '../../clock/clock-store';
import { CLOCK_PG_STORE } from '../../clock/clock-store-pg';
import { BACKENDS } from '../../database/feature-backends';
import { type SharedBackend, sharedBackend } from '../../database/shared-backend';
import { openPgDb, type PgDb } from '../../store/pg/pg-db';
import { PG_TEST_URL } from '../../store/pg/pg-test-db';
import { EXPIRY_STORE } from './expiry-store';
import { EXPIRY_PG_STORE } from './expiry-store-pg';

const T = Date.parse('2026-11-21T12:00:00Z');
const MINUTE = 60_000;
const LEASE = 30_000;

const open = (backend: SharedBackend) => ({
  ...backend.feature(EXPIRY_STORE, EXPIRY_PG_STORE),
  clocks: backend.feature(CLOCK_STORE, CLOCK_PG_STORE).writes,
});

/** A payment as the core store keeps it: pending until `pendingUntil`, or final (null). */
const payment = (backend: SharedBackend, id: string, pendingUntil: number | null, entityId = 'e1') =>
  backend.insert('payments', {
    id,
    entity_id: entityId,
    checkout_id: null,
    response: JSON.stringify({ id, result: { code: '000.200.000' } }),
    created_at: T - 30 * MINUTE,
    pending_until: pendingUntil,
  });

describe.each(BACKENDS)('pending payments’ expiry on %s', (name) => {
  let backend: SharedBackend;
  afterEach(() => backend?.close());
  const start = async () => {
    backend = await sharedBackend(name, [CLOCK_PG_STORE, EXPIRY_PG_STORE]);
    return open(backend);
  };

  it('finds the pending payments whose time is up by their merchant’s clock, soonest first', async () => {
    const { reads, clocks } = await start();
    await payment(backend, 'later', T + MINUTE);
    await payment(backend, 'b', T);
    await payment(backend, 'a', T);
    await payment(backend, 'first', T - MINUTE);
    await payment(backend, 'final', null);
    await payment(backend, 'ahead', T + 5 * MINUTE, 'e2');
    const ids = async (limit = 10) => (await reads.duePending(T, limit)).map((p) => p.id);
    expect(await ids()).toEqual(['first', 'b', 'a']);
    expect(await ids(1)).toEqual(['first']);
    const [first] = await reads.duePending(T, 1);
    expect(first).toEqual({
      id: 'first',
      entityId: 'e1',
      checkoutId: null,
      response: { id: 'first', result: { code: '000.200.000' } },
      createdAt: new Date(T - 30 * MINUTE),
      pendingUntil: new Date(T - MINUTE),
    });
    await clocks.set('e2', 10 * MINUTE);
    expect(await ids()).toEqual(['first', 'b', 'a', 'ahead']);
  });

  it('claims each expiry once until its lease ends; a final payment is not claimed', async () => {
    const { reads, writes } = await start();
    await payment(backend, 'p1', T);
    await payment(backend, 'p2', T);
    await payment(backend, 'final', null);
    expect(await writes.claim(['p2', 'final', 'nope', 'p1'], T, T + LEASE)).toEqual(['p2', 'p1']);
    expect(await writes.claim(['p1', 'p2'], T, T + LEASE)).toEqual([]);
    expect(await writes.claim([], T, T + LEASE)).toEqual([]);
    // Claimed: no longer listed as due to the others.
    expect(await reads.duePending(T + LEASE - 1, 10)).toEqual([]);
    // Its claimer stopped before ending it: free again when the lease is over.
    expect((await reads.duePending(T + LEASE, 10)).map((p) => p.id)).toEqual(['p1', 'p2']);
    expect(await writes.claim(['p1'], T + LEASE, T + 2 * LEASE)).toEqual(['p1']);
    expect((await reads.duePending(T + LEASE, 10)).map((p) => p.id)).toEqual(['p2']);
  });
});

describe('expiries claimed by gateways sharing one PostgreSQL database', () => {
  let backend: SharedBackend;
  const pools: PgDb[] = [];
  afterEach(async () => {
    for (const pool of pools.splice(0)) await pool.close();
    await backend?.close();
  });
  const ids = Array.from({ length: 60 }, (_, i) => `p${String(i).padStart(2, '0')}`);
  async function gateways() {
    backend = await sharedBackend('postgresql', [CLOCK_PG_STORE, EXPIRY_PG_STORE]);
    for (const id of ids) await payment(backend, id, T);
    const schema = backend.pg?.schema as string;
    return Array.from({ length: 3 }, () => {
      const pool = openPgDb(PG_TEST_URL, { schema, max: 4 });
      pools.push(pool);
      return { reads: EXPIRY_PG_STORE.reads(pool), writes: EXPIRY_PG_STORE.writes(pool) };
    });
  }
  /** Each gateway's round as the expiry work makes it: what is due, then its claim. */
  const round = (all: Awaited<ReturnType<typeof gateways>>, now: number, batch = 200) =>
    Promise.all(
      all.map(async (gw) => {
        const due = await gw.reads.duePending(now, batch);
        return gw.writes.claim(
          due.map((p) => p.id),
          now,
          now + LEASE,
        );
      }),
    );

  it('each due expiry is claimed by exactly one gateway, however many try at once', async () => {
    const all = await gateways();
    expect((await round(all, T)).flat().toSorted()).toEqual(ids);
  });

  it('in small batches at once on all gateways, still each once', async () => {
    const all = await gateways();
    const taken: string[] = [];
    for (let i = 0; i < 12; i++) taken.push(...(await round(all, T, 5)).flat());
    expect(taken.toSorted()).toEqual(ids);
  });

  it('expiries whose claimer stopped are claimed again by one gateway after the lease, not before', async () => {
    const all = await gateways();
    expect((await round(all, T)).flat()).toHaveLength(60);
    expect((await round(all, T + LEASE - 1)).flat()).toEqual([]);
    expect((await round(all, T + LEASE)).flat().toSorted()).toEqual(ids);
  });
});
