import type { Verdict } from './verdict';

const ALLOWED = /^[\p{L}\p{M} '’.-]+$/u;
const MIN = 3;
const MAX = 128;

/** Letters of any script plus spaces, apostrophes, hyphens and dots; 3 to 128 characters. */
export function checkHolder(value: string, allowEmpty: boolean): Verdict {
  const name = value.trim();
  if (!name) return { empty: true, valid: allowEmpty, potentiallyValid: true };
  const allowed = ALLOWED.test(name) && /\p{L}/u.test(name);
  return {
    empty: false,
    valid: allowed && name.length >= MIN && name.length <= MAX,
    potentiallyValid: allowed && name.length <= MAX,
  };
}
