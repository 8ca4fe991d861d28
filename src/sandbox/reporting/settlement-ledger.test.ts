// The settlement ledger kept by the writes against the settlement computed from the payments
// themselves (./settlement-from-scratch.ts), on both databases: for any sequence of payments,
// completions of pending ones and back-office operations, every aggregation (count, sums, the
// clearing institute of its first record) and every aggregation's records in order are the same.
import type Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCents } from '../../spec/money';
import type { BackOfficeType } from '../../spec/rules/back-office-rules';
import type { BackOfficeOutcome, BackOfficeRecord } from '../backoffice/back-office-store';
import { BACK_OFFICE_PG_STORE } from '../backoffice/back-office-store-pg';
import { withCoreFixtures } from '../database/core-fixtures';
import { BACKENDS } from '../database/feature-backends';
import { MIGRATIONS } from '../database/schema';
import { sharedBackend } from '../database/shared-backend';
import { sandboxWriteTable } from '../database/write-tables';
import { QUERY_PG_STORE } from '../query/query-store-pg';
import { type PaymentRow, toPayment } from '../store/core-rows';
import { openDatabase } from '../store/open-database';
import type { PaymentRecord } from '../store/store';
import { batchRunner } from '../store/write-table';
import { writeResult } from '../store/writer';
import { totals } from './aggregations';
import {
  LEDGER_READS,
  REPORTING_STORE,
  type RecordKey,
  type RecordRow,
  type TotalsRow,
} from './reporting-store';
import { LEDGER_PG_READS, REPORTING_PG_STORE } from './reporting-store-pg';
import { aggregationsFromScratch } from './settlement-from-scratch';
import { fillSettlementLedger } from './settlement-ledger';
import { withSettlementLedgerPg } from './settlement-ledger-pg';

const HOUR = 3600_000;
const T0 = Date.parse('2026-11-20T00:00:00Z');
const PERIOD = { from: '2026-01-01', to: '2027-12-31', now: new Date('2028-01-01T00:00:00Z') };

/** How the ledger's database is written and read, as the sandbox does on each. */
interface LedgerBackend {
  insertPayment(row: PaymentRow): Promise<void>;
  completePayment(id: string, responseJson: string): Promise<void>;
  record(operation: BackOfficeRecord): Promise<void>;
  aggregations(entityId: string): Promise<TotalsRow[]>;
  records(entityId: string, aggregation: TotalsRow, descending: boolean): Promise<RecordRow[]>;
  paymentsCreatedBetween(entityId: string, from: Date, to: Date): Promise<PaymentRecord[]>;
  payment(id: string): Promise<PaymentRecord | undefined>;
  /** SQLite: the ledger made again from every payment, as the migration that adds it does. */
  refill?(): void;
  /** The reporting reads as the store offers them. */
  reads: AsyncReads;
  /** The plan of a statement of the ledger's reads, with its values (named on SQLite, in order on PostgreSQL). */
  explain(sql: string, values: Record<string, unknown> | unknown[]): Promise<string>;
  close(): Promise<void>;
}

const [REPORTING_WITH_FIXTURES, REPORTING_PG_WITH_FIXTURES] = withCoreFixtures(
  REPORTING_STORE,
  REPORTING_PG_STORE,
);

type Reads = ReturnType<typeof REPORTING_WITH_FIXTURES.reads>;
type AsyncReads = {
  [K in keyof Reads]: (...args: Parameters<Reads[K]>) => Promise<Awaited<ReturnType<Reads[K]>>>;
};

function readsOf(reads: AsyncReads) {
  return {
    aggregations: (entityId: string) =>
      reads.aggregations({
        entityId,
        from: PERIOD.from,
        to: PERIOD.to,
        currency: null,
        after: null,
        limit: 1000,
      }),
    records: (entityId: string, aggregation: TotalsRow, descending: boolean) =>
      reads.records({
        entityId,
        date: aggregation.settlement_date,
        currency: aggregation.currency,
        descending,
        after: null,
        limit: 1000,
      }),
    paymentsCreatedBetween: reads.paymentsCreatedBetween,
    payment: async (id: string) => {
      const row = await reads.paymentRow(id);
      return row && toPayment(row);
    },
  };
}

