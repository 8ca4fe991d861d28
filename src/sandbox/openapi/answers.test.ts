import Ajv2020 from 'ajv/dist/2020.js';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH,
  ENTITY_ID,
  json,
  PAYMENT,
  postForm,
  SUBSCRIPTION_START,
  scheduleRequest,
  type TestSandbox,
  testSandbox,
} from '../test-support';
import { buildOpenApiDocument } from './document';

// The answers as the sandbox sends them, each held against the schema the document gives that
// operation and status: a member renamed, dropped or retyped in the code fails here.

// biome-ignore lint/suspicious/noExplicitAny: the document is walked by path below
const doc: Record<string, any> = buildOpenApiDocument();
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
ajv.addSchema({ $id: 'openapi', components: doc.components });

/** A 200 answer that fits its schema. */
function expectAnswer(method: string, path: string, res: LightMyRequestResponse): Record<string, unknown> {
  expect(res.statusCode, `${method} ${path}: ${res.body.slice(0, 300)}`).toBe(200);
  const status = String(res.statusCode);
  const schema = doc.paths[path]?.[method]?.responses?.[status]?.content?.['application/json']?.schema;
  expect(schema, `${method} ${path} ${status}: ${res.body.slice(0, 200)}`).toBeDefined();
  const check = ajv.compile({ $ref: `openapi${schema.$ref}` });
  const body = json(res);
  expect(check(body), `${method} ${path} ${status}: ${JSON.stringify(check.errors)}`).toBe(true);
  return body;
}

let sb: TestSandbox;
const get = (url: string) => sb.app.inject({ method: 'GET', url, headers: AUTH });
const DAY = '2026-11-21';

beforeAll(async () => {
  sb = await testSandbox();
  sb.clock.set(`${DAY}T09:00:00Z`);
});
afterAll(() => sb.app.close());

describe('answers against the OpenAPI document', () => {
  let paymentId = '';
  let registrationId = '';
  let scheduleId = '';

  it('checkouts, payments, back office and query', async () => {
    expectAnswer(
      'post',
      '/v1/checkouts',
      await postForm(sb.app, '/v1/checkouts', {
        entityId: ENTITY_ID,
        amount: '10.00',
        currency: 'EUR',
        paymentType: 'DB',
      }),
    );
    const paid = expectAnswer(
      'post',
      '/v1/payments',
      await postForm(sb.app, '/v1/payments', { ...PAYMENT, merchantTransactionId: 'order-77' }),
    );
    paymentId = paid.id as string;
    expectAnswer('get', '/v1/payments/{id}', await get(`/v1/payments/${paymentId}?entityId=${ENTITY_ID}`));
    expectAnswer(
      'post',
      '/v1/payments/{id}',
      await postForm(sb.app, `/v1/payments/${paymentId}`, {
        entityId: ENTITY_ID,
        amount: '2.00',
        currency: 'EUR',
        paymentType: 'RF',
      }),
    );
    const found = expectAnswer(
      'get',
      '/v1/query',
      await get(`/v1/query?entityId=${ENTITY_ID}&merchantTransactionId=order-77`),
    );
    expect(found.payments).toHaveLength(1);
  });

  it('schedules: created, read after a run, cancelled', async () => {
    const initial = expectAnswer(
      'post',
      '/v1/payments',
      await postForm(sb.app, '/v1/payments', SUBSCRIPTION_START),
    );
    registrationId = initial.registrationId as string;
    const created = expectAnswer(
      'post',
      '/scheduling/v1/schedules',
      await postForm(
        sb.app,
        '/scheduling/v1/schedules',
        scheduleRequest(registrationId, {
          'job.second': '0',
          'job.minute': '0',
          'job.hour': '6',
          'job.dayOfMonth': '*',
          'job.month': '*',
          'job.dayOfWeek': '?',
          'job.year': '*',
        }),
      ),
    );
    scheduleId = created.id as string;
    expect(created.state).toBe('ACTIVE');
    expectAnswer(
      'post',
      '/v1/sandbox/schedules/{id}/execute',
      await postForm(sb.app, `/v1/sandbox/schedules/${scheduleId}/execute`, { entityId: ENTITY_ID }),
    );
    const read = expectAnswer(
      'get',
      '/scheduling/v1/schedules/{id}',
      await get(`/scheduling/v1/schedules/${scheduleId}?entityId=${ENTITY_ID}`),
    );
    expect(read.payments).toHaveLength(1);
    const cancelled = await sb.app.inject({
      method: 'DELETE',
      url: `/scheduling/v1/schedules/${scheduleId}?entityId=${ENTITY_ID}`,
      headers: AUTH,
    });
    expectAnswer('delete', '/scheduling/v1/schedules/{id}', cancelled);
  });

  it('settlement reports: the summary, the detail, one page of it', async () => {
    sb.clock.set('2026-11-23T08:00:00Z');
    const period = `entityId=${ENTITY_ID}&date.from=${DAY}&date.to=2026-11-30`;
    const summary = expectAnswer(
      'get',
      '/reports/v1/reconciliations/aggregations',
      await get(
        `/reports/v1/reconciliations/aggregations?entityId=${ENTITY_ID}&date.from=${DAY}&date.to=2026-11-30`,
      ),
    );
    const [first] = summary.aggregations as Array<{ id: string }>;
    expect(first).toBeDefined();
    const id = first?.id as string;
    const detail = expectAnswer(
      'get',
      '/reports/v1/reconciliations/{id}',
      await get(`/reports/v1/reconciliations/${id}?${period}`),
    );
    expect((detail.records as unknown[]).length).toBeGreaterThan(0);
    expectAnswer(
      'get',
      '/reports/v2/reconciliations/{id}',
      await get(`/reports/v2/reconciliations/${id}?${period}&pageNo=1`),
    );
  });

  it('the request log: a page and one request', async () => {
    await postForm(sb.app, '/v1/payments', {
      ...PAYMENT,
      amount: 'ten',
      merchantTransactionId: 'order-schema',
    });
    const list = expectAnswer(
      'get',
      '/v1/sandbox/requests',
      await get(`/v1/sandbox/requests?entityId=${ENTITY_ID}&limit=1`),
    ) as { requests: { id: string }[] };
    const [newest] = list.requests;
    expect(newest).toBeDefined();
    expectAnswer(
      'get',
      '/v1/sandbox/requests/{id}',
      await get(`/v1/sandbox/requests/${newest?.id}?entityId=${ENTITY_ID}`),
    );
  });

  it('an answer missing a required member fails its schema', () => {
    const check = ajv.compile({ $ref: 'openapi#/components/schemas/Schedule' });
    const valid = { id: 'a'.repeat(32), result: { code: '000.100.110', description: 'x' } };
    expect(check(valid)).toBe(false);
    expect(JSON.stringify(check.errors)).toContain('registrationId');
  });
});
