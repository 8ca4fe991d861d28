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

/** Finds a payment that is not among those being settled (a chargeback reversal's chargeback). */
export type PaymentLookup = (id: string) => PaymentRecord | undefined;

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
    if (response.paymentType === 'RV' && reference && isSuccessful(response.result.code))
      reversed.add(`${reference} ${dayOf(createdAt)}`);
  }
  const out: SettledTransaction[] = [];
  for (const payment of payments) {
    const { response } = payment;
    const rule = SETTLEMENT_RULES[response.paymentType];
    const amountCents = toCents(response.amount);
    if (!rule || amountCents === undefined || !counts(response.paymentType, response.result.code)) continue;
    if (reversed.has(`${payment.id} ${dayOf(payment.createdAt)}`)) continue;
    let uniqueId = payment.id;
    let chargebackId: string | undefined;
    const reference = referencedIdOf(response);
    if (response.paymentType === 'CB') {
      uniqueId = reference ?? payment.id;
      chargebackId = payment.id;
    } else if (response.paymentType === 'CR' && reference) {
      const chargeback = byId.get(reference) ?? lookup(reference);
      uniqueId = (chargeback && referencedIdOf(chargeback.response)) ?? reference;
      chargebackId = reference;
    }
    out.push({
      recordType: rule.recordType,
      transactionType: rule.transactionType,
      cashflow: rule.cashflow,
      payment,
      uniqueId,
      ...(chargebackId ? { chargebackId } : {}),
      amountCents,
      feeCents: rule.fee(amountCents),
      currency: response.currency,
      settlementDate: addDays(dayOf(payment.createdAt), 1),
    });
  }
  return out;
}
