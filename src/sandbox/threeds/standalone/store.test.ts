import { afterEach, describe, expect, it } from 'vitest';
import { BACKENDS, featureBackend } from '../../database/feature-backends';
import { pgProcesses } from '../../database/pg-processes';
import { type SharedBackend, sharedBackend } from '../../database/shared-backend';
import { STANDALONE_THREEDS_STORE, type StandaloneRow } from './store';
import { STANDALONE_THREEDS_PG_STORE } from './store-pg';

const T0 = Date.parse('2026-11-21T12:00:00Z');

const pending = (id: string, extra: Partial<StandaloneRow> = {}): StandaloneRow => ({
  id,
  session_id: `session-${id}`,
  entity_id: 'entity-1',
  response: JSON.stringify({ id, result: { code: '000.200.000' } }),
  session: JSON.stringify({ stage: 'method' }),
  card_sealed: `sealed-${id}`,
  verification_id: null,
  created_at: T0,
  pending_until: T0 + 30 * 60_000,
  authenticated_at: null,
  ...extra,
});

describe.each(BACKENDS)('standalone 3-D Secure authentications on %s', (name) => {
  const open = () => featureBackend(name, STANDALONE_THREEDS_STORE, STANDALONE_THREEDS_PG_STORE);
  let close = async () => {};
  afterEach(() => close());

  it('finds an authentication by id, by its session, and by its proof once it has one', async () => {
    const { reads, writes, close: done } = await open();
    close = done;
    const row = pending('a1');
    await writes.insertAuthentication(row);
    const done2 = pending('a2', {
      verification_id: 'AAACBllleHchZTBWIGV4AAAAAAA=',
      pending_until: null,
      authenticated_at: T0 + 1,
    });
    await writes.insertAuthentication(done2);
    expect(await reads.authentication('a1')).toEqual(row);
    expect(await reads.authenticationOfSession('session-a1')).toEqual(row);
    expect(await reads.authenticationByProof('AAACBllleHchZTBWIGV4AAAAAAA=')).toEqual(done2);
    expect(await reads.authentication('none')).toBeUndefined();
    expect(await reads.authenticationOfSession('none')).toBeUndefined();
    expect(await reads.authenticationByProof('none')).toBeUndefined();
  });

  it('keeps the browser flow’s state by session', async () => {
    const { reads, writes, close: done } = await open();
    close = done;
    await writes.insertAuthentication(pending('a1'));
    await writes.insertAuthentication(pending('a2'));
    await writes.saveAuthenticationSession('session-a1', '{"stage":"challenge"}');
    expect((await reads.authentication('a1'))?.session).toBe('{"stage":"challenge"}');
    expect((await reads.authentication('a2'))?.session).toBe('{"stage":"method"}');
  });

  it('completes a pending authentication once: the first end wins, later ones change nothing', async () => {
    const { reads, writes, close: done } = await open();
    close = done;
    await writes.insertAuthentication(pending('a1'));
    const first = { id: 'a1', response: '{"first":true}', verificationId: 'proof-1', at: T0 + 5 };
    expect(await writes.completeAuthentication(first)).toBe(true);
    expect(
      await writes.completeAuthentication({ id: 'a1', response: '{}', verificationId: null, at: T0 + 6 }),
    ).toBe(false);
    expect(await reads.authentication('a1')).toEqual({
      ...pending('a1'),
      response: '{"first":true}',
      verification_id: 'proof-1',
      authenticated_at: T0 + 5,
      pending_until: null,
    });
    expect((await reads.authenticationByProof('proof-1'))?.id).toBe('a1');
    // An authentication that failed carries no proof; an unknown one is not completed.
    await writes.insertAuthentication(pending('a2'));
    expect(
      await writes.completeAuthentication({ id: 'a2', response: '{}', verificationId: null, at: T0 + 7 }),
    ).toBe(true);
    expect((await reads.authentication('a2'))?.verification_id).toBeNull();
    expect(
      await writes.completeAuthentication({ id: 'none', response: '{}', verificationId: null, at: T0 }),
    ).toBe(false);
  });

  it('refuses a second authentication with the same id, session or proof', async () => {
    const { writes, close: done } = await open();
    close = done;
    await writes.insertAuthentication(pending('a1', { verification_id: 'p', pending_until: null }));
    await expect(writes.insertAuthentication(pending('a1', { session_id: 'other' }))).rejects.toThrow();
    await expect(writes.insertAuthentication(pending('a2', { session_id: 'session-a1' }))).rejects.toThrow();
    await expect(writes.insertAuthentication(pending('a3', { verification_id: 'p' }))).rejects.toThrow();
  });
});

describe('standalone 3-D Secure of sandbox processes sharing one PostgreSQL database', () => {
  let backend: SharedBackend | undefined;
  let closeProcesses = async () => {};
  afterEach(async () => {
    await closeProcesses();
    await backend?.close();
  });

  it('completes an authentication once when 20 ends race from two processes', async () => {
    backend = await sharedBackend('postgresql', [STANDALONE_THREEDS_PG_STORE]);
    const { pools, close } = await pgProcesses(backend);
    closeProcesses = close;
    const [a, b] = pools.map((pool) => STANDALONE_THREEDS_PG_STORE.writes(pool));
    if (!a || !b) throw new Error('two processes');
    await a.insertAuthentication(pending('a1'));
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? a : b).completeAuthentication({
          id: 'a1',
          response: JSON.stringify({ end: i }),
          verificationId: `proof-${i}`,
          at: T0 + i,
        }),
      ),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const winner = outcomes.indexOf(true);
    const row = await backend
      .feature(STANDALONE_THREEDS_STORE, STANDALONE_THREEDS_PG_STORE)
      .reads.authentication('a1');
    expect(row).toMatchObject({
      response: JSON.stringify({ end: winner }),
      verification_id: `proof-${winner}`,
      authenticated_at: T0 + winner,
      pending_until: null,
    });
  });
});
