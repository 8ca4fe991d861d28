import { isCountryCode } from '../countries';
import { isCurrencyCode } from '../currencies';
import type { Format } from './types';

/** Characters as the spec counts them (code points); UTF-16 length is an upper bound. */
function codePoints(value: string): number {
  let n = value.length;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < value.length) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}
const inRange = (n: number, min: number, max: number): boolean => n >= min && n <= max;
const lengths = (min: number, max: number): string => (min === max ? `exactly ${min}` : `${min} to ${max}`);

const DIGITS = /^\d+$/;
const LETTERS = /^\p{L}+$/u;
const ALNUM = /^[A-Za-z0-9]+$/;
const MONEY_STRICT = /^\d{1,10}\.\d{2}$/;
const MONEY_OPTIONAL_DECIMALS = /^\d{1,10}(\.\d{2})?$/;
const INTEGER = /^(0|[1-9]\d*)$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
const DATETIME_OFFSET = /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d[+-]([01]\d|2[0-3]):?[0-5]\d$/;

function isCalendarDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isDateTime(value: string, offset: boolean | undefined): boolean {
  const m = (offset ? DATETIME_OFFSET : DATETIME).exec(value);
  return m !== null && isCalendarDate(m[1] ?? '');
}

function isAbsoluteHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'https:' || protocol === 'http:';
}

/** Does the value satisfy the format? */
export function matchesFormat(value: string, format: Format): boolean {
  switch (format.kind) {
    case 'digits':
      return DIGITS.test(value) && inRange(value.length, format.min, format.max);
    case 'letters':
      return LETTERS.test(value) && inRange(codePoints(value), format.min, format.max);
    case 'alnum':
      return ALNUM.test(value) && inRange(value.length, format.min, format.max);
    case 'text':
      return value.length <= format.max && value.length >= 2 * format.min
        ? true
        : inRange(codePoints(value), format.min, format.max);
    case 'money':
      return (
        (format.decimalsOptional ? MONEY_OPTIONAL_DECIMALS : MONEY_STRICT).test(value) &&
        (!format.positive || /[1-9]/.test(value))
      );
    case 'currency':
      return isCurrencyCode(value);
    case 'enum':
      return format.values.includes(value);
    case 'boolean':
      return value === 'true' || value === 'false';
    case 'date':
      return isCalendarDate(value);
    case 'integer':
      return INTEGER.test(value) && value.length <= 15 && inRange(Number(value), format.min, format.max);
    case 'url':
      return inRange(value.length, format.min, format.max) && isAbsoluteHttpUrl(value);
    case 'country':
      return isCountryCode(format.anyCase ? value.toUpperCase() : value, format.alpha);
    case 'datetime':
      return isDateTime(value, format.offset);
    case 'list':
      return value.split(',').every((item) => format.values.includes(item));
    case 'pattern':
      return format.regex.test(value);
  }
}

/** The error message for a value that does not satisfy the format. */
export function describeFormat(format: Format): string {
  switch (format.kind) {
    case 'digits':
      return `must be ${lengths(format.min, format.max)} digits`;
    case 'letters':
      return `must be ${lengths(format.min, format.max)} letters`;
    case 'alnum':
      return `must be ${lengths(format.min, format.max)} letters or digits`;
    case 'text':
      return `must be ${lengths(format.min, format.max)} characters`;
    case 'money':
      return `must be an amount of 1 to 10 digits, a dot and 2 decimals${format.decimalsOptional ? ' (decimals optional)' : ''}${format.positive ? ', greater than zero' : ''}, e.g. 12.50`;
    case 'currency':
      return 'must be an ISO 4217 currency code of 3 uppercase letters, e.g. EUR';
    case 'enum':
      return `must be one of: ${format.values.join(', ')}`;
    case 'boolean':
      return 'must be true or false';
    case 'date':
      return 'must be a date in the form yyyy-MM-dd';
    case 'integer':
      return `must be a whole number from ${format.min} to ${format.max}`;
    case 'url':
      return `must be an absolute http(s) URL of ${format.min} to ${format.max} characters`;
    case 'country':
      return `must be an ISO 3166-1 alpha-${format.alpha} country code, e.g. ${format.alpha === 2 ? 'DE' : 'DEU'}`;
    case 'datetime':
      return `must be a date and time in the form yyyy-MM-dd HH:mm:ss${format.offset ? ' with a UTC offset, e.g. 2026-01-31 23:59:00+0000' : ''}`;
    case 'list':
      return `must be a comma-separated list of: ${format.values.join(', ')}`;
    case 'pattern':
      return `must be ${format.description}`;
  }
}
