import { describe, expect, it } from 'vitest';
import { detectCardBrand } from './brand-detection';

describe('detectCardBrand', () => {
  it('maps detected card types to gateway brand codes', () => {
    expect(detectCardBrand('4200000000000000')).toBe('VISA');
    expect(detectCardBrand('5454545454545454')).toBe('MASTER');
    expect(detectCardBrand('377777777777770')).toBe('AMEX');
    expect(detectCardBrand('6011111111111117')).toBe('DISCOVER');
  });

  it('gives undefined for numbers of no brand', () => {
    expect(detectCardBrand('9999999999999995')).toBeUndefined();
    expect(detectCardBrand('')).toBeUndefined();
  });
});
