import {
  CARD_HOLDER_PATTERN,
  EXPIRY_MONTH_PATTERN,
  EXPIRY_YEAR_PATTERN,
  namePattern,
} from '../card-patterns';
import type { Format, ParamSpec } from './types';

// Short forms so a catalogue entry reads like its line in the spec table.

export const text = (min: number, max: number): Format => ({ kind: 'text', min, max });
export const digits = (min: number, max: number): Format => ({ kind: 'digits', min, max });
export const letters = (min: number, max: number): Format => ({ kind: 'letters', min, max });
export const alnum = (min: number, max: number): Format => ({ kind: 'alnum', min, max });
export const integer = (min: number, max: number): Format => ({ kind: 'integer', min, max });
export const url = (min: number, max: number): Format => ({ kind: 'url', min, max });
export const oneOf = (...values: string[]): Format => ({ kind: 'enum', values });
export const listOf = (...values: string[]): Format => ({ kind: 'list', values });
/** Anything else the spec states as a rule; `example` is a value it accepts (tests, OpenAPI). */
export type PatternFormat = Extract<Format, { kind: 'pattern' }>;
export const pattern = (regex: RegExp, description: string, example: string): PatternFormat => ({
  kind: 'pattern',
  regex,
  description,
  example,
});

export const MONEY: Format = { kind: 'money' };
export const CURRENCY: Format = { kind: 'currency' };
export const BOOLEAN: Format = { kind: 'boolean' };
export const DATE: Format = { kind: 'date' };
/** yyyy-MM-dd HH:mm:ss */
export const DATETIME: Format = { kind: 'datetime' };
/** "2 uppercase letters", ISO 3166-1 alpha-2. */
export const COUNTRY: Format = { kind: 'country', alpha: 2 };
/** "2 letters": ISO 3166-1 alpha-2 in either case. */
export const COUNTRY_LETTERS: Format = { kind: 'country', alpha: 2, anyCase: true };
/** "up to 3 chars, ISO 3166-1 alpha-3". */
export const COUNTRY_ALPHA3: Format = { kind: 'country', alpha: 3 };
export const PAYMENT_TYPE: Format = pattern(/^[A-Z]{2}$/, '2 uppercase letters, e.g. DB or PA', 'DB');
export const EXPIRY_MONTH = pattern(EXPIRY_MONTH_PATTERN, '2 digits, 01 to 12', '12');
export const EXPIRY_YEAR = pattern(EXPIRY_YEAR_PATTERN, '4 digits starting with 19 or 20', '2030');
/** "6 to 128 chars"; the platform answers 100.900.101 for a value that is no address at all. */
export const EMAIL: Format = pattern(
  /^(?=.{6,128}$)[^\s@]+@[^\s@]+$/u,
  '6 to 128 characters of the form name@domain',
  'jane@example.com',
);
/** Map keys of customParameters, risk.parameters and merchant.data. */
export const MAP_KEY = {
  regex: /^[A-Za-z0-9._]{3,64}$/,
  description: '3 to 64 letters, digits, dots or underscores',
};

/** Text "1 to N letters, digits, whitespace" style sets; `chars` is a regex character class body. */
export const charsOf = (
  chars: string,
  min: number,
  max: number,
  description: string,
  example: string,
): Format =>
  pattern(new RegExp(`^[${chars}]{${min},${max}}$`, 'u'), `${min} to ${max} ${description}`, example);

/**
 * A postcode as the table says (1 to 16 letters or digits), with the single spaces and hyphens
 * real ones have: `SW1A 1AA`, `1011 AB`, `TE1 2ST` (the vendor's own sample), ZIP+4 `63229-3220`.
 */
export const POSTCODE: PatternFormat = pattern(
  /^(?=.{1,16}$)[A-Za-z0-9]+(?:[ -][A-Za-z0-9]+)*$/,
  '1 to 16 letters or digits, with single spaces or hyphens between them',
  'SW1A 1AA',
);

/** A state as the table says (letters, digits, dots), with the spaces of `New York`. */
export const STATE: PatternFormat = pattern(
  /^(?=.{1,50}$)[\p{L}0-9.]+(?: [\p{L}0-9.]+)*$/u,
  '1 to 50 letters, digits or dots, with single spaces between words',
  'New York',
);

const NAME_DESCRIPTION = 'letters (spaces, dots, apostrophes and hyphens allowed between them)';

/** "letters" for names and places: a literal reading would refuse "Jane Doe" and "New York". */
export const nameLetters = (min: number, max: number): PatternFormat =>
  pattern(namePattern(min, max), `${min} to ${max} ${NAME_DESCRIPTION}`, 'Jane Doe');

/** card.holder, "3 to 128 letters"; the widget checks the holder field with the same pattern. */
export const CARD_HOLDER = pattern(CARD_HOLDER_PATTERN, `3 to 128 ${NAME_DESCRIPTION}`, 'Jane Doe');

/** Phone numbers: "first char + or digit, then digits, space, dot, parentheses, slash, hyphen". */
export const phone = (min: number, max: number, others = '0-9 .()/-'): Format =>
  pattern(
    new RegExp(`^(?=.{${min},${max}}$)[+0-9][${others}]*$`),
    `${min} to ${max} characters: + or a digit, then digits, spaces, dots, parentheses, slashes or hyphens`,
    '+49 30 1234567',
  );

/**
 * Entries for a spec line that lists several names with one format
 * ("airline.passengers[n].type, name, ticketRestricted … | 1 to 255 chars each").
 */
export const each = (
  prefix: string,
  names: readonly string[],
  format: Format,
  extra: Partial<ParamSpec> = {},
) => names.map((name): ParamSpec => ({ name: `${prefix}${name}`, format, ...extra }));

/** A structure that the spec defines as "all fields of X": X's entries under another prefix. */
export const underPrefix = (from: string, to: string, specs: readonly ParamSpec[]): ParamSpec[] =>
  specs.map((spec) => ({ ...spec, name: to + spec.name.slice(from.length) }));
