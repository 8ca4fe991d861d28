import { classifyResultCode, isPending, isSuccessful, RESULT, type Result } from '../../spec/result-codes';
import { type BackOfficeType, isBackOfficeType } from '../../spec/rules/back-office-rules';

// What a back-office operation may do to the payment it refers to, decided from the payment and
// the operations already made on it. Pure: the request thread runs it to answer early, the writer
// runs it again inside the transaction that stores the operation (./back-office-store.ts).

/** The payment an operation refers to, as stored. */
export interface Reference {
  id: string;
  entityId: string;
  paymentType: string;
  resultCode: string;
  /** Still waiting for the shopper (3-D Secure, provider page). */
  pending: boolean;
  amountCents: number;
  currency: string;
  /** numberOfCaptures of a PA, when it was sent. */
  numberOfCaptures: number | null;
}

/** An operation already made on the reference. */
export interface FollowUp {
  paymentType: BackOfficeType;
  amountCents: number;
  /** Sent with sequence=FINAL: the last one of its type. */
  final: boolean;
  /** A reversal (RV) or chargeback reversal (CR) refers to it. */
  reversed: boolean;
}

export interface OperationRequest {
  paymentType: BackOfficeType;
  /** null when not sent: a chargeback then covers what is left, RV and CR always the whole. */
  amountCents: number | null;
  /** null when not sent. */
  currency: string | null;
}

export type Verdict = { ok: true; amountCents: number } | { ok: false; refusal: Result };

/** Which payment types each operation refers to, and the platform's code when it is another. */
const REFERS_TO: Readonly<Record<BackOfficeType, { types: readonly string[]; otherwise: Result }>> = {
  CP: { types: ['PA'], otherwise: RESULT.CAPTURE_NEEDS_PREAUTHORIZATION },
  RF: { types: ['DB', 'CP'], otherwise: RESULT.REFUND_NEEDS_DEBIT },
  RV: { types: ['PA', 'DB', 'CP'], otherwise: RESULT.REVERSAL_NEEDS_PAYMENT },
  CB: { types: ['DB', 'CP'], otherwise: RESULT.CHARGEBACK_NEEDS_DEBIT },
  CR: { types: ['CB'], otherwise: RESULT.NO_CHARGEBACK_TO_REVERSE },
};

/** A chargeback's own code is of the chargeback class; every other reference must be a success. */
const succeeded = (reference: Reference): boolean =>
  isSuccessful(reference.resultCode) ||
  (reference.paymentType === 'CB' && classifyResultCode(reference.resultCode) === 'chargeback');

const refuse = (refusal: Result): Verdict => ({ ok: false, refusal });
const allow = (amountCents: number): Verdict => ({ ok: true, amountCents });

/** Sums and flags over the follow-ups that still stand (not reversed). */
function summary(followUps: readonly FollowUp[]) {
  const live = followUps.filter((f) => !f.reversed);
  const of = (type: BackOfficeType) => live.filter((f) => f.paymentType === type);
  const total = (type: BackOfficeType) => of(type).reduce((sum, f) => sum + f.amountCents, 0);
  return {
    of,
    total,
    reversed: live.some((f) => f.paymentType === 'RV' || f.paymentType === 'CR'),
    chargedBack: live.some((f) => f.paymentType === 'CB'),
  };
}

export function decide(
  reference: Reference,
  followUps: readonly FollowUp[],
  request: OperationRequest,
): Verdict {
  const type = request.paymentType;
  if (!isBackOfficeType(type)) return refuse(RESULT.INVALID_PARAMETER);
  if (reference.pending || isPending(reference.resultCode)) return refuse(RESULT.REFERENCE_PENDING);
  if (!succeeded(reference)) return refuse(RESULT.REFERENCE_REJECTED);
  const rule = REFERS_TO[type];
  if (!rule.types.includes(reference.paymentType)) return refuse(rule.otherwise);
  if (request.currency !== null && request.currency !== reference.currency)
    return refuse(RESULT.REFERENCE_CURRENCY_MISMATCH);

  const s = summary(followUps);
  const whole = reference.amountCents;
  switch (type) {
    case 'CP': {
      if (s.reversed) return refuse(RESULT.CANNOT_CAPTURE);
      const captures = s.of('CP');
      // Without numberOfCaptures one capture closes the authorisation; sequence=FINAL closes it early.
      if (captures.some((c) => c.final) || captures.length >= (reference.numberOfCaptures ?? 1))
        return refuse(RESULT.REFERENCE_CLOSED);
      const left = whole - s.total('CP');
      const amount = request.amountCents ?? left;
      return amount > left || amount <= 0 ? refuse(RESULT.CANNOT_CAPTURE) : allow(amount);
    }
    case 'RF': {
      if (s.reversed) return refuse(RESULT.CANNOT_REFUND);
      if (s.chargedBack) return refuse(RESULT.REFERENCE_CHARGED_BACK);
      if (s.of('RF').some((r) => r.final)) return refuse(RESULT.REFERENCE_CLOSED);
      const left = whole - s.total('RF');
      const amount = request.amountCents ?? left;
      return amount > left || amount <= 0 ? refuse(RESULT.CANNOT_REFUND) : allow(amount);
    }
    case 'RV': {
      if (s.reversed) return refuse(RESULT.CANNOT_REVERSE);
      if (s.chargedBack) return refuse(RESULT.REFERENCE_CHARGED_BACK);
      if (s.of('CP').length > 0) return refuse(RESULT.REFERENCE_CLOSED);
      if (s.of('RF').length > 0) return refuse(RESULT.CANNOT_REVERSE);
      return allow(whole);
    }
    case 'CB': {
      if (s.reversed || s.chargedBack) return refuse(RESULT.CANNOT_CHARGEBACK);
      const left = whole - s.total('RF');
      const amount = request.amountCents ?? left;
      return amount > left || amount <= 0 ? refuse(RESULT.CANNOT_CHARGEBACK) : allow(amount);
    }
    case 'CR':
      return s.reversed ? refuse(RESULT.CHARGEBACK_ALREADY_REVERSED) : allow(whole);
  }
}
