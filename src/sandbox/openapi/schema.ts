import { type Catalogue, describeFormat } from '../../spec/catalogue/index';
import { validSamples } from '../../spec/catalogue/samples';
import type { Format, ParamSpec } from '../../spec/catalogue/types';
import { COUNTRY_ALPHA2, COUNTRY_ALPHA3 } from '../../spec/countries';
import { CURRENCY_CODES } from '../../spec/currencies';
import { catalogueOf, type Operation } from '../../spec/operations';
import { accepted } from '../../spec/validate';

// JSON Schema (2020-12, the dialect of OpenAPI 3.1) for the catalogue: one string property per
// parameter, as a form body carries them, with the same rule the validator applies.

export type JsonSchema = Record<string, unknown>;

const str = (extra: JsonSchema): JsonSchema => ({ type: 'string', ...extra });
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternatives = (values: readonly string[]) => values.map(escapeRegex).join('|');

export function formatSchema(format: Format): JsonSchema {
  switch (format.kind) {
    case 'digits':
      return str({ pattern: '^[0-9]+$', minLength: format.min, maxLength: format.max });
    case 'letters':
      return str({ pattern: '^\\p{L}+$', minLength: format.min, maxLength: format.max });
    case 'alnum':
      return str({ pattern: '^[A-Za-z0-9]+$', minLength: format.min, maxLength: format.max });
    case 'text':
      return str({ minLength: format.min, maxLength: format.max });
    case 'money':
      return str({
        pattern: `^${format.positive ? '(?=.*[1-9])' : ''}[0-9]{1,10}${format.decimalsOptional ? '(\\.[0-9]{2})?' : '\\.[0-9]{2}'}$`,
      });
    case 'currency':
      return str({ enum: [...CURRENCY_CODES] });
    case 'enum':
      return str({ enum: [...format.values] });
    case 'boolean':
      return str({ enum: ['true', 'false'] });
    case 'date':
      return str({ format: 'date', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });
    case 'integer':
      return str({ pattern: '^(0|[1-9][0-9]*)$' });
    case 'url':
      return str({
        format: 'uri',
        pattern: '^[Hh][Tt][Tt][Pp][Ss]?://',
        minLength: format.min,
        maxLength: format.max,
      });
    case 'country': {
      const codes = [...(format.alpha === 2 ? COUNTRY_ALPHA2 : COUNTRY_ALPHA3)];
      if (!format.anyCase) return str({ enum: codes });
      const anyCase = codes.map((code) => [...code].map((c) => `[${c}${c.toLowerCase()}]`).join(''));
      return str({ pattern: `^(${anyCase.join('|')})$` });
    }
    case 'datetime':
      return str({
        pattern: `^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}${format.offset ? '[+-][0-9]{2}:?[0-9]{2}' : ''}$`,
      });
    case 'list':
      return str({ pattern: `^(${alternatives(format.values)})(,(${alternatives(format.values)}))*$` });
    case 'pattern':
      return str({ pattern: format.regex.source });
  }
}

export function parameterSchema(spec: ParamSpec): JsonSchema {
  const description = [describeFormat(spec.format), spec.note].filter(Boolean).join('. ');
  return {
    ...formatSchema(spec.format),
    description,
    examples: validSamples(spec.format)
      .slice(0, 1)
      .map((v) => v.slice(0, 64)),
    ...(spec.sensitive ? { writeOnly: true } : {}),
  };
}

const INDEX = '(0|[1-9][0-9]{0,2}|1000)';

/** `cart.items[n].name` → a regex over body names with the index 0…1000 and the key rule. */
function namePattern(spec: ParamSpec): string {
  const key = spec.key ? spec.key.regex.source.replace(/^\^|\$$/g, '') : '[^\\]]*';
  const parts = spec.name.split(/(\[n\]|\[key\])/);
  const body = parts
    .map((part) =>
      part === '[n]' ? `\\[${INDEX}\\]` : part === '[key]' ? `\\[${key}\\]` : escapeRegex(part),
    )
    .join('');
  return `^${body}$`;
}

/** The form body an operation accepts: exact names as properties, indexed and keyed ones as patterns. */
export function operationSchema(op: Operation): JsonSchema {
  const catalogue: Catalogue = catalogueOf(op);
  const properties: Record<string, JsonSchema> = {};
  const patternProperties: Record<string, JsonSchema> = {};
  for (const spec of catalogue.specs) {
    if (!accepted(op, spec.name)) continue;
    if (/\[(n|key)\]/.test(spec.name)) patternProperties[namePattern(spec)] = parameterSchema(spec);
    else properties[spec.name] = parameterSchema(spec);
  }
  return {
    type: 'object',
    required: [...op.required],
    properties,
    ...(Object.keys(patternProperties).length > 0 ? { patternProperties } : {}),
    additionalProperties: false,
  };
}