/** SQLite: every write through the sandbox's own write table (ledger and outbox), one transaction each. */
function sqliteBackend(): LedgerBackend {
  const db: Database.Database = openDatabase(':memory:', MIGRATIONS);
  const run = batchRunner(db, sandboxWriteTable(db));
  const write = (name: string, args: unknown[]) => writeResult(run([[name, args]])[0], name);
  const reads = REPORTING_WITH_FIXTURES.reads(db);
  const asyncReads = Object.fromEntries(
    Object.entries(reads).map(([name, fn]) => [
      name,
      async (...args: unknown[]) => (fn as (...a: unknown[]) => unknown)(...args),
    ]),
  ) as unknown as AsyncReads;
  return {
    insertPayment: async (row) => {
      write('core.insertPayment', [row, false]);
    },
    completePayment: async (id, json) => {
      write('core.completePayment', [id, json, false]);
    },
    record: async (operation) => {
      write('backOffice.record', [operation]);
    },
    ...readsOf(asyncReads),
    reads: asyncReads,
    explain: async (sql, values) =>
      (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(values) as { detail: string }[])
        .map((r) => r.detail)
        .join('\n'),
    refill: () => db.transaction(() => fillSettlementLedger(db))(),
    close: async () => {
      db.close();
    },
  };
}

/**
 * PostgreSQL: the payment's write and the ledger's update in one transaction, as the store on
 * PostgreSQL runs what goes along with a write. The back office's `record` takes its own
 * transaction here (joining it to another is the store's), then the ledger follows it.
 */
