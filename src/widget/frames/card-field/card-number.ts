// Pure helpers for the card-number input: brand detection, formatting by the brand's gaps and
// the caret position after reformatting.
import { type DetectedCard, detectCard } from '../../../spec/brand-detection';
import { luhnValid } from '../../../spec/brands';
import { digitsOnly } from './digits';

export interface CardNumberInfo {
  digits: string;
  /** The gateway brand, when exactly one brand matches and the gateway knows it. */
  brand: DetectedCard | undefined;
  /** Every brand the card carries, for the page to choose from (a co-badged mada card: MADA, VISA). */
  brands: readonly string[];
  empty: boolean;
  valid: boolean;
  potentiallyValid: boolean;
  maxDigits: number;
  gaps: readonly number[];
}

const DEFAULT_GAPS = [4, 8, 12] as const;
const MAX_DIGITS = 19;

export function analyseCardNumber(value: string): CardNumberInfo {
  const digits = digitsOnly(value).slice(0, MAX_DIGITS);
  const { card: brand, possible, brands } = detectCard(digits);
  const maxDigits = brand ? Math.max(...brand.lengths) : MAX_DIGITS;
  const valid = !!brand && brand.lengths.includes(digits.length) && luhnValid(digits);
  const potentiallyValid = valid || (possible && digits.length < maxDigits);
  return {
    digits,
    brand,
    brands,
    empty: digits.length === 0,
    valid,
    potentiallyValid: digits.length === 0 || potentiallyValid,
    maxDigits,
    gaps: brand?.gaps ?? DEFAULT_GAPS,
  };
}

/** '4111111111111111' with gaps [4, 8, 12] -> '4111 1111 1111 1111'. */
export function formatCardNumber(digits: string, gaps: readonly number[]): string {
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && gaps.includes(i)) out += ' ';
    out += digits[i];
  }
  return out;
}

/** Index in `formatted` just after its `digitCount`-th digit (where the caret belongs). */
export function caretAfterDigits(formatted: string, digitCount: number): number {
  if (digitCount <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i] ?? '') && ++seen === digitCount) return i + 1;
  }
  return formatted.length;
}
