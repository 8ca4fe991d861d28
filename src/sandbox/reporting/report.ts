// The settlement data of a period for one entity: what settled from date.from to date.to (days
// up to today; a payment settles the day after it was made), grouped into aggregations.
import type { SandboxContext } from '../context';
import type { PaymentRecord } from '../store/store';
import { type Aggregation, aggregate } from './aggregations';
import { dayOf, type SettledTransaction, settle, startOfDay } from './settlement';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function aggregationsOf(
  ctx: SandboxContext,
  entityId: string,
  from: string,
  to: string,
  now: Date,
): Promise<Aggregation[]> {
  const today = dayOf(now);
  const lastDay = to < today ? to : today;
  if (lastDay < from) return [];
  // Settled on [from, lastDay] = made on [from - 1, lastDay - 1].
  const made = await ctx.store.reporting.paymentsCreatedBetween(
    entityId,
    new Date(startOfDay(from).getTime() - DAY_MS),
    startOfDay(lastDay),
  );
  // A chargeback reversal settles with the payment its chargeback (made on another day) refers to.
  const elsewhere = new Map<string, PaymentRecord>();
  const inPeriod = new Set(made.map((payment) => payment.id));
  for (const { response } of made) {
    const reference = response.paymentType === 'CR' ? response.referencedId : undefined;
    if (typeof reference !== 'string' || inPeriod.has(reference) || elsewhere.has(reference)) continue;
    const payment = await ctx.store.payment(reference);
    if (payment?.entityId === entityId) elsewhere.set(reference, payment);
  }
  return aggregate(
    entityId,
    settle(made, (id) => elsewhere.get(id)),
  );
}

export type SortOrder = 'ASC' | 'DESC';

/**
 * sortValue=SettlementTxDate (the only key), sortOrder ASC or DESC in either case: by the time of
 * the transaction; without either, in the order the transactions were made (ASC).
 */
export function sortedTransactions(
  aggregation: Aggregation,
  sortOrder: string | undefined,
): SettledTransaction[] {
  const ascending = aggregation.transactions;
  return sortOrder?.toUpperCase() === 'DESC' ? [...ascending].reverse() : [...ascending];
}
