import { afterEach, describe, expect, it } from 'vitest';
import { BACK_OFFICE_PG_STORE } from '../backoffice/back-office-store-pg';
import { BACKENDS } from '../database/feature-backends';
import { sharedBackend } from '../database/shared-backend';
import type { PaymentRow } from '../store/core-rows';
import type { QueryCriteria } from './criteria';
import { QUERY_STORE } from './query-store';
import { QUERY_PG_STORE } from './query-store-pg';

const T0 = Date.parse('2026-11-21T12:00:00Z');
const E = 'entity-q';
const OTHER = 'entity-o';

/** A back-office link (../backoffice/schema.ts), as the query follows it. */
interface LinkRow {
  id: string;
  referenced_id: string;
  entity_id: string;
  payment_type: 'CP' | 'RF' | 'RV' | 'CB' | 'CR';
  amount_cents: number;
  final: 0 | 1;
  created_at: number;
}

/** The query on `name`, over the core tables and the back office's, and a way to fill them. */
async function open(name: (typeof BACKENDS)[number]) {
  const backend = await sharedBackend(name, [BACK_OFFICE_PG_STORE, QUERY_PG_STORE]);
  return {
    reads: backend.feature(QUERY_STORE, QUERY_PG_STORE).reads,
    async load(payments: readonly PaymentRow[], links: readonly LinkRow[]) {
      for (const payment of payments) await backend.insert('payments', { ...payment });
      for (const link of links) await backend.insert('back_office_operations', { ...link });
    },
    close: () => backend.close(),
  };
}

const row = (id: string, at: number, response: Record<string, unknown>, entityId = E): PaymentRow => ({
  id,
  entity_id: entityId,
  checkout_id: null,
  response: JSON.stringify({ id, paymentType: 'DB', result: { code: '000.100.110' }, ...response }),
  created_at: at,
  pending_until: null,
});
const CARD = { card: { bin: '420000', last4Digits: '0000' } };
const link = (op: PaymentRow, referencedId: string, type: LinkRow['payment_type']): LinkRow => ({
  id: op.id,
  referenced_id: referencedId,
  entity_id: op.entity_id,
  payment_type: type,
  amount_cents: 100,
  final: 0,
  created_at: op.created_at,
});

// Inserted in this order: a3 after a2 at the same millisecond, so newest first puts a3 before a2.
const PAYMENTS: PaymentRow[] = [
  row('a1', T0, {
    paymentBrand: 'VISA',
    merchantTransactionId: 'order-1',
    descriptor: '1111.2222.3333 Shop',
    ...CARD,
  }),
  row('o1', T0 + 500, { paymentBrand: 'VISA', merchantTransactionId: 'order-1', ...CARD }, OTHER),
  row('a2', T0 + 1000, {
    paymentType: 'PA',
    paymentBrand: 'MASTER',
    merchantTransactionId: 'order-1',
    ...CARD,
  }),
  row('a3', T0 + 1000, { paymentBrand: 'VISA', merchantTransactionId: 'Order-1', ...CARD }),
  row('a4', T0 + 2000, {
    paymentBrand: 'DIRECTDEBIT_SEPA',
    merchantTransactionId: 'order-%',
    bankAccount: { iban: 'DE89…3000' },
  }),
  row('a5', T0 + 3000, { paymentBrand: 'PAYPAL', virtualAccount: { accountId: 'shopper-1' } }),
  row('a6', T0 + 4000, { paymentBrand: 'EPS', merchantTransactionId: 'zahlung-ü-1' }),
  row('a7', T0 + 5000, { paymentBrand: 'APPLEPAY', ...CARD }),
  // Brands the sandbox does not know: the method follows the instrument; none without one.
  row('a8', T0 + 6000, { paymentBrand: 'FOO', bankAccount: null }),
  row('a9', T0 + 7000, { paymentBrand: 'BAR' }),
  row('a10', T0 + 8000, { paymentBrand: 'MADA', descriptor: '1111.2222.33334 Other', ...CARD }),
  row('c1', T0 + 10_000, { paymentType: 'CP', paymentBrand: 'MASTER', referencedId: 'a2', ...CARD }),
  row('r1', T0 + 11_000, { paymentType: 'RF', paymentBrand: 'MASTER', referencedId: 'c1', ...CARD }),
  row('v1', T0 + 12_000, { paymentType: 'RV', paymentBrand: 'VISA', referencedId: 'a1', ...CARD }),
  // Another merchant's operation linked to this merchant's payment: never shown to this one.
  row('o2', T0 + 13_000, { paymentType: 'RF', paymentBrand: 'MASTER', referencedId: 'a2', ...CARD }, OTHER),
];
const byId = new Map(PAYMENTS.map((p) => [p.id, p]));
const op = (id: string) => byId.get(id) as PaymentRow;
const LINKS: LinkRow[] = [link(op('c1'), 'a2', 'CP'), link(op('r1'), 'c1', 'RF'), link(op('v1'), 'a1', 'RV')];
LINKS.push(link(op('o2'), 'a2', 'RF'));

