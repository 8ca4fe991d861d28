import { describe, expect, it } from 'vitest';
import { errorVisibility } from './verdict';

const incomplete = { empty: false, valid: false, potentiallyValid: true };
const wrong = { empty: false, valid: false, potentiallyValid: false };
const valid = { empty: false, valid: true, potentiallyValid: true };
const empty = { empty: true, valid: false, potentiallyValid: true };

describe('errorVisibility', () => {
  it('never shows an error while typing a potentially valid value', () => {
    expect(errorVisibility(incomplete, 'input')).toBeUndefined();
    expect(errorVisibility(empty, 'input')).toBeUndefined();
  });

  it('shows an error while typing once the value cannot become valid', () => {
    expect(errorVisibility(wrong, 'input')).toBe(true);
  });

  it('shows incomplete values on blur, but not empty ones', () => {
    expect(errorVisibility(incomplete, 'blur')).toBe(true);
    expect(errorVisibility(empty, 'blur')).toBe(false);
  });

  it('shows everything invalid on submit and hides valid values in every phase', () => {
    expect(errorVisibility(empty, 'submit')).toBe(true);
    for (const phase of ['input', 'blur', 'submit'] as const)
      expect(errorVisibility(valid, phase)).toBe(false);
  });
});
