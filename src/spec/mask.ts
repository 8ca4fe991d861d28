import type { Sensitivity } from './catalogue/types';

/** 4200000000000000 → 420000******0000; too short to keep anything → all stars. */
export function maskPan(value: string): string {
  if (value.length < 12) return '*'.repeat(value.length);
  return `${value.slice(0, 6)}${'*'.repeat(value.length - 10)}${value.slice(-4)}`;
}

// A card number pasted into a free-text field (or a misspelt card.number) still must not be
// echoed: 12 or more digits, optionally grouped by spaces or hyphens.
const PAN_LIKE = /\d(?:[ -]?\d){11,}/g;

// A UUID (the gateway's ndc and provider sessions, a shop's order ids) is an id: about one random
// UUID in 300 starts with 13 decimal digits across its hyphens, which is no card number. Kept
// whole when it has a letter; one of digits only is masked as any run of them.
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const LETTER = /[a-f]/i;

const maskRuns = (text: string): string => text.replace(PAN_LIKE, (run) => maskPan(run.replace(/[ -]/g, '')));

/** The value as it may appear in an error message, a response or a log line. */
export function maskValue(value: string, sensitivity?: Sensitivity): string {
  if (sensitivity === 'secret') return '***';
  if (sensitivity === 'pan') return maskPan(value);
  const masked = maskRuns(value);
  if (masked === value || !value.includes('-')) return masked;
  let kept = '';
  let from = 0;
  for (const uuid of value.matchAll(UUID)) {
    if (!LETTER.test(uuid[0])) continue;
    kept += maskRuns(value.slice(from, uuid.index)) + uuid[0];
    from = uuid.index + uuid[0].length;
  }
  return from === 0 ? masked : kept + maskRuns(value.slice(from));
}
