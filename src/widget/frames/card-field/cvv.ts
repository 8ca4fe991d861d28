import { cvvLengthFor } from '../../../spec/brands';
import { digitsOnly } from './digits';

export interface CvvInfo {
  digits: string;
  empty: boolean;
  valid: boolean;
  potentiallyValid: boolean;
  maxLength: 3 | 4;
}

/** A CVV is valid when it has exactly the brand's length (3, or 4 for AMEX). */
export function analyseCvv(value: string, brand: string | null): CvvInfo {
  const maxLength = cvvLengthFor(brand);
  const digits = digitsOnly(value).slice(0, 4);
  return {
    digits,
    empty: digits.length === 0,
    valid: digits.length === maxLength,
    potentiallyValid: digits.length <= maxLength,
    maxLength,
  };
}
