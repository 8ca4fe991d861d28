// How the sandbox settles what it processed (docs/decisions.md, "settlement"): every successful
// debit, capture, refund, credit, chargeback and chargeback reversal of a UTC day is settled the
// next day, in its own currency (fxRate 1.00), with a fixed fee. Authorisations (PA), reversals
// (RV), declines and pending payments are not settled; a debit or capture reversed before its
// settlement day is not settled either.

import { toCents } from '../../spec/money';
import { classifyResultCode, isSuccessful } from '../../spec/result-codes';
import type { PaymentResponse } from '../payments/payment-response';
import type { PaymentRecord } from '../store/store';

export type RecordType = 'SETTLED' | 'CHARGEBACK' | 'CHARGEBACK REVERSAL';
export type TransactionType = 'DEBIT' | 'CREDIT' | 'REFUND';
export type Cashflow = 'POS' | 'NEG';

interface SettlementRule {
  recordType: RecordType;
  transactionType: TransactionType;
  cashflow: Cashflow;
  /** The fee in cents for an amount in cents. */
  fee(amountCents: number): number;
}

/** 1.40 % of the amount (half a cent up) plus 0.25. */
export const debitFee = (amountCents: number): number => Math.floor((amountCents * 140 + 5000) / 10000) + 25;

/** What each payment type becomes in the settlement, by its answer's paymentType. */
export const SETTLEMENT_RULES: Readonly<Record<string, SettlementRule>> = {
  DB: { recordType: 'SETTLED', transactionType: 'DEBIT', cashflow: 'POS', fee: debitFee },
  CP: { recordType: 'SETTLED', transactionType: 'DEBIT', cashflow: 'POS', fee: debitFee },
  RF: { recordType: 'SETTLED', transactionType: 'REFUND', cashflow: 'NEG', fee: () => 25 },
  CD: { recordType: 'SETTLED', transactionType: 'CREDIT', cashflow: 'NEG', fee: () => 25 },
  CB: { recordType: 'CHARGEBACK', transactionType: 'DEBIT', cashflow: 'NEG', fee: () => 1500 },
  CR: { recordType: 'CHARGEBACK REVERSAL', transactionType: 'DEBIT', cashflow: 'POS', fee: () => 0 },
};

/** One settled payment. */
export interface SettledTransaction {
  recordType: RecordType;
  transactionType: TransactionType;
  cashflow: Cashflow;
  /** The settled payment itself (a refund, a chargeback: their own ids). */
  payment: PaymentRecord;
  /**
   * The gateway payment the record is about (2.11 UniqueID): the payment itself, or for a
   * chargeback and its reversal the payment that was charged back.
   */
  uniqueId: string;
  /** Chargebacks and their reversals: the chargeback transaction (2.11 ChargebackId). */
  chargebackId?: string;
  amountCents: number;
  feeCents: number;
  currency: string;
  /** yyyy-MM-dd, the day after the payment's (UTC). */
  settlementDate: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** yyyy-MM-dd of a moment (UTC). */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);
/** The first moment of a yyyy-MM-dd day (UTC). */
export const startOfDay = (day: string): Date => new Date(`${day}T00:00:00.000Z`);
export const addDays = (day: string, days: number): string =>
  dayOf(new Date(startOfDay(day).getTime() + days * DAY_MS));

const referencedIdOf = (response: PaymentResponse): string | undefined =>
  typeof response.referencedId === 'string' ? response.referencedId : undefined;

/** A chargeback's result is its reason, in the chargeback class (000.100.2xx). */
const counts = (type: string, code: string): boolean =>
  isSuccessful(code) || (type === 'CB' && classifyResultCode(code) === 'chargeback');

/** What one payment's answer says about its settlement: the members the rule reads. */
export interface SettlementFacts {
  paymentType: unknown;
  resultCode: unknown;
  amount: unknown;
  currency: unknown;
}

/** The settlement of one payment, before the day's reversals are looked at. */
export interface Settlement {
  recordType: RecordType;
  transactionType: TransactionType;
  cashflow: Cashflow;
  amountCents: number;
  feeCents: number;
  currency: string;
}

/**
 * How a payment settles by its own answer, or undefined when it does not: the one rule both the
 * reports (`settle`) and the settlement ledger kept by the writes (./settlement-ledger.ts) apply.
 * A debit or capture reversed the day it was made is not settled either: that is the caller's to
 * see, from the day's reversals (`reverses`).
 */
