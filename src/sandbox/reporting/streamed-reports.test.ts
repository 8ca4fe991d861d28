// The settlement reports as the ledger gives them, against the reports made from the payments
// themselves (settlement-from-scratch.ts, the code the reports had before the ledger), byte for
// byte but for each answer's own ndc and timestamp: the aggregations, a day's detail records and
// its CSV (streamed, in several pieces), and the paged report read page after page, at random, in
// both orders and after a change.
import Database from 'better-sqlite3';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import { DEFAULT_CONFIG } from '../config';
import { openSandboxStore, type SandboxStore } from '../database/open';
import { answerBody } from '../http/answer';
import { SECOND_MERCHANT } from '../merchants';
import { buildSandbox } from '../server';
import { CARD, json, postForm, testClock, widgetDir } from '../test-support';
import { TEST_WALLET_KEY } from '../wallets/test-support';
import { type Aggregation, totals } from './aggregations';
import { PAGE_SIZE } from './operations';
import { reconciliationCsv, reconciliationRecord } from './reconciliation-record';
import { type AggregationSummary, keyBefore } from './report';
import { aggregationMembers } from './report-answer';
import { aggregationsFromScratch } from './settlement-from-scratch';

const MERCHANT = SECOND_MERCHANT;
const AUTH = { authorization: `Bearer ${MERCHANT.accessToken}` };
const MADE = '2026-11-21';
const DAY = '2026-11-22';
const PERIOD = `entityId=${MERCHANT.entityId}&date.from=2026-11-20&date.to=2026-11-30`;
/** Enough records for three pages and several reads of the ledger. */
const DEBITS = 230;

let app: FastifyInstance;
let store: SandboxStore;
const clock = testClock(`${MADE}T08:00:00Z`);

const pay = async (extra: Record<string, string> = {}) => {
  const res = await postForm(
    app,
    '/v1/payments',
    { entityId: MERCHANT.entityId, amount: '12.50', currency: 'EUR', paymentType: 'DB', ...CARD, ...extra },
    AUTH,
  );
  return json(res).id as string;
};
const operate = (id: string, params: Record<string, string>) =>
  postForm(app, `/v1/payments/${id}`, { entityId: MERCHANT.entityId, ...params }, AUTH);
const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...AUTH, ...headers } });

/** An answer with its own ndc and timestamp taken out. */
const same = (body: string) =>
  body.replace(/"ndc":"[^"]*"/, '"ndc":"-"').replace(/"timestamp":"[^"]*"/, '"timestamp":"-"');

/** The JSON the whole answer would have had: sendAnswer's. */
const answerOf = (members: Record<string, unknown>) =>
  same(JSON.stringify(answerBody(clock.now(), RESULT.SUCCESSFUL_REQUEST, members)));

/** The aggregation's summary as the reports made it from its transactions. */
const summaryOf = (a: Aggregation): AggregationSummary => ({
  id: a.id,
  settlementDate: a.settlementDate,
  currency: a.currency,
  recordCount: a.transactions.length,
  ...totals(a),
  clearingInstitute: a.transactions[0]?.payment.response.resultDetails?.clearingInstituteName as
    | string
    | undefined,
  revision: 0,
});

const fromScratch = () =>
  aggregationsFromScratch(
    { paymentsCreatedBetween: store.reporting.paymentsCreatedBetween, payment: store.payment },
    MERCHANT.entityId,
    '2026-11-20',
    '2026-11-30',
    clock.now(),
  );
const eurDay = async () => {
  const found = (await fromScratch()).find((a) => a.settlementDate === DAY && a.currency === 'EUR');
  if (!found) throw new Error('no EUR aggregation');
  return found;
};

beforeAll(async () => {
  app = await buildSandbox(
    {
      ...DEFAULT_CONFIG,
      dbPath: ':memory:',
      widgetDir: widgetDir(),
      logger: false,
      now: clock.now,
      walletKey: TEST_WALLET_KEY,
      clockPollMs: 0,
    },
    (tokenKey) => {
      store = openSandboxStore(':memory:', tokenKey);
      return store;
    },
  );
  // A day of debits, most at their own second, some at one instant (the order they were stored in
  // decides), a few in USD; a refund, a chargeback and its reversal, a reversal the same day.
  const debits: string[] = [];
  for (let i = 0; i < DEBITS; i++) {
    debits.push(await pay({ amount: `${1 + (i % 40)}.${String(i % 100).padStart(2, '0')}` }));
    if (i % 3 !== 0) clock.advance(1000);
  }
  await pay({ currency: 'USD', amount: '5.00' });
  await operate(debits[3] as string, { paymentType: 'RF', amount: '1.00', currency: 'EUR' });
  const chargeback = json(
    await operate(debits[5] as string, { paymentType: 'CB', chargebackResultCode: '000.100.220' }),
  );
  await operate(chargeback.id as string, { paymentType: 'CR' });
  await operate(debits[7] as string, { paymentType: 'RV' });
  clock.set(`${DAY}T09:00:00Z`);
});
afterAll(() => app.close());

