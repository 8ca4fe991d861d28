// Times as the gateway writes them read as the same instant; result codes classed for the badges.
import { describe, expect, it } from 'vitest';
import { formatTime, resultKind } from './format';

describe('formatTime', () => {
  it.each([
    ['2026-11-26T10:00:04.000Z', '2026-11-26T10:00:04.000Z'],
    ['2026-11-26 10:00:04+0000', '2026-11-26T10:00:04.000Z'],
    ['2026-11-26 12:00:04+0200', '2026-11-26T10:00:04.000Z'],
    ['2026-12-01 00:00:00', '2026-12-01T00:00:00.000Z'],
  ])('reads %s as %s', (written, instant) => {
    expect(formatTime(written, 'en')).toBe(formatTime(instant, 'en'));
    expect(formatTime(written, 'en')).not.toBe(written);
  });

  it('formats in the page’s language', () => {
    expect(formatTime('2026-11-26T10:00:04.000Z', 'de')).toBe(
      new Intl.DateTimeFormat('de', { dateStyle: 'short', timeStyle: 'medium' }).format(
        new Date('2026-11-26T10:00:04.000Z'),
      ),
    );
    expect(formatTime('not a time', 'en')).toBe('not a time');
    expect(formatTime(undefined, 'en')).toBe('');
  });
});

describe('resultKind', () => {
  it.each([
    ['000.100.110', 'success'],
    ['000.000.000', 'success'],
    ['000.200.000', 'pending'],
    ['800.100.151', 'rejected'],
    ['200.300.404', 'rejected'],
    [undefined, 'none'],
  ])('%s is %s', (code, kind) => {
    expect(resultKind(code)).toBe(kind);
  });
});
