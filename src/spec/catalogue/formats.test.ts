import { describe, expect, it } from 'vitest';
import { describeFormat, matchesFormat } from './formats';
import type { Format } from './types';

const cases: Array<[Format, string[], string[]]> = [
  [{ kind: 'digits', min: 3, max: 4 }, ['123', '1234'], ['12', '12345', '12a', '']],
  [{ kind: 'letters', min: 2, max: 3 }, ['ab', 'Müh'], ['a', 'abcd', 'a1']],
  [{ kind: 'alnum', min: 1, max: 3 }, ['a1', 'Z'], ['', 'a_1', 'abcd']],
  [{ kind: 'text', min: 1, max: 3 }, ['a b', '€€€'], ['', 'abcd']],
  [
    { kind: 'money' },
    ['0.00', '12.50', '1234567890.99'],
    ['12', '12.5', '12.505', '12345678901.00', '-1.00', '1,00'],
  ],
  [
    { kind: 'money', decimalsOptional: true, positive: true },
    ['12', '12.50', '0.01'],
    ['0', '0.00', '12.5', '.50'],
  ],
  [{ kind: 'currency' }, ['EUR', 'USD', 'JPY', 'XOF'], ['eur', 'XXX', 'XTS', 'ABC', 'EURO', '']],
  [{ kind: 'enum', values: ['A', 'B'] }, ['A'], ['a', 'C', '']],
  [{ kind: 'boolean' }, ['true', 'false'], ['TRUE', '1', 'yes']],
  [{ kind: 'date' }, ['2024-02-29', '1999-12-31'], ['2023-02-29', '2024-13-01', '24-01-01', '2024-1-1']],
  [{ kind: 'integer', min: 1, max: 98 }, ['1', '98'], ['0', '99', '01', '1.0', '']],
  [
    { kind: 'url', min: 6, max: 40 },
    ['https://shop.example/r', 'http://localhost:3000/x'],
    ['/relative', 'javascript:alert(1)', 'ftp://x.example/a', `https://${'a'.repeat(40)}.example`],
  ],
  [
    { kind: 'pattern', regex: /^[1-5]$/, description: 'one digit', example: '1' },
    ['1', '5'],
    ['0', '6', '11'],
  ],
  [{ kind: 'country', alpha: 2 }, ['DE', 'US'], ['de', 'XX', 'DEU']],
  [{ kind: 'country', alpha: 2, anyCase: true }, ['de', 'AT'], ['xx', 'D']],
  [{ kind: 'country', alpha: 3 }, ['DEU', 'USA'], ['DE', 'XXX', 'deu']],
  [
    { kind: 'datetime' },
    ['2026-02-28 23:59:59'],
    ['2026-02-29 10:00:00', '2026-01-01T10:00:00', '2026-01-01 24:00:00'],
  ],
  [
    { kind: 'datetime', offset: true },
    ['2026-01-01 10:00:00+0000', '2026-01-01 10:00:00-05:30'],
    ['2026-01-01 10:00:00'],
  ],
  [{ kind: 'list', values: ['DB', 'PA'] }, ['DB', 'DB,PA'], ['DB,', 'db', 'DB PA']],
];

describe('formats', () => {
  for (const [format, good, bad] of cases) {
    it(`${format.kind} (${describeFormat(format)})`, () => {
      for (const v of good) expect(matchesFormat(v, format), `${JSON.stringify(v)} should pass`).toBe(true);
      for (const v of bad) expect(matchesFormat(v, format), `${JSON.stringify(v)} should fail`).toBe(false);
    });
  }

  it('describes lengths in words', () => {
    expect(describeFormat({ kind: 'text', min: 8, max: 255 })).toBe('must be 8 to 255 characters');
    expect(describeFormat({ kind: 'digits', min: 6, max: 6 })).toBe('must be exactly 6 digits');
  });
});
