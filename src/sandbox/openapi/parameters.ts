// OpenAPI parameter objects: query-string parameters from an operation's catalogue entries, path
// parameters from the identifier formats the routes check.
import { CATALOGUE } from '../../spec/catalogue/index';
import type { ParamSpec } from '../../spec/catalogue/types';
import { catalogueOf, type Operation } from '../../spec/operations';
import { accepted } from '../../spec/validate';
import { type JsonSchema, parameterSchema } from './schema';

export interface PathParam {
  description: string;
  format?: RegExp;
}

export function pathParameter(name: string, param: PathParam): JsonSchema {
  return {
    name,
    in: 'path',
    required: true,
    description: param.description,
    schema: { type: 'string', ...(param.format ? { pattern: param.format.source } : {}) },
  };
}

function queryParameter(spec: ParamSpec, required: boolean): JsonSchema {
  const schema = parameterSchema(spec);
  return { name: spec.name, in: 'query', required, description: schema.description, schema };
}

/** The query string of a GET: the operation's accepted parameters, required ones first. */
export function queryParameters(op: Operation): JsonSchema[] {
  const catalogue = catalogueOf(op);
  const required = op.required.flatMap((name) => catalogue.byName(name) ?? []);
  const optional = catalogue.specs.filter(
    (spec) => accepted(op, spec.name) && !op.required.includes(spec.name) && !/\[(n|key)\]/.test(spec.name),
  );
  return [...required.map((s) => queryParameter(s, true)), ...optional.map((s) => queryParameter(s, false))];
}

const ENTITY_ID = CATALOGUE.byName('entityId');

/** `?entityId=`: how a GET or DELETE of the merchant API names the channel. */
export function entityIdParameter(): JsonSchema {
  if (!ENTITY_ID) throw new Error('the catalogue has no entityId');
  return queryParameter(ENTITY_ID, true);
}
