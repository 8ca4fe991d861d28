import { describe, expect, it } from 'vitest';
import { CronError, type CronFields, fieldsOfExpression, nextAfter, nextExecutions, parseCron } from './cron';

const at = (iso: string) => new Date(iso);
const iso = (dates: readonly Date[]) => dates.map((d) => d.toISOString());
const cron = (expression: string) => {
  const fields = fieldsOfExpression(expression);
  if (!fields) throw new Error(`not an expression: ${expression}`);
  return parseCron(fields);
};
/** A Saturday, noon (the test clock's default). */
const SATURDAY_NOON = at('2026-11-21T12:00:00Z');
const next = (expression: string, after = SATURDAY_NOON, count = 1, until?: Date) =>
  iso(nextExecutions(cron(expression), after, count, until));

describe('fields and expressions', () => {
  it('reads 7 fields, and 6 with the year left out as *', () => {
    expect(fieldsOfExpression('0 30 9 15 * ? 2030')).toEqual({
      second: '0',
      minute: '30',
      hour: '9',
      dayOfMonth: '15',
      month: '*',
      dayOfWeek: '?',
      year: '2030',
    });
    expect(fieldsOfExpression('  0 30 9 15 *   ? ')?.year).toBe('*');
    expect(fieldsOfExpression('0 30 9 15 *')).toBeUndefined();
    expect(fieldsOfExpression('0 30 9 15 * ? 2030 1')).toBeUndefined();
  });

  it('an empty year is every year', () => {
    const fields: CronFields = {
      second: '0',
      minute: '0',
      hour: '0',
      dayOfMonth: '1',
      month: '1',
      dayOfWeek: '?',
      year: '',
    };
    expect(iso([nextAfter(parseCron(fields), SATURDAY_NOON) as Date])).toEqual(['2027-01-01T00:00:00.000Z']);
  });
});

describe('next execution', () => {
  it('is strictly after the given time, in whole seconds', () => {
    expect(next('0 0 12 ? * 7', SATURDAY_NOON, 2)).toEqual([
      '2026-11-28T12:00:00.000Z',
      '2026-12-05T12:00:00.000Z',
    ]);
    expect(next('0 0 12 ? * 7', at('2026-11-21T11:59:59.500Z'))).toEqual(['2026-11-21T12:00:00.000Z']);
  });

  it('steps from a start value and from *', () => {
    expect(next('0/20 * * * * ?', SATURDAY_NOON, 3)).toEqual([
      '2026-11-21T12:00:20.000Z',
      '2026-11-21T12:00:40.000Z',
      '2026-11-21T12:01:00.000Z',
    ]);
    expect(next('0 */15 * * * ?', at('2026-11-21T12:07:00Z'), 2)).toEqual([
      '2026-11-21T12:15:00.000Z',
      '2026-11-21T12:30:00.000Z',
    ]);
    expect(next('0 0 8-18/5 * * ?', SATURDAY_NOON, 3)).toEqual([
      '2026-11-21T13:00:00.000Z',
      '2026-11-21T18:00:00.000Z',
      '2026-11-22T08:00:00.000Z',
    ]);
  });

  it('takes lists, ranges and ranges that wrap around', () => {
    expect(next('0 5,35 12 * * ?', SATURDAY_NOON, 3)).toEqual([
      '2026-11-21T12:05:00.000Z',
      '2026-11-21T12:35:00.000Z',
      '2026-11-22T12:05:00.000Z',
    ]);
    expect(next('0 0 22-1 * * ?', SATURDAY_NOON, 4)).toEqual([
      '2026-11-21T22:00:00.000Z',
      '2026-11-21T23:00:00.000Z',
      '2026-11-22T00:00:00.000Z',
      '2026-11-22T01:00:00.000Z',
    ]);
    // Working days at 09:00 from a Saturday: Monday first; FRI-MON wraps over the weekend.
    expect(next('0 0 9 ? * MON-FRI', SATURDAY_NOON, 2)).toEqual([
      '2026-11-23T09:00:00.000Z',
      '2026-11-24T09:00:00.000Z',
    ]);
    expect(next('0 0 9 ? * FRI-MON', SATURDAY_NOON, 3)).toEqual([
      '2026-11-22T09:00:00.000Z',
      '2026-11-23T09:00:00.000Z',
      '2026-11-27T09:00:00.000Z',
    ]);
  });

  it('1 is Sunday and 7 Saturday; L alone in dayOfWeek is Saturday', () => {
    expect(next('0 0 0 ? * 1')).toEqual(['2026-11-22T00:00:00.000Z']);
    expect(next('0 0 0 ? * L')).toEqual(['2026-11-28T00:00:00.000Z']);
  });

  it('* in one day field beside a restricted other counts as ?', () => {
    expect(next('0 0 0 * * MON')).toEqual(['2026-11-23T00:00:00.000Z']);
    expect(next('0 0 0 20 * *')).toEqual(['2026-12-20T00:00:00.000Z']);
    expect(next('0 0 0 * * *')).toEqual(['2026-11-22T00:00:00.000Z']);
  });
});

