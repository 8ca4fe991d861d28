// The parameters of a payment with a registration: the stored instrument, what the request may
// add to it (the CVV asked again; with overrideHolder, a holder for an instrument without one),
// and the checks the stored instrument must still pass (an expired card is refused).
import type { ValidationIssue } from '../../spec/catalogue/types';
import { issue } from '../../spec/cross-field-rules';
import { RESULT } from '../../spec/result-codes';
import { validate } from '../../spec/validate';
import type { StoredInstrument } from './instrument';

type Params = Readonly<Record<string, string>>;

const HOLDERS = ['card.holder', 'bankAccount.holder'] as const;
const FROM_REQUEST =
  /^(card\.cvv|card\.holder|bankAccount\.holder|bankAccount\.mandate\..+|transactionDueDate)$/;

export interface MergedPayment {
  /** The instrument plus what the request adds to it. */
  instrument: Record<string, string>;
  issues: ValidationIssue[];
}

export function mergeInstrument(
  stored: StoredInstrument,
  request: Params,
  entityId: string,
  now: Date,
): MergedPayment {
  const instrument: Record<string, string> = { ...stored.params };
  const issues: ValidationIssue[] = [];
  for (const [name, value] of Object.entries(request)) {
    if (!FROM_REQUEST.test(name)) continue;
    if ((HOLDERS as readonly string[]).includes(name)) {
      const problem =
        request.overrideHolder !== 'true'
          ? 'a registration keeps its holder: send overrideHolder=true to fill an empty one for this payment'
          : stored.params[name]
            ? 'overrideHolder only replaces an empty holder, and this registration has one'
            : undefined;
      if (problem) {
        issues.push(issue(name, value, problem, RESULT.INVALID_PARAMETER));
        continue;
      }
    }
    instrument[name] = value;
  }
  if (issues.length === 0) issues.push(...validate({ entityId, ...instrument }, 'registration', { now }));
  return { instrument, issues };
}

/** Members of a checkout's parameters that belong to the checkout, not to its payment. */
export function checkoutPaymentParams(params: Params): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (name === 'createRegistration' || name.startsWith('registrations[')) continue;
    out[name] = value;
  }
  return out;
}
