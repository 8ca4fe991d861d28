// Settlement aggregations: the settled transactions of one settlement day and currency. Their id
// is derived from the entity, the day and the currency, so it stays the same however often a
// report is asked for, and never names another entity's aggregation.
import { createHash } from 'node:crypto';
import type { SettledTransaction } from './settlement';

export interface Aggregation {
  /** 32 lowercase hex characters. */
  id: string;
  settlementDate: string;
  currency: string;
  /** In the order of the payments (oldest first). */
  transactions: SettledTransaction[];
}

export const aggregationId = (entityId: string, settlementDate: string, currency: string): string =>
  createHash('sha256')
    .update(`settlement ${entityId} ${settlementDate} ${currency}`)
    .digest('hex')
    .slice(0, 32);

/** The aggregations of an entity's settled transactions, by settlement day, then currency. */
export function aggregate(entityId: string, settled: readonly SettledTransaction[]): Aggregation[] {
  const groups = new Map<string, Aggregation>();
  for (const tx of settled) {
    const key = `${tx.settlementDate} ${tx.currency}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        id: aggregationId(entityId, tx.settlementDate, tx.currency),
        settlementDate: tx.settlementDate,
        currency: tx.currency,
        transactions: [],
      };
      groups.set(key, group);
    }
    group.transactions.push(tx);
  }
  return [...groups.values()].sort(
    (a, b) => a.settlementDate.localeCompare(b.settlementDate) || a.currency.localeCompare(b.currency),
  );
}

/** Σ of the signed amounts (POS adds, NEG takes away) and of the fees, in cents. */
export function totals(aggregation: Aggregation): { amountCents: number; feeCents: number } {
  let amountCents = 0;
  let feeCents = 0;
  for (const tx of aggregation.transactions) {
    amountCents += tx.cashflow === 'POS' ? tx.amountCents : -tx.amountCents;
    feeCents += tx.feeCents;
  }
  return { amountCents, feeCents };
}
