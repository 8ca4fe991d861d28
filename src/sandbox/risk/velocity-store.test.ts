import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { BACKENDS, featureBackend } from '../database/feature-backends';
import { pgProcesses } from '../database/pg-processes';
import { type SharedBackend, sharedBackend } from '../database/shared-backend';
import { SECOND_MERCHANT } from '../merchants';
import { ENTITY_ID, fileStores } from '../test-support';
import { riskFingerprint } from './fingerprint';
import { RISK_VELOCITY_STORE, VELOCITY_COUNT_CAP, type VelocityCounts } from './velocity-store';
import { RISK_VELOCITY_PG_STORE } from './velocity-store-pg';

const fingerprint = riskFingerprint(Buffer.alloc(32, 3));
const CARD = fingerprint('card', '4200000000000000');
const IP = fingerprint('ip', '192.0.2.1');
const HOUR = 60 * 60 * 1000;
const EMAIL = fingerprint('email', 'jane@example.test');
const T0 = Date.parse('2026-11-21T12:00:00Z');
const DAY = 24 * HOUR;
const NONE: VelocityCounts = { card: 0, ip: 0, email: 0 };

const stores = fileStores('risk.db');
const fileStore = stores.open;
afterEach(() => stores.closeAll());

describe.each(BACKENDS)('the velocity counts on %s', (name) => {
  const open = () => featureBackend(name, RISK_VELOCITY_STORE, RISK_VELOCITY_PG_STORE);
  let close = async () => {};
  afterEach(() => close());

  it('counts a key within (since, until], per entity and kind', async () => {
    const { reads, writes, close: done } = await open();
    close = done;
    await writes.countAndRecord(ENTITY_ID, [CARD, IP], T0 - DAY, T0, NONE);
    await writes.countAndRecord(ENTITY_ID, [CARD], T0 + HOUR - DAY, T0 + HOUR, NONE);
    await writes.countAndRecord(SECOND_MERCHANT.entityId, [CARD], T0 + HOUR - DAY, T0 + HOUR, NONE);
    const counts = (since: number, until: number) => reads.counts(ENTITY_ID, [CARD, IP], since, until);
    expect(await counts(T0 - 1, T0 + HOUR)).toEqual({ card: 2, ip: 1, email: 0 });
    expect(await counts(T0, T0 + HOUR)).toEqual({ card: 1, ip: 0, email: 0 });
    // A row after `until` (a merchant clock set back) does not count.
    expect(await counts(T0 - 1, T0)).toEqual({ card: 1, ip: 1, email: 0 });
    // Keys not asked for count 0.
    expect(await reads.counts(ENTITY_ID, [], T0 - 1, T0 + HOUR)).toEqual(NONE);
    expect(await reads.counts(ENTITY_ID, [EMAIL], T0 - 1, T0 + HOUR)).toEqual(NONE);
  });

  it('answers the counts before each payment when each is recorded after the last was', async () => {
    const { reads, writes, close: done } = await open();
    close = done;
    const pay = async (keys: (typeof CARD)[], at: number) => {
      const seen = await reads.counts(ENTITY_ID, keys, at - DAY, at);
      return writes.countAndRecord(ENTITY_ID, keys, at - DAY, at, seen);
    };
    expect(await pay([CARD, IP, EMAIL], T0)).toEqual(NONE);
    expect(await pay([CARD, IP], T0 + 1)).toEqual({ card: 1, ip: 1, email: 0 });
    expect(await pay([CARD, EMAIL], T0 + 2)).toEqual({ card: 2, ip: 0, email: 1 });
    // A day later the first has left the window.
    expect(await pay([CARD, IP, EMAIL], T0 + DAY)).toEqual({ card: 2, ip: 1, email: 1 });
  });

  it('stops counting at the cap, and forgets rows older than 30 days', async () => {
    const { reads, writes, close: done } = await open();
    close = done;
    for (let i = 0; i < VELOCITY_COUNT_CAP + 3; i++)
      await writes.countAndRecord(ENTITY_ID, [CARD], T0 + i - DAY, T0 + i, NONE);
    expect((await reads.counts(ENTITY_ID, [CARD], T0 - 1, T0 + HOUR)).card).toBe(VELOCITY_COUNT_CAP);
    await writes.countAndRecord(ENTITY_ID, [IP], T0 + 30 * DAY - 1, T0 + 31 * DAY, NONE);
    expect(await reads.counts(ENTITY_ID, [CARD, IP], 0, T0 + 31 * DAY)).toEqual({ card: 0, ip: 1, email: 0 });
    // Another entity's rows are its own to forget.
    await writes.countAndRecord(SECOND_MERCHANT.entityId, [CARD], T0 - DAY, T0, NONE);
    await writes.countAndRecord(ENTITY_ID, [IP], T0 + 61 * DAY - 1, T0 + 62 * DAY, NONE);
    expect((await reads.counts(SECOND_MERCHANT.entityId, [CARD], 0, T0)).card).toBe(1);
  });
});

