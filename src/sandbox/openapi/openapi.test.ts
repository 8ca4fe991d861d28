import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidSamples, validSamples } from '../../spec/catalogue/samples';
import { catalogueOf } from '../../spec/operations';
import { accepted } from '../../spec/validate';
import { concreteName } from '../params/table-support';
import { json, type TestSandbox, testSandbox } from '../test-support';
import { buildOpenApiDocument } from './document';
import { REQUESTS } from './requests';

// biome-ignore lint/suspicious/noExplicitAny: the documents are checked by the validators below
type Doc = Record<string, any>;

let sb: TestSandbox;
let served: Doc;
/** Every endpoint described, served or not: what the document becomes once all are wired. */
const full: Doc = buildOpenApiDocument();
beforeAll(async () => {
  sb = await testSandbox();
  const res = await sb.app.inject({ method: 'GET', url: '/v1/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['access-control-allow-origin']).toBe('*');
  served = json(res);
});
afterAll(() => sb.app.close());

async function expectValid(doc: Doc): Promise<void> {
  const validator = new Validator();
  const result = await validator.validate(structuredClone(doc));
  expect(result.errors).toBeUndefined();
  expect(result.valid).toBe(true);
  expect(validator.version).toBe('3.1');
}

describe('GET /v1/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', () => expectValid(served));

  it('stays valid with the endpoints not served yet', () => expectValid(full));

  it('gives every merchant API operation the bearer scheme, 401 and 403, and every form body 400', () => {
    for (const [path, item] of Object.entries(full.paths as Doc))
      for (const [method, op] of Object.entries(item as Doc)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect(op.tags, where).toHaveLength(1);
        if (op.security === undefined)
          expect(Object.keys(op.responses), where).toEqual(expect.arrayContaining(['401', '403']));
        if (op.requestBody) expect(Object.keys(op.responses), where).toContain('400');
      }
  });

  // The request schemas must say exactly what the validator says, value by value.
  const ajv = new Ajv2020({ strict: false, allErrors: true, unicodeRegExp: true, validateFormats: false });
  for (const [name, op] of Object.entries(REQUESTS)) {
    it(`${name} agrees with the catalogue for every parameter`, () => {
      const check = ajv.compile(full.components.schemas[name]);
      const base = Object.fromEntries(
        op.required.map((param) => [
          param,
          validSamples(catalogueOf(op).byName(param)?.format ?? { kind: 'boolean' })[0] ?? '',
        ]),
      );
      for (const spec of catalogueOf(op).specs) {
        if (!accepted(op, spec.name) || op.required.includes(spec.name)) continue;
        const param = concreteName(spec);
        for (const value of validSamples(spec.format))
          expect(
            check({ ...base, [param]: value }),
            `${param}=${value.slice(0, 30)} ${JSON.stringify(check.errors)}`,
          ).toBe(true);
        for (const value of invalidSamples(spec.format)) {
          if (spec.format.kind === 'integer' || (spec.format.kind === 'date' && value === '2030-02-30'))
            continue; // ranges and calendars: in descriptions only
          if (spec.format.kind === 'datetime' && value === '2030-02-30 10:00:00') continue;
          expect(check({ ...base, [param]: value }), `${param}=${value.slice(0, 30)}`).toBe(false);
        }
      }
      expect(check({ ...base, unknownParameter: 'x' })).toBe(false);
      for (const required of op.required) {
        const { [required]: _left, ...without } = base;
        expect(check(without), `without ${required}`).toBe(false);
      }
    });
  }
});
