// Amounts as whole cents, so sums and comparisons (captures, refunds, settlement) are exact. The
// spec's amount format (N10.N2, the decimals optional in requests) fits a safe integer.

/** '12.50' → 1250, '12' → 1200; undefined for anything that is not an amount with up to two decimals. */
export function toCents(amount: unknown): number | undefined {
  const m = typeof amount === 'string' ? /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(amount) : null;
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** 1250 → '12.50'; negative amounts keep their sign. */
export function fromCents(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
