import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidSamples, validSamples } from '../../spec/catalogue/samples';
import { catalogueOf, OPERATIONS } from '../../spec/operations';
import { accepted } from '../../spec/validate';
import { concreteName } from '../params/table-support';
import { json, type TestSandbox, testSandbox } from '../test-support';

let sb: TestSandbox;
// biome-ignore lint/suspicious/noExplicitAny: the document is checked by the validators below
let doc: Record<string, any>;
beforeAll(async () => {
  sb = await testSandbox();
  const res = await sb.app.inject({ method: 'GET', url: '/v1/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['access-control-allow-origin']).toBe('*');
  doc = json(res);
});
afterAll(() => sb.app.close());

describe('GET /v1/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes the served endpoints', () => {
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/v1/checkouts',
        '/v1/payments',
        '/v1/payments/{id}',
        '/v1/checkouts/{id}/payment',
      ]),
    );
  });

  // The request schemas must say exactly what the validator says, value by value.
  const ajv = new Ajv2020({ strict: false, allErrors: true, unicodeRegExp: true, validateFormats: false });
  for (const op of [OPERATIONS.serverPayment, OPERATIONS.createCheckout, OPERATIONS.query]) {
    it(`${op.name}Request agrees with the catalogue for every parameter`, () => {
      const check = ajv.compile(doc.components.schemas[`${op.name}Request`]);
      const base = Object.fromEntries(
        op.required.map((name) => [
          name,
          validSamples(catalogueOf(op).byName(name)?.format ?? { kind: 'boolean' })[0] ?? '',
        ]),
      );
      for (const spec of catalogueOf(op).specs) {
        if (!accepted(op, spec.name) || op.required.includes(spec.name)) continue;
        const name = concreteName(spec);
        for (const value of validSamples(spec.format))
          expect(
            check({ ...base, [name]: value }),
            `${name}=${value.slice(0, 30)} ${JSON.stringify(check.errors)}`,
          ).toBe(true);
        for (const value of invalidSamples(spec.format)) {
          if (spec.format.kind === 'integer' || (spec.format.kind === 'date' && value === '2030-02-30'))
            continue; // ranges and calendars: in descriptions only
          if (spec.format.kind === 'datetime' && value === '2030-02-30 10:00:00') continue;
          expect(check({ ...base, [name]: value }), `${name}=${value.slice(0, 30)}`).toBe(false);
        }
      }
      expect(check({ ...base, unknownParameter: 'x' })).toBe(false);
    });
  }
});
