// Card brands by their gateway brand codes. What detects them (issuer prefixes, lengths, gaps) is
// in brand-prefixes.ts, which only the secure-field iframe and the sandbox need.

export interface CardBrand {
  /** Gateway brand code as sent in paymentBrand and data-brands. */
  code: string;
  /** Display name. */
  label: string;
  cvvLength: 3 | 4;
}

export const CARD_BRANDS: readonly CardBrand[] = [
  { code: 'VISA', label: 'Visa', cvvLength: 3 },
  { code: 'MASTER', label: 'Mastercard', cvvLength: 3 },
  { code: 'AMEX', label: 'American Express', cvvLength: 4 },
  { code: 'DINERS', label: 'Diners Club', cvvLength: 3 },
  { code: 'DISCOVER', label: 'Discover', cvvLength: 3 },
  { code: 'TROY', label: 'Troy', cvvLength: 3 },
  { code: 'JCB', label: 'JCB', cvvLength: 3 },
  { code: 'CHINAUNIONPAY', label: 'UnionPay', cvvLength: 3 },
  { code: 'NARANJA', label: 'Naranja', cvvLength: 3 },
  { code: 'VERVE', label: 'Verve', cvvLength: 3 },
  { code: 'MAESTRO', label: 'Maestro', cvvLength: 3 },
  { code: 'ELO', label: 'Elo', cvvLength: 3 },
  { code: 'MIR', label: 'Mir', cvvLength: 3 },
  { code: 'HIPER', label: 'Hiper', cvvLength: 3 },
  { code: 'HIPERCARD', label: 'Hipercard', cvvLength: 3 },
];

const byCode = new Map(CARD_BRANDS.map((b) => [b.code, b]));

export const cardBrand = (code: string): CardBrand | undefined => byCode.get(code);
export const isCardBrand = (code: string): boolean => byCode.has(code);

/** CVV length for a brand; 3 when the brand is unknown or not yet detected. */
export const cvvLengthFor = (code: string | null | undefined): 3 | 4 =>
  (code && byCode.get(code)?.cvvLength) || 3;

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
