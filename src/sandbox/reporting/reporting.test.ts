import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import { SECOND_MERCHANT } from '../merchants';
import { AUTH, ENTITY_ID, json, PAYMENT, postForm, type TestClock, testSandbox } from '../test-support';

/** What these tests read of a detail record. */
interface ApiRecord {
  recordType: string;
  transactionType: string;
  amount: string;
  settlement: { cashflow: string };
  payment: { id: string };
}

let app: FastifyInstance;
let clock: TestClock;
const SECOND_AUTH = { authorization: `Bearer ${SECOND_MERCHANT.accessToken}` };

/** The columns of document 3, 2.11, as the spec lists them (ClearingInsitituteName included). */
const SPEC_COLUMNS =
  'ReconciliationType, PaymentType, Cashflow, ClearingInstituteMerchantId, MerchantAccountId, MerchantAccountName, PspId, DivisionId, MerchantId, SettlementTxId, UniqueID, ShortId, ConnectorTxId1, ConnectorTxId2, ConnectorTxId3, Amount, Currency, Brand, TxRequestTime, SettlementAmount, SettlementCurrency, SettlementFee, SettlementFxRate, SettlementDate, SettlementStatus, Descriptor, AccountNumberLast4, BankCode, AccountHolder, ReasonCode, ReasonDesc, SettlementFileFormat, ClearingInsitituteName, MatchingStatus, MatchedTransactions, ChargebackId'.split(
    ', ',
  );

const pay = async (extra: Record<string, string> = {}, headers = {}) => {
  const res = await postForm(app, '/v1/payments', { ...PAYMENT, ...extra }, headers);
  return json(res).id as string;
};

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...AUTH, ...headers } });
const period = (from: string, to: string, entityId = ENTITY_ID) =>
  `entityId=${entityId}&date.from=${from}&date.to=${to}`;
