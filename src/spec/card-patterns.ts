// The card parameters' rules as bare patterns: the gateway's catalogue (./catalogue) describes them
// for parameterErrors and OpenAPI, the widget checks its fields with the same patterns without
// carrying those descriptions in its bundle.

export const EXPIRY_MONTH_PATTERN = /^(0[1-9]|1[0-2])$/;
export const EXPIRY_YEAR_PATTERN = /^(19|20)\d{2}$/;

/** A name: a letter of any script, then letters, marks, spaces, dots, apostrophes, hyphens. */
export const NAME = "\\p{L}[\\p{L}\\p{M} .'’-]*";

/** A name of `min` to `max` characters. */
export const namePattern = (min: number, max: number): RegExp =>
  new RegExp(`^(?=.{${min},${max}}$)${NAME}$`, 'u');

/** card.holder, "3 to 128 letters". */
export const CARD_HOLDER_PATTERN = namePattern(3, 128);
/** The start of a name while it is being typed: what a valid one is made of, at any length. */
export const NAME_SO_FAR = new RegExp(`^${NAME}$`, 'u');
