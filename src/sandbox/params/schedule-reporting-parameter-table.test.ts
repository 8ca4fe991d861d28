// Generated from the catalogue: every parameter of the operations `schedule`,
// `reportingAggregations` and `reportingDetail` (and the paginated detail's pageNo), through the
// HTTP endpoint that takes it, with a value its format accepts (no parameterErrors: the request
// succeeds) and the values it refuses (400, parameterErrors names it).
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE, REPORTING_CATALOGUE } from '../../spec/catalogue/index';
import { invalidSamples, validSamples } from '../../spec/catalogue/samples';
import type { ParamSpec } from '../../spec/catalogue/types';
import { maskValue } from '../../spec/mask';
import { OPERATIONS, type Operation } from '../../spec/operations';
import { accepted } from '../../spec/validate';
import { PAGE_NO, REPORT_DETAIL_PAGED } from '../reporting/operations';
import {
  AUTH,
  ENTITY_ID,
  encodeForm,
  json,
  postForm,
  SUBSCRIPTION_START,
  type TestSandbox,
  testSandbox,
} from '../test-support';
import { bodyWith, concreteName } from './table-support';

let sb: TestSandbox;
/** A registration with a successful INITIAL payment, its initial transaction id, an aggregation id. */
const made = { registrationId: '', initialTransactionId: '', aggregationId: '' };

beforeAll(async () => {
  sb = await testSandbox();
  sb.clock.set('2026-11-21T12:00:00Z');
  const initial = await postForm(sb.app, '/v1/payments', SUBSCRIPTION_START);
  made.registrationId = json(initial).registrationId;
  made.initialTransactionId = json(initial).standingInstruction.initialTransactionId;
  // The payment settles on the 22nd.
  sb.clock.set('2026-11-22T08:00:00Z');
  const report = await sb.app.inject({
    method: 'GET',
    url: `/reports/v1/reconciliations/aggregations?entityId=${ENTITY_ID}&date.from=2026-11-22&date.to=2026-11-22`,
    headers: AUTH,
  });
  made.aggregationId = json(report).aggregations[0].id;
});
afterAll(() => sb.app.close());

interface Endpoint {
  op: Operation;
  base: () => Record<string, string>;
  send: (params: Record<string, string>) => Promise<LightMyRequestResponse>;
  /** Accepted values where the format alone is not enough (the request must also make sense). */
  valid: Readonly<Record<string, readonly string[]>>;
  /** What a parameter needs beside it, beyond table-support's contextFor. */
  companions?: Readonly<Record<string, Record<string, string>>>;
}

const get = (url: string) => (params: Record<string, string>) =>
  sb.app.inject({ method: 'GET', url: `${url}?${encodeForm(params)}`, headers: AUTH });

/** A period holding the aggregation (2026-11-22), and values for its ends that keep it so. */
const PERIOD = { 'date.from': '2020-01-01', 'date.to': '2030-12-31' };
const PERIOD_VALUES = { 'date.from': ['2026-11-22', '2024-02-29'], 'date.to': ['2026-11-22', '2028-02-29'] };

const SCHEDULE: Endpoint = {
  op: OPERATIONS.schedule,
  base: () => ({
    entityId: ENTITY_ID,
    registrationId: made.registrationId,
    amount: '17.99',
    currency: 'EUR',
    paymentType: 'DB',
  }),
  send: (params) => postForm(sb.app, '/scheduling/v1/schedules', params),
  valid: {
    registrationId: [],
    // A schedule's payments are REPEATED merchant-initiated ones on a schedule (job-rules.ts).
    'standingInstruction.mode': ['REPEATED'],
    'standingInstruction.source': ['MIT'],
    'standingInstruction.type': ['RECURRING', 'INSTALLMENT'],
    'standingInstruction.initialTransactionId': [],
    // EXTERNAL answers 000.100.112 (connector test mode): schedules.test.ts.
    testMode: ['INTERNAL'],
  },
  companions: {
    'job.durationNumber': { 'job.durationUnit': 'MONTH' },
    'job.durationUnit': { 'job.durationNumber': '12' },
    'job.noticeNumber': { 'job.noticeUnit': 'MONTH' },
    'job.noticeUnit': { 'job.noticeNumber': '1' },
    'job.noticeCallable': { 'job.noticeNumber': '1', 'job.noticeUnit': 'MONTH' },
  },
};

const AGGREGATIONS: Endpoint = {
  op: OPERATIONS.reportingAggregations,
  base: () => ({ entityId: ENTITY_ID, ...PERIOD }),
  send: get('/reports/v1/reconciliations/aggregations'),
  valid: PERIOD_VALUES,
};