describe('L, W and #', () => {
  it('L is the last day of the month, L-n n days before it', () => {
    expect(next('0 0 0 L * ?', at('2027-02-10T00:00:00Z'), 2)).toEqual([
      '2027-02-28T00:00:00.000Z',
      '2027-03-31T00:00:00.000Z',
    ]);
    expect(next('0 0 0 L-2 * ?', at('2027-01-01T00:00:00Z'), 2)).toEqual([
      '2027-01-29T00:00:00.000Z',
      '2027-02-26T00:00:00.000Z',
    ]);
  });

  it('nW is the nearest weekday within the month; LW the last weekday', () => {
    // 2026-08-15 is a Saturday → Friday the 14th; 2026-11-15 a Sunday → Monday the 16th.
    expect(next('0 0 0 15W 8 ? 2026', at('2026-01-01T00:00:00Z'))).toEqual(['2026-08-14T00:00:00.000Z']);
    expect(next('0 0 0 15W 11 ? 2026', at('2026-01-01T00:00:00Z'))).toEqual(['2026-11-16T00:00:00.000Z']);
    // 1 August 2026 is a Saturday: Monday the 3rd, not Friday 31 July.
    expect(next('0 0 0 1W 8 ? 2026', at('2026-01-01T00:00:00Z'))).toEqual(['2026-08-03T00:00:00.000Z']);
    // 31 May 2026 is a Sunday: Friday the 29th, not Monday 1 June.
    expect(next('0 0 0 31W 5 ? 2026', at('2026-01-01T00:00:00Z'))).toEqual(['2026-05-29T00:00:00.000Z']);
    expect(next('0 0 0 LW 5 ? 2026', at('2026-01-01T00:00:00Z'))).toEqual(['2026-05-29T00:00:00.000Z']);
    // 28 February 2027 is a Sunday.
    expect(next('0 0 0 LW 2 ? 2027', at('2027-01-01T00:00:00Z'))).toEqual(['2027-02-26T00:00:00.000Z']);
  });

  it('n#k is the k-th weekday n of the month; months without one are skipped', () => {
    // Fridays of December 2026: 4, 11, 18, 25.
    expect(next('0 0 0 ? 12 6#3 2026')).toEqual(['2026-12-18T00:00:00.000Z']);
    // Fifth Mondays: 30 November 2026, then none until 29 March 2027.
    expect(next('0 0 0 ? * 2#5', SATURDAY_NOON, 2)).toEqual([
      '2026-11-30T00:00:00.000Z',
      '2027-03-29T00:00:00.000Z',
    ]);
  });

  it('nL is the last weekday n of the month', () => {
    expect(next('0 0 0 ? 12 6L 2026')).toEqual(['2026-12-25T00:00:00.000Z']);
    expect(next('0 0 0 ? 12 FRIL 2026')).toEqual(['2026-12-25T00:00:00.000Z']);
  });
});

