import type { Sensitivity } from './catalogue/types';

/** 4200000000000000 → 420000******0000; too short to keep anything → all stars. */
export function maskPan(value: string): string {
  if (value.length < 12) return '*'.repeat(value.length);
  return `${value.slice(0, 6)}${'*'.repeat(value.length - 10)}${value.slice(-4)}`;
}

// A card number pasted into a free-text field (or a misspelt card.number) still must not be
// echoed: 12 or more digits, optionally grouped by spaces or hyphens.
const PAN_LIKE = /\d(?:[ -]?\d){11,}/g;

/** The value as it may appear in an error message, a response or a log line. */
export function maskValue(value: string, sensitivity?: Sensitivity): string {
  if (sensitivity === 'secret') return '***';
  if (sensitivity === 'pan') return maskPan(value);
  return value.replace(PAN_LIKE, (run) => maskPan(run.replace(/[ -]/g, '')));
}
