// Card brands by their gateway brand codes. What detects them (issuer prefixes, lengths, gaps) is
// in brand-prefixes.ts, which only the secure-field iframe and the sandbox need.

export interface CardBrand {
  /** Gateway brand code as sent in paymentBrand and data-brands. */
  code: string;
  /** Display name. */
  label: string;
}

export const CARD_BRANDS: readonly CardBrand[] = [
  { code: 'VISA', label: 'Visa' },
  { code: 'MASTER', label: 'Mastercard' },
  { code: 'AMEX', label: 'American Express' },
  { code: 'DINERS', label: 'Diners Club' },
  { code: 'DISCOVER', label: 'Discover' },
  { code: 'TROY', label: 'Troy' },
  { code: 'JCB', label: 'JCB' },
  { code: 'CHINAUNIONPAY', label: 'UnionPay' },
  { code: 'NARANJA', label: 'Naranja' },
  { code: 'VERVE', label: 'Verve' },
  { code: 'MAESTRO', label: 'Maestro' },
  { code: 'ELO', label: 'Elo' },
  { code: 'MIR', label: 'Mir' },
  { code: 'HIPER', label: 'Hiper' },
  { code: 'HIPERCARD', label: 'Hipercard' },
  // Saudi domestic debit, mostly co-badged with VISA or MASTER (mada-bins.ts).
  { code: 'MADA', label: 'mada' },
];

// Looked up in the list rather than a Map built at load time, so the secure-field iframe, which
// uses only luhnValid and cvvLengthFor, drops the table.
export const cardBrand = (code: string): CardBrand | undefined => CARD_BRANDS.find((b) => b.code === code);
export const isCardBrand = (code: string): boolean => cardBrand(code) !== undefined;

// Kept apart from CARD_BRANDS so the secure-field iframe, which needs only this, stays small.
const FOUR_DIGIT_CVV: readonly string[] = ['AMEX'];

/** CVV length for a brand; 3 when the brand is unknown or not yet detected. */
export const cvvLengthFor = (code: string | null | undefined): 3 | 4 =>
  code && FOUR_DIGIT_CVV.includes(code) ? 4 : 3;

/**
 * The brand a co-badged card is used under: the first of its brands the merchant offers, in the
 * merchant's priority order for the brands it lists, else mada before the international scheme;
 * when none is offered, its scheme. Single-brand cards keep their brand.
 */
export function preferredBrand(
  brands: readonly string[],
  offered: readonly string[],
  priority: readonly string[] = [],
): string | undefined {
  return (
    [...priority, ...brands].find((brand) => brands.includes(brand) && offered.includes(brand)) ??
    brands[brands.length - 1]
  );
}

/** The Luhn (mod 10) check over a string of digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}
