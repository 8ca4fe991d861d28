import { describe, expect, it } from 'vitest';
import { formatAmount, formatLocaleFor } from './format-amount';

describe('formatLocaleFor', () => {
  it('keeps the requested tag of the catalogue’s language, with its region', () => {
    expect(formatLocaleFor('de-AT', 'de')).toBe('de-AT');
    expect(formatLocaleFor('de_CH', 'de')).toBe('de-CH');
    expect(formatLocaleFor('de', 'de')).toBe('de');
  });

  it('takes the catalogue’s code for another language, no tag or an invalid one', () => {
    expect(formatLocaleFor('xx-YY', 'en')).toBe('en');
    expect(formatLocaleFor(undefined, 'en')).toBe('en');
    expect(formatLocaleFor('??', 'en')).toBe('en');
  });
});

describe('formatAmount', () => {
  it('formats for the locale', () => {
    expect(formatAmount('12.50', 'EUR', 'en')).toBe('€12.50');
    expect(formatAmount('12.50', 'EUR', 'de').replace(/\s/g, ' ')).toBe('12,50 €');
    expect(formatAmount('1234.5', 'JPY', 'ja')).toBe(
      new Intl.NumberFormat('ja', { style: 'currency', currency: 'JPY' }).format(1234.5),
    );
  });

  it('falls back to amount and code for an unknown currency', () => {
    expect(formatAmount('1.00', 'E1R', 'en')).toBe('1.00 E1R');
  });
});
