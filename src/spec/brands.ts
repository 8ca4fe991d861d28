// Card brands by their gateway brand codes, tied to the card types that card-validator /
// credit-card-type detect. Pure data plus two small functions: used by the secure-field iframe,
// the merchant-page widget and the sandbox alike.

export interface CardBrand {
  /** Gateway brand code as sent in paymentBrand and data-brands. */
  code: string;
  /** Display name. */
  label: string;
  /** credit-card-type's `type` for this brand. */
  detectorType: string;
  cvvLength: 3 | 4;
  /** Number lengths the scheme issues. */
  lengths: readonly number[];
  /** Digit groups for display formatting (positions of gaps). */
  gaps: readonly number[];
}

export const CARD_BRANDS: readonly CardBrand[] = [
  {
    code: 'VISA',
    label: 'Visa',
    detectorType: 'visa',
    cvvLength: 3,
    lengths: [13, 16, 18, 19],
    gaps: [4, 8, 12],
  },
  {
    code: 'MASTER',
    label: 'Mastercard',
    detectorType: 'mastercard',
    cvvLength: 3,
    lengths: [16],
    gaps: [4, 8, 12],
  },
  {
    code: 'AMEX',
    label: 'American Express',
    detectorType: 'american-express',
    cvvLength: 4,
    lengths: [15],
    gaps: [4, 10],
  },
  {
    code: 'DINERS',
    label: 'Diners Club',
    detectorType: 'diners-club',
    cvvLength: 3,
    lengths: [14, 16, 19],
    gaps: [4, 10],
  },
  {
    code: 'DISCOVER',
    label: 'Discover',
    detectorType: 'discover',
    cvvLength: 3,
    lengths: [16, 19],
    gaps: [4, 8, 12],
  },
  {
    code: 'JCB',
    label: 'JCB',
    detectorType: 'jcb',
    cvvLength: 3,
    lengths: [16, 17, 18, 19],
    gaps: [4, 8, 12],
  },
  {
    code: 'CHINAUNIONPAY',
    label: 'UnionPay',
    detectorType: 'unionpay',
    cvvLength: 3,
    lengths: [14, 15, 16, 17, 18, 19],
    gaps: [4, 8, 12],
  },
  {
    code: 'MAESTRO',
    label: 'Maestro',
    detectorType: 'maestro',
    cvvLength: 3,
    lengths: [12, 13, 14, 15, 16, 17, 18, 19],
    gaps: [4, 8, 12],
  },
  {
    code: 'MIR',
    label: 'Mir',
    detectorType: 'mir',
    cvvLength: 3,
    lengths: [16, 17, 18, 19],
    gaps: [4, 8, 12],
  },
  { code: 'ELO', label: 'Elo', detectorType: 'elo', cvvLength: 3, lengths: [16], gaps: [4, 8, 12] },
  {
    code: 'HIPERCARD',
    label: 'Hipercard',
    detectorType: 'hipercard',
    cvvLength: 3,
    lengths: [16],
    gaps: [4, 8, 12],
  },
  { code: 'HIPER', label: 'Hiper', detectorType: 'hiper', cvvLength: 3, lengths: [16], gaps: [4, 8, 12] },
  {
    code: 'VERVE',
    label: 'Verve',
    detectorType: 'verve',
    cvvLength: 3,
    lengths: [16, 18, 19],
    gaps: [4, 8, 12],
  },
  { code: 'TROY', label: 'Troy', detectorType: 'troy', cvvLength: 3, lengths: [16], gaps: [4, 8, 12] },
  {
    code: 'NARANJA',
    label: 'Naranja',
    detectorType: 'naranja',
    cvvLength: 3,
    lengths: [16],
    gaps: [4, 8, 12],
  },
];

const byCode = new Map(CARD_BRANDS.map((b) => [b.code, b]));
const byDetectorType = new Map(CARD_BRANDS.map((b) => [b.detectorType, b]));

export const cardBrand = (code: string): CardBrand | undefined => byCode.get(code);
export const cardBrandForDetectorType = (type: string): CardBrand | undefined => byDetectorType.get(type);
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