describe.each(BACKENDS)('the query’s search on %s', (name) => {
  let close = async () => {};
  afterEach(() => close());
  const loaded = async () => {
    const backend = await open(name);
    close = backend.close;
    await backend.load(PAYMENTS, LINKS);
    return async (criteria: Partial<QueryCriteria>) =>
      (await backend.reads.find({ entityId: E, includeLinked: false, limit: 100, ...criteria })).map(
        (p) => p.id,
      );
  };

  it('finds by merchantTransactionId exactly: case, % and _ are themselves', async () => {
    const find = await loaded();
    expect(await find({ merchantTransactionId: 'order-1' })).toEqual(['a2', 'a1']);
    expect(await find({ merchantTransactionId: 'Order-1' })).toEqual(['a3']);
    expect(await find({ merchantTransactionId: 'order-%' })).toEqual(['a4']);
    expect(await find({ merchantTransactionId: 'order-_' })).toEqual([]);
    expect(await find({ merchantTransactionId: 'ORDER-1' })).toEqual([]);
    expect(await find({ merchantTransactionId: 'zahlung-ü-1' })).toEqual(['a6']);
    expect(await find({ merchantTransactionId: 'order-1', entityId: OTHER })).toEqual(['o1']);
  });

  it('finds by time frame, from inclusive, until exclusive, one instant newest inserted first', async () => {
    const find = await loaded();
    expect(await find({ from: T0 + 1000, until: T0 + 2000 })).toEqual(['a3', 'a2']);
    expect(await find({ from: T0, until: T0 + 1001 })).toEqual(['a3', 'a2', 'a1']);
    expect(await find({ from: T0 + 12_000 })).toEqual(['v1']);
    expect(await find({ until: T0 + 1 })).toEqual(['a1']);
    expect(await find({ limit: 3 })).toEqual(['v1', 'r1', 'c1']);
    expect(await find({ from: T0, until: T0 + 1001, limit: 2 })).toEqual(['a3', 'a2']);
  });

  it('finds by id, only the merchant’s own', async () => {
    const find = await loaded();
    expect(await find({ id: 'a2' })).toEqual(['a2']);
    expect(await find({ id: 'o1' })).toEqual([]);
    expect(await find({ id: 'a2', entityId: OTHER })).toEqual([]);
    expect(await find({ id: 'none' })).toEqual([]);
  });

  it('finds by shortId as the descriptor’s first word', async () => {
    const find = await loaded();
    expect(await find({ shortId: '1111.2222.3333' })).toEqual(['a1']);
    expect(await find({ shortId: '1111.2222.33334' })).toEqual(['a10']);
    expect(await find({ shortId: '1111.2222' })).toEqual([]);
    expect(await find({ shortId: '1111.2222.3333', from: T0 + 1 })).toEqual([]);
  });

  it('filters by payment type and by payment method', async () => {
    const find = await loaded();
    expect(await find({ paymentTypes: ['PA'] })).toEqual(['a2']);
    expect(await find({ paymentTypes: ['CP', 'RF'] })).toEqual(['r1', 'c1']);
    expect(await find({ paymentTypes: ['db'] })).toEqual([]);
    expect(await find({ paymentMethods: ['CC'] })).toEqual(['v1', 'r1', 'c1', 'a3', 'a2', 'a1']);
    expect(await find({ paymentMethods: ['DC'] })).toEqual(['a10']);
    expect(await find({ paymentMethods: ['DD'] })).toEqual(['a8', 'a4']);
    expect(await find({ paymentMethods: ['VA', 'OT'] })).toEqual(['a6', 'a5']);
    expect(await find({ paymentMethods: ['WA'] })).toEqual(['a7']);
    expect(await find({ paymentMethods: ['CC'], paymentTypes: ['DB'], from: T0 + 1 })).toEqual(['a3']);
    expect(await find({ paymentMethods: [] })).toEqual([]);
  });

  it('adds the whole tree of what it finds with includeLinked, then filters and limits it', async () => {
    const find = await loaded();
    const linked = { includeLinked: true };
    expect(await find({ ...linked, merchantTransactionId: 'order-1' })).toEqual([
      'v1',
      'r1',
      'c1',
      'a2',
      'a1',
    ]);
    expect(await find({ ...linked, id: 'r1' })).toEqual(['r1', 'c1', 'a2']);
    expect(await find({ ...linked, id: 'a2', paymentTypes: ['RF'] })).toEqual(['r1']);
    expect(await find({ ...linked, id: 'a2', limit: 2 })).toEqual(['r1', 'c1']);
    expect(await find({ ...linked, id: 'a5' })).toEqual(['a5']);
    expect(await find({ ...linked, id: 'o2' })).toEqual([]);
    expect(await find({ ...linked, id: 'o2', entityId: OTHER })).toEqual(['o2']);
    expect(await find({ ...linked, from: T0 + 10_000, until: T0 + 10_001 })).toEqual(['r1', 'c1', 'a2']);
  });

  it('reads the payment back as stored', async () => {
    const backend = await open(name);
    close = backend.close;
    await backend.load([{ ...op('a1'), pending_until: T0 + 60_000 }], []);
    const [found] = await backend.reads.find({ entityId: E, id: 'a1', includeLinked: false, limit: 100 });
    expect(found).toEqual({
      id: 'a1',
      entityId: E,
      checkoutId: null,
      response: JSON.parse(op('a1').response),
      createdAt: new Date(T0),
      pendingUntil: new Date(T0 + 60_000),
    });
  });
});

