// Generated from the catalogue: every parameter of the back-office operations (POST
// /v1/payments/{id}) and of the transaction query (GET /v1/query, GET /v1/query/{id}), with the
// values its format accepts and refuses, through the HTTP API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidSamples, validSamples } from '../../spec/catalogue/samples';
import type { ParamSpec } from '../../spec/catalogue/types';
import { maskValue } from '../../spec/mask';
import { catalogueOf, OPERATIONS } from '../../spec/operations';
import { accepted } from '../../spec/validate';
import { QUERY_BY_ID } from '../query/operations';
import { AUTH, ENTITY_ID, json, PAYMENT, postForm, type TestSandbox, testSandbox } from '../test-support';
import { bodyWith, concreteName } from './table-support';

let sb: TestSandbox;
/** A debit large enough for every refund below. */
let bigDebit: string;
beforeAll(async () => {
  sb = await testSandbox();
  bigDebit = await pay({ amount: '9999999999.99' });
});
afterAll(() => sb.app.close());

async function pay(extra: Record<string, string>): Promise<string> {
  const res = await postForm(sb.app, '/v1/payments', { ...PAYMENT, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).id as string;
}

type Params = Record<string, string>;
const errorsOf = (body: Record<string, unknown>) =>
  (body.result as { parameterErrors?: Array<{ name: string; value?: string }> }).parameterErrors;

// ---------------------------------------------------------------- POST /v1/payments/{id}

const backOffice = OPERATIONS.backOffice;
const REFUND: Params = { entityId: ENTITY_ID, paymentType: 'RF', amount: '1.00', currency: 'EUR' };
const { amount: _a, currency: _c, ...WITHOUT_AMOUNT } = REFUND;

/**
 * The payment an operation refers to, and the body around the parameter, for this value: an
 * accepted currency is refunded on a payment in that currency, an accepted paymentType on a
 * payment it applies to.
 */
async function scene(name: string, value: string, valid = true): Promise<{ id: string; base: Params }> {
  if (name === 'currency' && valid)
    return { id: await pay({ currency: value, amount: '100.00' }), base: REFUND };
  if (name === 'chargebackResultCode')
    return { id: await pay({}), base: { ...WITHOUT_AMOUNT, paymentType: 'CB' } };
  if (name !== 'paymentType') return { id: bigDebit, base: REFUND };
  switch (value) {
    case 'CP':
      return { id: await pay({ paymentType: 'PA' }), base: REFUND };
    case 'RV':
    case 'CB':
      return { id: await pay({}), base: WITHOUT_AMOUNT };
    case 'CR': {
      const db = await pay({});
      const cb = await postForm(sb.app, `/v1/payments/${db}`, { ...WITHOUT_AMOUNT, paymentType: 'CB' });
      return { id: json(cb).id as string, base: WITHOUT_AMOUNT };
    }
    default:
      return { id: bigDebit, base: REFUND };
  }
}

/** Values whose format alone is not enough: paymentType is one of the back-office types. */
const BACK_OFFICE_VALID: Record<string, string[]> = { paymentType: ['CP', 'RF', 'RV', 'CB', 'CR'] };
const BACK_OFFICE_INVALID: Record<string, string[]> = { paymentType: ['DB', 'PA'] };
/** Accepted, and answered without storing anything for another reason. */
const REFUSED_OTHERWISE: Record<string, Record<string, string>> = {};

const backOfficeSpecs = catalogueOf(backOffice).specs.filter(
  (spec) => spec.name !== 'entityId' && accepted(backOffice, spec.name),
);

describe.each(backOfficeSpecs.map((spec) => [spec.name, spec] as const))(
  '%s in POST /v1/payments/{id}',
  (_, spec: ParamSpec) => {
    const name = concreteName(spec);
    const valid = BACK_OFFICE_VALID[spec.name] ?? validSamples(spec.format);
    const invalid = [...invalidSamples(spec.format), ...(BACK_OFFICE_INVALID[spec.name] ?? [])];

    it.each(valid.map((v) => [v.slice(0, 30), v]))('accepts %j', async (_short, value) => {
      const { id, base } = await scene(spec.name, value);
      const res = await postForm(sb.app, `/v1/payments/${id}`, bodyWith(base, name, value));
      const body = json(res);
      expect(errorsOf(body), JSON.stringify(body.result)).toBeUndefined();
      const otherwise = REFUSED_OTHERWISE[spec.name]?.[value];
      if (otherwise) {
        expect(res.statusCode).toBe(400);
        expect(body.result.code).toBe(otherwise);
      } else {
        expect(res.statusCode, res.body).toBe(200);
        expect(body.referencedId).toBe(id);
      }
    });

    it.each(invalid.map((v) => [v.slice(0, 30), v]))('refuses %j', async (_short, value) => {
      const { id, base } = await scene(spec.name, value, false);
      const res = await postForm(sb.app, `/v1/payments/${id}`, bodyWith(base, name, value));
      expect(res.statusCode).toBe(400);
      expect(errorsOf(json(res))).toContainEqual(
        expect.objectContaining({ name, value: maskValue(value, spec.sensitive) }),
      );
    });
  },
);

// ---------------------------------------------------------------- GET /v1/query, /v1/query/{id}

const query = OPERATIONS.query;
const TIME_FRAME = { 'date.from': '2030-01-01 00:00:00', 'date.to': '2030-01-31 23:59:59' };
/** The time frame comes as a pair, and shortId needs it. */
const companions = (name: string): Params =>
  name.startsWith('date.') || name === 'shortId' ? TIME_FRAME : {};

const get = (path: string, params: Params) =>
  sb.app.inject({ method: 'GET', url: `${path}?${new URLSearchParams(params)}`, headers: AUTH });

const querySpecs = catalogueOf(query).specs.filter((spec) => spec.name !== 'entityId');

describe.each(querySpecs.map((spec) => [spec.name, spec] as const))('%s in GET /v1/query', (_, spec) => {
  const name = concreteName(spec);
  const body = (value: string): Params => ({ entityId: ENTITY_ID, ...companions(name), [name]: value });

  it.each(validSamples(spec.format).map((v) => [v.slice(0, 30), v]))('accepts %j', async (_short, value) => {
    const res = await get('/v1/query', body(value));
    expect(errorsOf(json(res)), res.body).toBeUndefined();
    expect(res.statusCode).toBe(200);
    expect(json(res).payments).toEqual(expect.any(Array));
  });

  it.each(invalidSamples(spec.format).map((v) => [v.slice(0, 30), v]))(
    'refuses %j',
    async (_short, value) => {
      const res = await get('/v1/query', body(value));
      expect(res.statusCode).toBe(400);
      expect(errorsOf(json(res))).toContainEqual(
        expect.objectContaining({ name, value: maskValue(value, spec.sensitive) }),
      );
    },
  );
});

const byIdSpecs = querySpecs.filter((spec) => accepted(QUERY_BY_ID, spec.name));

describe.each(byIdSpecs.map((spec) => [spec.name, spec] as const))('%s in GET /v1/query/{id}', (_, spec) => {
  const name = concreteName(spec);
  const path = () => `/v1/query/${bigDebit}`;

  it.each(validSamples(spec.format).map((v) => [v.slice(0, 30), v]))('accepts %j', async (_short, value) => {
    const res = await get(path(), { entityId: ENTITY_ID, [name]: value });
    expect(errorsOf(json(res)), res.body).toBeUndefined();
    // 404 when a filter leaves the transaction out.
    expect([200, 404]).toContain(res.statusCode);
  });

  it.each(invalidSamples(spec.format).map((v) => [v.slice(0, 30), v]))(
    'refuses %j',
    async (_short, value) => {
      const res = await get(path(), { entityId: ENTITY_ID, [name]: value });
      expect(res.statusCode).toBe(400);
      expect(errorsOf(json(res))).toContainEqual(
        expect.objectContaining({ name, value: maskValue(value, spec.sensitive) }),
      );
    },
  );
});

// ---------------------------------------------------------------- entityId, checked before the rest

describe('entityId', () => {
  const entity = catalogueOf(query).byName('entityId') as ParamSpec;
  const requests = (entityId: string) => [
    postForm(sb.app, `/v1/payments/${bigDebit}`, { ...REFUND, entityId }),
    get('/v1/query', { entityId }),
    get(`/v1/query/${bigDebit}`, { entityId }),
  ];

  it('accepts the token’s entity', async () => {
    for (const res of await Promise.all(requests(ENTITY_ID))) {
      expect(errorsOf(json(res)), res.body).toBeUndefined();
      expect(res.statusCode).toBe(200);
    }
  });

  it.each(invalidSamples(entity.format).map((v) => [v.slice(0, 30), v]))(
    'refuses %j',
    async (_short, value) => {
      for (const res of await Promise.all(requests(value))) {
        expect(res.statusCode).toBe(403);
        expect(errorsOf(json(res))).toContainEqual(
          expect.objectContaining({ name: 'entityId', value: maskValue(value) }),
        );
      }
    },
  );
});
