// The IBAN as the shopper types it, without ibantools (the bank frame's own script formats while
// the shopper types; the check, ./iban.ts, comes later): letters upper-cased, anything but letters
// and digits dropped, at most 34 characters, shown in groups of four.
const MAX_LENGTH = 34;

/** Electronic format: DE89370400440532013000. */
export const compactIban = (value: string): string =>
  value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, MAX_LENGTH);

/** Print format of a compact IBAN: DE89 3704 0044 0532 0130 00. */
export const printIban = (iban: string): string => iban.replace(/(.{4})(?=.)/g, '$1 ');
