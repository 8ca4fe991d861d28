import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { fromCents, toCents } from '../../spec/money';
import { RESULT, type Result } from '../../spec/result-codes';
import { MIGRATIONS } from '../database/schema';
import { SECOND_MERCHANT } from '../merchants';
import type { PaymentResponse } from '../payments/payment-response';
import { migrate } from '../store/migrations';
import type { PaymentRecord } from '../store/store';
import { ENTITY_ID } from '../test-support';
import { aggregate, aggregationId, totals } from './aggregations';
import { reconciliationCsv, recordValues } from './reconciliation-record';
import { reportingReads } from './reporting-store';
import { debitFee, settle } from './settlement';

const MERCHANT = { entityId: ENTITY_ID, accessToken: 'token', name: 'Sandbox Test Merchant' };
const CHARGEBACK_FRAUD: Result = { code: '000.100.220', description: 'Fraudulent Transaction' };

let counter = 0;
function payment(
  paymentType: string,
  amount: string,
  at: string,
  extra: Partial<PaymentResponse> & { result?: Result } = {},
): PaymentRecord {
  counter += 1;
  const id = counter.toString(16).padStart(32, '0');
  return {
    id,
    entityId: ENTITY_ID,
    checkoutId: null,
    createdAt: new Date(at),
    response: {
      id,
      paymentType,
      paymentBrand: 'VISA',
      amount,
      currency: 'EUR',
      descriptor: `1234.5678.9012 Sandbox Test Merchant`,
      result: RESULT.SUCCESS_INTEGRATOR_TEST,
      resultDetails: { ConnectorTxID1: 'ABCDEF012345', clearingInstituteName: 'Sandbox INTERNAL simulator' },
      buildNumber: 'b',
      timestamp: 't',
      ndc: 'n',
      ...extra,
    },
  };
}

describe('what settles, and how', () => {
  it('counts money to the cent and the fee of a debit as 1.40 % + 0.25', () => {
    expect([toCents('12.50'), toCents('12'), toCents('0.05'), toCents('1,00'), toCents(12)]).toEqual([
      1250,
      1200,
      5,
      undefined,
      undefined,
    ]);
    expect([fromCents(1250), fromCents(5), fromCents(-310)]).toEqual(['12.50', '0.05', '-3.10']);
    // 0.175 rounds up to 0.18; 1.40 % of 100.00 is 1.40.
    expect([debitFee(1250), debitFee(10000), debitFee(0)]).toEqual([43, 165, 25]);
  });

  it('settles debits, captures, refunds, chargebacks and their reversals the next day', () => {
    const debit = payment('DB', '100.00', '2026-11-21T10:00:00Z');
    const refund = payment('RF', '30.00', '2026-11-21T11:00:00Z', { referencedId: debit.id });
    const chargeback = payment('CB', '70.00', '2026-11-23T09:00:00Z', {
      referencedId: debit.id,
      result: CHARGEBACK_FRAUD,
    });
    const reversal = payment('CR', '70.00', '2026-11-24T09:00:00Z', { referencedId: chargeback.id });
    const capture = payment('CP', '20.00', '2026-11-21T23:59:59Z');
    const settled = settle([debit, refund, capture, chargeback, reversal]);
    expect(
      settled.map((tx) => [
        tx.recordType,
        tx.transactionType,
        tx.cashflow,
        fromCents(tx.amountCents),
        fromCents(tx.feeCents),
        tx.settlementDate,
        tx.uniqueId,
        tx.chargebackId,
      ]),
    ).toEqual([
      ['SETTLED', 'DEBIT', 'POS', '100.00', '1.65', '2026-11-22', debit.id, undefined],
      ['SETTLED', 'REFUND', 'NEG', '30.00', '0.25', '2026-11-22', refund.id, undefined],
      ['SETTLED', 'DEBIT', 'POS', '20.00', '0.53', '2026-11-22', capture.id, undefined],
      ['CHARGEBACK', 'DEBIT', 'NEG', '70.00', '15.00', '2026-11-24', debit.id, chargeback.id],
      ['CHARGEBACK REVERSAL', 'DEBIT', 'POS', '70.00', '0.00', '2026-11-25', debit.id, chargeback.id],
    ]);
  });

  it('finds the chargeback of a reversal made on another day through the lookup', () => {
    const debit = payment('DB', '10.00', '2026-11-01T10:00:00Z');
    const chargeback = payment('CB', '10.00', '2026-11-05T10:00:00Z', {
      referencedId: debit.id,
      result: CHARGEBACK_FRAUD,
    });
    const reversal = payment('CR', '10.00', '2026-11-20T10:00:00Z', { referencedId: chargeback.id });
    expect(settle([reversal])[0]?.uniqueId).toBe(chargeback.id);
    expect(settle([reversal], (id) => (id === chargeback.id ? chargeback : undefined))[0]?.uniqueId).toBe(
      debit.id,
    );
  });

  it('leaves out declines, pending payments, authorisations, reversals and what was reversed that day', () => {
    const declined = payment('DB', '10.00', '2026-11-21T10:00:00Z', { result: RESULT.DECLINED });
    const pending = payment('DB', '10.00', '2026-11-21T10:00:00Z', { result: RESULT.PENDING });
    const preauthorisation = payment('PA', '10.00', '2026-11-21T10:00:00Z');
    const voided = payment('DB', '10.00', '2026-11-21T10:00:00Z');
    const voiding = payment('RV', '10.00', '2026-11-21T18:00:00Z', { referencedId: voided.id });
    const keptDebit = payment('DB', '10.00', '2026-11-21T10:00:00Z');
    // Reversed after its settlement day: it was settled all the same.
    const lateReversal = payment('RV', '10.00', '2026-11-23T10:00:00Z', { referencedId: keptDebit.id });
    const failedRefund = payment('RF', '5.00', '2026-11-21T10:00:00Z', { result: RESULT.DECLINED });
    const settled = settle([
      declined,
      pending,
      preauthorisation,
      voided,
      voiding,
      keptDebit,
      lateReversal,
      failedRefund,
    ]);
    expect(settled.map((tx) => tx.payment.id)).toEqual([keptDebit.id]);
  });

  it('groups by settlement day and currency, with stable ids per entity', () => {
    const eur = payment('DB', '10.00', '2026-11-21T10:00:00Z');
    const usd = payment('DB', '5.00', '2026-11-21T11:00:00Z', { currency: 'USD' });
    const refund = payment('RF', '15.00', '2026-11-21T12:00:00Z');
    const nextDay = payment('DB', '1.00', '2026-11-22T10:00:00Z');
    const groups = aggregate(ENTITY_ID, settle([eur, usd, refund, nextDay]));
    expect(groups.map((g) => [g.settlementDate, g.currency, g.transactions.length])).toEqual([
      ['2026-11-22', 'EUR', 2],
      ['2026-11-22', 'USD', 1],
      ['2026-11-23', 'EUR', 1],
    ]);
    expect(groups[0]?.id).toBe(aggregationId(ENTITY_ID, '2026-11-22', 'EUR'));
    expect(aggregationId(SECOND_MERCHANT.entityId, '2026-11-22', 'EUR')).not.toBe(groups[0]?.id);
    // 10.00 in, 15.00 refunded: a negative balance; fees 0.39 + 0.25.
    expect(totals(groups[0] as (typeof groups)[0])).toEqual({ amountCents: -500, feeCents: 64 });
  });
});

