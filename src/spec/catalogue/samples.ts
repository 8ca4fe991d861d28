import type { Format } from './types';

// Values a format accepts and refuses: for the table-driven tests and the OpenAPI examples.
// A test holds every sample against matchesFormat, so a sample that drifts from its format fails.

const repeat = (char: string, n: number) => char.repeat(Math.max(n, 0));

/** Accepted values, the shortest and the longest first where the format has lengths. */
export function validSamples(format: Format): string[] {
  switch (format.kind) {
    case 'digits':
      return [repeat('1', format.min), repeat('9', format.max)];
    case 'letters':
      return [repeat('a', format.min), repeat('Z', format.max)];
    case 'alnum':
      return [repeat('a', format.min), repeat('9', format.max)];
    case 'text':
      return [repeat('x', Math.max(format.min, 1)), repeat('x', Math.min(format.max, 4096))];
    case 'money':
      return ['1.00', '1234567890.99'];
    case 'currency':
      return ['EUR', 'JPY'];
    case 'enum':
    case 'list':
      return [...format.values];
    case 'boolean':
      return ['true', 'false'];
    case 'date':
      return ['2030-01-31', '2028-02-29'];
    case 'integer':
      return [String(format.min), String(format.max)];
    case 'url':
      return ['https://shop.example/result'];
    case 'country':
      return format.alpha === 2 ? ['DE', 'US'] : ['DEU', 'USA'];
    case 'datetime':
      return [`2030-01-31 23:59:59${format.offset ? '+0000' : ''}`];
    case 'pattern':
      return [format.example];
  }
}

/** Refused values: past each end of a length range, of the wrong kind, out of a set. */
export function invalidSamples(format: Format): string[] {
  switch (format.kind) {
    case 'digits':
      return [repeat('1', format.max + 1), '12a', ...(format.min > 1 ? [repeat('1', format.min - 1)] : [])];
    case 'letters':
      return [repeat('a', format.max + 1), 'a1'];
    case 'alnum':
      return [repeat('a', format.max + 1), 'a_b', ...(format.min > 1 ? [repeat('a', format.min - 1)] : [])];
    case 'text':
      return [repeat('x', format.max + 1), ...(format.min > 1 ? [repeat('x', format.min - 1)] : [])];
    case 'money':
      return ['1.5', '1,00', '12345678901.00', '-1.00'];
    case 'currency':
      return ['eur', 'XXX', 'EURO'];
    case 'enum':
      return ['NOT_ONE_OF_THEM', `${format.values[0] ?? ''} `];
    case 'list':
      return ['NOT_ONE_OF_THEM', `${format.values[0] ?? ''},`];
    case 'boolean':
      return ['TRUE', '1'];
    case 'date':
      return ['2030-02-30', '30-01-2030', '2030-01-31 10:00:00'];
    case 'integer':
      return [String(format.max + 1), String(format.min - 1), '1.5'];
    case 'url':
      return ['/relative/path', 'javascript:alert(1)'];
    case 'country':
      return format.alpha === 2 ? ['XX', 'DEU'] : ['XXX', 'DE'];
    case 'datetime':
      return ['2030-01-31T23:59:59', '2030-02-30 10:00:00'];
    case 'pattern':
      return [repeat('!', 300)];
  }
}
