// The settlement data of a period for one entity: what settled from date.from to date.to (days
// up to today; a payment settles the day after it was made), grouped into aggregations.
import type { SandboxContext } from '../context';
import { type Aggregation, aggregate } from './aggregations';
import { dayOf, type SettledTransaction, settle, startOfDay } from './settlement';

const DAY_MS = 24 * 60 * 60 * 1000;

export function aggregationsOf(
  ctx: SandboxContext,
  entityId: string,
  from: string,
  to: string,
  now: Date,
): Aggregation[] {
  const today = dayOf(now);
  const lastDay = to < today ? to : today;
  if (lastDay < from) return [];
  // Settled on [from, lastDay] = made on [from - 1, lastDay - 1].
  const made = ctx.store.reporting.paymentsCreatedBetween(
    entityId,
    new Date(startOfDay(from).getTime() - DAY_MS),
    startOfDay(lastDay),
  );
  const sameEntity = (id: string) => {
    const payment = ctx.store.payment(id);
    return payment?.entityId === entityId ? payment : undefined;
  };
  return aggregate(entityId, settle(made, sameEntity));
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
