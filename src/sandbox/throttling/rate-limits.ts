// SANDBOX_RATE_LIMITS: how many requests an access token may make to each operation per time
// unit, e.g. `payments=50/s,checkouts=50/s,query=10/s,checkoutStatus=2/min`. checkoutStatus counts
// per checkout (the platform's documented 2 calls per checkout per minute) and is on by default,
// so a suite that polls too fast fails here before it fails live; the others are off unless set.
// `off` turns every limit off.

export const THROTTLED_OPERATIONS = [
  'checkouts',
  'checkoutStatus',
  'payments',
  'paymentStatus',
  'backOffice',
  'registrations',
  'query',
  'reports',
  'schedules',
  'webhooks',
  'clock',
] as const;
export type ThrottledOperation = (typeof THROTTLED_OPERATIONS)[number];

export interface RateLimit {
  /** Requests allowed per period (the bucket's size). */
  limit: number;
  periodMs: number;
}
export type RateLimits = Readonly<Partial<Record<ThrottledOperation, RateLimit>>>;

export const DEFAULT_RATE_LIMITS: RateLimits = { checkoutStatus: { limit: 2, periodMs: 60_000 } };

const UNITS: Readonly<Record<string, number>> = { s: 1000, min: 60_000, h: 3_600_000 };
const ENTRY = /^([A-Za-z]+)=([1-9]\d{0,6})\/(s|min|h)$/;

/** The limits of SANDBOX_RATE_LIMITS; unset: the default. Throws a message naming what is wrong. */
export function parseRateLimits(value: string | undefined): RateLimits {
  if (value === undefined || value.trim() === '') return DEFAULT_RATE_LIMITS;
  if (value.trim() === 'off') return {};
  const limits: Partial<Record<ThrottledOperation, RateLimit>> = {};
  for (const entry of value.split(',').map((part) => part.trim())) {
    const match = ENTRY.exec(entry);
    const name = match?.[1] as ThrottledOperation | undefined;
    if (!match || !name || !THROTTLED_OPERATIONS.includes(name))
      throw new Error(
        `SANDBOX_RATE_LIMITS: "${entry}" is not operation=count/unit with an operation of ${THROTTLED_OPERATIONS.join(', ')} and a unit of s, min or h (e.g. payments=50/s), or "off"`,
      );
    limits[name] = { limit: Number(match[2]), periodMs: UNITS[match[3] as string] as number };
  }
  return limits;
}
