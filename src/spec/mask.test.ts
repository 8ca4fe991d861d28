import { describe, expect, it } from 'vitest';
import { maskPan, maskValue } from './mask';

describe('masking', () => {
  it('keeps the first six and last four digits of a card number', () => {
    expect(maskPan('4200000000000000')).toBe('420000******0000');
    expect(maskPan('377777777777770')).toBe('377777*****7770');
    expect(maskPan('12345678')).toBe('********');
  });

  it('hides a CVV completely', () => {
    expect(maskValue('1234', 'secret')).toBe('***');
  });

  it('masks card-number-like runs inside other values', () => {
    expect(maskValue('order 4200 0000 0000 0000 x')).toBe('order 420000******0000 x');
    expect(maskValue('ORDER-12345')).toBe('ORDER-12345');
  });
});
