// The settlement data of a period for one entity computed from its payments themselves: what
// settled from date.from to date.to (days up to today; a payment settles the day after it was
// made), grouped into aggregations. The reports read the settlement ledger instead
// (./settlement-ledger.ts, ./report.ts); this is what the ledger and the reports made from it are
// held to (their tests), the rule applied to every payment of the period at once.
import type { PaymentRecord } from '../store/store';
import { type Aggregation, aggregate } from './aggregations';
import { dayOf, settle, startOfDay } from './settlement';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where the payments are read: the store's (`ctx.store.reporting` and `ctx.store`), or a test's. */
export interface PaymentSource {
  paymentsCreatedBetween(entityId: string, from: Date, to: Date): Promise<PaymentRecord[]>;
  payment(id: string): Promise<PaymentRecord | undefined>;
}

/** The aggregations by day, then currency; their transactions in the order of the payments. */
export async function aggregationsFromScratch(
  source: PaymentSource,
  entityId: string,
  from: string,
  to: string,
  now: Date,
): Promise<Aggregation[]> {
  const today = dayOf(now);
  const lastDay = to < today ? to : today;
  if (lastDay < from) return [];
  // Settled on [from, lastDay] = made on [from - 1, lastDay - 1].
  const made = await source.paymentsCreatedBetween(
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
    const payment = await source.payment(reference);
    if (payment?.entityId === entityId) elsewhere.set(reference, payment);
  }
  return aggregate(
    entityId,
    settle(made, (id) => elsewhere.get(id)),
  );
}