describe('February, leap years, years and ends', () => {
  it('day 31 skips the shorter months, 29 February waits for a leap year, 30 February never comes', () => {
    expect(next('0 0 0 31 * ?', SATURDAY_NOON, 3)).toEqual([
      '2026-12-31T00:00:00.000Z',
      '2027-01-31T00:00:00.000Z',
      '2027-03-31T00:00:00.000Z',
    ]);
    expect(next('0 0 0 29 2 ?', at('2026-03-01T00:00:00Z'), 2)).toEqual([
      '2028-02-29T00:00:00.000Z',
      '2032-02-29T00:00:00.000Z',
    ]);
    expect(next('0 0 0 L 2 ?', at('2027-03-01T00:00:00Z'))).toEqual(['2028-02-29T00:00:00.000Z']);
    expect(next('0 0 0 30 2 ?')).toEqual([]);
    // 2100 is past the years the field takes, so 29 February 2096 is the last one.
    expect(next('0 0 0 29 2 ?', at('2096-03-01T00:00:00Z'))).toEqual([]);
  });

  it('keeps to the years of the field, 1970 to 2099', () => {
    expect(next('0 0 0 1 1 ? 2030,2032', SATURDAY_NOON, 3)).toEqual([
      '2030-01-01T00:00:00.000Z',
      '2032-01-01T00:00:00.000Z',
    ]);
    expect(next('0 0 0 1 1 ? 2020-2025')).toEqual([]);
    expect(next('* * * * * ?', at('2099-12-31T23:59:58Z'), 3)).toEqual(['2099-12-31T23:59:59.000Z']);
    expect(next('0 0 0 1 1 ? *', at('1969-06-01T00:00:00Z'))).toEqual(['1970-01-01T00:00:00.000Z']);
    expect(next('0 0 0 1 1 ? 2030/2', SATURDAY_NOON, 2)).toEqual([
      '2030-01-01T00:00:00.000Z',
      '2032-01-01T00:00:00.000Z',
    ]);
  });

  it('stops at the end date, which is included', () => {
    expect(next('0 0 0 ? * MON', SATURDAY_NOON, 5, at('2026-11-30T00:00:00Z'))).toEqual([
      '2026-11-23T00:00:00.000Z',
      '2026-11-30T00:00:00.000Z',
    ]);
    expect(nextAfter(cron('0 0 0 ? * MON'), SATURDAY_NOON, at('2026-11-22T23:59:59Z'))).toBeUndefined();
  });
});

describe('fields without a meaning', () => {
  const refused = (expression: string) => {
    try {
      cron(expression);
    } catch (error) {
      return error instanceof CronError ? error.field : 'not a CronError';
    }
    return 'accepted';
  };

  it('needs ? in exactly one of dayOfMonth and dayOfWeek once both are restricted', () => {
    expect(refused('0 0 0 ? * ?')).toBe('dayOfWeek');
    expect(refused('0 0 0 1 * MON')).toBe('dayOfWeek');
    expect(refused('0 0 0 1,? * *')).toBe('dayOfMonth');
    expect(refused('0 0 0 1 * ?')).toBe('accepted');
  });

  it('refuses values out of range, years that run backwards and a fifth # past 5', () => {
    expect(refused('60 0 0 1 * ?')).toBe('second');
    expect(refused('0 0 24 1 * ?')).toBe('hour');
    expect(refused('0 0 0 32 * ?')).toBe('dayOfMonth');
    expect(refused('0 0 0 1 13 ?')).toBe('month');
    expect(refused('0 0 0 ? * 8')).toBe('dayOfWeek');
    expect(refused('0 0 0 ? * 2#6')).toBe('dayOfWeek');
    expect(refused('0 0 0 1 1 ? 2030-2029')).toBe('year');
    expect(refused('0 0 0 1 1 ? 2100')).toBe('year');
  });
});
