import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { SECOND_MERCHANT } from '../merchants';
import { ENTITY_ID, fileStores } from '../test-support';
import { riskFingerprint } from './fingerprint';
import { VELOCITY_COUNT_CAP } from './velocity-store';

const fingerprint = riskFingerprint(Buffer.alloc(32, 3));
const CARD = fingerprint('card', '4200000000000000');
const IP = fingerprint('ip', '192.0.2.1');
const HOUR = 60 * 60 * 1000;
const T0 = Date.parse('2026-11-21T12:00:00Z');

const stores = fileStores('risk.db');
const fileStore = stores.open;
afterEach(() => stores.closeAll());

describe('the velocity store', () => {
  it('counts a key within (since, until], per entity and kind', async () => {
    const { store } = fileStore();
    await store.riskVelocity.record(ENTITY_ID, [CARD, IP], T0);
    await store.riskVelocity.record(ENTITY_ID, [CARD], T0 + HOUR);
    await store.riskVelocity.record(SECOND_MERCHANT.entityId, [CARD], T0 + HOUR);
    await store.durable();
    const counts = (since: number, until: number) =>
      store.riskVelocity.counts(ENTITY_ID, [CARD, IP], since, until);
    expect(await counts(T0 - 1, T0 + HOUR)).toEqual({ card: 2, ip: 1, email: 0 });
    expect(await counts(T0, T0 + HOUR)).toEqual({ card: 1, ip: 0, email: 0 });
    // A row after `until` (a merchant clock set back) does not count.
    expect(await counts(T0 - 1, T0)).toEqual({ card: 1, ip: 1, email: 0 });
    // Keys not asked for count 0.
    expect(await store.riskVelocity.counts(ENTITY_ID, [], T0 - 1, T0 + HOUR)).toEqual({
      card: 0,
      ip: 0,
      email: 0,
    });
  });

  it('reads without waiting for queued writes; an answered payment was committed before', async () => {
    const { store } = fileStore();
    await store.riskVelocity.record(ENTITY_ID, [CARD], T0);
    // Queued, not yet sent to the writer: the read neither waits for it nor sees it.
    expect((await store.riskVelocity.counts(ENTITY_ID, [CARD], T0 - 1, T0)).card).toBe(0);
    await store.durable();
    expect((await store.riskVelocity.counts(ENTITY_ID, [CARD], T0 - 1, T0)).card).toBe(1);
  });

  it('stops counting at the cap, and forgets rows older than 30 days', async () => {
    const { path, store } = fileStore();
    for (let i = 0; i < VELOCITY_COUNT_CAP + 3; i++)
      await store.riskVelocity.record(ENTITY_ID, [CARD], T0 + i);
    await store.durable();
    expect((await store.riskVelocity.counts(ENTITY_ID, [CARD], T0 - 1, T0 + HOUR)).card).toBe(
      VELOCITY_COUNT_CAP,
    );
    await store.riskVelocity.record(ENTITY_ID, [IP], T0 + 31 * 24 * HOUR);
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
