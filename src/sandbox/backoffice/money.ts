// Amounts as whole cents, so sums and comparisons of captures and refunds are exact. The request
// format (N10.N2, decimals optional) and the answers' two decimals both fit a safe integer.

/** '12' → 1200, '12.50' → 1250. */
export function toCents(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** 1250 → '12.50'. */
export const fromCents = (cents: number): string =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
