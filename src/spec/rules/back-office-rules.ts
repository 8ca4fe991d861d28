import type { CrossFieldRule } from '../cross-field-rules';
import { issue } from '../cross-field-rules';
import { RESULT } from '../result-codes';

// Rules of the back-office operations on an earlier payment (POST /v1/payments/{id}). The spec
// (document 1, 2.2 and 2.3) names capture, refund and reversal and says "not shown" for the rest;
// the paymentType values and what each takes follow the platform (docs/decisions.md).

/** Capture, refund, reversal, chargeback (document 3, 2.10) and chargeback reversal. */
export const BACK_OFFICE_TYPES = ['CP', 'RF', 'RV', 'CB', 'CR'] as const;
export type BackOfficeType = (typeof BACK_OFFICE_TYPES)[number];

export const isBackOfficeType = (type: string | undefined): type is BackOfficeType =>
  (BACK_OFFICE_TYPES as readonly string[]).includes(type ?? '');

/** Reversals undo the whole transaction they refer to: they take no amount. */
const WHOLE = new Set<string>(['RV', 'CR']);
/** Captures and refunds say how much. */
const AMOUNT_REQUIRED = new Set<string>(['CP', 'RF']);

export const backOfficeTypeSupported: CrossFieldRule = ({ params, isValid }) => {
  const type = params.paymentType;
  if (!isValid('paymentType') || isBackOfficeType(type)) return [];
  return [
    issue('paymentType', type, `must be one of ${BACK_OFFICE_TYPES.join(', ')}`, RESULT.INVALID_PARAMETER),
  ];
};

/**
 * amount and currency go together; CP and RF need them, RV and CR refuse them, CB takes them
 * optionally (default: what is left of the payment).
 */
export const backOfficeAmount: CrossFieldRule = (ctx) => {
  const { params, isValid, missing } = ctx;
  const type = params.paymentType ?? '';
  if (!isValid('paymentType')) return [];
  if (WHOLE.has(type)) {
    return ['amount', 'currency']
      .filter((name) => params[name] !== undefined)
      .map((name) =>
        issue(
          name,
          params[name],
          `not sent with paymentType ${type}: a reversal always covers the whole transaction`,
          RESULT.INVALID_PARAMETER,
        ),
      );
  }
  const [amount, currency] = [params.amount !== undefined, params.currency !== undefined];
  if (amount && !currency) return [missing('currency', 'required together with amount')];
  if (currency && !amount) return [missing('amount', 'required together with currency')];
  if (!amount && AMOUNT_REQUIRED.has(type)) {
    const message = `required with paymentType ${type}`;
    return [missing('amount', message), missing('currency', message)];
  }
  return [];
};

/** Document 3, 2.10: "used in chargeback back-office operations". */
export const chargebackCodeOnlyForChargebacks: CrossFieldRule = ({ params }) => {
  const code = params.chargebackResultCode;
  if (code === undefined || params.paymentType === 'CB' || params.paymentType === 'CR') return [];
  return [issue('chargebackResultCode', code, 'only with paymentType CB or CR', RESULT.INVALID_PARAMETER)];
};

export const BACK_OFFICE_RULES: readonly CrossFieldRule[] = [
  backOfficeTypeSupported,
  backOfficeAmount,
  chargebackCodeOnlyForChargebacks,
];
