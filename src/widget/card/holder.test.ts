import { describe, expect, it } from 'vitest';
import { checkHolder } from './holder';

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
    expect(checkHolder(name, false).valid).toBe(true);
  });

  it('rejects digits and symbols, not potentially valid', () => {
    expect(checkHolder('Jane D0e', false)).toMatchObject({ valid: false, potentiallyValid: false });
    expect(checkHolder('<script>', false).valid).toBe(false);
    expect(checkHolder('---', false).valid).toBe(false);
  });

  it('needs 3 to 128 characters', () => {
    expect(checkHolder('Jo', false)).toMatchObject({ valid: false, potentiallyValid: true });
    expect(checkHolder('a'.repeat(128), false).valid).toBe(true);
    expect(checkHolder('a'.repeat(129), false)).toMatchObject({ valid: false, potentiallyValid: false });
  });

  it('is required unless allowEmptyCardHolderName', () => {
    expect(checkHolder('  ', false)).toEqual({ empty: true, valid: false, potentiallyValid: true });
    expect(checkHolder('', true).valid).toBe(true);
    expect(checkHolder('J', true).valid).toBe(false);
  });
});
