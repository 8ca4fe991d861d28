import { describe, expect, it } from 'vitest';
import { GIVE_UP_AFTER_MS, nextAttemptAt } from './retries';

const MINUTE = 60_000;

describe('webhook retries', () => {
  it('waits 1, 2, 4, 8, 15 and 30 minutes, then an hour', () => {
    let now = 0;
    const waits: number[] = [];
    for (let attempts = 1; attempts <= 8; attempts++) {
      const next = nextAttemptAt(attempts, 0, now) as number;
      waits.push((next - now) / MINUTE);
      now = next;
    }
    expect(waits).toEqual([1, 2, 4, 8, 15, 30, 60, 60]);
  });

  it('gives up once the next try would fall more than 30 days after the first', () => {
    const first = 1_000;
    expect(nextAttemptAt(40, first, first + GIVE_UP_AFTER_MS - 60 * MINUTE)).toBe(first + GIVE_UP_AFTER_MS);
    expect(nextAttemptAt(41, first, first + GIVE_UP_AFTER_MS - 59 * MINUTE)).toBeNull();
  });
});