export function settlementOf(facts: SettlementFacts): Settlement | undefined {
  const { paymentType, resultCode, currency } = facts;
  if (typeof paymentType !== 'string' || typeof resultCode !== 'string') return undefined;
  const rule = Object.hasOwn(SETTLEMENT_RULES, paymentType) ? SETTLEMENT_RULES[paymentType] : undefined;
  const amountCents = toCents(facts.amount);
  if (!rule || amountCents === undefined || !counts(paymentType, resultCode)) return undefined;
  return {
    recordType: rule.recordType,
    transactionType: rule.transactionType,
    cashflow: rule.cashflow,
    amountCents,
    feeCents: rule.fee(amountCents),
    currency: currency as string,
  };
}

/** Whether a payment of this type and result takes back the one it refers to (a successful reversal). */
export const reverses = (paymentType: unknown, resultCode: unknown): boolean =>
  paymentType === 'RV' && typeof resultCode === 'string' && isSuccessful(resultCode);

export const factsOf = (response: PaymentResponse): SettlementFacts => ({
  paymentType: response.paymentType,
  resultCode: response.result.code,
  amount: response.amount,
  currency: response.currency,
});

/** Finds a payment that is not among those being settled (a chargeback reversal's chargeback). */
export type PaymentLookup = (id: string) => PaymentRecord | undefined;

/**
 * The payment a settled transaction is about (2.11 UniqueID) and its chargeback (ChargebackId): a
 * chargeback is about the payment it refers to; a chargeback reversal about its chargeback's, when
 * `chargebackOf` finds that chargeback.
 */
export function recordLinks(
  payment: PaymentRecord,
  chargeback: PaymentRecord | undefined,
): { uniqueId: string; chargebackId?: string } {
  const { response } = payment;
  const reference = referencedIdOf(response);
  if (response.paymentType === 'CB') return { uniqueId: reference ?? payment.id, chargebackId: payment.id };
  if (response.paymentType === 'CR' && reference)
    return {
      uniqueId: (chargeback && referencedIdOf(chargeback.response)) ?? reference,
      chargebackId: reference,
    };
  return { uniqueId: payment.id };
}

/** The chargeback a chargeback reversal refers to, which `recordLinks` needs looked up; else undefined. */
export const chargebackReference = (payment: PaymentRecord): string | undefined =>
  payment.response.paymentType === 'CR' ? referencedIdOf(payment.response) : undefined;

/** One settled transaction of a payment that settles as `settlement`. */
export const settledTransaction = (
  payment: PaymentRecord,
  settlement: Settlement,
  chargeback: PaymentRecord | undefined,
): SettledTransaction => {
  const { uniqueId, chargebackId } = recordLinks(payment, chargeback);
  return {
    recordType: settlement.recordType,
    transactionType: settlement.transactionType,
    cashflow: settlement.cashflow,
    payment,
    uniqueId,
    ...(chargebackId ? { chargebackId } : {}),
    amountCents: settlement.amountCents,
    feeCents: settlement.feeCents,
    currency: settlement.currency,
    settlementDate: addDays(dayOf(payment.createdAt), 1),
  };
};

/**
 * The settled transactions among payments (in their order), each settled the day after it was
 * made. A chargeback reversal refers to its chargeback, which refers to the payment: `lookup`
 * finds a chargeback made on another day.
 */
export function settle(
  payments: readonly PaymentRecord[],
  lookup: PaymentLookup = () => undefined,
): SettledTransaction[] {
  const byId = new Map(payments.map((p) => [p.id, p]));
  // Reversed on the day it was made, so before its settlement: `${id} ${day}`.
  const reversed = new Set<string>();
  for (const { response, createdAt } of payments) {
    const reference = referencedIdOf(response);
    if (reference && reverses(response.paymentType, response.result.code))
      reversed.add(`${reference} ${dayOf(createdAt)}`);
  }
  const out: SettledTransaction[] = [];
  for (const payment of payments) {
    const settlement = settlementOf(factsOf(payment.response));
    if (!settlement || reversed.has(`${payment.id} ${dayOf(payment.createdAt)}`)) continue;
    const reference = chargebackReference(payment);
    const chargeback = reference === undefined ? undefined : (byId.get(reference) ?? lookup(reference));
    out.push(settledTransaction(payment, settlement, chargeback));
  }
  return out;
}
