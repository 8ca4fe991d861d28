// Schedules running by themselves on the sandbox's clock, each run once, across a stop.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSandboxStore } from '../database/open';
import {
  AUTH,
  ENTITY_ID,
  json,
  MONTHLY_JOB,
  postForm,
  SUBSCRIPTION_START,
  scheduleRequest,
  type TestSandbox,
  TOKEN_KEY,
  tempDir,
  testSandbox,
} from '../test-support';
import { type TestReceiver, testReceiver } from '../webhooks/test-receiver';

const MONTHLY = MONTHLY_JOB;
const DAY = 24 * 3600_000;

async function subscription(sb: TestSandbox, extra: Record<string, string> = MONTHLY) {
  const registrationId = json(await postForm(sb.app, '/v1/payments', SUBSCRIPTION_START))
    .registrationId as string;
  const res = await postForm(sb.app, '/scheduling/v1/schedules', scheduleRequest(registrationId, extra));
  expect(res.statusCode, res.body).toBe(200);
  return json(res).id as string;
}

const madePayments = async (sb: TestSandbox, id: string) =>
  (
    json(
      await sb.app.inject({
        method: 'GET',
        url: `/scheduling/v1/schedules/${id}?entityId=${ENTITY_ID}`,
        headers: AUTH,
      }),
    ).payments as { id: string; scheduledFor: string }[]
  ).map((p) => ({ ...p }));

describe('schedules on the gateway clock', () => {
  let sb: TestSandbox;
  let receiver: TestReceiver;
  let key = '';
  beforeAll(async () => {
    sb = await testSandbox();
    receiver = await testReceiver();
  });
  afterAll(async () => {
    await sb.app.close();
    await receiver.close();
  });

  it('a monthly schedule makes 12 payments in a year of the clock, each notified', async () => {
    const hook = json(
      await postForm(sb.app, '/v1/sandbox/webhooks', { entityId: ENTITY_ID, url: receiver.url }),
    );
    const id = await subscription(sb);
    await sb.app.gatewayClock.runDue();
    const created = receiver.notifications(hook.key).find((n) => n.type === 'SCHEDULE');
    expect(created).toMatchObject({ action: 'CREATED', payload: { id, state: 'ACTIVE', amount: '17.99' } });
    const before = receiver.received.length;
    sb.clock.set('2026-12-01T11:35:30Z'); // a second before the first run
    expect(await sb.app.gatewayClock.runDue()).toBe(0);
    expect(await madePayments(sb, id)).toEqual([]);

    sb.clock.advance(365 * DAY);
    await sb.app.gatewayClock.runDue();
    const payments = await madePayments(sb, id);
    expect(payments.map((p) => p.scheduledFor)).toEqual(
      Array.from({ length: 12 }, (_, i) => {
        const month = new Date(Date.UTC(2026, 11 + i, 1));
        return `${month.toISOString().slice(0, 10)} 11:35:31`;
      }),
    );
    key = hook.key;
    const notified = receiver
      .notifications(hook.key)
      .slice(before)
      .map((n) => n.payload as { id: string; standingInstruction?: { mode: string } });
    expect(notified.map((p) => p.id)).toEqual(payments.map((p) => p.id));
    expect(notified.every((p) => p.standingInstruction?.mode === 'REPEATED')).toBe(true);
    // Nothing more until the next month.
    expect(await sb.app.gatewayClock.runDue()).toBe(0);
  });

  it('a schedule whose registration was deleted is cancelled at its next run, without a payment', async () => {
    sb.clock.set('2026-11-21T12:00:00Z');
    const id = await subscription(sb);
    const { registrationId } = json(
      await sb.app.inject({
        method: 'GET',
        url: `/scheduling/v1/schedules/${id}?entityId=${ENTITY_ID}`,
        headers: AUTH,
      }),
    );
    await sb.app.inject({
      method: 'DELETE',
      url: `/v1/registrations/${registrationId}?entityId=${ENTITY_ID}`,
      headers: AUTH,
    });
    sb.clock.advance(40 * DAY);
    await sb.app.gatewayClock.runDue();
    const schedule = json(
      await sb.app.inject({
        method: 'GET',
        url: `/scheduling/v1/schedules/${id}?entityId=${ENTITY_ID}`,
        headers: AUTH,
      }),
    );
    expect(schedule).toMatchObject({ state: 'CANCELLED', payments: [] });
    expect(receiver.notifications(key).at(-1)).toMatchObject({
      type: 'SCHEDULE',
      action: 'CANCELLED',
      payload: { id, state: 'CANCELLED' },
    });
  });
});

