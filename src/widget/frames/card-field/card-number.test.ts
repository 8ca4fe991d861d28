import { describe, expect, it } from 'vitest';
import { analyseCardNumber, caretAfterDigits, formatCardNumber } from './card-number';

describe('analyseCardNumber', () => {
  it.each([
    ['4200000000000000', 'VISA'],
    ['5454545454545454', 'MASTER'],
    ['377777777777770', 'AMEX'],
    ['36', 'DINERS'],
    ['6011', 'DISCOVER'],
    ['3528', 'JCB'],
    ['2200', 'MIR'],
  ])('maps %s to the gateway brand %s', (number, code) => {
    expect(analyseCardNumber(number).brand?.code).toBe(code);
  });

  it('has no brand while the prefix is ambiguous', () => {
    expect(analyseCardNumber('3').brand).toBeUndefined();
    expect(analyseCardNumber('').brand).toBeUndefined();
  });

  it('is valid only with the Luhn check and a brand length', () => {
    expect(analyseCardNumber('4200 0000 0000 0000')).toMatchObject({
      valid: true,
      digits: '4200000000000000',
    });
    expect(analyseCardNumber('4200000000000001')).toMatchObject({ valid: false, potentiallyValid: true });
    expect(analyseCardNumber('42000000000')).toMatchObject({ valid: false, potentiallyValid: true });
    expect(analyseCardNumber('377777777777771')).toMatchObject({ valid: false, potentiallyValid: false });
  });

  it('limits the length by brand', () => {
    expect(analyseCardNumber('37').maxDigits).toBe(15);
    expect(analyseCardNumber('4').maxDigits).toBe(19);
    expect(analyseCardNumber('1'.repeat(30)).digits).toHaveLength(19);
  });

  it('is not potentially valid for an unknown prefix', () => {
    expect(analyseCardNumber('1234')).toMatchObject({ valid: false, potentiallyValid: false });
  });

  it('reports both brands of a co-badged mada card, and a mada-only card as MADA', () => {
    expect(analyseCardNumber('4406 4700 0000 0007')).toMatchObject({
      valid: true,
      brands: ['MADA', 'VISA'],
      maxDigits: 19,
    });
    expect(analyseCardNumber('9682')).toMatchObject({ brand: undefined, potentiallyValid: true });
    const madaOnly = analyseCardNumber('9682010000000005');
    expect(madaOnly).toMatchObject({ valid: true, brands: ['MADA'], maxDigits: 16 });
    expect(madaOnly.brand?.code).toBe('MADA');
    expect(analyseCardNumber('96820100000000051').digits).toHaveLength(17);
    expect(analyseCardNumber('96820100000000051').valid).toBe(false);
  });
});

describe('formatCardNumber', () => {
  it('groups by the brand gaps', () => {
    expect(formatCardNumber('4200000000000000', [4, 8, 12])).toBe('4200 0000 0000 0000');
    expect(formatCardNumber('377777777777770', [4, 10])).toBe('3777 777777 77770');
    expect(formatCardNumber('42000', [4, 8, 12])).toBe('4200 0');
    expect(formatCardNumber('4200', [4, 8, 12])).toBe('4200');
  });
});

describe('caretAfterDigits', () => {
  it('finds the caret position after n digits in the formatted value', () => {
    expect(caretAfterDigits('4200 0000 0', 4)).toBe(4);
    expect(caretAfterDigits('4200 0000 0', 5)).toBe(6);
    expect(caretAfterDigits('4200 0000 0', 0)).toBe(0);
    expect(caretAfterDigits('42', 5)).toBe(2);
  });
});
