import { describe, expect, it } from 'vitest';
import {
  cronFieldsOf,
  executionAfter,
  firstExecution,
  formatDateTime,
  jobOf,
  parseDateTime,
  windowOf,
} from './job';

const NOW = new Date('2026-11-21T12:00:00Z');
const first = (params: Record<string, string>) => {
  const at = firstExecution(jobOf(params), NOW);
  return at && formatDateTime(at);
};

describe('the job of a schedule request (document 3, 2.7)', () => {
  it('takes the spec defaults, with ? in the day field the request did not choose', () => {
    expect(cronFieldsOf({})).toEqual({
      second: '0',
      minute: '0',
      hour: '0',
      dayOfMonth: '1',
      month: '1',
      dayOfWeek: '?',
      year: '*',
    });
    expect(cronFieldsOf({ 'job.dayOfWeek': 'MON' })).toMatchObject({ dayOfMonth: '?', dayOfWeek: 'MON' });
    expect(cronFieldsOf({ 'job.dayOfWeek': '?' })).toMatchObject({ dayOfMonth: '1', dayOfWeek: '?' });
    expect(cronFieldsOf({ 'job.dayOfMonth': '15' })).toMatchObject({ dayOfMonth: '15', dayOfWeek: '?' });
    // dayOfMonth=? alone: dayOfWeek keeps its default 1, Sunday.
    expect(cronFieldsOf({ 'job.dayOfMonth': '?' })).toMatchObject({ dayOfMonth: '?', dayOfWeek: '1' });
    expect(first({ 'job.dayOfMonth': '?', 'job.month': '*' })).toBe('2026-11-22 00:00:00');
  });

  it('lets job.expression override every separate field', () => {
    expect(
      cronFieldsOf({ 'job.expression': '5 4 3 2 1 ? 2030', 'job.second': '59', 'job.year': '2040' }),
    ).toEqual({
      second: '5',
      minute: '4',
      hour: '3',
      dayOfMonth: '2',
      month: '1',
      dayOfWeek: '?',
      year: '2030',
    });
    expect(first({ 'job.expression': '5 4 3 2 1 ? 2030', 'job.year': '2040' })).toBe('2030-01-02 03:04:05');
  });

  it('runs from job.startDate to job.endDate and the last day of standingInstruction.expiry', () => {
    const weekly = { 'job.dayOfWeek': 'MON', 'job.month': '*' };
    expect(first({ ...weekly, 'job.startDate': '2026-12-01 00:00:00' })).toBe('2026-12-07 00:00:00');
    // A start in the past changes nothing.
    expect(first({ ...weekly, 'job.startDate': '2020-01-01 00:00:00' })).toBe('2026-11-23 00:00:00');
    // The start itself counts when it matches.
    expect(first({ ...weekly, 'job.startDate': '2026-11-30 00:00:00' })).toBe('2026-11-30 00:00:00');
    expect(first({ ...weekly, 'job.endDate': '2026-11-22 23:59:59' })).toBeUndefined();
    expect(first({ ...weekly, 'standingInstruction.expiry': '2026-11-23' })).toBe('2026-11-23 00:00:00');
    expect(first({ ...weekly, 'standingInstruction.expiry': '2026-11-22' })).toBeUndefined();
    expect(
      windowOf({
        'job.endDate': '2027-01-01 00:00:00',
        'standingInstruction.expiry': '2026-12-24',
      }).end?.toISOString(),
    ).toBe('2026-12-24T23:59:59.999Z');
  });

  it('moves from one execution to the next, and ends', () => {
    const job = jobOf({ 'job.dayOfMonth': 'L', 'job.month': '*', 'job.endDate': '2027-01-31 00:00:00' });
    const due = firstExecution(job, NOW) as Date;
    expect(formatDateTime(due)).toBe('2026-11-30 00:00:00');
    const next = executionAfter(job, due) as Date;
    expect(formatDateTime(next)).toBe('2026-12-31 00:00:00');
    expect(formatDateTime(executionAfter(job, next) as Date)).toBe('2027-01-31 00:00:00');
    expect(executionAfter(job, new Date('2027-01-31T00:00:00Z'))).toBeUndefined();
  });

  it('reads job dates as UTC and refuses days that do not exist', () => {
    expect(parseDateTime('2028-02-29 23:59:59')?.toISOString()).toBe('2028-02-29T23:59:59.000Z');
    expect(parseDateTime('2027-02-29 00:00:00')).toBeUndefined();
    expect(parseDateTime('2027-02-01T00:00:00')).toBeUndefined();
    expect(parseDateTime('0050-06-01 00:00:00')?.getUTCFullYear()).toBe(50);
  });
});
