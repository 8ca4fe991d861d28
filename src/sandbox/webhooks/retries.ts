// When a failed delivery is tried again (the platform's schedule): after 1, 2, 4, 8, 15 and 30
// minutes, then every hour, until 30 days after its first try. Times are the sandbox's clock, so
// a test that moves the clock sees the retries happen.

const MINUTE = 60_000;
const STEPS = [1, 2, 4, 8, 15, 30].map((minutes) => minutes * MINUTE);
const HOURLY = 60 * MINUTE;
export const GIVE_UP_AFTER_MS = 30 * 24 * HOURLY;

/**
 * The time of the next try after `attempts` failed ones (1 after the first), or null when the
 * delivery is given up: its next try would fall more than 30 days after the first.
 */
export function nextAttemptAt(attempts: number, firstAttemptAt: number, now: number): number | null {
  const delay = STEPS[attempts - 1] ?? HOURLY;
  const next = now + delay;
  return next - firstAttemptAt > GIVE_UP_AFTER_MS ? null : next;
}