const aggregations = async (from: string, to: string, entityId = ENTITY_ID, headers = {}) => {
  const res = await get(`/reports/v1/reconciliations/aggregations?${period(from, to, entityId)}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return json(res).aggregations as Array<ReturnType<typeof json>>;
};

// Made on Saturday 21 November 2026 (UTC), settled on the 22nd.
const made: { eur: string[]; usd: string; declined: string; preauthorised: string; theirs: string } = {
  eur: [],
  usd: '',
  declined: '',
  preauthorised: '',
  theirs: '',
};

beforeAll(async () => {
  ({ app, clock } = await testSandbox());
  clock.set('2026-11-21T09:00:00Z');
  made.eur.push(await pay({ amount: '12.50', merchantTransactionId: 'order-0001' }));
  clock.set('2026-11-21T15:30:00Z');
  made.eur.push(await pay({ amount: '100.00', 'card.number': '5454545454545454', 'card.holder': 'Ann Lee' }));
  made.usd = await pay({ amount: '5.00', currency: 'USD' });
  made.declined = await pay({ 'card.number': '4000000000001521' });
  made.preauthorised = await pay({ paymentType: 'PA' });
  made.theirs = await pay({ entityId: SECOND_MERCHANT.entityId, amount: '7.00' }, SECOND_AUTH);
  clock.set('2026-11-22T08:00:00Z');
});
afterAll(() => app.close());

describe('GET /reports/v1/reconciliations/aggregations', () => {
  it('settles the successful debits of a day the next day, one aggregation per currency', async () => {
    const found = await aggregations('2026-11-20', '2026-11-30');
    expect(found.map((a) => [a.settlement.date, a.settlement.currency, a.recordCount])).toEqual([
      ['2026-11-22', 'EUR', 2],
      ['2026-11-22', 'USD', 1],
    ]);
    const [eur] = found;
    // Fees: 1.40 % + 0.25 each: 0.18 + 0.25 and 1.40 + 0.25.
    expect(eur?.settlement).toMatchObject({
      cashflow: 'POS',
      amount: '112.50',
      fee: '2.08',
      netAmount: '110.42',
      fxRate: '1.00',
      status: 'SUCCESS',
    });
    expect(eur?.id).toMatch(/^[0-9a-f]{32}$/);
    expect(eur?.merchantEntityId).toBe(ENTITY_ID);
    // The same period asked again names the same aggregations.
    expect((await aggregations('2026-11-22', '2026-11-22')).map((a) => a.id)).toEqual(found.map((a) => a.id));
  });

  it('has nothing before the settlement day, nor for days still to come', async () => {
    expect(await aggregations('2026-11-01', '2026-11-21')).toEqual([]);
    clock.set('2026-11-21T23:59:59Z');
    expect(await aggregations('2026-11-22', '2026-11-22')).toEqual([]);
    clock.set('2026-11-22T08:00:00Z');
  });

  it('shows each entity only its own settlements', async () => {
    const theirs = await aggregations('2026-11-22', '2026-11-22', SECOND_MERCHANT.entityId, SECOND_AUTH);
    expect(theirs.map((a) => [a.settlement.currency, a.settlement.amount, a.merchantEntityId])).toEqual([
      ['EUR', '7.00', SECOND_MERCHANT.entityId],
    ]);
    const ours = await aggregations('2026-11-22', '2026-11-22');
    expect(ours.map((a) => a.id)).not.toContain(theirs[0]?.id);
    // Another entity's id through one's own token is refused before anything is read.
    const crossed = await get(
      `/reports/v1/reconciliations/aggregations?${period('2026-11-22', '2026-11-22', SECOND_MERCHANT.entityId)}`,
    );
    expect(crossed.statusCode).toBe(403);
  });

  it('takes the platform’s currency filter, and testMode', async () => {
    const all = await aggregations('2026-11-22', '2026-11-22');
    const res = await get(
      `/reports/v1/reconciliations/aggregations?${period('2026-11-22', '2026-11-22')}&currency=EUR&testMode=EXTERNAL`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const eur = json(res).aggregations as { settlement: { currency: string } }[];
    expect(eur.length).toBeGreaterThan(0);
    expect(eur.length).toBeLessThan(all.length);
    expect(eur.every((a) => a.settlement.currency === 'EUR')).toBe(true);
  });

  it('validates the period', async () => {
    const cases: Array<[string, string]> = [
      [`entityId=${ENTITY_ID}&date.from=2026-11-22`, 'date.to'],
      [period('2026-11-23', '2026-11-22'), 'date.to'],
      [period('2026-11-22', '2026-11-22 10:00:00'), 'date.to'],
      [`${period('2026-11-22', '2026-11-22')}&sortOrder=ASC`, 'sortOrder'],
      [`${period('2026-11-22', '2026-11-22')}&currency=EURO`, 'currency'],
      [`${period('2026-11-22', '2026-11-22')}&testMode=LIVE`, 'testMode'],
    ];
    for (const [query, name] of cases) {
      const res = await get(`/reports/v1/reconciliations/aggregations?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(json(res).result.parameterErrors.map((e: { name: string }) => e.name)).toEqual([name]);
    }
  });
});