describe('the settlement reports from the ledger', () => {
  it('list the aggregations the payments settle into', async () => {
    const res = await get(`/reports/v1/reconciliations/aggregations?${PERIOD}`);
    expect(res.statusCode).toBe(200);
    const aggregations = (await fromScratch()).map((a) => aggregationMembers(summaryOf(a), MERCHANT));
    expect(aggregations).toHaveLength(2);
    expect(same(res.body)).toBe(answerOf({ aggregations }));
  });

  it('answer a day’s records and its CSV as they were made from the payments, in several pieces', async () => {
    const aggregation = await eurDay();
    const url = `/reports/v1/reconciliations/${aggregation.id}?${PERIOD}`;
    for (const [sort, transactions] of [
      ['', aggregation.transactions],
      ['&sortValue=SettlementTxDate&sortOrder=DESC', [...aggregation.transactions].reverse()],
    ] as const) {
      const streamed = await app.inject({
        method: 'GET',
        url: `${url}${sort}`,
        headers: AUTH,
        payloadAsStream: true,
      });
      const pieces: Buffer[] = [];
      for await (const piece of streamed.stream()) pieces.push(piece as Buffer);
      // Written as the ledger is read, 50 records a read: never the whole answer at once.
      expect(pieces.length).toBeGreaterThan(DEBITS / 50);
      expect(Math.max(...pieces.map((p) => p.length))).toBeLessThan(Buffer.concat(pieces).length / 3);
      const records = transactions.map((tx) => reconciliationRecord(tx, MERCHANT));
      expect(same(Buffer.concat(pieces).toString('utf8'))).toBe(
        answerOf({ ...aggregationMembers(summaryOf(aggregation), MERCHANT), records }),
      );
      const csv = await get(`/reports/v1/reconciliations/${aggregation.id}.csv?${PERIOD}${sort}`);
      expect(csv.body).toBe(reconciliationCsv(transactions, MERCHANT));
    }
    // The chargeback and its reversal name the payment charged back, the reversed debit is not there.
    expect(aggregation.transactions.map((tx) => tx.recordType)).toContain('CHARGEBACK REVERSAL');
  });

  it('pages the records after the page before, the same records as counting them would give', async () => {
    const aggregation = await eurDay();
    const pages = Math.ceil(aggregation.transactions.length / PAGE_SIZE);
    expect(pages).toBeGreaterThanOrEqual(3);
    const counted = vi.spyOn(store.reporting, 'recordKeyAt');
    const page = async (pageNo: number, descending: boolean): Promise<LightMyRequestResponse> =>
      get(
        `/reports/v2/reconciliations/${aggregation.id}?${PERIOD}&pageNo=${pageNo}${descending ? '&sortOrder=DESC' : ''}`,
      );
    const expected = (from: Aggregation, pageNo: number, descending: boolean) => {
      const all = descending ? [...from.transactions].reverse() : from.transactions;
      const records = all
        .slice((pageNo - 1) * PAGE_SIZE, pageNo * PAGE_SIZE)
        .map((tx) => reconciliationRecord(tx, MERCHANT));
      const count = Math.max(1, Math.ceil(from.transactions.length / PAGE_SIZE));
      return answerOf({ ...aggregationMembers(summaryOf(from), MERCHANT), pageNo, pages: count, records });
    };

    for (const descending of [false, true]) {
      // In turn: each page starts where the one before ended, counting nothing.
      counted.mockClear();
      for (let n = 1; n <= pages; n++)
        expect(same((await page(n, descending)).body)).toBe(expected(aggregation, n, descending));
      expect(counted).not.toHaveBeenCalled();
      // Out of turn: the page is found by counting the ledger's index.
      for (const n of [pages, 2, pages])
        expect(same((await page(n, descending)).body)).toBe(expected(aggregation, n, descending));
    }

    // A payment of that day stored meanwhile, before every other: the pages remembered no longer hold.
    await page(1, false);
    clock.set(`${MADE}T07:00:00Z`);
    await pay({ amount: '3.00' });
    clock.set(`${DAY}T09:00:00Z`);
    const changed = await eurDay();
    expect(changed.transactions.length).toBe(aggregation.transactions.length + 1);
    counted.mockClear();
    expect(same((await page(2, false)).body)).toBe(expected(changed, 2, false));
    expect(counted).toHaveBeenCalledTimes(1);
  });

  it('count to a position in steps, as in one', async () => {
    const aggregation = await eurDay();
    const ctx = { store } as unknown as Parameters<typeof keyBefore>[0];
    const where = { entityId: MERCHANT.entityId, date: DAY, currency: 'EUR', after: null };
    for (const descending of [false, true])
      for (const position of [0, 1, 7, 100, aggregation.transactions.length - 1]) {
        const expected =
          position === 0 ? null : await store.reporting.recordKeyAt({ ...where, descending }, position - 1);
        expect(await keyBefore(ctx, MERCHANT.entityId, aggregation, descending, position, 3)).toEqual(
          expected,
        );
      }
  });

  it('answer 503 when the store fails on its first read, before any of the answer leaves', async () => {
    const aggregation = await eurDay();
    const failing = vi.spyOn(store.reporting, 'records');
    for (const suffix of ['', '.csv']) {
      failing.mockRejectedValueOnce(new Database.SqliteError('disk I/O error', 'SQLITE_IOERR_READ'));
      const res = await get(`/reports/v1/reconciliations/${aggregation.id}${suffix}?${PERIOD}`);
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(json(res).result.code).toBe('999.999.888');
    }
    failing.mockRestore();
  });
});
