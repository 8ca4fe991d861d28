import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import { SECOND_MERCHANT } from '../merchants';
import {
  AUTH,
  CARD,
  ENTITY_ID,
  json,
  MONTHLY_JOB,
  postForm,
  SUBSCRIPTION_START,
  scheduleRequest,
  type TestClock,
  testSandbox,
} from '../test-support';

let app: FastifyInstance;
let clock: TestClock;
beforeAll(async () => {
  ({ app, clock } = await testSandbox());
});
afterAll(() => app.close());

const SECOND_AUTH = { authorization: `Bearer ${SECOND_MERCHANT.accessToken}` };
const NOW = '2026-11-21T12:00:00Z'; // a Saturday

/** A card registration with a successful INITIAL customer-initiated payment, as a subscription starts. */
async function subscriptionRegistration(entityId = ENTITY_ID, headers = {}): Promise<string> {
  const res = await postForm(app, '/v1/payments', { ...SUBSCRIPTION_START, entityId }, headers);
  expect(res.statusCode, res.body).toBe(200);
  return json(res).registrationId as string;
}

const MONTHLY = MONTHLY_JOB;

const createSchedule = (body: Record<string, string>, headers = {}) =>
  postForm(app, '/scheduling/v1/schedules', body, headers);
const read = (id: string, entityId = ENTITY_ID, headers = {}) =>
  app.inject({
    method: 'GET',
    url: `/scheduling/v1/schedules/${id}?entityId=${entityId}`,
    headers: { ...AUTH, ...headers },
  });
const cancel = (id: string, entityId = ENTITY_ID, headers = {}) =>
  app.inject({
    method: 'DELETE',
    url: `/scheduling/v1/schedules/${id}?entityId=${entityId}`,
    headers: { ...AUTH, ...headers },
  });
const run = (id: string, entityId = ENTITY_ID, headers = {}) =>
  postForm(app, `/v1/sandbox/schedules/${id}/execute`, { entityId }, headers);

