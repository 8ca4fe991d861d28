// The expiry input: one text field shown as 'MM / YY', checked with card-validator.
import { expirationDate } from 'card-validator/dist/expiration-date';
import type { Verdict } from './verdict';

export interface ExpiryVerdict extends Verdict {
  /** 'MM' and 'YYYY' when valid. */
  month?: string;
  year?: string;
}

/** Reformats what the shopper typed or autofilled into 'MM / YY'. */
export function formatExpiryInput(raw: string, deleting: boolean): string {
  const value = raw.trim();
  const fullYear = /^(\d{1,2})\s*\/\s*\d\d(\d\d)$/.exec(value);
  let digits = fullYear ? (fullYear[1] ?? '').padStart(2, '0') + fullYear[2] : value.replace(/\D/g, '');
  // "1/" and "4" can only mean January and April.
  if (/^\d\s*\/$/.test(value) || /^[2-9]$/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  if (digits.length > 2) return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
  return digits.length === 2 && !deleting ? `${digits} / ` : digits;
}

export function checkExpiry(value: string): ExpiryVerdict {
  const compact = value.replace(/\s/g, '');
  if (!compact) return { empty: true, valid: false, potentiallyValid: true };
  const check = expirationDate(compact);
  if (!check.isValid || !check.month || !check.year) {
    return { empty: false, valid: false, potentiallyValid: check.isPotentiallyValid && compact.length < 5 };
  }
  const year = check.year.length === 2 ? `20${check.year}` : check.year;
  return { empty: false, valid: true, potentiallyValid: true, month: check.month.padStart(2, '0'), year };
}
