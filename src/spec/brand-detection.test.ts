import creditCardType from 'credit-card-type';
import { describe, expect, it } from 'vitest';
import { cardBrandsOf, detectCard, detectCardBrand, detectScheme } from './brand-detection';
import { BRAND_PATTERNS } from './brand-prefixes';
import { CARD_BRANDS, cvvLengthFor, luhnValid, preferredBrand } from './brands';
import { couldBeMadaBin, isMadaBin, MADA_BINS } from './mada-bins';

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
  it('answers as credit-card-type does for every prefix tried (the schemes)', () => {
    const mismatches: string[] = [];
    for (const digits of prefixesToTry()) {
      const ours = detectScheme(digits);
      const theirs = libraryAnswer(digits);
      if (ours.card?.code !== theirs.code || ours.possible !== theirs.possible) mismatches.push(digits);
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  });

  it('carries the library lengths, gaps and CVV sizes', () => {
    expect(BRAND_PATTERNS.map((b) => b.code)).toEqual(
      CARD_BRANDS.map((b) => b.code).filter((code) => code !== 'MADA'),
    );
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

/** A 16-digit Luhn-valid number with this BIN. */
function numberWithBin(bin: number): string {
  const body = `${bin}00000000`;
  for (let check = 0; check < 10; check++) if (luhnValid(`${body}0${check}`)) return `${body}0${check}`;
  throw new Error('unreachable');
}

describe('mada', () => {
  // The published mada BINs the sandbox knows, as mada-bins.ts encodes them.
  const bins = [
    407197, 407395, 409201, 410621, 410685, 412565, 417633, 419593, 420132, 422817, 422818, 422819, 428331,
    428671, 428672, 428673, 431361, 432328, 434107, 439954, 440533, 440647, 440795, 445564, 446393, 446404,
    446672, 455036, 455708, 457865, 457997, 458456, 462220, 468540, 468541, 468542, 468543, 474491, 483010,
    483011, 483012, 484783, 486094, 486095, 486096, 489317, 489318, 489319, 504300, 508160, 513213, 520058,
    521076, 524130, 524514, 529415, 529741, 530060, 530906, 531095, 531196, 532013, 535825, 535989, 536023,
    537767, 543085, 543357, 549760, 554180, 585265, 588845, 588848, 588850, 588851, 588982, 588983, 589005,
    589206, 604906, 605141, 636120, 968201, 968202, 968203, 968204, 968205, 968206, 968207, 968208, 968209,
    968210, 968211,
  ];

  it('knows the published BINs, sorted and each once', () => {
    expect(MADA_BINS).toEqual(bins);
    expect([...bins].sort((a, b) => a - b)).toEqual(bins);
    expect(new Set(bins).size).toBe(bins.length);
  });

  it('is co-badged on VISA and MASTER BINs, and mada only on the others', () => {
    for (const bin of bins) {
      const number = numberWithBin(bin);
      const scheme = detectScheme(number).card?.code;
      const expected = scheme === 'VISA' || scheme === 'MASTER' ? ['MADA', scheme] : ['MADA'];
      expect([bin, cardBrandsOf(number)]).toEqual([bin, expected]);
    }
    expect(cardBrandsOf('4406470000000007')).toEqual(['MADA', 'VISA']);
    expect(cardBrandsOf('5433570000000008')).toEqual(['MADA', 'MASTER']);
    expect(cardBrandsOf('5888450000000003')).toEqual(['MADA']);
    expect(cardBrandsOf('9682010000000005')).toEqual(['MADA']);
    expect(cardBrandsOf('4200000000000000')).toEqual(['VISA']);
  });

  it('without a say in the matter, a co-badged card is its scheme and a mada-only card MADA', () => {
    expect(detectCardBrand('4406470000000007')).toBe('VISA');
    expect(detectCardBrand('5433570000000008')).toBe('MASTER');
    expect(detectCardBrand('5888450000000003')).toBe('MADA');
    expect(detectCardBrand('6361200000000006')).toBe('MADA');
  });

  it('the brands offered decide: mada first when offered, else the scheme', () => {
    expect(preferredBrand(['MADA', 'VISA'], ['MADA', 'VISA', 'MASTER'])).toBe('MADA');
    expect(preferredBrand(['MADA', 'VISA'], ['MADA'])).toBe('MADA');
    expect(preferredBrand(['MADA', 'VISA'], ['VISA', 'MASTER'])).toBe('VISA');
    expect(preferredBrand(['MADA', 'VISA'], ['AMEX'])).toBe('VISA');
    expect(preferredBrand(['MADA'], ['VISA'])).toBe('MADA');
    expect(preferredBrand([], ['VISA'])).toBeUndefined();
    expect(preferredBrand(['MADA', 'VISA'], ['MADA', 'VISA'], ['VISA', 'MADA'])).toBe('VISA');
    expect(preferredBrand(['MADA', 'VISA'], ['MADA'], ['VISA', 'MADA'])).toBe('MADA');
    expect(preferredBrand(['MADA', 'MASTER'], ['MADA', 'MASTER'], ['AMEX', 'VISA'])).toBe('MADA');
  });

  it('while typing: a mada-only BIN is possible, and no brand until its sixth digit', () => {
    expect(detectScheme('968').possible).toBe(false);
    expect(detectCard('968')).toMatchObject({ card: undefined, possible: true, brands: [] });
    expect(detectCard('58884')).toMatchObject({ card: undefined, possible: true, brands: [] });
    expect(detectCard('588845').card?.code).toBe('MADA');
    expect(detectCard('4406').brands).toEqual(['MADA', 'VISA']);
    expect(detectCard('4200').brands).toEqual(['VISA']);
    expect(detectCard('96').possible).toBe(true);
    expect(detectCard('97').possible).toBe(true); // TROY 9792
    expect(detectCard('95').possible).toBe(false);
    expect(couldBeMadaBin('5888')).toBe(true);
    expect(couldBeMadaBin('5887')).toBe(false);
    expect(isMadaBin('96821')).toBe(false);
    expect(isMadaBin('968211')).toBe(true);
    expect(isMadaBin('968212')).toBe(false);
  });
});