describe('a schedule run interrupted by a stop', () => {
  it('is paid once after the next start, with the payment id it was claimed with', async () => {
    const dbPath = join(tempDir(), 'sandbox.db');
    const first = await testSandbox({ dbPath });
    first.clock.set('2026-11-21T12:00:00Z');
    const id = await subscription(first);
    await first.app.close();

    // The stop came after the run was claimed and before its payment: the claim is all there is.
    const store = openSandboxStore(dbPath, TOKEN_KEY);
    const schedule = await store.schedules.get(id);
    const run = {
      scheduleId: id,
      scheduledFor: schedule?.nextExecutionAt as Date,
      paymentId: 'b'.repeat(32),
      executedAt: new Date('2026-12-01T11:35:31Z'),
    };
    // Its lease ran out long before the next start.
    const leaseUntil = run.executedAt.getTime();
    expect(await store.schedules.claimExecution(run, new Date('2027-01-01T11:35:31Z'), leaseUntil)).toBe(
      true,
    );
    store.close();

    const second = await testSandbox({ dbPath });
    second.clock.set('2026-12-01T12:00:00Z');
    await second.app.gatewayClock.runDue();
    await second.app.gatewayClock.runDue();
    expect(await madePayments(second, id)).toEqual([
      { id: run.paymentId, scheduledFor: '2026-12-01 11:35:31' },
    ]);
    const payment = await second.app.inject({
      method: 'GET',
      url: `/v1/payments/${run.paymentId}?entityId=${ENTITY_ID}`,
      headers: AUTH,
    });
    expect(payment.statusCode, payment.body).toBe(200);
    expect(json(payment)).toMatchObject({ id: run.paymentId, amount: '17.99' });
    await second.app.close();
  });
});

describe('a schedule run claimed by another gateway on the same database', () => {
  it('is left to it while its lease lasts, and paid once, with its payment id, when the lease is over', async () => {
    const dbPath = join(tempDir(), 'sandbox.db');
    const first = await testSandbox({ dbPath });
    first.clock.set('2026-11-21T12:00:00Z');
    const id = await subscription(first);
    await first.app.close();

    // Another gateway claimed the run at its time and is paying it (lease: 10 s).
    const store = openSandboxStore(dbPath, TOKEN_KEY);
    const due = (await store.schedules.get(id))?.nextExecutionAt as Date;
    const run = { scheduleId: id, scheduledFor: due, paymentId: 'c'.repeat(32), executedAt: due };
    expect(
      await store.schedules.claimExecution(run, new Date(due.getTime() + 31 * DAY), due.getTime() + 10_000),
    ).toBe(true);
    store.close();

    const second = await testSandbox({ dbPath });
    second.clock.set(due.toISOString());
    await second.app.gatewayClock.runDue();
    const payment = () =>
      second.app.inject({
        method: 'GET',
        url: `/v1/payments/${run.paymentId}?entityId=${ENTITY_ID}`,
        headers: AUTH,
      });
    expect((await payment()).statusCode).toBe(404);
    second.clock.advance(9_999);
    await second.app.gatewayClock.runDue();
    expect((await payment()).statusCode).toBe(404);
    // The other gateway stopped before paying it.
    second.clock.advance(1);
    await second.app.gatewayClock.runDue();
    await second.app.gatewayClock.runDue();
    expect((await payment()).statusCode).toBe(200);
    expect((await madePayments(second, id)).map((p) => p.id)).toEqual([run.paymentId]);
    await second.app.close();
  });
});
