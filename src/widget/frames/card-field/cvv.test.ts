import { describe, expect, it } from 'vitest';
import { analyseCvv } from './cvv';

describe('analyseCvv', () => {
  it('needs 3 digits for most brands and when the brand is unknown', () => {
    expect(analyseCvv('123', 'VISA')).toMatchObject({ valid: true, maxLength: 3 });
    expect(analyseCvv('123', null)).toMatchObject({ valid: true, maxLength: 3 });
    expect(analyseCvv('1234', 'MASTER')).toMatchObject({ valid: false, potentiallyValid: false });
  });

  it('needs 4 digits for AMEX', () => {
    expect(analyseCvv('123', 'AMEX')).toMatchObject({ valid: false, potentiallyValid: true, maxLength: 4 });
    expect(analyseCvv('1234', 'AMEX').valid).toBe(true);
  });

  it('keeps digits only', () => {
    expect(analyseCvv('1a2 3', 'VISA')).toMatchObject({ digits: '123', valid: true });
    expect(analyseCvv('', 'VISA')).toMatchObject({ empty: true, valid: false, potentiallyValid: true });
  });
});
