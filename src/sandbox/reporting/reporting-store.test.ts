import { afterEach, describe, expect, it } from 'vitest';
import { BACKENDS } from '../database/feature-backends';
import { sharedBackend } from '../database/shared-backend';
import { SECOND_MERCHANT } from '../merchants';
import type { PaymentRow } from '../store/core-rows';
import { aggregate } from './aggregations';
import { reconciliationCsv } from './reconciliation-record';
import { REPORTING_STORE } from './reporting-store';
import { REPORTING_PG_STORE } from './reporting-store-pg';
import { settle } from './settlement';

const E = SECOND_MERCHANT.entityId;
const OTHER = 'entity-o';
const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse('2026-11-21T00:00:00Z');

/** Settlement reporting's reads on `name`, over these payments inserted as they are. */
async function open(name: (typeof BACKENDS)[number], payments: readonly PaymentRow[]) {
  const backend = await sharedBackend(name, [REPORTING_PG_STORE]);
  for (const payment of payments) await backend.insert('payments', { ...payment });
  return { reads: backend.feature(REPORTING_STORE, REPORTING_PG_STORE).reads, close: () => backend.close() };
}

const row = (
  id: string,
  at: number,
  paymentType: string,
  extra: Record<string, unknown> = {},
  entityId = E,
): PaymentRow => ({
  id,
  entity_id: entityId,
  checkout_id: null,
  response: JSON.stringify({
    id,
    paymentType,
    paymentBrand: 'VISA',
    amount: '10.00',
    currency: 'EUR',
    descriptor: `1111.2222.${id.padStart(4, '0')} Shop; "quoted"`,
    result: { code: '000.100.110', description: 'Request successfully processed' },
    card: { bin: '420000', last4Digits: '0000', holder: 'Jane Doe' },
    merchantTransactionId: `order-${id}`,
    ...extra,
  }),
  created_at: at,
  pending_until: null,
});

// Inserted in this order: several at one millisecond, which the reports list as inserted.
const PAYMENTS: PaymentRow[] = [
  row('p0', T0 - 1, 'DB'),
  row('p1', T0, 'DB'),
  row('p3', T0 + 1000, 'DB', { currency: 'USD', amount: '5.50' }),
  row('p2', T0 + 1000, 'PA'),
  row('c2', T0 + 1000, 'CP', { referencedId: 'p2', amount: '7.25' }),
  row('p4', T0 + 2000, 'DB', { result: { code: '800.100.151', description: 'declined' } }),
  row('o1', T0 + 2000, 'DB', {}, OTHER),
  row('r1', T0 + DAY - 1, 'RF', { referencedId: 'p1', amount: '2.00' }),
  row('b1', T0 + DAY, 'CB', { referencedId: 'p3', currency: 'USD', result: { code: '000.100.220' } }),
  row('x1', T0 + DAY + 5, 'CR', { referencedId: 'b1', currency: 'USD' }),
  row('p5', T0 + 2 * DAY, 'DB'),
];

describe.each(BACKENDS)('settlement reporting’s reads on %s', (name) => {
  let close = async () => {};
  afterEach(() => close());

  it('lists the entity’s payments made in [from, to), oldest first, one instant as inserted', async () => {
    const backend = await open(name, PAYMENTS);
    close = backend.close;
    const between = async (from: number, to: number, entityId = E) =>
      (await backend.reads.paymentsCreatedBetween(entityId, new Date(from), new Date(to))).map((p) => p.id);
    expect(await between(T0, T0 + DAY)).toEqual(['p1', 'p3', 'p2', 'c2', 'p4', 'r1']);
    expect(await between(T0 - 1, T0 + 1)).toEqual(['p0', 'p1']);
    expect(await between(T0 + DAY, T0 + 2 * DAY)).toEqual(['b1', 'x1']);
    expect(await between(T0, T0)).toEqual([]);
    expect(await between(T0, T0 + DAY, OTHER)).toEqual(['o1']);
    const [first] = await backend.reads.paymentsCreatedBetween(E, new Date(T0), new Date(T0 + 1));
    expect(first).toEqual({
      id: 'p1',
      entityId: E,
      checkoutId: null,
      response: JSON.parse(PAYMENTS[1]?.response ?? ''),
      createdAt: new Date(T0),
    });
  });
});

describe('settlement reports on SQLite and on PostgreSQL', () => {
  it('make the same aggregations and the same reconciliation CSV from the same payments', async () => {
    const reports: string[] = [];
    for (const name of BACKENDS) {
      const backend = await open(name, PAYMENTS);
      try {
        const made = await backend.reads.paymentsCreatedBetween(
          E,
          new Date(T0 - DAY),
          new Date(T0 + 3 * DAY),
        );
        const aggregations = aggregate(E, settle(made));
        reports.push(
          aggregations
            .map(
              (a) =>
                `${a.settlementDate} ${a.currency} ${a.transactions.map((t) => t.payment.id).join(',')}\n` +
                reconciliationCsv(a.transactions, SECOND_MERCHANT),
            )
            .join('\n'),
        );
      } finally {
        await backend.close();
      }
    }
    const [sqlite, pg] = reports;
    expect(pg).toBe(sqlite);
    // Settled the day after, by currency; the authorisation and the decline are not settled.
    expect(sqlite?.split('\n').filter((line) => /^\d{4}-/.test(line))).toEqual([
      '2026-11-21 EUR p0',
      '2026-11-22 EUR p1,c2,r1',
      '2026-11-22 USD p3',
      '2026-11-23 USD b1,x1',
      '2026-11-24 EUR p5',
    ]);
    expect(sqlite).toContain('"1111.2222.00p1 Shop; ""quoted"""');
  });
});
