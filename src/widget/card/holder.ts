import { CARD_HOLDER_PATTERN, NAME_SO_FAR } from '../../spec/card-patterns';
import type { Verdict } from './verdict';

const MAX = 128;

/** card.holder as the gateway checks it (src/spec): 3 to 128 letters of any script with spaces, apostrophes, hyphens and dots. */
export function checkHolder(value: string, allowEmpty: boolean): Verdict {
  const name = value.trim();
  if (!name) return { empty: true, valid: allowEmpty, potentiallyValid: true };
  return {
    empty: false,
    valid: CARD_HOLDER_PATTERN.test(name),
    potentiallyValid: NAME_SO_FAR.test(name) && [...name].length <= MAX,
  };
}
