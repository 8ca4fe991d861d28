// How each card brand is recognised: the prefixes, lengths and display gaps of credit-card-type
// 10.3 (the detection engine inside card-validator, MIT licence), in its test order. A test holds
// this table against that library. Kept here rather than imported so the secure-field iframe stays
// small: the library's generic machinery costs more than the data, and the data is written
// compactly (below), as the iframe carries it.

/** A prefix: digits the number starts with, or an inclusive range of such prefixes. */
export type Prefix = number | readonly [number, number];

export interface BrandPattern {
  /** Gateway brand code (see brands.ts). */
  code: string;
  /** Number lengths the scheme issues. */
  lengths: readonly number[];
  /** Positions of the display gaps, e.g. [4, 8, 12]. */
  gaps: readonly number[];
  prefixes: readonly Prefix[];
}

// One brand per `;`: its code, its lengths, its gaps (empty: 4,8,12), then its prefixes in
// credit-card-type's order. A prefix is its digits, or `~d`: the prefix before it plus d (with as
// many digits); `+r` after it makes it the range from it to it plus r. TROY's 60 prefixes cost a
// quarter of the bytes this way.
const ENCODED =
  'VISA 16,18,19  4;' +
  'MASTER 16  51+4 2221+8 223+6 23+3 270+1 2720;' +
  'AMEX 15 4,10 34 37;' +
  'DINERS 14,16,19 4,10 300+5 36 38 39;' +
  'DISCOVER 16,19  6011 644+5 65;' +
  'TROY 16  9792 650052 ~30+1 ~10 ~69 ~9 ~3 ~2 ~93 ~3 ~2+1 ~183+1 ~380 ~10+4 ~77 ~64 ~3' +
  ' ~4007 ~2369 ~632 ~760 ~9+1 65083700+4 ~2100+4 ~100+1 ~100 ~100+5 ~100+3 ~788800+3 ~9' +
  ' ~92+3 ~99 ~301 ~100 ~299 ~100+2 ~100+3 ~10 ~5+1 ~85+1 ~300 ~4+1 ~96+2 ~500+1 ~500+2' +
  ' ~100 ~101+1 ~399+2 ~100+11 ~100+5 ~100+5 ~100+1 ~1200 ~1000 ~100;' +
  'JCB 16,17,18,19  2131 1800 3528+61;' +
  'CHINAUNIONPAY 14,15,16,17,18,19  620 62100+82 ~84+3 ~1+12 ~15+5 622010+989 ~8 62207+2' +
  ' 623+3 6270 ~2 ~4 627700+79 ~81+18 6282+7 ~9 ~1 810 8110+21 ~22+19 ~20+11 ~12+7;' +
  'NARANJA 16  589562 402918 527572;' +
  'VERVE 16,18,19  506099+28 ~30 ~4+17 ~25+5 ~8 ~2 ~2 ~3 ~3+4 ~8 ~3+1 ~4 ~4 ~2 ~1668 ~1' +
  ' ~2+9 ~12+8 ~20 ~41;' +
  'MAESTRO 12,13,14,15,16,17,18,19  493698 ~6302+4174 ~4176+2522 ~2603+2220 56+3 63 67 6;' +
  'ELO 16  401178 ~1 438935 457631 ~1 431274 451416 ~5977 504175 ~2524+79 ~2301+999 627780' +
  ' ~8517 ~71 650031+2 ~4+16 ~370+34 ~80+53 ~56+57 ~159+18 ~20+7 ~181+77 ~751+27 ~3348+19' +
  ' ~21+37;' +
  'MIR 16,17,18,19  2200+4;' +
  'HIPER 16  637095 63737423 ~5935 637568 ~31 ~10 ~3;' +
  'HIPERCARD 16  606282';

const numbers = (list: string): number[] => (list ? list.split(',').map(Number) : [4, 8, 12]);

function decode(brand: string): BrandPattern {
  const [code = '', lengths = '', gaps = '', ...prefixes] = brand.split(' ');
  let previous = 0;
  return {
    code,
    lengths: numbers(lengths),
    gaps: numbers(gaps),
    prefixes: prefixes.map((item) => {
      const [start = '', range] = item.split('+');
      previous = start[0] === '~' ? previous + Number(start.slice(1)) : Number(start);
      return range ? [previous, previous + Number(range)] : previous;
    }),
  };
}

export const BRAND_PATTERNS: readonly BrandPattern[] = ENCODED.split(';').map(decode);
