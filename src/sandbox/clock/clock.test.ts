import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECOND_MERCHANT } from '../merchants';
import {
  AUTH,
  browserPay,
  CARD,
  createCheckout,
  ENTITY_ID,
  json,
  PAYMENT,
  postForm,
  SUBSCRIPTION_START,
  scheduleRequest,
  type TestSandbox,
  tempDir,
  testSandbox,
} from '../test-support';
import { testReceiver } from '../webhooks/test-receiver';

const SECOND_AUTH = { authorization: `Bearer ${SECOND_MERCHANT.accessToken}` };
const DAY = 24 * 3600;

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox();
});
afterAll(() => sb.app.close());

const clockOf = async (entityId = ENTITY_ID, auth = AUTH) =>
  json(await sb.app.inject({ method: 'GET', url: `/v1/sandbox/clock?entityId=${entityId}`, headers: auth }));
const advance = (seconds: string, entityId = ENTITY_ID, auth = AUTH) =>
  postForm(sb.app, '/v1/sandbox/clock/advance', { entityId, seconds }, auth);
const reset = (entityId = ENTITY_ID) => postForm(sb.app, '/v1/sandbox/clock/reset', { entityId });

describe('a test clock per merchant', () => {
  it('reads the sandbox’s time until moved, then runs ahead for that merchant only', async () => {
    sb.clock.set('2026-11-21T12:00:00Z');
    expect(await clockOf()).toMatchObject({ time: '2026-11-21 12:00:00+0000', aheadSeconds: 0 });
    const moved = await advance(String(3 * 3600));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(json(moved)).toMatchObject({ time: '2026-11-21 15:00:00+0000', aheadSeconds: 10_800 });
    expect((await clockOf()).time).toBe('2026-11-21 15:00:00+0000');
    expect((await clockOf(SECOND_MERCHANT.entityId, SECOND_AUTH)).time).toBe('2026-11-21 12:00:00+0000');
    // The sandbox's own time goes on under it.
    sb.clock.advance(60_000);
    expect((await clockOf()).time).toBe('2026-11-21 15:01:00+0000');
    await reset();
  });

  it('stamps the merchant’s payments, server-to-server and from the widget, with its time', async () => {
    sb.clock.set('2026-11-21T12:00:00Z');
    await advance(String(DAY));
    expect(json(await postForm(sb.app, '/v1/payments', PAYMENT)).timestamp).toBe('2026-11-22 12:00:00+0000');
    const checkoutId = await createCheckout(sb.app);
    const paid = await browserPay(sb.app, checkoutId, CARD);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(json(paid).timestamp).toBe('2026-11-22 12:00:00+0000');
    const theirs = json(
      await postForm(sb.app, '/v1/payments', { ...PAYMENT, entityId: SECOND_MERCHANT.entityId }, SECOND_AUTH),
    );
    expect(theirs.timestamp).toBe('2026-11-21 12:00:00+0000');
    await reset();
  });

  it('returns to the sandbox’s time on reset', async () => {
    sb.clock.set('2026-11-21T12:00:00Z');
    await advance('600');
    const res = await reset();
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ time: '2026-11-21 12:00:00+0000', aheadSeconds: 0 });
  });

  it('refuses seconds that are not a positive whole number, and more than ten years ahead', async () => {
    for (const seconds of ['0', '-5', '1.5', 'soon', '']) {
      const res = await advance(seconds);
      expect(res.statusCode, seconds).toBe(400);
      expect(json(res).result.parameterErrors[0]).toMatchObject({ name: 'seconds' });
    }
    const missing = await postForm(sb.app, '/v1/sandbox/clock/advance', { entityId: ENTITY_ID });
    expect(json(missing).result.parameterErrors).toEqual([
      expect.objectContaining({ name: 'seconds', message: 'missing required parameter' }),
    ]);
    expect((await advance(String(3000 * DAY))).statusCode).toBe(200);
    const tooFar = await advance(String(1000 * DAY));
    expect(tooFar.statusCode).toBe(400);
    expect(json(tooFar).result.parameterErrors[0].message).toMatch(/ten years/);
    expect(
      (await sb.app.inject({ method: 'GET', url: `/v1/sandbox/clock?entityId=${ENTITY_ID}` })).statusCode,
    ).toBe(401);
    await reset();
  });

  it('runs a year of a monthly subscription in one call: 12 payments, 12 webhooks; another merchant’s schedule waits', async () => {
    sb.clock.set('2026-11-21T12:00:00Z');
    const receiver = await testReceiver();
    const hook = json(
      await postForm(sb.app, '/v1/sandbox/webhooks', { entityId: ENTITY_ID, url: receiver.url }),
    );
    const monthly = {
      'job.second': '0',
      'job.minute': '0',
      'job.hour': '9',
      'job.dayOfMonth': '1',
      'job.month': '*',
      'job.dayOfWeek': '?',
      'job.year': '*',
    };
    const schedule = async (entityId: string, auth: Record<string, string>) => {
      const registrationId = json(
        await postForm(sb.app, '/v1/payments', { ...SUBSCRIPTION_START, entityId }, auth),
      ).registrationId as string;
      const res = await postForm(
        sb.app,
        '/scheduling/v1/schedules',
        { ...scheduleRequest(registrationId, monthly), entityId },
        auth,
      );
      return json(res).id as string;
    };
    const ours = await schedule(ENTITY_ID, AUTH);
    const theirs = await schedule(SECOND_MERCHANT.entityId, SECOND_AUTH);
    await sb.app.gatewayClock.runDue();
    const before = receiver.received.length;

    expect((await advance(String(365 * DAY))).statusCode).toBe(200);
    const read = async (id: string, entityId: string, auth: Record<string, string>) =>
      json(
        await sb.app.inject({
          method: 'GET',
          url: `/scheduling/v1/schedules/${id}?entityId=${entityId}`,
          headers: auth,
        }),
      );
    const made = (await read(ours, ENTITY_ID, AUTH)).payments as { id: string; scheduledFor: string }[];
    expect(made).toHaveLength(12);
    expect(made.at(-1)?.scheduledFor).toBe('2027-11-01 09:00:00');
    expect((await read(theirs, SECOND_MERCHANT.entityId, SECOND_AUTH)).payments).toEqual([]);
    const notified = receiver
      .notifications(hook.key)
      .slice(before)
      .filter((n) => n.type === 'PAYMENT')
      .map((n) => n.payload as { id: string; timestamp: string });
    expect(notified.map((p) => p.id)).toEqual(made.map((p) => p.id));
    // Each payment is stamped with the merchant's time at the run.
    expect(notified[0]?.timestamp).toBe('2026-12-01 09:00:00+0000');
    await receiver.close();
    await reset();
  });
});

describe('a merchant clock across a restart', () => {
  it('is kept in the database', async () => {
    const dbPath = join(tempDir(), 'sandbox.db');
    const first = await testSandbox({ dbPath });
    await postForm(first.app, '/v1/sandbox/clock/advance', { entityId: ENTITY_ID, seconds: '7200' });
    await first.app.close();
    const second = await testSandbox({ dbPath });
    const clock = json(
      await second.app.inject({
        method: 'GET',
        url: `/v1/sandbox/clock?entityId=${ENTITY_ID}`,
        headers: AUTH,
      }),
    );
    expect(clock).toMatchObject({ time: '2026-11-21 14:00:00+0000', aheadSeconds: 7200 });
    await second.app.close();
  });
});
