import { afterEach, describe, expect, it } from 'vitest';
import { CLOCK_STORE } from '../clock/clock-store';
import { CLOCK_PG_STORE } from '../clock/clock-store-pg';
import { BACKENDS } from '../database/feature-backends';
import { type SharedBackend, sharedBackend } from '../database/shared-backend';
import { openPgDb, type PgDb } from '../store/pg/pg-db';
import { PG_TEST_URL } from '../store/pg/pg-test-db';
import { type AttemptResult, WEBHOOK_STORE, type WebhookRow } from './webhook-store';
import { WEBHOOK_PG_STORE } from './webhook-store-pg';

const T = Date.parse('2026-11-21T12:00:00Z');
const MINUTE = 60_000;

const endpoint = (id: string, entityId = 'e1', createdAt = T): Omit<WebhookRow, 'deleted_at'> => ({
  id,
  entity_id: entityId,
  url: `https://shop.example/hooks/${id}`,
  key_sealed: `sealed-${id}`,
  types: null,
  created_at: createdAt,
});

const open = (backend: SharedBackend) => ({
  ...backend.feature(WEBHOOK_STORE, WEBHOOK_PG_STORE),
  clocks: backend.feature(CLOCK_STORE, CLOCK_PG_STORE).writes,
});

/** An event and its delivery to `webhookId`, due at `dueAt`, as the outbox stores them. */
async function delivery(
  backend: SharedBackend,
  id: string,
  webhookId: string,
  dueAt: number,
  more: { entityId?: string; url?: string } = {},
): Promise<void> {
  await backend.insert('webhook_events', {
    id: `ev-${id}`,
    entity_id: more.entityId ?? 'e1',
    type: 'PAYMENT',
    action: null,
    payload: `{"id":"${id}"}`,
    created_at: T,
  });
  await backend.insert('webhook_deliveries', {
    id,
    event_id: `ev-${id}`,
    webhook_id: webhookId,
    state: 'PENDING',
    next_attempt_at: dueAt,
    url: more.url ?? null,
  });
}

const attempt = (deliveryId: string, n: number, more: Partial<AttemptResult> = {}): AttemptResult => ({
  deliveryId,
  attempt: n,
  at: T,
  status: 500,
  durationMs: 12,
  error: 'answered 500',
  state: 'PENDING',
  nextAttemptAt: T + MINUTE,
  firstAttemptAt: T,
  ...more,
});

