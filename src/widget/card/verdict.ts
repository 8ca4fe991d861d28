// When a field's error shows: on blur and on submit, and while typing only once the value can no
// longer become valid; a shown error goes away as soon as the value is valid.

import type { Verdict } from '../../spec/card-fields';

export type { Verdict };

export type Phase = 'input' | 'blur' | 'submit';

/** true: show the error, false: hide it, undefined: keep what is shown. */
export function errorVisibility(verdict: Verdict, phase: Phase): boolean | undefined {
  if (verdict.valid) return false;
  if (phase === 'submit') return true;
  if (!verdict.potentiallyValid) return true;
  if (phase === 'blur') return !verdict.empty;
  return undefined;
}
