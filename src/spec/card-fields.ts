// The expiry and card-holder fields as the shopper types: the widget's card form checks its own
// inputs with these, and with wpwlOptions.enableSAQACompliance the gateway's frames check theirs
// with the very same code (the page then learns only the verdict).
import { CARD_HOLDER_PATTERN, EXPIRY_MONTH_PATTERN, EXPIRY_YEAR_PATTERN, NAME_SO_FAR } from './card-patterns';
import { isExpired } from './expiry';

export interface Verdict {
  empty: boolean;
  valid: boolean;
  /** Could still become valid by typing more. */
  potentiallyValid: boolean;
}

export interface ExpiryVerdict extends Verdict {
  /** 'MM' and 'YYYY' when valid. */
  month?: string;
  year?: string;
}

/** Reformats what the shopper typed or autofilled into 'MM / YY'. */
export function formatExpiryInput(raw: string, deleting: boolean): string {
  const value = raw.trim();
  const fullYear = /^(\d{1,2})\s*\/\s*\d\d(\d\d)$/.exec(value);
  let digits = fullYear ? (fullYear[1] ?? '').padStart(2, '0') + fullYear[2] : value.replace(/\D/g, '');
  // "1/" and "4" can only mean January and April.
  if (/^\d\s*\/$/.test(value) || /^[2-9]$/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  if (digits.length > 2) return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
  return digits.length === 2 && !deleting ? `${digits} / ` : digits;
}

/** Cards are not issued for longer than this; a later year is a typing mistake. */
const MAX_YEARS_AHEAD = 20;

/**
 * The expiry, one text 'MM / YY' (or 'MM/YYYY'), checked by hand: card-validator's expiration-date
 * module parses a dozen formats we never produce and costs 1.5 KB gzip. `anyDate`:
 * wpwlOptions.disableCardExpiryDateValidation, the format alone is checked.
 */
export function checkExpiry(value: string, anyDate?: boolean, today = new Date()): ExpiryVerdict {
  const compact = value.replace(/\s/g, '');
  if (!compact) return { empty: true, valid: false, potentiallyValid: true };
  const match = /^(\d\d)\/(\d\d|\d{4})$/.exec(compact);
  if (!match) {
    // Still typing: a month of one or two digits (01-12), then at most one year digit.
    const typing = /^(0?[1-9]?|1[0-2]?)(\/\d?)?$/.test(compact) || /^(0[1-9]|1[0-2])\/?$/.test(compact);
    return { empty: false, valid: false, potentiallyValid: typing };
  }
  const month = (match[1] ?? '').padStart(2, '0');
  const year = match[2]?.length === 2 ? `20${match[2]}` : (match[2] ?? '');
  // The gateway's own rules: 01 to 12, a year of 19xx/20xx, not expired; and no card is issued
  // for longer than MAX_YEARS_AHEAD.
  const valid =
    EXPIRY_MONTH_PATTERN.test(month) &&
    EXPIRY_YEAR_PATTERN.test(year) &&
    (anyDate ||
      (!isExpired(Number(month), Number(year), today) &&
        Number(year) <= today.getUTCFullYear() + MAX_YEARS_AHEAD));
  if (!valid) return { empty: false, valid: false, potentiallyValid: false };
  return {
    empty: false,
    valid: true,
    potentiallyValid: true,
    month,
    year,
  };
}

const MAX_HOLDER = 128;

/**
 * card.holder as the gateway checks it: 3 to 128 letters of any script with spaces, apostrophes,
 * hyphens and dots. Empty is not valid here: whether the form may leave it empty is the form's
 * rule (wpwlOptions.allowEmptyCardHolderName).
 */
export function checkHolder(value: string): Verdict {
  const name = value.trim();
  if (!name) return { empty: true, valid: false, potentiallyValid: true };
  return {
    empty: false,
    valid: CARD_HOLDER_PATTERN.test(name),
    potentiallyValid: NAME_SO_FAR.test(name) && [...name].length <= MAX_HOLDER,
  };
}