describe('the reconciliation record of a chargeback (2.11)', () => {
  it('carries its reason, the payment it matched and the chargeback transaction', () => {
    const debit = payment('DB', '70.00', '2026-11-21T10:00:00Z');
    const chargeback = payment('CB', '70.00', '2026-11-23T09:00:00Z', {
      referencedId: debit.id,
      result: CHARGEBACK_FRAUD,
      bankAccount: { iban: 'DE89************3000', holder: 'Jane Doe', bic: 'COBADEFFXXX' },
    });
    const [tx] = settle([chargeback]);
    const values = recordValues(tx as NonNullable<typeof tx>, MERCHANT);
    expect(values).toMatchObject({
      recordType: 'CHARGEBACK',
      'settlement.cashflow': 'NEG',
      'payment.id': debit.id,
      'chargebackTransaction.id': chargeback.id,
      'matchedTransactions.payment[0].id': debit.id,
      'result.code': '000.100.220',
      'result.description': 'Fraudulent Transaction',
      'bankAccount.last4Digits': '3000',
      'bankAccount.bankCode': 'COBADEFFXXX',
      'bankAccount.holder': 'Jane Doe',
      shortId: '1234.5678.9012',
    });
    const [header, row] = reconciliationCsv([tx as NonNullable<typeof tx>], MERCHANT).split('\r\n');
    const csv = Object.fromEntries(
      (header as string).split(';').map((column, i) => [column, (row as string).split(';')[i]]),
    );
    expect(csv).toMatchObject({
      ReconciliationType: 'CHARGEBACK',
      ReasonCode: '000.100.220',
      ReasonDesc: 'Fraudulent Transaction',
      ChargebackId: chargeback.id,
      AccountNumberLast4: '3000',
      AccountHolder: 'Jane Doe',
      BankCode: 'COBADEFFXXX',
    });
  });

  it('quotes fields holding a semicolon or a quote', () => {
    const odd = payment('DB', '1.00', '2026-11-21T10:00:00Z', { descriptor: '1234.5678.9012 Shop; "Best"' });
    const [tx] = settle([odd]);
    const csv = reconciliationCsv([tx as NonNullable<typeof tx>], MERCHANT);
    expect(csv).toContain(';"1234.5678.9012 Shop; ""Best""";');
  });
});

describe('reportingReads', () => {
  it("reads one entity's payments of a time window, oldest first", () => {
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS);
    const insert = db.prepare(
      'INSERT INTO payments (id, entity_id, checkout_id, response, created_at) VALUES (?, ?, NULL, ?, ?)',
    );
    const rows: Array<[string, string, string]> = [
      ['b', ENTITY_ID, '2026-11-21T12:00:00Z'],
      ['a', ENTITY_ID, '2026-11-21T08:00:00Z'],
      ['c', SECOND_MERCHANT.entityId, '2026-11-21T09:00:00Z'],
      ['d', ENTITY_ID, '2026-11-22T00:00:00Z'],
      ['e', ENTITY_ID, '2026-11-20T23:59:59Z'],
    ];
    for (const [id, entity, at] of rows)
      insert.run(id, entity, JSON.stringify({ id }), new Date(at).getTime());
    const found = reportingReads(db).paymentsCreatedBetween(
      ENTITY_ID,
      new Date('2026-11-21T00:00:00Z'),
      new Date('2026-11-22T00:00:00Z'),
    );
    expect(found.map((p) => p.id)).toEqual(['a', 'b']);
    db.close();
  });
});
