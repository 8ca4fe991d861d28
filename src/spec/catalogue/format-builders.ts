import type { Format } from './types';

// Short forms so a catalogue entry reads like its line in the spec table.

export const text = (min: number, max: number): Format => ({ kind: 'text', min, max });
export const digits = (min: number, max: number): Format => ({ kind: 'digits', min, max });
export const letters = (min: number, max: number): Format => ({ kind: 'letters', min, max });
export const alnum = (min: number, max: number): Format => ({ kind: 'alnum', min, max });
export const integer = (min: number, max: number): Format => ({ kind: 'integer', min, max });
export const url = (min: number, max: number): Format => ({ kind: 'url', min, max });
export const oneOf = (...values: string[]): Format => ({ kind: 'enum', values });
export const pattern = (regex: RegExp, description: string): Format => ({
  kind: 'pattern',
  regex,
  description,
});

export const MONEY: Format = { kind: 'money' };
export const CURRENCY: Format = { kind: 'currency' };
export const BOOLEAN: Format = { kind: 'boolean' };
export const DATE: Format = { kind: 'date' };
export const COUNTRY: Format = pattern(/^[A-Z]{2}$/, '2 uppercase letters (ISO 3166-1 alpha-2)');
export const PAYMENT_TYPE: Format = pattern(/^[A-Z]{2}$/, '2 uppercase letters, e.g. DB or PA');
export const EXPIRY_MONTH: Format = pattern(/^(0[1-9]|1[0-2])$/, '2 digits, 01 to 12');
export const EXPIRY_YEAR: Format = pattern(/^(19|20)\d{2}$/, '4 digits starting with 19 or 20');
