// When a field's error shows: on blur and on submit, and while typing only once the value can no
// longer become valid; a shown error goes away as soon as the value is valid.

export interface Verdict {
  empty: boolean;
  valid: boolean;
  /** Could still become valid by typing more. */
  potentiallyValid: boolean;
}

export type Phase = 'input' | 'blur' | 'submit';

/** true: show the error, false: hide it, undefined: keep what is shown. */
export function errorVisibility(verdict: Verdict, phase: Phase): boolean | undefined {
  if (verdict.valid) return false;
  if (phase === 'submit') return true;
  if (!verdict.potentiallyValid) return true;
  if (phase === 'blur') return !verdict.empty;
  return undefined;
}
