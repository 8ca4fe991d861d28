import { BRAND_PATTERNS, type BrandPattern, type Prefix } from './brand-prefixes';

export type DetectedCard = BrandPattern;

export interface Detection {
  /** Set when the digits single out one brand. */
  card: BrandPattern | undefined;
  /** false when no brand can start with these digits. */
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
 * Detects the brand of a (partial) card number the way credit-card-type does: every brand with a
 * matching prefix is a candidate; once the number is at least as long as every candidate's
 * matching prefix, the most specific prefix wins. The iframe and the sandbox both call this, so
 * they always agree.
 */
export function detectCard(digits: string): Detection {
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

let lastNumber: string | undefined;
let lastBrand: string | undefined;

/** The gateway brand code of a full card number; undefined when no brand or several match. */
export function detectCardBrand(cardNumber: string): string | undefined {
  // The validator's rules and the payment ask for the same number several times in a row.
  if (cardNumber !== lastNumber) {
    lastBrand = detectCard(cardNumber).card?.code;
    lastNumber = cardNumber;
  }
  return lastBrand;
}
