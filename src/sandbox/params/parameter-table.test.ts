// Generated from the catalogue: every parameter with the values its format accepts and refuses,
// each through the HTTP API of an endpoint that takes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE, QUERY_CATALOGUE, REPORTING_CATALOGUE } from '../../spec/catalogue/index';
import { invalidSamples, validSamples } from '../../spec/catalogue/samples';
import type { ParamSpec } from '../../spec/catalogue/types';
import { maskValue } from '../../spec/mask';
import { OPERATIONS, type Operation } from '../../spec/operations';
import { accepted } from '../../spec/validate';
import { ENTITY_ID, json, PAYMENT, postForm, type TestSandbox, testSandbox } from '../test-support';
import { testWalletToken } from '../wallets/test-support';
import { bodyWith, concreteName } from './table-support';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox();
});
afterAll(() => sb.app.close());

const CHECKOUT = { entityId: ENTITY_ID, amount: '25.00', currency: 'EUR', paymentType: 'DB' };
const VALID_OVERRIDES: Record<string, string[]> = {
  // Values whose format alone is not enough: the card rules check them too.
  'card.number': ['4200000000000000', '5454545454545454'],
  'card.cvv': ['123'],
  // A token must also decrypt with the sandbox's wallet key (src/sandbox/wallets).
  'applePay.paymentToken': [testWalletToken('applePay')],
  'googlePay.paymentToken': [testWalletToken('googlePay')],
  'samsungPay.paymentToken': [testWalletToken('samsungPay')],
  // The IBAN's country and a mandate signed before "today" (account-rules.ts).
  'bankAccount.country': ['DE', 'de'],
  'bankAccount.mandate.dateOfSignature': ['2026-01-31', '2024-02-29'],
};
const valid = (spec: ParamSpec) => VALID_OVERRIDES[spec.name] ?? validSamples(spec.format);

interface Endpoint {
  url: string;
  base: Record<string, string>;
  op: Operation;
}
const PAYMENTS: Endpoint = { url: '/v1/payments', base: PAYMENT, op: OPERATIONS.serverPayment };
const CHECKOUTS: Endpoint = { url: '/v1/checkouts', base: CHECKOUT, op: OPERATIONS.createCheckout };
const REGISTRATIONS: Endpoint = {
  url: '/v1/registrations',
  base: { entityId: ENTITY_ID, ...PAYMENT_CARD() },
  op: OPERATIONS.registration,
};
const endpointFor = (spec: ParamSpec): Endpoint | undefined =>
  spec.name === 'entityId'
    ? undefined // answered 403 before validation: see http/auth.test.ts
    : [PAYMENTS, CHECKOUTS, REGISTRATIONS].find((e) => accepted(e.op, spec.name));

const viaHttp = CATALOGUE.specs.filter((spec) => endpointFor(spec));
const elsewhere = CATALOGUE.specs.filter((spec) => !endpointFor(spec) && spec.name !== 'entityId');

function PAYMENT_CARD(): Record<string, string> {
  const { entityId: _e, amount: _a, currency: _c, paymentType: _p, ...card } = PAYMENT;
  return card;
}

/**
 * recurringMigration.* needs its paymentType; forex.amount and forex.currency go together; a tax
 * is never more than the amount (the largest amount there is covers every sample).
 */
const COMPANIONS: Record<string, Record<string, string>> = {
  'forex.amount': { 'forex.currency': 'USD' },
  'forex.currency': { 'forex.amount': '1.00' },
  taxAmount: { amount: '9999999999.99' },
};
const companionsOf = (name: string): Record<string, string> =>
  name.startsWith('recurringMigration.')
    ? { 'recurringMigration.paymentType': 'DB' }
    : (COMPANIONS[name] ?? {});

describe.each(viaHttp.map((spec) => [spec.name, spec] as const))('%s over HTTP', (_, spec) => {
  const endpoint = endpointFor(spec) as Endpoint;
  const name = concreteName(spec);

  it.each(valid(spec).map((v) => [v.slice(0, 30), v]))('accepts %j', async (_short, value) => {
    const res = await postForm(
      sb.app,
      endpoint.url,
      bodyWith({ ...endpoint.base, ...companionsOf(name) }, name, value),
    );
    const body = json(res);
    expect(body.result.parameterErrors, JSON.stringify(body.result)).toBeUndefined();
    expect(res.statusCode).toBeLessThan(500);
  });

  it.each(invalidSamples(spec.format).map((v) => [v.slice(0, 30), v]))(
    'refuses %j',
    async (_short, value) => {
      const res = await postForm(
        sb.app,
        endpoint.url,
        bodyWith({ ...endpoint.base, ...companionsOf(name) }, name, value),
      );
      expect(res.statusCode).toBe(400);
      const errors = json(res).result.parameterErrors as Array<{ name: string; value?: string }>;
      expect(errors).toContainEqual(
        expect.objectContaining({ name, value: maskValue(value, spec.sensitive) }),
      );
    },
  );
});

describe('indexed names over HTTP', () => {
  it('takes list indexes up to 1000 and refuses 1001', async () => {
    const item = CATALOGUE.byName('cart.items[n].name') as ParamSpec;
    const ok = await postForm(sb.app, '/v1/payments', { ...PAYMENT, [concreteName(item, 1000)]: 'Book' });
    expect(json(ok).result.parameterErrors).toBeUndefined();
    const bad = await postForm(sb.app, '/v1/payments', { ...PAYMENT, [concreteName(item, 1001)]: 'Book' });
    expect(json(bad).result.parameterErrors).toEqual([
      {
        name: 'cart.items[1001].name',
        value: 'Book',
        message: 'list index must be a whole number from 0 to 1000',
      },
    ]);
  });
});

/**
 * The other endpoints have their own tables over HTTP: back office and query in
 * back-office-query-parameter-table.test.ts, scheduling and reporting in
 * schedule-reporting-parameter-table.test.ts. Together they cover every catalogue entry.
 */
describe('parameters of the other endpoints', () => {
  const OTHERS = [
    OPERATIONS.backOffice,
    OPERATIONS.schedule,
    OPERATIONS.query,
    OPERATIONS.reportingAggregations,
    OPERATIONS.reportingDetail,
  ];
  it('are each taken by one of them', () => {
    const uncovered = elsewhere.filter((spec) => !OTHERS.some((op) => accepted(op, spec.name)));
    expect(uncovered.map((spec) => spec.name)).toEqual([]);
  });
  it('include every query and reporting parameter', () => {
    for (const spec of QUERY_CATALOGUE.specs)
      expect(accepted(OPERATIONS.query, spec.name), spec.name).toBe(true);
    for (const spec of REPORTING_CATALOGUE.specs)
      expect(accepted(OPERATIONS.reportingDetail, spec.name), spec.name).toBe(true);
  });
});
