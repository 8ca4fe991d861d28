// Turns the card state into per-field verdicts and error texts.

import { checkExpiry, checkHolder } from '../../spec/card-fields';
import type { ErrorMessages } from '../../spec/i18n/messages';
import type { CardField, CardState } from './card-state';
import { errorVisibility, type Phase, type Verdict } from './verdict';

export interface CardRules {
  requireCvv: boolean;
  allowEmptyCvv?: boolean;
  disableCardExpiryDateValidation?: boolean;
  allowEmptyCardHolderName: boolean;
  brandDetection: boolean;
  acceptedBrands: readonly string[];
  /** Expiry and holder are in gateway frames, which report their verdicts as the CVV's does. */
  enableSAQACompliance?: boolean;
}

/** A detected brand the form's data-brands does not list. */
export function brandRejected(s: CardState, rules: CardRules): boolean {
  const brand = s.detectedBrand.value;
  return rules.brandDetection && !!brand && !rules.acceptedBrands.includes(brand);
}

/** A field the form lets the shopper leave empty is valid empty. */
const emptyAllowed = (verdict: Verdict, allowed: boolean | undefined): Verdict => ({
  ...verdict,
  valid: verdict.valid || (verdict.empty && !!allowed),
});

export function verdictFor(field: CardField, s: CardState, rules: CardRules): Verdict {
  const frame = s.frames[field].value;
  const framed = rules.enableSAQACompliance;
  switch (field) {
    case 'expiry':
      return framed ? frame : checkExpiry(s.expiry.value, rules.disableCardExpiryDateValidation);
    case 'cardHolder':
      return emptyAllowed(framed ? frame : checkHolder(s.holder.value), rules.allowEmptyCardHolderName);
    case 'cvv':
      return emptyAllowed(frame, !rules.requireCvv || rules.allowEmptyCvv);
    case 'cardNumber': {
      // A valid number of an unknown brand cannot be paid with either.
      const unusable = brandRejected(s, rules) || (frame.valid && !s.brand.value);
      return unusable ? { empty: false, valid: false, potentiallyValid: false } : frame;
    }
  }
}

export function errorTextFor(field: CardField, s: CardState, rules: CardRules, m: ErrorMessages): string {
  if (field === 'cardNumber') return brandRejected(s, rules) ? m.brandNotAcceptedError : m.cardNumberError;
  if (field === 'expiry') return m.expiryMonthError;
  return field === 'cvv' ? m.cvvError : m.cardHolderError;
}

/** Updates the field's shown error for this phase; returns whether the field is valid. */
export function applyPhase(
  field: CardField,
  phase: Phase,
  s: CardState,
  rules: CardRules,
  m: ErrorMessages,
): boolean {
  const verdict = verdictFor(field, s, rules);
  const show = errorVisibility(verdict, phase);
  const text = errorTextFor(field, s, rules, m);
  if (show !== undefined) s.errors[field].value = show ? text : '';
  // The error shown was about something else (e.g. a brand no longer detected): it is stale.
  else if (s.errors[field].peek() && s.errors[field].peek() !== text) s.errors[field].value = '';
  return verdict.valid;
}