describe('the velocity counts of sandbox processes sharing one PostgreSQL database', () => {
  let backend: SharedBackend | undefined;
  let closeProcesses = async () => {};
  afterEach(async () => {
    await closeProcesses();
    await backend?.close();
  });

  it('counts each of 20 payments racing with one card once: each answers a different count', async () => {
    backend = await sharedBackend('postgresql', [RISK_VELOCITY_PG_STORE]);
    const { pools, close } = await pgProcesses(backend);
    closeProcesses = close;
    const processes = pools.map((pool) => RISK_VELOCITY_PG_STORE.writes(pool));
    // Every payment has the card; three in four the IP, the others the email.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        processes[i % 2]?.countAndRecord(ENTITY_ID, [CARD, i % 4 === 0 ? EMAIL : IP], T0 - DAY, T0, NONE),
      ),
    );
    // Every answer counts the ones before it: 0, 1, 2, … up to the cap, each once.
    const cards = answers.map((a) => a?.card ?? -1).sort((a, b) => a - b);
    expect(cards).toEqual(Array.from({ length: 20 }, (_, i) => Math.min(i, VELOCITY_COUNT_CAP)));
    const ips = answers.flatMap((a, i) => (i % 4 === 0 ? [] : [a?.ip ?? -1])).sort((a, b) => a - b);
    expect(ips).toEqual(Array.from({ length: 15 }, (_, i) => Math.min(i, VELOCITY_COUNT_CAP)));
    const kinds = ((await backend.rowsOf('risk_velocity')) ?? []).map((row) => row.kind);
    expect(['card', 'email', 'ip'].map((kind) => kinds.filter((k) => k === kind).length)).toEqual([
      20, 5, 15,
    ]);
  });
});

describe('the velocity store of a sandbox on SQLite', () => {
  it('reads without waiting for queued writes; an answered payment was committed before', async () => {
    const { store } = fileStore();
    // Queued, its answer the counts read before: the request thread does not wait for the writer.
    const seen = { card: 2, ip: 0, email: 0 };
    expect(await store.riskVelocity.countAndRecord(ENTITY_ID, [CARD], T0 - DAY, T0, seen)).toBe(seen);
    // Not yet sent to the writer: the read neither waits for it nor sees it.
    expect((await store.riskVelocity.counts(ENTITY_ID, [CARD], T0 - 1, T0)).card).toBe(0);
    await store.durable();
    expect((await store.riskVelocity.counts(ENTITY_ID, [CARD], T0 - 1, T0)).card).toBe(1);
  });

  it('forgets rows older than 30 days and keeps only keyed hashes', async () => {
    const { path, store } = fileStore();
    for (let i = 0; i < VELOCITY_COUNT_CAP + 3; i++)
      await store.riskVelocity.countAndRecord(ENTITY_ID, [CARD], T0 + i - DAY, T0 + i, NONE);
    await store.durable();
    expect((await store.riskVelocity.counts(ENTITY_ID, [CARD], T0 - 1, T0 + HOUR)).card).toBe(
      VELOCITY_COUNT_CAP,
    );
    await store.riskVelocity.countAndRecord(ENTITY_ID, [IP], T0 + 30 * DAY, T0 + 31 * DAY, NONE);
    await store.durable();
    const raw = new Database(path, { readonly: true });
    try {
      expect(raw.prepare('SELECT kind FROM risk_velocity').all()).toEqual([{ kind: 'ip' }]);
      // Keyed hashes only: no card number or IP at rest.
      const stored = JSON.stringify(raw.prepare('SELECT * FROM risk_velocity').all());
      expect(stored).not.toContain('192.0.2.1');
      expect(stored).toContain(IP.hash);
    } finally {
      raw.close();
    }
  });
});

describe('the risk fingerprint', () => {
  it('is the same for a value and key, differs by kind and by key', () => {
    expect(fingerprint('card', '4200000000000000')).toEqual(CARD);
    expect(fingerprint('email', '4200000000000000').hash).not.toBe(CARD.hash);
    expect(riskFingerprint(Buffer.alloc(32, 4))('card', '4200000000000000').hash).not.toBe(CARD.hash);
    expect(CARD.hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