const DETAIL: Endpoint = {
  op: OPERATIONS.reportingDetail,
  base: () => ({ entityId: ENTITY_ID, ...PERIOD }),
  send: (params) => get(`/reports/v1/reconciliations/${made.aggregationId}`)(params),
  valid: PERIOD_VALUES,
};

const DETAIL_PAGED: Endpoint = {
  ...DETAIL,
  op: REPORT_DETAIL_PAGED,
  send: (params) => get(`/reports/v2/reconciliations/${made.aggregationId}`)(params),
  // The aggregation has one page.
  valid: { ...PERIOD_VALUES, pageNo: ['1'] },
};

/** Values filled in once the sandbox has made them. */
function validValues(endpoint: Endpoint, spec: ParamSpec): readonly string[] {
  if (spec.name === 'entityId') return [ENTITY_ID];
  if (spec.name === 'registrationId') return [made.registrationId];
  if (spec.name === 'standingInstruction.initialTransactionId') return [made.initialTransactionId];
  return endpoint.valid[spec.name] ?? validSamples(spec.format);
}

const specsOf = (op: Operation, specs: readonly ParamSpec[]) =>
  specs.filter((spec) => accepted(op, spec.name));

const TABLE: Array<[string, Endpoint, ParamSpec]> = [
  ...specsOf(OPERATIONS.schedule, CATALOGUE.specs).map(
    (s) => ['schedule', SCHEDULE, s] as [string, Endpoint, ParamSpec],
  ),
  ...specsOf(OPERATIONS.reportingAggregations, REPORTING_CATALOGUE.specs).map(
    (s) => ['reportingAggregations', AGGREGATIONS, s] as [string, Endpoint, ParamSpec],
  ),
  ...specsOf(OPERATIONS.reportingDetail, REPORTING_CATALOGUE.specs).map(
    (s) => ['reportingDetail', DETAIL, s] as [string, Endpoint, ParamSpec],
  ),
  ['reportingDetail v2', DETAIL_PAGED, PAGE_NO],
];

function request(endpoint: Endpoint, spec: ParamSpec, value: string) {
  const name = concreteName(spec);
  const body = bodyWith(endpoint.base(), name, value);
  return endpoint.send({ ...endpoint.companions?.[spec.name], ...body });
}

describe('the table covers every parameter of the three operations', () => {
  it.each([
    [OPERATIONS.schedule, 'schedule'],
    [OPERATIONS.reportingAggregations, 'reportingAggregations'],
    [OPERATIONS.reportingDetail, 'reportingDetail'],
  ] as const)('%#: %s', (op, label) => {
    const covered = TABLE.filter(([l]) => l === label).map(([, , spec]) => spec.name);
    for (const name of op.required) expect(covered).toContain(name);
    for (const selector of op.optional) {
      const prefix = selector.endsWith('*') ? selector.slice(0, -1) : selector;
      expect(
        covered.some((name) => name === selector || (selector.endsWith('*') && name.startsWith(prefix))),
      ).toBe(true);
    }
  });
});

describe.each(TABLE.map(([label, endpoint, spec]) => [`${label} ${spec.name}`, endpoint, spec] as const))(
  '%s',
  (_, endpoint, spec) => {
    const name = concreteName(spec);

    it('accepts a valid value', async () => {
      for (const value of validValues(endpoint, spec)) {
        const res = await request(endpoint, spec, value);
        const body = json(res);
        expect(body.result.parameterErrors, `${value}: ${JSON.stringify(body.result)}`).toBeUndefined();
        expect(res.statusCode, `${value}: ${res.body}`).toBe(200);
      }
    });

    it('refuses invalid values, naming the parameter', async () => {
      const refused = spec.name === 'entityId' ? ['not-an-entity'] : invalidSamples(spec.format);
      expect(refused.length).toBeGreaterThan(0);
      for (const value of refused) {
        const res = await request(endpoint, spec, value);
        // An entityId that is not the token's is refused before validation, with 403 (http/auth.ts).
        expect(res.statusCode, value).toBe(spec.name === 'entityId' ? 403 : 400);
        const errors = json(res).result.parameterErrors as Array<{ name: string; value?: string }>;
        expect(errors, value).toContainEqual(
          expect.objectContaining({
            name,
            value: spec.name === 'entityId' ? value : maskValue(value, spec.sensitive),
          }),
        );
      }
    });
  },
);