/** A small deterministic generator (mulberry32), so that a failure can be run again. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
}

describe('the query on SQLite and on PostgreSQL', () => {
  it('answers 400 generated searches over the same generated payments with the same rows in the same order', async () => {
    const { next, pick } = random(20261121);
    const brands = ['VISA', 'MASTER', 'MADA', 'DIRECTDEBIT_SEPA', 'PAYPAL', 'EPS', 'APPLEPAY', 'FOO', 'Visa'];
    const instruments = [
      CARD,
      { bankAccount: { iban: 'x' } },
      { virtualAccount: { accountId: 'y' } },
      { card: null },
      {},
    ];
    const references = ['o-1', 'O-1', 'o-2', 'o_2', 'o%', 'ü-3', ''];
    const shortIds = ['1000.0000.0001', '1000.0000.0002', '1000.0000.00023'];
    const types = ['DB', 'PA', 'CP', 'RF', 'RV', 'CB', 'CR', 'RI'];
    const payments: PaymentRow[] = [];
    const links: LinkRow[] = [];
    for (let i = 0; i < 300; i++) {
      const entityId = next() < 0.8 ? E : OTHER;
      const reference = pick(references);
      const payment = row(
        `g${i}`,
        T0 + Math.floor(next() * 40) * 1000,
        {
          paymentType: pick(types),
          paymentBrand: pick(brands),
          ...(reference ? { merchantTransactionId: reference } : {}),
          ...(next() < 0.7 ? { descriptor: `${pick(shortIds)} Shop` } : {}),
          ...pick(instruments),
        },
        entityId,
      );
      payments.push(payment);
      // A third refer to an earlier one, mostly of the same merchant.
      const earlier = payments[Math.floor(next() * i)];
      if (earlier && next() < 0.33)
        links.push(link(payment, earlier.id, pick(['CP', 'RF', 'RV', 'CB', 'CR'] as const)));
    }
    const sqlite = await open('sqlite');
    const pg = await open('postgresql');
    try {
      for (const backend of [sqlite, pg]) await backend.load(payments, links);
      let found = 0;
      for (let i = 0; i < 400; i++) {
        const from = T0 + Math.floor(next() * 40) * 1000;
        const criteria: QueryCriteria = {
          entityId: next() < 0.9 ? E : OTHER,
          includeLinked: next() < 0.4,
          limit: pick([1, 3, 100, 500]),
          ...(next() < 0.15 ? { id: `g${Math.floor(next() * 310)}` } : {}),
          ...(next() < 0.4 ? { merchantTransactionId: pick(references) } : {}),
          ...(next() < 0.4 ? { from, until: from + Math.floor(next() * 20) * 1000 } : {}),
          ...(next() < 0.2 ? { shortId: pick(shortIds) } : {}),
          ...(next() < 0.3 ? { paymentTypes: types.filter(() => next() < 0.4) } : {}),
          ...(next() < 0.3
            ? { paymentMethods: ['CC', 'DC', 'DD', 'VA', 'OT', 'WA'].filter(() => next() < 0.4) }
            : {}),
        };
        const [a, b] = await Promise.all([sqlite.reads.find(criteria), pg.reads.find(criteria)]);
        expect(b, JSON.stringify(criteria)).toEqual(a);
        found += a.length;
      }
      // The searches found something: the comparison is not of empty lists.
      expect(found).toBeGreaterThan(2000);
    } finally {
      await sqlite.close();
      await pg.close();
    }
  });
});
