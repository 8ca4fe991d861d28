import creditCardType from 'credit-card-type';
import { describe, expect, it } from 'vitest';
import { detectCard, detectCardBrand } from './brand-detection';
import { BRAND_PATTERNS } from './brand-prefixes';
import { CARD_BRANDS, cvvLengthFor } from './brands';

const CODE_BY_LIBRARY_TYPE: Record<string, string> = {
  visa: 'VISA',
  mastercard: 'MASTER',
  'american-express': 'AMEX',
  'diners-club': 'DINERS',
  discover: 'DISCOVER',
  troy: 'TROY',
  jcb: 'JCB',
  unionpay: 'CHINAUNIONPAY',
  naranja: 'NARANJA',
  verve: 'VERVE',
  maestro: 'MAESTRO',
  elo: 'ELO',
  mir: 'MIR',
  hiper: 'HIPER',
  hipercard: 'HIPERCARD',
};

/** credit-card-type is the oracle: our table and matcher must answer exactly as it does. */
function libraryAnswer(digits: string): { code: string | undefined; possible: boolean } {
  const matches = creditCardType(digits);
  const only = matches.length === 1 ? matches[0] : undefined;
  return { code: only ? CODE_BY_LIBRARY_TYPE[only.type] : undefined, possible: matches.length > 0 };
}

function* prefixesToTry(): Generator<string> {
  // Every prefix of up to 4 digits, and the edges of every range and pattern of the table.
  for (let n = 0; n < 10000; n++) yield String(n);
  for (let n = 0; n < 1000; n++) yield String(n).padStart(4, '0');
  for (const brand of BRAND_PATTERNS) {
    for (const prefix of brand.prefixes) {
      for (const edge of typeof prefix === 'number'
        ? [prefix]
        : [prefix[0] - 1, prefix[0], prefix[1], prefix[1] + 1]) {
        const s = String(edge);
        for (let len = 1; len <= s.length; len++) yield s.slice(0, len);
        yield `${s}0000000000`.slice(0, 16);
      }
    }
  }
  let seed = 42;
  for (let i = 0; i < 20000; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    yield String(seed).slice(0, 1 + (seed % 9));
  }
}

describe('card brand detection', () => {
  it('answers as credit-card-type does for every prefix tried', () => {
    const mismatches: string[] = [];
    for (const digits of prefixesToTry()) {
      const ours = detectCard(digits);
      const theirs = libraryAnswer(digits);
      if (ours.card?.code !== theirs.code || ours.possible !== theirs.possible) mismatches.push(digits);
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  });

  it('carries the library lengths, gaps and CVV sizes', () => {
    expect(BRAND_PATTERNS.map((b) => b.code)).toEqual(CARD_BRANDS.map((b) => b.code));
    for (const brand of BRAND_PATTERNS) {
      const type =
        Object.keys(CODE_BY_LIBRARY_TYPE).find((t) => CODE_BY_LIBRARY_TYPE[t] === brand.code) ?? '';
      const info = creditCardType.getTypeInfo(type);
      expect({ lengths: brand.lengths, gaps: brand.gaps, cvv: cvvLengthFor(brand.code) }).toEqual({
        lengths: info.lengths,
        gaps: info.gaps,
        cvv: info.code.size,
      });
    }
  });

  it.each([
    ['4200000000000000', 'VISA'],
    ['5454545454545454', 'MASTER'],
    ['377777777777770', 'AMEX'],
    ['6011111111111117', 'DISCOVER'],
    ['3530111333300000', 'JCB'],
  ])('detects %s as %s', (number, code) => {
    expect(detectCardBrand(number)).toBe(code);
  });

  it('detects nothing for an ambiguous start, and nothing possible for garbage', () => {
    expect(detectCard('3')).toMatchObject({ card: undefined, possible: true });
    expect(detectCard('12a')).toMatchObject({ card: undefined, possible: false });
  });
});
