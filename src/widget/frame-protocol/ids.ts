// Identifiers both bundles create or check.

/** Checkout ids are opaque to the widget; this only keeps them URL- and log-safe. */
export const isCheckoutId = (v: string): boolean => /^[\w.-]{1,64}$/.test(v);

/** `bytes` random bytes as lowercase hex (crypto.getRandomValues). */
export function randomHex(bytes: number): string {
  const buf = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(buf, (b) => b.toString(16).padStart(2, '0')).join('');
}
