// The query reads what it selects by from an index (the payment type's, the short id's), on both
// databases, and finds what a plain reading of every payment finds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACK_OFFICE_PG_STORE } from '../backoffice/back-office-store-pg';
import { BACKENDS } from '../database/feature-backends';
import { MIGRATIONS } from '../database/schema';
import { type SharedBackend, sharedBackend } from '../database/shared-backend';
import type { PaymentRow } from '../store/core-rows';
import { openDatabase } from '../store/open-database';
import type { QueryCriteria } from './criteria';
import { paymentMethodOfBrand } from './payment-methods';
import { PG_QUERY_DIALECT, SQLITE_QUERY_DIALECT } from './query-dialect';
import { querySql } from './query-sql';
import { QUERY_STORE } from './query-store';
import { QUERY_PG_STORE } from './query-store-pg';

const E = 'entity-q';
const OTHER = 'entity-o';
const T0 = Date.parse('2026-11-21T12:00:00Z');

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

const TYPES = ['DB', 'PA', 'CP', 'RF', 'RV', 'CB', 'CR', 'RI'];
const SHORT_IDS = ['1000.0000.0001', '1000.0000.0002', '1000.0000.00023', 'x y'];
const BRANDS = ['VISA', 'MASTER', 'MADA', 'DIRECTDEBIT_SEPA', 'PAYPAL', 'EPS', 'APPLEPAY', 'FOO', 'Visa'];
const INSTRUMENTS = [
  { card: { bin: '420000' } },
  { bankAccount: { iban: 'x' } },
  { virtualAccount: { accountId: 'y' } },
  { card: null },
  {},
];

/** 2,000 payments of two merchants over 100 seconds, in a random order of insertion. */
function payments(): PaymentRow[] {
  const { next, pick } = random(20261123);
  return Array.from({ length: 2000 }, (_, i) => {
    const id = `g${i}`;
    const descriptor = next() < 0.8 ? { descriptor: `${pick(SHORT_IDS)} Shop ${i}` } : {};
    return {
      id,
      entity_id: next() < 0.8 ? E : OTHER,
      checkout_id: null,
      response: JSON.stringify({
        id,
        paymentType: pick(TYPES),
        paymentBrand: pick(BRANDS),
        result: { code: '000.100.110' },
        ...(next() < 0.5 ? { merchantTransactionId: pick(['o-1', 'o-2']) } : {}),
        ...descriptor,
        ...pick(INSTRUMENTS),
      }),
      created_at: T0 + Math.floor(next() * 100) * 1000,
      pending_until: null,
    };
  });
}

/** What the query finds, by reading every payment: the criteria as documented (no linked transactions). */
function expected(all: readonly PaymentRow[], c: QueryCriteria): string[] {
  const methodOf = (r: Record<string, unknown>) =>
    paymentMethodOfBrand(r.paymentBrand as string) ??
    ('bankAccount' in r ? 'DD' : 'virtualAccount' in r ? 'VA' : 'card' in r ? 'CC' : undefined);
  return all
    .map((row, inserted) => ({ row, inserted, r: JSON.parse(row.response) as Record<string, unknown> }))
    .filter(
      ({ row, r }) =>
        row.entity_id === c.entityId &&
        (c.merchantTransactionId === undefined || r.merchantTransactionId === c.merchantTransactionId) &&
        (c.from === undefined || row.created_at >= c.from) &&
        (c.until === undefined || row.created_at < c.until) &&
        (c.shortId === undefined ||
          (typeof r.descriptor === 'string' && r.descriptor.startsWith(`${c.shortId} `))) &&
        (c.paymentTypes === undefined || c.paymentTypes.includes(r.paymentType as string)) &&
        (c.paymentMethods === undefined || c.paymentMethods.includes(methodOf(r) as string)),
    )
    .sort((a, b) => b.row.created_at - a.row.created_at || b.inserted - a.inserted)
    .slice(0, c.limit)
    .map(({ row }) => row.id);
}

describe.each(BACKENDS)('the query’s indexes on %s', (name) => {
  let backend: SharedBackend;
  const all = payments();
  beforeAll(async () => {
    backend = await sharedBackend(name, [BACK_OFFICE_PG_STORE, QUERY_PG_STORE]);
    for (const row of all) await backend.insert('payments', { ...row });
    await backend.pg?.run('ANALYZE payments');
  });
  afterAll(() => backend.close());

  it('finds what reading every payment finds', async () => {
    const { next, pick } = random(20261124);
    const { find } = backend.feature(QUERY_STORE, QUERY_PG_STORE).reads;
    let found = 0;
    for (let i = 0; i < 300; i++) {
      const from = T0 + Math.floor(next() * 100) * 1000;
      const criteria: QueryCriteria = {
        entityId: next() < 0.9 ? E : OTHER,
        includeLinked: false,
        limit: pick([1, 3, 100, 500]),
        ...(next() < 0.2 ? { merchantTransactionId: pick(['o-1', 'o-2', 'o-3']) } : {}),
        ...(next() < 0.6 ? { from, until: from + Math.floor(next() * 60) * 1000 } : {}),
        ...(next() < 0.3 ? { shortId: pick([...SHORT_IDS, '1000.0000']) } : {}),
        ...(next() < 0.5 ? { paymentTypes: [...TYPES, 'CD'].filter(() => next() < 0.3) } : {}),
        ...(next() < 0.3
          ? { paymentMethods: ['CC', 'DC', 'DD', 'VA', 'OT', 'WA'].filter(() => next() < 0.4) }
          : {}),
      };
      const ids = (await find(criteria)).map((p) => p.id);
      expect(ids, JSON.stringify(criteria)).toEqual(expected(all, criteria));
      found += ids.length;
    }
    expect(found).toBeGreaterThan(5000);
  });

  /** The plan of the query's statement for these criteria. */
  async function plan(criteria: QueryCriteria): Promise<string> {
    if (name === 'sqlite') {
      // The shared backend's SQLite is its own; the plan is the statement's, on the same schema.
      const db = openDatabase(':memory:', MIGRATIONS);
      try {
        const { sql, values } = querySql(criteria, SQLITE_QUERY_DIALECT);
        const rows = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(Object.fromEntries(values)) as {
          detail: string;
        }[];
        return rows.map((row) => row.detail).join('\n');
      } finally {
        db.close();
      }
    }
    const { sql, values } = querySql(criteria, PG_QUERY_DIALECT);
    const rows = await backend.pg?.rows<{ 'QUERY PLAN': string }>(
      `EXPLAIN ${sql}`,
      values.map(([, value]) => value),
    );
    return (rows ?? []).map((row) => row['QUERY PLAN']).join('\n');
  }

  const ninetyDays = {
    entityId: E,
    includeLinked: false,
    limit: 100,
    from: T0 - 90 * 86_400_000,
    until: T0 + 1,
  };

  it('reads the payment types asked for from their index, each newest first', async () => {
    const found = await plan({ ...ninetyDays, paymentTypes: ['CD', 'RV'] });
    expect(found).toMatch(/payments_by_type/);
    expect(found).not.toMatch(/payments_by_entity_time|SCAN p\b|Seq Scan/);
  });

  it('looks a short id up in its index', async () => {
    const found = await plan({ ...ninetyDays, shortId: '1000.0000.0001' });
    expect(found).toMatch(/payments_by_short_id/);
    expect(found).not.toMatch(/payments_by_entity_time|SCAN p\b|Seq Scan/);
  });
});