describe('GET /reports/v1/reconciliations/{id}', () => {
  const eurId = async () => (await aggregations('2026-11-22', '2026-11-22'))[0]?.id as string;

  it('lists the records of one aggregation with the API names of 2.11', async () => {
    const res = await get(
      `/reports/v1/reconciliations/${await eurId()}?${period('2026-11-22', '2026-11-22')}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = json(res);
    expect(body.result).toEqual(RESULT.SUCCESSFUL_REQUEST);
    expect(body.records.map((r: ApiRecord) => r.payment.id)).toEqual(made.eur);
    const [first, second] = body.records;
    expect(first).toMatchObject({
      recordType: 'SETTLED',
      transactionType: 'DEBIT',
      merchantEntityId: ENTITY_ID,
      merchantTransactionId: 'order-0001',
      amount: '12.50',
      currency: 'EUR',
      paymentBrand: 'VISA',
      presentmentDate: '2026-11-21 09:00:00',
      settlement: {
        cashflow: 'POS',
        amount: '12.50',
        currency: 'EUR',
        fee: '0.43',
        fxRate: '1.00',
        date: '2026-11-22',
        status: 'SUCCESS',
        format: 'SANDBOX',
      },
      clearingInstitute: { name: 'Sandbox INTERNAL simulator' },
      card: { last4Digits: '0000', holder: 'Jane Doe' },
      matchedTransactions: { status: 'MATCHED', payment: [{ id: made.eur[0] }] },
    });
    expect(first.settlement.id).toMatch(/^STL/);
    expect(first.clearingInstitute.txId1).toMatch(/^[0-9A-F]{12}$/);
    expect(first.shortId).toBeUndefined();
    // Without a merchantTransactionId the gateway's id stands in (2.11: "merchant-provided or generated").
    expect(second).toMatchObject({ merchantTransactionId: made.eur[1], paymentBrand: 'MASTER' });
    expect(second.card).toEqual({ last4Digits: '5454', holder: 'Ann Lee' });
  });

  it('sorts by SettlementTxDate, ascending or descending', async () => {
    const id = await eurId();
    const order = async (sort: string) =>
      json(
        await get(`/reports/v1/reconciliations/${id}?${period('2026-11-22', '2026-11-22')}${sort}`),
      ).records.map((r: ApiRecord) => r.payment.id);
    expect(await order('&sortValue=SettlementTxDate&sortOrder=DESC')).toEqual([...made.eur].reverse());
    expect(await order('&sortValue=SettlementTxDate&sortOrder=desc')).toEqual([...made.eur].reverse());
    expect(await order('&sortValue=SettlementTxDate&sortOrder=ASC')).toEqual(made.eur);
    expect(await order('&sortValue=SettlementTxDate')).toEqual(made.eur);
  });

  it("answers 404 for another entity's aggregation, an unknown id or one outside the period", async () => {
    const id = await eurId();
    const theirs = await get(
      `/reports/v1/reconciliations/${id}?${period('2026-11-22', '2026-11-22', SECOND_MERCHANT.entityId)}`,
      SECOND_AUTH,
    );
    const unknown = await get(
      `/reports/v1/reconciliations/${'0'.repeat(32)}?${period('2026-11-22', '2026-11-22')}`,
    );
    const elsewhen = await get(`/reports/v1/reconciliations/${id}?${period('2026-11-23', '2026-11-30')}`);
    for (const res of [theirs, unknown, elsewhen]) {
      expect(res.statusCode).toBe(404);
      expect(json(res).result).toEqual(RESULT.AGGREGATION_NOT_FOUND);
    }
  });

  it('gives the reconciliation CSV with the columns of 2.11 in their order', async () => {
    const id = await eurId();
    const byAccept = await get(`/reports/v1/reconciliations/${id}?${period('2026-11-22', '2026-11-22')}`, {
      accept: 'text/csv',
    });
    expect(byAccept.statusCode).toBe(200);
    expect(byAccept.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(byAccept.headers['content-disposition']).toBe(
      'attachment; filename="reconciliation-2026-11-22-EUR.csv"',
    );
    const byPath = await get(`/reports/v1/reconciliations/${id}.csv?${period('2026-11-22', '2026-11-22')}`);
    expect(byPath.body).toBe(byAccept.body);

    const lines = byAccept.body.split('\r\n');
    expect(lines.at(-1)).toBe('');
    const [header, ...rows] = lines.slice(0, -1);
    const columns = (header as string).split(';');
    expect(columns.slice(0, SPEC_COLUMNS.length)).toEqual(SPEC_COLUMNS);
    expect(columns.slice(SPEC_COLUMNS.length)).toEqual(['TransactionId', 'InvoiceId']);
    expect(rows).toHaveLength(2);
    const row = Object.fromEntries(columns.map((c, i) => [c, (rows[0] as string).split(';')[i]]));
    expect(row).toMatchObject({
      ReconciliationType: 'SETTLED',
      PaymentType: 'DEBIT',
      Cashflow: 'POS',
      MerchantId: ENTITY_ID,
      UniqueID: made.eur[0],
      Amount: '12.50',
      Currency: 'EUR',
      Brand: 'VISA',
      TxRequestTime: '2026-11-21 09:00:00',
      SettlementAmount: '12.50',
      SettlementFee: '0.43',
      SettlementFxRate: '1.00',
      SettlementDate: '2026-11-22',
      SettlementStatus: 'SUCCESS',
      AccountNumberLast4: '0000',
      AccountHolder: 'Jane Doe',
      ReasonCode: '',
      ClearingInsitituteName: 'Sandbox INTERNAL simulator',
      MatchingStatus: 'MATCHED',
      MatchedTransactions: made.eur[0],
      ChargebackId: '',
      TransactionId: 'order-0001',
    });
    expect(row.ShortId).toMatch(/^\d{4}\.\d{4}\.\d{4}$/);
    expect(row.Descriptor?.startsWith(row.ShortId as string)).toBe(true);
    // Errors stay JSON.
    const missing = await get(`/reports/v1/reconciliations/${id}.csv?entityId=${ENTITY_ID}`);
    expect(missing.statusCode).toBe(400);
    expect(json(missing).result.parameterErrors[0].name).toBe('date.from');
  });
});

describe('back-office operations in the settlement', () => {
  it('settles a refund as REFUND and a chargeback as CHARGEBACK, both NEG', async () => {
    clock.set('2026-11-27T10:00:00Z');
    const debit = await pay({ amount: '50.00' });
    const operation = (params: Record<string, string>) =>
      postForm(app, `/v1/payments/${debit}`, { entityId: ENTITY_ID, ...params });
    const refund = json(await operation({ paymentType: 'RF', amount: '20.00', currency: 'EUR' }));
    const chargeback = json(await operation({ paymentType: 'CB', chargebackResultCode: '000.100.220' }));
    expect([refund.result.code, chargeback.result.code]).toEqual(['000.100.110', '000.100.220']);
    clock.set('2026-11-28T10:00:00Z');

    const [aggregation] = await aggregations('2026-11-28', '2026-11-28');
    // 50.00 in, 20.00 refunded, 30.00 charged back; fees 0.95 + 0.25 + 15.00.
    expect(aggregation?.settlement).toMatchObject({
      cashflow: 'POS',
      amount: '0.00',
      fee: '16.20',
      netAmount: '-16.20',
    });
    const detail = json(
      await get(`/reports/v1/reconciliations/${aggregation?.id}?${period('2026-11-28', '2026-11-28')}`),
    );
    expect(
      detail.records.map((r: ApiRecord) => [
        r.recordType,
        r.transactionType,
        r.settlement.cashflow,
        r.amount,
        r.payment.id,
      ]),
    ).toEqual([
      ['SETTLED', 'DEBIT', 'POS', '50.00', debit],
      ['SETTLED', 'REFUND', 'NEG', '20.00', refund.id],
      ['CHARGEBACK', 'DEBIT', 'NEG', '30.00', debit],
    ]);
    expect(detail.records[2]).toMatchObject({
      result: { code: '000.100.220', description: 'Fraudulent Transaction' },
      chargebackTransaction: { id: chargeback.id },
    });
    expect(detail.records[0].result).toBeUndefined();
  });
});

describe('GET /reports/v2/reconciliations/{id} (100 records a page)', () => {
  it('pages the records, answers pages and refuses a page past the last', async () => {
    clock.set('2026-11-25T10:00:00Z');
    const ids: string[] = [];
    for (let i = 0; i < 101; i++) {
      ids.push(await pay({ amount: '1.00' }));
      clock.advance(1000);
    }
    clock.set('2026-11-26T10:00:00Z');
    const [aggregation] = await aggregations('2026-11-26', '2026-11-26');
    expect(aggregation?.recordCount).toBe(101);
    const page = async (query: string) =>
      get(`/reports/v2/reconciliations/${aggregation?.id}?${period('2026-11-26', '2026-11-26')}${query}`);

    const first = json(await page(''));
    expect([first.pageNo, first.pages, first.records.length]).toEqual([1, 2, 100]);
    expect(first.records.map((r: ApiRecord) => r.payment.id)).toEqual(ids.slice(0, 100));
    const second = json(await page('&pageNo=2'));
    expect([second.pageNo, second.pages]).toEqual([2, 2]);
    expect(second.records.map((r: ApiRecord) => r.payment.id)).toEqual([ids[100]]);
    const newestFirst = json(await page('&pageNo=1&sortValue=SettlementTxDate&sortOrder=DESC'));
    expect(newestFirst.records[0].payment.id).toBe(ids[100]);

    const past = await page('&pageNo=3');
    expect(past.statusCode).toBe(400);
    expect(json(past).result.parameterErrors).toEqual([
      expect.objectContaining({ name: 'pageNo', value: '3' }),
    ]);
    // v1 takes no pageNo: it answers every record.
    const v1 = await get(
      `/reports/v1/reconciliations/${aggregation?.id}?${period('2026-11-26', '2026-11-26')}&pageNo=1`,
    );
    expect(v1.statusCode).toBe(400);
  });
});
