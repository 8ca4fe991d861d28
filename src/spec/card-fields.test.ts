import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkExpiry, checkHolder, formatExpiryInput } from './card-fields';

describe('formatExpiryInput', () => {
  it.each([
    ['1', false, '1'],
    ['12', false, '12 / '],
    ['12', true, '12'],
    ['123', false, '12 / 3'],
    ['1230', false, '12 / 30'],
    ['12305', false, '12 / 30'],
    ['4', false, '04 / '],
    ['1/', false, '01 / '],
    ['12/2030', false, '12 / 30'],
    ['ab12cd', false, '12 / '],
    ['', false, ''],
  ])('%j (deleting %s) -> %j', (raw, deleting, expected) => {
    expect(formatExpiryInput(raw, deleting)).toBe(expected);
  });
});

describe('checkExpiry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 21));
  });
  afterEach(() => vi.useRealTimers());

  it('accepts a future date and returns MM and YYYY', () => {
    expect(checkExpiry('03 / 28')).toEqual({
      empty: false,
      valid: true,
      potentiallyValid: true,
      month: '03',
      year: '2028',
    });
  });

  it('accepts the current month', () => {
    expect(checkExpiry('11 / 26').valid).toBe(true);
  });

  it('rejects a date in the past, not potentially valid', () => {
    expect(checkExpiry('10 / 26')).toMatchObject({ valid: false, potentiallyValid: false });
    expect(checkExpiry('01 / 20')).toMatchObject({ valid: false, potentiallyValid: false });
  });

  it('rejects month 13 and month 00', () => {
    expect(checkExpiry('13 / 28')).toMatchObject({ valid: false, potentiallyValid: false });
    expect(checkExpiry('00 / 28').valid).toBe(false);
  });

  it('treats an incomplete date as potentially valid and empty as empty', () => {
    expect(checkExpiry('12 / 2')).toMatchObject({ valid: false, potentiallyValid: true });
    expect(checkExpiry('1')).toMatchObject({ valid: false, potentiallyValid: true });
    expect(checkExpiry('')).toEqual({ empty: true, valid: false, potentiallyValid: true });
  });
});

describe('checkExpiry beyond card-validator', () => {
  const today = new Date(2026, 10, 21);
  it('accepts a four-digit year and rejects one more than twenty years ahead', () => {
    expect(checkExpiry('03/2030', false, today)).toMatchObject({ valid: true, year: '2030' });
    expect(checkExpiry('03 / 47', false, today)).toMatchObject({ valid: false, potentiallyValid: false });
  });
  it('calls a month that cannot exist not potentially valid while typing', () => {
    expect(checkExpiry('13', false, today).potentiallyValid).toBe(false);
    expect(checkExpiry('1', false, today).potentiallyValid).toBe(true);
    expect(checkExpiry('12 /', false, today).potentiallyValid).toBe(true);
  });
});

describe('checkHolder', () => {
  it.each([
    'Jane Doe',
    "Seán O'Brien",
    'Anne-Marie Dupont',
    'J. R. R. Tolkien',
    'Ζωή Παπαδοπούλου',
    '李小龍',
    'Zoë',
  ])('accepts %s', (name) => {
    expect(checkHolder(name).valid).toBe(true);
  });

  it('rejects digits and symbols, not potentially valid', () => {
    expect(checkHolder('Jane D0e')).toMatchObject({ valid: false, potentiallyValid: false });
    expect(checkHolder('<script>').valid).toBe(false);
    expect(checkHolder('---').valid).toBe(false);
  });

  it('needs 3 to 128 characters', () => {
    expect(checkHolder('Jo')).toMatchObject({ valid: false, potentiallyValid: true });
    expect(checkHolder('a'.repeat(128)).valid).toBe(true);
    expect(checkHolder('a'.repeat(129))).toMatchObject({ valid: false, potentiallyValid: false });
  });

  it('calls an empty holder empty and not valid: the form decides whether it may stay empty', () => {
    expect(checkHolder('  ')).toEqual({ empty: true, valid: false, potentiallyValid: true });
    expect(checkHolder('J')).toEqual({ empty: false, valid: false, potentiallyValid: true });
  });
});
