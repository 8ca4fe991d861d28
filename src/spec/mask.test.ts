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

  it('keeps a UUID with a letter whole, though it starts with 13 digits across its hyphens', () => {
    const url = 'http://localhost:8080/v1/providers/73750776-7508-48c4-9034-8d915e623e15';
    expect(maskValue(url)).toBe(url);
    expect(maskValue(`a card 4200000000000000 beside ${url}`)).toBe(`a card 420000******0000 beside ${url}`);
    // One of digits only is no id the gateway makes: a card number could hide in it.
    expect(maskValue('42000000-0000-4000-8000-000000000000')).toBe(`420000${'*'.repeat(22)}0000`);
  });
});
