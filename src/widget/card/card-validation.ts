// Turns the card state into per-field verdicts and error texts.
import type { ErrorMessages } from '../../spec/i18n/messages';
import type { CardField, CardState } from './card-state';
import { checkExpiry } from './expiry';
import { checkHolder } from './holder';
import { errorVisibility, type Phase, type Verdict } from './verdict';

export interface CardRules {
  requireCvv: boolean;
  allowEmptyCvv?: boolean;
  disableCardExpiryDateValidation?: boolean;
  allowEmptyCardHolderName: boolean;
  brandDetection: boolean;
  acceptedBrands: readonly string[];
}

/** A detected brand the form's data-brands does not list. */
export function brandRejected(s: CardState, rules: CardRules): boolean {
  const brand = s.detectedBrand.value;
  return rules.brandDetection && !!brand && !rules.acceptedBrands.includes(brand);
}

export function verdictFor(field: CardField, s: CardState, rules: CardRules): Verdict {
  switch (field) {
    case 'expiry':
      return checkExpiry(s.expiry.value, rules.disableCardExpiryDateValidation);
    case 'cardHolder':
      return checkHolder(s.holder.value, rules.allowEmptyCardHolderName);
    case 'cvv': {
      const frame = s.frames.cvv.value;
      return {
        ...frame,
        valid: frame.valid || (frame.empty && (!rules.requireCvv || !!rules.allowEmptyCvv)),
      };
    }
    case 'cardNumber': {
      const frame = s.frames.cardNumber.value;
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
