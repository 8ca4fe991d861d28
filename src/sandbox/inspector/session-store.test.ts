import { afterEach, describe, expect, it } from 'vitest';
import { BACKENDS, featureBackend } from '../database/feature-backends';
import { INSPECTOR_SESSION_STORE, PRUNED_PER_SIGN_IN } from './session-store';
import { INSPECTOR_SESSION_PG_STORE, INSPECTOR_SESSION_PG_TABLE } from './session-store-pg';

describe.each(BACKENDS)('the inspector’s sessions on %s', (name) => {
  const open = () =>
    featureBackend(name, INSPECTOR_SESSION_STORE, INSPECTOR_SESSION_PG_STORE, INSPECTOR_SESSION_PG_TABLE);
  let close = async () => {};
  afterEach(() => close());

  it('finds a session by its hash, keeps its last use, and forgets it once closed', async () => {
    const { reads, writes, close: done } = await open();
    close = done;
    await writes.open('h1', 'e1', 1_000, 0);
    expect(await reads.find('h1')).toEqual({ entityId: 'e1', lastSeenAt: 1_000 });
    expect(await reads.find('h2')).toBeUndefined();
    await writes.touch('h1', 5_000);
    expect(await reads.find('h1')).toEqual({ entityId: 'e1', lastSeenAt: 5_000 });
    await writes.close('h1');
    expect(await reads.find('h1')).toBeUndefined();
  });

  it('deletes sessions idle since before a sign-in’s limit, a bounded number per sign-in', async () => {
    const { reads, writes, close: done } = await open();
    close = done;
    const idle = PRUNED_PER_SIGN_IN + 5;
    for (let i = 0; i < idle; i++) await writes.open(`old${i}`, 'e1', 1_000 + i, 0);
    await writes.open('recent', 'e1', 50_000, 0);
    await writes.open('new1', 'e2', 100_000, 10_000);
    const left = async () => {
      let n = 0;
      for (let i = 0; i < idle; i++) if (await reads.find(`old${i}`)) n++;
      return n;
    };
    expect(await left()).toBe(5);
    await writes.open('new2', 'e2', 100_001, 10_000);
    expect(await left()).toBe(0);
    expect(await reads.find('recent')).toEqual({ entityId: 'e1', lastSeenAt: 50_000 });
    expect(await reads.find('new1')).toEqual({ entityId: 'e2', lastSeenAt: 100_000 });
  });
});
