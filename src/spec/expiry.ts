// "any expiry date after today" (document 1, section 1): a card is valid through the last day of
// its expiry month. The sandbox's rule and the widget's check share this, in UTC as the gateway.

/** Has a card with this expiry month (1–12) and four-digit year expired at `now`? */
export function isExpired(month: number, year: number, now: Date): boolean {
  const [nowYear, nowMonth] = [now.getUTCFullYear(), now.getUTCMonth() + 1];
  return year < nowYear || (year === nowYear && month < nowMonth);
}
