import { BRAND_PATTERNS, type BrandPattern, type Prefix } from './brand-prefixes';
import { couldBeMadaBin, MADA } from './mada-bins';

export type DetectedCard = BrandPattern;

export interface Detection {
  /** Set when the digits single out one brand. */
  card: BrandPattern | undefined;
  /** false when no brand can start with these digits. */
  possible: boolean;
  /**
   * Every brand the card carries (or, before its sixth digit, may still carry), the domestic
   * scheme first: ['MADA', 'VISA'] for a mada card co-badged with VISA. Which one is used depends
   * on the brands the merchant offers (preferredBrand).
   */
  brands: readonly string[];
}

/** The scheme-level answer: what credit-card-type says, without co-badged domestic brands. */
export interface SchemeDetection {
  card: BrandPattern | undefined;
  possible: boolean;
}

/** How many digits of `digits` the prefix accounts for, or -1 when it cannot match. */
function matchStrength(digits: string, prefix: Prefix): number {
  if (typeof prefix === 'number') {
    const p = String(prefix);
    return p.startsWith(digits.slice(0, p.length)) ? p.length : -1;
  }
  const width = String(prefix[0]).length;
  const head = digits.slice(0, width);
  const low = Number(String(prefix[0]).slice(0, head.length));
  const high = Number(String(prefix[1]).slice(0, head.length));
  const value = Number(head);
  return value >= low && value <= high ? width : -1;
}

/**
 * Detects the scheme of a (partial) card number the way credit-card-type does: every brand with a
 * matching prefix is a candidate; once the number is at least as long as every candidate's
 * matching prefix, the most specific prefix wins.
 */
export function detectScheme(digits: string): SchemeDetection {
  if (digits === '') return { card: undefined, possible: true };
  if (!/^\d+$/.test(digits)) return { card: undefined, possible: false };
  const candidates: Array<{ brand: BrandPattern; strength: number; conclusive: boolean }> = [];
  for (const brand of BRAND_PATTERNS) {
    // The brand's first matching prefix counts, as in credit-card-type.
    for (const prefix of brand.prefixes) {
      const strength = matchStrength(digits, prefix);
      if (strength < 0) continue;
      candidates.push({ brand, strength, conclusive: digits.length >= strength });
      break;
    }
  }
  if (candidates.length === 1) return { card: candidates[0]?.brand, possible: true };
  if (candidates.length === 0 || !candidates.every((c) => c.conclusive)) {
    return { card: undefined, possible: candidates.length > 0 };
  }
  let winner = candidates[0];
  for (const c of candidates) if (winner && c.strength > winner.strength) winner = c;
  return { card: winner?.brand, possible: true };
}

const MADA_PATTERN: BrandPattern = { code: MADA, lengths: [16], gaps: [4, 8, 12], prefixes: [] };
const CO_BADGE_SCHEMES: readonly string[] = ['VISA', 'MASTER'];

/**
 * Detects the brands of a (partial) card number: the scheme (detectScheme), and mada on top. A
 * mada BIN of VISA or MASTER is co-badged: `card` stays the scheme (its lengths and gaps) and
 * `brands` lists MADA first. A mada-only BIN (588845, 968201…) is MADA once its six digits are
 * typed, and no brand before. The secure-field iframe and the sandbox both call this, so they
 * always agree.
 */
export function detectCard(digits: string): Detection {
  const scheme = detectScheme(digits);
  const code = scheme.card?.code;
  if (!couldBeMadaBin(digits)) return { ...scheme, brands: code ? [code] : [] };
  if (code !== undefined && CO_BADGE_SCHEMES.includes(code)) return { ...scheme, brands: [MADA, code] };
  return digits.length >= 6
    ? { card: MADA_PATTERN, possible: true, brands: [MADA] }
    : { card: undefined, possible: true, brands: [] };
}

let lastNumber: string | undefined;
let lastDetection: Detection | undefined;

function cached(cardNumber: string): Detection {
  // The validator's rules and the payment ask for the same number several times in a row.
  if (cardNumber !== lastNumber || !lastDetection) {
    lastDetection = detectCard(cardNumber);
    lastNumber = cardNumber;
  }
  return lastDetection;
}

/**
 * The gateway brand code of a full card number when nothing says which brand is offered: the
 * scheme of a co-badged card; undefined when no brand or several match.
 */
export function detectCardBrand(cardNumber: string): string | undefined {
  return cached(cardNumber).card?.code;
}

/** Every brand a full card number may be paid under: ['MADA', 'VISA'] for a co-badged mada card. */
export function cardBrandsOf(cardNumber: string): readonly string[] {
  return cached(cardNumber).brands;
}