describe.each(BACKENDS)('webhooks on %s', (name) => {
  let backend: SharedBackend;
  afterEach(() => backend?.close());
  const start = async () => {
    backend = await sharedBackend(name, [CLOCK_PG_STORE, WEBHOOK_PG_STORE]);
    return open(backend);
  };

  it('keeps an entity’s endpoints in the order they were made; an upsert changes one and brings it back', async () => {
    const { reads, writes } = await start();
    await writes.upsert(endpoint('w2'));
    await writes.upsert(endpoint('w1'));
    await writes.upsert(endpoint('w0', 'e1', T - 1));
    await writes.upsert(endpoint('other', 'e2'));
    expect((await reads.activeOfEntity('e1')).map((w) => w.id)).toEqual(['w0', 'w2', 'w1']);
    expect(await reads.webhook('w1')).toEqual({ ...endpoint('w1'), deleted_at: null });
    expect(await reads.webhook('nope')).toBeUndefined();
    expect(await writes.remove('w2', T + 1)).toBe(true);
    expect(await writes.remove('w2', T + 2)).toBe(false);
    expect(await reads.webhook('w2')).toEqual({ ...endpoint('w2'), deleted_at: T + 1 });
    expect((await reads.activeOfEntity('e1')).map((w) => w.id)).toEqual(['w0', 'w1']);
    await writes.upsert({ ...endpoint('w2'), url: 'https://shop.example/new', types: 'PAYMENT,RISK' });
    expect(await reads.webhook('w2')).toEqual({
      ...endpoint('w2'),
      url: 'https://shop.example/new',
      types: 'PAYMENT,RISK',
      deleted_at: null,
    });
  });

  it('gives up what a removed endpoint had not received yet', async () => {
    const { reads, writes } = await start();
    await writes.upsert(endpoint('w1'));
    await writes.upsert(endpoint('w2'));
    await delivery(backend, 'd1', 'w1', 0);
    await delivery(backend, 'd2', 'w2', 0);
    await writes.remove('w1', T);
    expect((await reads.deliveriesOf('w1', 10)).map((d) => [d.id, d.state, d.next_attempt_at])).toEqual([
      ['d1', 'FAILED', null],
    ]);
    expect((await reads.due(T, 10)).map((d) => d.id)).toEqual(['d2']);
  });

  it('finds deliveries due by their merchant’s time, with what sending them needs', async () => {
    const { reads, writes, clocks } = await start();
    await writes.upsert(endpoint('w1'));
    await writes.upsert(endpoint('w2', 'e2'));
    await delivery(backend, 'later', 'w1', T + MINUTE);
    await delivery(backend, 'now', 'w1', T);
    await delivery(backend, 'first', 'w1', 0, { url: 'https://shop.example/notify' });
    await delivery(backend, 'ahead', 'w2', T + 5 * MINUTE, { entityId: 'e2' });
    expect(await reads.due(T, 10)).toEqual([
      {
        id: 'first',
        attempts: 0,
        first_attempt_at: null,
        webhook_id: 'w1',
        url: 'https://shop.example/notify',
        key_sealed: 'sealed-w1',
        entity_id: 'e1',
        type: 'PAYMENT',
        action: null,
        payload: '{"id":"first"}',
      },
      expect.objectContaining({ id: 'now', url: 'https://shop.example/hooks/w1' }),
    ]);
    expect((await reads.due(T, 1)).map((d) => d.id)).toEqual(['first']);
    await clocks.set('e2', 10 * MINUTE);
    expect((await reads.due(T, 10)).map((d) => d.id)).toEqual(['first', 'now', 'ahead']);
  });

  it('claims a due delivery once, until its lease ends', async () => {
    const { reads, writes } = await start();
    await writes.upsert(endpoint('w1'));
    await delivery(backend, 'd1', 'w1', T);
    await delivery(backend, 'd2', 'w1', T + MINUTE);
    const until = T + 2 * MINUTE;
    expect(
      await writes.claim([
        { id: 'd2', now: T, until },
        { id: 'd1', now: T, until },
        { id: 'nope', now: T, until },
      ]),
    ).toEqual(['d1']);
    expect(await writes.claim([{ id: 'd1', now: T, until }])).toEqual([]);
    expect(await writes.claim([])).toEqual([]);
    expect((await reads.due(until - 1, 10)).map((d) => d.id)).toEqual(['d2']);
    // Its sender stopped before recording it: due again at the lease's end.
    expect((await reads.due(until, 10)).map((d) => d.id)).toEqual(['d2', 'd1']);
    expect(await writes.claim([{ id: 'd1', now: until, until: until + MINUTE }])).toEqual(['d1']);
  });

  it('records each attempt once and the delivery’s state with it; sends one again on request', async () => {
    const { reads, writes } = await start();
    await writes.upsert(endpoint('w1'));
    await writes.upsert(endpoint('w2'));
    await delivery(backend, 'd1', 'w1', T);
    await writes.recordAttempt(attempt('d1', 1));
    // The same attempt sent twice (its lease ran out meanwhile): the first record stands.
    await writes.recordAttempt(
      attempt('d1', 1, { status: 200, error: null, state: 'DELIVERED', nextAttemptAt: null }),
    );
    expect(await reads.attemptsOf('d1')).toEqual([
      { delivery_id: 'd1', attempt: 1, at: T, status: 500, duration_ms: 12, error: 'answered 500' },
    ]);
    await writes.recordAttempt(
      attempt('d1', 2, {
        at: T + MINUTE,
        status: null,
        error: 'no answer within 100 ms',
        nextAttemptAt: T + 3 * MINUTE,
      }),
    );
    expect((await reads.attemptsOf('d1')).map((a) => [a.attempt, a.status])).toEqual([
      [1, 500],
      [2, null],
    ]);
    expect(await reads.deliveriesOf('w1', 10)).toEqual([
      {
        id: 'd1',
        event_id: 'ev-d1',
        webhook_id: 'w1',
        type: 'PAYMENT',
        action: null,
        state: 'PENDING',
        attempts: 2,
        next_attempt_at: T + 3 * MINUTE,
        created_at: T,
        url: null,
      },
    ]);
    await writes.recordAttempt(
      attempt('d1', 3, { status: 200, error: null, state: 'DELIVERED', nextAttemptAt: null }),
    );
    expect((await reads.deliveriesOf('w1', 10))[0]).toMatchObject({ state: 'DELIVERED', attempts: 3 });
    expect(await writes.redeliver('d1', 'w2')).toBe(false);
    expect(await writes.redeliver('d1', 'w1')).toBe(true);
    expect((await reads.deliveriesOf('w1', 10))[0]).toMatchObject({ state: 'PENDING', next_attempt_at: 0 });
    expect((await reads.due(T, 10))[0]).toMatchObject({ id: 'd1', attempts: 3, first_attempt_at: null });
  });

  it('lists an endpoint’s deliveries newest first, up to the limit', async () => {
    const { reads, writes } = await start();
    await writes.upsert(endpoint('w1'));
    for (const id of ['d1', 'd2', 'd3']) await delivery(backend, id, 'w1', T);
    expect((await reads.deliveriesOf('w1', 2)).map((d) => d.id)).toEqual(['d3', 'd2']);
    expect(await reads.deliveriesOf('w2', 10)).toEqual([]);
  });

  it('remembers a payment’s notificationUrl, the last one given', async () => {
    const { writes } = await start();
    await writes.rememberNotificationUrl('p1', 'e1', 'https://shop.example/a');
    await writes.rememberNotificationUrl('p1', 'e1', 'https://shop.example/b');
    await writes.rememberNotificationUrl('p2', 'e1', 'https://shop.example/c');
    expect(await backend.rowsOf('payment_notification_urls')).toEqual(
      expect.arrayContaining([
        { payment_id: 'p1', entity_id: 'e1', url: 'https://shop.example/b' },
        { payment_id: 'p2', entity_id: 'e1', url: 'https://shop.example/c' },
      ]),
    );
    expect(await backend.rowsOf('payment_notification_urls')).toHaveLength(2);
  });
});