describe('POST /scheduling/v1/schedules', () => {
  it('creates a schedule with its own id and shows when it runs next', async () => {
    clock.set(NOW);
    const registrationId = await subscriptionRegistration();
    const res = await createSchedule(
      scheduleRequest(registrationId, {
        ...MONTHLY,
        merchantTransactionId: 'subscription-42',
        'job.name': 'Gold',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = json(res);
    expect(body.result).toEqual(RESULT.SUCCESS_INTEGRATOR_TEST);
    expect(body.id).toMatch(/^[0-9a-f]{32}$/);
    expect(body.id).not.toBe(registrationId);
    expect(body).toMatchObject({
      registrationId,
      amount: '17.99',
      currency: 'EUR',
      paymentType: 'DB',
      merchantTransactionId: 'subscription-42',
      standingInstruction: { type: 'RECURRING', mode: 'REPEATED', source: 'MIT' },
      job: { ...Object.fromEntries(Object.entries(MONTHLY).map(([k, v]) => [k.slice(4), v])), name: 'Gold' },
      state: 'ACTIVE',
    });
    expect(body.job.nextExecution).toBe('2026-12-01 11:35:31');
    expect(body.entityId).toBeUndefined();
  });

  it('applies the spec defaults to the fields not sent: 1 January at 00:00:00', async () => {
    clock.set(NOW);
    const res = await createSchedule(scheduleRequest(await subscriptionRegistration()));
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).job.nextExecution).toBe('2027-01-01 00:00:00');
  });

  it('job.expression overrides the separate fields', async () => {
    clock.set(NOW);
    const res = await createSchedule(
      scheduleRequest(await subscriptionRegistration(), { 'job.expression': '0 0 6 L * ?', 'job.hour': '3' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).job.nextExecution).toBe('2026-11-30 06:00:00');
  });

  it('starts at job.startDate', async () => {
    clock.set(NOW);
    const res = await createSchedule(
      scheduleRequest(await subscriptionRegistration(), {
        ...MONTHLY,
        'job.startDate': '2027-03-05 00:00:00',
      }),
    );
    expect(json(res).job.nextExecution).toBe('2027-04-01 11:35:31');
  });

  it('refuses a job that never runs, or whose day fields clash, with 100.250.120', async () => {
    clock.set(NOW);
    const registrationId = await subscriptionRegistration();
    const cases: Array<[Record<string, string>, string]> = [
      [{ 'job.year': '2020' }, 'job.year'],
      [{ 'job.dayOfMonth': '30', 'job.month': '2' }, 'job.dayOfMonth'],
      [{ 'job.dayOfMonth': '15', 'job.dayOfWeek': 'MON' }, 'job.dayOfWeek'],
      [{ 'job.expression': '0 0 0 ? * ?' }, 'job.expression'],
      [{ ...MONTHLY, 'job.endDate': '2026-11-30 00:00:00' }, 'job.endDate'],
      [{ 'job.startDate': '2027-01-01 00:00:00', 'job.endDate': '2026-12-01 00:00:00' }, 'job.endDate'],
      [{ 'job.year': '2030-2035', 'job.startDate': '2036-01-01 00:00:00' }, 'job.startDate'],
      [{ ...MONTHLY, 'standingInstruction.expiry': '2026-11-30' }, 'standingInstruction.expiry'],
    ];
    for (const [job, name] of cases) {
      const res = await createSchedule(scheduleRequest(registrationId, job));
      expect(res.statusCode, JSON.stringify(job)).toBe(400);
      expect(json(res).result.code).toBe(RESULT.JOB_EXECUTION_INVALID.code);
      expect(json(res).result.parameterErrors.map((e: { name: string }) => e.name)).toEqual([name]);
    }
  });

  it('asks for the unit of a duration or notice period (100.250.106 / 100.250.107)', async () => {
    clock.set(NOW);
    const registrationId = await subscriptionRegistration();
    const duration = await createSchedule(scheduleRequest(registrationId, { 'job.durationNumber': '12' }));
    expect(json(duration).result.code).toBe(RESULT.JOB_DURATION_UNIT_INVALID.code);
    const notice = await createSchedule(scheduleRequest(registrationId, { 'job.noticeNumber': '1' }));
    expect(json(notice).result.code).toBe(RESULT.JOB_NOTICE_UNIT_INVALID.code);
    const both = await createSchedule(
      scheduleRequest(registrationId, {
        'job.durationNumber': '12',
        'job.durationUnit': 'MONTH',
        'job.noticeNumber': '1',
        'job.noticeUnit': 'MONTH',
        'job.noticeCallable': 'DURATION_END',
      }),
    );
    expect(both.statusCode, both.body).toBe(200);
  });

  it("answers an unknown registration and another entity's alike: 404 100.150.200", async () => {
    const theirs = await subscriptionRegistration(SECOND_MERCHANT.entityId, SECOND_AUTH);
    for (const registrationId of [theirs, 'f'.repeat(32)]) {
      const res = await createSchedule(scheduleRequest(registrationId));
      expect(res.statusCode).toBe(404);
      expect(json(res).result).toEqual(RESULT.REGISTRATION_NOT_FOUND);
    }
    const malformed = await createSchedule(scheduleRequest('not-a-registration'));
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed).result.code).toBe(RESULT.REGISTRATION_ID_INVALID.code);
    expect(json(malformed).result.parameterErrors[0].name).toBe('registrationId');
  });

  it('refuses a deleted registration with 100.150.202', async () => {
    const registrationId = await subscriptionRegistration();
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/v1/registrations/${registrationId}?entityId=${ENTITY_ID}`,
      headers: AUTH,
    });
    expect(deleted.statusCode).toBe(200);
    const res = await createSchedule(scheduleRequest(registrationId));
    expect(res.statusCode).toBe(400);
    expect(json(res).result).toEqual(RESULT.REGISTRATION_DEREGISTERED);
  });

  it('needs a registration with a successful INITIAL payment (100.150.300)', async () => {
    const bare = json(await postForm(app, '/v1/registrations', { entityId: ENTITY_ID, ...CARD }))
      .id as string;
    const res = await createSchedule(scheduleRequest(bare));
    expect(res.statusCode).toBe(400);
    expect(json(res).result.code).toBe(RESULT.INITIAL_PAYMENT_REQUIRED.code);
  });

  it('refuses standing instructions a schedule cannot make: INITIAL, CIT, UNSCHEDULED', async () => {
    const registrationId = await subscriptionRegistration();
    for (const [name, value] of [
      ['standingInstruction.mode', 'INITIAL'],
      ['standingInstruction.source', 'CIT'],
      ['standingInstruction.type', 'UNSCHEDULED'],
    ] as const) {
      const res = await createSchedule(scheduleRequest(registrationId, { [name]: value }));
      expect(res.statusCode).toBe(400);
      expect(json(res).result.parameterErrors).toEqual([expect.objectContaining({ name, value })]);
    }
  });

  it('schedules in connector test mode (testMode=EXTERNAL: 000.100.112), and its runs are paid in it', async () => {
    const res = await createSchedule(
      scheduleRequest(await subscriptionRegistration(), { ...MONTHLY, testMode: 'EXTERNAL' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).result).toEqual(RESULT.SUCCESS_CONNECTOR_TEST);
    const runPayment = await run(json(res).id);
    expect(json(runPayment).result).toEqual(RESULT.SUCCESS_CONNECTOR_TEST);
  });
});

describe('GET and DELETE /scheduling/v1/schedules/{id}', () => {
  it('reads a schedule back, cancels it once, then answers 100.360.303', async () => {
    clock.set(NOW);
    const created = json(await createSchedule(scheduleRequest(await subscriptionRegistration(), MONTHLY)));
    const got = await read(created.id);
    expect(got.statusCode).toBe(200);
    const { result, timestamp: _t, ndc: _n, ...members } = json(got);
    expect(result).toEqual(RESULT.SUCCESSFUL_REQUEST);
    const { result: _r, timestamp: _t2, ndc: _n2, ...createdMembers } = created;
    expect(members).toEqual({ ...createdMembers, payments: [] });

    const deleted = await cancel(created.id);
    expect(deleted.statusCode).toBe(200);
    expect(json(deleted)).toMatchObject({ id: created.id, result: RESULT.SUCCESS_INTEGRATOR_TEST });
    const after = json(await read(created.id));
    expect(after.state).toBe('CANCELLED');
    expect(after.job.nextExecution).toBeUndefined();

    const again = await cancel(created.id);
    expect(again.statusCode).toBe(400);
    expect(json(again).result).toEqual(RESULT.SCHEDULE_NOT_SCHEDULED);
  });

  it("answers an unknown or malformed id and another entity's schedule alike: 404 700.400.580", async () => {
    const created = json(await createSchedule(scheduleRequest(await subscriptionRegistration())));
    const responses = [
      await read('0'.repeat(32)),
      await read('not-an-id'),
      await cancel('0'.repeat(32)),
      await read(created.id, SECOND_MERCHANT.entityId, SECOND_AUTH),
      await cancel(created.id, SECOND_MERCHANT.entityId, SECOND_AUTH),
    ];
    for (const res of responses) {
      expect(res.statusCode).toBe(404);
      expect(json(res).result).toEqual(RESULT.NOT_FOUND);
    }
    expect(json(await read(created.id)).state).toBe('ACTIVE');
  });

  it('checks the token and the query string', async () => {
    const created = json(await createSchedule(scheduleRequest(await subscriptionRegistration())));
    const foreign = await read(created.id, ENTITY_ID, SECOND_AUTH);
    expect(foreign.statusCode).toBe(403);
    const unknown = await app.inject({
      method: 'GET',
      url: `/scheduling/v1/schedules/${created.id}?entityId=${ENTITY_ID}&amount=1.00`,
      headers: AUTH,
    });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).result.parameterErrors[0].name).toBe('amount');
  });
});

describe('POST /v1/sandbox/schedules/{id}/execute (sandbox aid)', () => {
  it('runs the next execution now: a REPEATED MIT payment with the registration', async () => {
    clock.set(NOW);
    const registrationId = await subscriptionRegistration();
    const schedule = json(
      await createSchedule(
        scheduleRequest(registrationId, { ...MONTHLY, merchantTransactionId: 'subscription-7' }),
      ),
    );
    const res = await run(schedule.id);
    expect(res.statusCode, res.body).toBe(200);
    const payment = json(res);
    expect(payment).toMatchObject({
      paymentType: 'DB',
      amount: '17.99',
      currency: 'EUR',
      registrationId,
      merchantTransactionId: 'subscription-7',
      standingInstruction: { mode: 'REPEATED', source: 'MIT', type: 'RECURRING' },
      card: { last4Digits: '0000' },
      result: RESULT.SUCCESS_INTEGRATOR_TEST,
    });
    const stored = await app.inject({
      method: 'GET',
      url: `/v1/payments/${payment.id}?entityId=${ENTITY_ID}`,
      headers: AUTH,
    });
    expect(stored.statusCode).toBe(200);

    const after = json(await read(schedule.id));
    expect(after.payments).toEqual([{ id: payment.id, scheduledFor: '2026-12-01 11:35:31' }]);
    expect(after.job.nextExecution).toBe('2027-01-01 11:35:31');
    const second = json(await run(schedule.id));
    expect(json(await read(schedule.id)).payments.map((p: { id: string }) => p.id)).toEqual([
      payment.id,
      second.id,
    ]);
  });

  it('a schedule past its last run is FINISHED and runs no more', async () => {
    clock.set(NOW);
    const schedule = json(
      await createSchedule(
        scheduleRequest(await subscriptionRegistration(), {
          ...MONTHLY,
          'job.endDate': '2026-12-31 00:00:00',
        }),
      ),
    );
    expect((await run(schedule.id)).statusCode).toBe(200);
    const after = json(await read(schedule.id));
    expect(after.state).toBe('FINISHED');
    expect(after.job.nextExecution).toBeUndefined();
    const again = await run(schedule.id);
    expect(again.statusCode).toBe(400);
    expect(json(again).result).toEqual(RESULT.SCHEDULE_NOT_RUNNING);
  });

  it('does not run a cancelled schedule, one whose registration was deleted, or another entity’s', async () => {
    const registrationId = await subscriptionRegistration();
    const cancelled = json(await createSchedule(scheduleRequest(registrationId)));
    await cancel(cancelled.id);
    expect(json(await run(cancelled.id)).result).toEqual(RESULT.SCHEDULE_NOT_RUNNING);

    const schedule = json(await createSchedule(scheduleRequest(registrationId)));
    const foreign = await run(schedule.id, SECOND_MERCHANT.entityId, SECOND_AUTH);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign).result).toEqual(RESULT.NOT_FOUND);

    await app.inject({
      method: 'DELETE',
      url: `/v1/registrations/${registrationId}?entityId=${ENTITY_ID}`,
      headers: AUTH,
    });
    const orphan = await run(schedule.id);
    expect(orphan.statusCode).toBe(400);
    expect(json(orphan).result).toEqual(RESULT.REGISTRATION_DEREGISTERED);
    // The run was not used up: the schedule still has it.
    expect(json(await read(schedule.id)).payments).toEqual([]);
  });
});