async function pgBackend(): Promise<LedgerBackend> {
  const backend = await sharedBackend('postgresql', [
    BACK_OFFICE_PG_STORE,
    QUERY_PG_STORE,
    REPORTING_PG_STORE,
  ]);
  const db = backend.pg;
  if (!db) throw new Error('no PostgreSQL database');
  const ledger = withSettlementLedgerPg();
  const along = (name: string) => ledger.get(name) as NonNullable<ReturnType<typeof ledger.get>>;
  const backOffice = BACK_OFFICE_PG_STORE.writes(db);
  const reads = backend.feature(REPORTING_WITH_FIXTURES, REPORTING_PG_WITH_FIXTURES).reads;
  return {
    insertPayment: (row) =>
      db.tx(async (sql) => {
        await sql.run(
          `INSERT INTO payments (id, entity_id, checkout_id, response, created_at, pending_until)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [row.id, row.entity_id, row.checkout_id, row.response, row.created_at, row.pending_until],
        );
        await along('core.insertPayment')(sql, [row, false], true);
      }),
    completePayment: (id, json) =>
      db.tx(async (sql) => {
        const changed = await sql.run(
          'UPDATE payments SET response = $1, pending_until = NULL WHERE id = $2 AND pending_until IS NOT NULL',
          [json, id],
        );
        await along('core.completePayment')(sql, [id, json, false], changed > 0 ? 'completed' : 'notPending');
      }),
    record: async (operation) => {
      const outcome: BackOfficeOutcome = await backOffice.record(operation);
      await db.tx((sql) => along('backOffice.record')(sql, [operation], outcome));
    },
    ...readsOf(reads),
    reads,
    // Whether the statement can be served by the index: the test tables are too small for the
    // planner to prefer it on its own.
    explain: (sql, values) =>
      db.tx(async (q) => {
        await q.run('SET LOCAL enable_seqscan = off');
        const rows = await q.rows<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, values as unknown[]);
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      }),
    close: () => backend.close(),
  };
}

// ---------------------------------------------------------------------------------------------
// What happens: payments of two merchants over four days (often at the same hour, so the order of
// insertion decides), pending ones completed, back-office operations on earlier payments.

const at = fc.record({ day: fc.integer({ min: 0, max: 3 }), hour: fc.integer({ min: 0, max: 23 }) });
const pay = fc.record({
  kind: fc.constant('pay' as const),
  entity: fc.integer({ min: 0, max: 1 }),
  type: fc.constantFrom('DB', 'DB', 'PA', 'CD', 'RI'),
  amount: fc.constantFrom('12.50', '100.00', '0.05', '7', '1,00'),
  currency: fc.constantFrom('EUR', 'USD'),
  outcome: fc.constantFrom('approved', 'approved', 'approved', 'declined', 'pending'),
  at,
  clearingInstitute: fc.constantFrom(undefined, 'Sandbox INTERNAL simulator', 'Other Acquirer'),
});
const complete = fc.record({
  kind: fc.constant('complete' as const),
  target: fc.nat(),
  approved: fc.boolean(),
});
const operate = fc.record({
  kind: fc.constant('operate' as const),
  type: fc.constantFrom<BackOfficeType>('CP', 'RF', 'RV', 'RV', 'CB', 'CR'),
  target: fc.nat(),
  amount: fc.constantFrom(null, '1.00', '5.00'),
  approved: fc.constantFrom(true, true, true, false),
  // Hours after the payment it refers to: the same day, or a later one.
  after: fc.constantFrom(0, 1, 5, 30),
});
const OPERATIONS = fc.array(fc.oneof(pay, pay, complete, operate, operate), { minLength: 1, maxLength: 40 });
type Operation = typeof OPERATIONS extends fc.Arbitrary<Array<infer O>> ? O : never;

const RESULTS = {
  approved: { code: '000.100.110', description: 'Request successfully processed' },
  declined: { code: '800.100.151', description: 'transaction declined (invalid card)' },
  pending: { code: '000.200.000', description: 'transaction pending' },
  chargeback: { code: '000.100.220', description: 'Fraudulent Transaction' },
};

interface Stored {
  row: PaymentRow;
  type: string;
  pending: boolean;
}

let runs = 0;

/** Applies the operations to the backend with entity ids of this run's own. */
async function apply(backend: LedgerBackend, operations: readonly Operation[]): Promise<string[]> {
  runs += 1;
  const entities = [`e${runs}a`, `e${runs}b`];
  const stored: Stored[] = [];
  let n = 0;
  const answer = (id: string, members: Record<string, unknown>) =>
    JSON.stringify({ id, paymentBrand: 'VISA', descriptor: `0000.0000.${n} Shop`, ...members });
  for (const op of operations) {
    n += 1;
    const id = `r${runs}p${n}`;
    if (op.kind === 'pay') {
      const response = answer(id, {
        paymentType: op.type,
        amount: op.amount,
        currency: op.currency,
        result: RESULTS[op.outcome],
        ...(op.clearingInstitute ? { resultDetails: { clearingInstituteName: op.clearingInstitute } } : {}),
      });
      const createdAt = T0 + op.at.day * 24 * HOUR + op.at.hour * HOUR;
      const row: PaymentRow = {
        id,
        entity_id: entities[op.entity] as string,
        checkout_id: null,
        response,
        created_at: createdAt,
        pending_until: op.outcome === 'pending' ? createdAt + HOUR : null,
      };
      await backend.insertPayment(row);
      stored.push({ row, type: op.type, pending: op.outcome === 'pending' });
    } else if (op.kind === 'complete') {
      const pending = stored.filter((s) => s.pending);
      const target = pending[op.target % Math.max(1, pending.length)];
      if (!target) continue;
      const previous = JSON.parse(target.row.response) as Record<string, unknown>;
      const final = JSON.stringify({
        ...previous,
        result: op.approved ? RESULTS.approved : RESULTS.declined,
      });
      await backend.completePayment(target.row.id, final);
      target.pending = false;
      target.row = { ...target.row, response: final, pending_until: null };
    } else {
      const target = stored[op.target % Math.max(1, stored.length)];
      if (!target) continue;
      const reference = JSON.parse(target.row.response) as { amount: string; currency: string };
      const amount = op.amount ?? reference.amount;
      const result =
        op.type === 'CB'
          ? op.approved
            ? RESULTS.chargeback
            : RESULTS.declined
          : op.approved
            ? RESULTS.approved
            : RESULTS.declined;
      const row: PaymentRow = {
        id,
        entity_id: target.row.entity_id,
        checkout_id: null,
        response: answer(id, {
          paymentType: op.type,
          referencedId: target.row.id,
          amount,
          currency: reference.currency,
          result,
          resultDetails: { clearingInstituteName: 'Sandbox INTERNAL simulator' },
        }),
        created_at: target.row.created_at + op.after * HOUR,
        pending_until: null,
      };
      await backend.record({
        payment: row,
        referencedId: target.row.id,
        paymentType: op.type,
        amountCents: toCents(amount) ?? 0,
        currency: null,
        final: false,
      });
      stored.push({ row, type: op.type, pending: false });
    }
  }
  return entities;
}

/** Each aggregation, with its records' payment ids in order, as the ledger has it. */
async function fromLedger(backend: LedgerBackend, entityId: string) {
  const out = [];
  for (const row of await backend.aggregations(entityId)) {
    const ascending = await backend.records(entityId, row, false);
    const descending = await backend.records(entityId, row, true);
    out.push({
      id: row.id,
      date: row.settlement_date,
      currency: row.currency,
      recordCount: row.record_count,
      amountCents: row.amount_cents,
      feeCents: row.fee_cents,
      clearingInstitute: row.clearing_institute,
      records: ascending.map((r) => r.id),
      newestFirst: descending.map((r) => r.id),
    });
  }
  return out;
}

/** The same, computed from the payments themselves. */
async function fromScratch(backend: LedgerBackend, entityId: string) {
  const aggregations = await aggregationsFromScratch(backend, entityId, PERIOD.from, PERIOD.to, PERIOD.now);
  return aggregations.map((a) => {
    const records = a.transactions.map((tx) => tx.payment.id);
    const clearing = a.transactions[0]?.payment.response.resultDetails?.clearingInstituteName;
    return {
      id: a.id,
      date: a.settlementDate,
      currency: a.currency,
      recordCount: a.transactions.length,
      ...totals(a),
      clearingInstitute: typeof clearing === 'string' ? clearing : null,
      records,
      newestFirst: [...records].reverse(),
    };
  });
}

describe.each(BACKENDS)('the settlement ledger on %s', (name) => {
  let backend: LedgerBackend;
  beforeAll(async () => {
    backend = name === 'sqlite' ? sqliteBackend() : await pgBackend();
  });
  afterAll(() => backend.close());

  it('holds what settling the payments themselves gives, whatever was written in whatever order', async () => {
    await fc.assert(
      fc.asyncProperty(OPERATIONS, async (operations) => {
        const entities = await apply(backend, operations);
        for (const entityId of entities)
          expect(await fromLedger(backend, entityId)).toEqual(await fromScratch(backend, entityId));
      }),
      { numRuns: name === 'sqlite' ? 200 : 60, seed: 20261121 },
    );
  });

  it('reads a day’s records a page at a time after a key, from the ledger’s index', async () => {
    const day = (hour: number) => ({
      kind: 'pay' as const,
      entity: 0,
      type: 'DB' as const,
      amount: '12.50' as const,
      currency: 'EUR' as const,
      outcome: 'approved' as const,
      at: { day: 0, hour },
      clearingInstitute: undefined,
    });
    const [entityId = ''] = await apply(
      backend,
      Array.from({ length: 60 }, (_, i) => day(i % 7)),
    );
    const [aggregation] = await backend.aggregations(entityId);
    if (!aggregation) throw new Error('no aggregation');
    const where = { entityId, date: aggregation.settlement_date, currency: aggregation.currency };
    for (const descending of [false, true]) {
      const all = await backend.records(entityId, aggregation, descending);
      expect(all).toHaveLength(60);
      const paged: string[] = [];
      let after: RecordKey | null = null;
      for (;;) {
        const page = await backend.reads.records({ ...where, descending, after, limit: 7 });
        paged.push(...page.map((r) => r.id));
        const last = page.at(-1);
        if (!last) break;
        after = { createdAt: last.key_at, seq: last.key_seq };
      }
      expect(paged).toEqual(all.map((r) => r.id));
      for (const offset of [0, 1, 29, 59])
        expect(await backend.reads.recordKeyAt({ ...where, descending, after: null }, offset)).toEqual({
          createdAt: all[offset]?.key_at,
          seq: all[offset]?.key_seq,
        });
      expect(await backend.reads.recordKeyAt({ ...where, descending, after: null }, 60)).toBeUndefined();
      // Counted on from a key: the record that many places after it.
      const from = { createdAt: all[10]?.key_at as number, seq: all[10]?.key_seq as number };
      expect(await backend.reads.recordKeyAt({ ...where, descending, after: from }, 5)).toEqual({
        createdAt: all[16]?.key_at,
        seq: all[16]?.key_seq,
      });
    }

    // Each read is a range of an index: no table read whole, nothing sorted.
    const [sql, pg] = name === 'sqlite' ? [LEDGER_READS, null] : [null, LEDGER_PG_READS];
    const page = { ...where, at: 0, seq: 0, limit: 50, offset: 10 };
    for (const direction of ['ascending', 'descending'] as const) {
      const records = sql
        ? await backend.explain(sql.records[direction], { ...page, offset: undefined })
        : await backend.explain(pg?.[direction].records ?? '', [
            entityId,
            where.date,
            where.currency,
            0,
            0,
            50,
          ]);
      const keyAt = sql
        ? await backend.explain(sql.keyAt[direction], { ...where, at: 0, seq: 0, offset: 10 })
        : await backend.explain(pg?.[direction].keyAt ?? '', [
            entityId,
            where.date,
            where.currency,
            0,
            0,
            10,
          ]);
      for (const plan of [records, keyAt]) {
        expect(plan).toMatch(/USING PRIMARY KEY|settlement_records_pkey/);
        expect(plan).not.toMatch(/TEMP B-TREE|Sort|SCAN r\b|Seq Scan on settlement_records/);
      }
    }
    const totals = sql
      ? await backend.explain(sql.totals, {
          entityId,
          from: '2026-01-01',
          to: '2027-01-01',
          currency: null,
          afterDate: '',
          afterCurrency: '',
          limit: 200,
        })
      : await backend.explain(pg?.totals ?? '', [entityId, '2026-01-01', '2027-01-01', '', '', null, 200]);
    expect(totals).toMatch(/settlement_totals_by_day/);
  });

  it.runIf(name === 'sqlite')(
    'is made again from the payments alone with the same aggregations and records',
    async () => {
      await fc.assert(
        fc.asyncProperty(OPERATIONS, async (operations) => {
          const entities = await apply(backend, operations);
          const kept = await Promise.all(entities.map((entityId) => fromLedger(backend, entityId)));
          backend.refill?.();
          const made = await Promise.all(entities.map((entityId) => fromLedger(backend, entityId)));
          expect(made).toEqual(kept);
        }),
        { numRuns: 40, seed: 20261122 },
      );
    },
  );
});