describe('webhook deliveries claimed by gateways sharing one PostgreSQL database', () => {
  let backend: SharedBackend;
  const pools: PgDb[] = [];
  afterEach(async () => {
    for (const pool of pools.splice(0)) await pool.close();
    await backend?.close();
  });
  async function gateways() {
    backend = await sharedBackend('postgresql', [CLOCK_PG_STORE, WEBHOOK_PG_STORE]);
    const schema = backend.pg?.schema as string;
    const { writes } = open(backend);
    await writes.upsert(endpoint('w1'));
    for (let i = 0; i < 40; i++) await delivery(backend, `d${i}`, 'w1', T);
    return Array.from({ length: 3 }, () => {
      const pool = openPgDb(PG_TEST_URL, { schema, max: 4 });
      pools.push(pool);
      return { reads: WEBHOOK_PG_STORE.reads(pool), writes: WEBHOOK_PG_STORE.writes(pool) };
    });
  }
  const allIds = Array.from({ length: 40 }, (_, i) => `d${i}`).toSorted();

  /** Each gateway's sending round as the dispatcher makes it: what is due, then its claim. */
  const round = (all: Awaited<ReturnType<typeof gateways>>, now: number, until: number, room = 40) =>
    Promise.all(
      all.map(async (gw) => {
        const due = await gw.reads.due(now, room);
        return gw.writes.claim(due.map(({ id }) => ({ id, now, until })));
      }),
    );

  it('each due delivery is claimed by exactly one gateway, however many try at once', async () => {
    const all = await gateways();
    const claimed = (await round(all, T, T + 2 * MINUTE)).flat();
    expect(claimed.toSorted()).toEqual(allIds);
  });

  it('in small rounds, one after another on each gateway and at once on all, each is claimed once', async () => {
    const all = await gateways();
    const taken: string[] = [];
    for (let i = 0; i < 10; i++) taken.push(...(await round(all, T, T + 2 * MINUTE, 5)).flat());
    expect(taken.toSorted()).toEqual(allIds);
  });

  it('a delivery whose sender stopped mid-send is claimed again by one gateway after the lease', async () => {
    const all = await gateways();
    const until = T + 2 * MINUTE;
    expect((await round(all, T, until)).flat()).toHaveLength(40);
    expect((await round(all, until - 1, until + 2 * MINUTE)).flat()).toEqual([]);
    expect((await round(all, until, until + 2 * MINUTE)).flat().toSorted()).toEqual(allIds);
  });

  it('an attempt sent by two gateways (a lease that ran out mid-send) is recorded once', async () => {
    const all = await gateways();
    await Promise.all(
      all.map((gw, g) =>
        gw.writes.recordAttempt(
          attempt('d1', 1, { status: 200 + g, error: null, state: 'DELIVERED', nextAttemptAt: null }),
        ),
      ),
    );
    const attempts = await all[0]?.reads.attemptsOf('d1');
    expect(attempts).toHaveLength(1);
    expect((await all[0]?.reads.deliveriesOf('w1', 40))?.find((d) => d.id === 'd1')).toMatchObject({
      state: 'DELIVERED',
      attempts: 1,
    });
  });
});
