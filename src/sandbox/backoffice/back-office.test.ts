import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import { SECOND_MERCHANT } from '../merchants';
import {
  AUTH,
  ENTITY_ID,
  json,
  PAYMENT,
  postForm,
  TEST_STORE,
  type TestSandbox,
  tempDir,
  testSandbox,
} from '../test-support';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox();
});
afterAll(() => sb.app.close());

const SECOND_AUTH = { authorization: `Bearer ${SECOND_MERCHANT.accessToken}` };

/** A payment of the default merchant; its id. */
async function pay(extra: Record<string, string> = {}, app = sb.app): Promise<string> {
  const res = await postForm(app, '/v1/payments', { ...PAYMENT, ...extra });
  expect(res.statusCode, res.body).toBeLessThan(500);
  return json(res).id as string;
}

const operate = (id: string, params: Record<string, string>, headers = {}, app = sb.app) =>
  postForm(app, `/v1/payments/${id}`, { entityId: ENTITY_ID, ...params }, headers);

const capture = (id: string, amount: string, extra: Record<string, string> = {}) =>
  operate(id, { paymentType: 'CP', amount, currency: 'EUR', ...extra });
const refund = (id: string, amount: string, extra: Record<string, string> = {}) =>
  operate(id, { paymentType: 'RF', amount, currency: 'EUR', ...extra });

const getPayment = (id: string) =>
  sb.app.inject({ method: 'GET', url: `/v1/payments/${id}?entityId=${ENTITY_ID}`, headers: AUTH });

/** The refusal: HTTP 400 with the platform's code and no parameterErrors. */
async function expectRefused(res: Awaited<ReturnType<typeof operate>>, code: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(json(res).result.code).toBe(code);
  expect(json(res).result.parameterErrors).toBeUndefined();
  expect(json(res).id).toBeUndefined();
}

describe('capture (CP)', () => {
  it('captures a PA in full: a new payment referring to it, stored like any payment', async () => {
    const pa = await pay({ paymentType: 'PA', amount: '100.00' });
    const res = await capture(pa, '100.00', { merchantTransactionId: 'order-cp-0001' });
    const body = json(res);
    expect(res.statusCode, res.body).toBe(200);
    expect(body.id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(body.id).not.toBe(pa);
    expect(body).toMatchObject({
      referencedId: pa,
      paymentType: 'CP',
      paymentBrand: 'VISA',
      amount: '100.00',
      currency: 'EUR',
      merchantTransactionId: 'order-cp-0001',
      result: RESULT.SUCCESS_INTEGRATOR_TEST,
      card: { bin: '420000', last4Digits: '0000' },
    });
    expect(body.descriptor).toMatch(/^\d{4}\.\d{4}\.\d{4} /);
    const stored = await getPayment(body.id);
    expect(stored.statusCode).toBe(200);
    expect(json(stored)).toMatchObject({
      id: body.id,
      referencedId: pa,
      paymentType: 'CP',
      amount: '100.00',
    });
  });

  it('captures part of a PA, up to numberOfCaptures times, never more than was authorised', async () => {
    const pa = await pay({ paymentType: 'PA', amount: '100.00', numberOfCaptures: '3' });
    expect((await capture(pa, '30')).statusCode).toBe(200);
    await expectRefused(await capture(pa, '70.01'), RESULT.CANNOT_CAPTURE.code);
    const second = await capture(pa, '50.50');
    expect(json(second).amount).toBe('50.50');
    expect((await capture(pa, '19.50')).statusCode).toBe(200);
    // Three captures made, the whole amount captured.
    await expectRefused(await capture(pa, '0.01'), RESULT.REFERENCE_CLOSED.code);
  });

  it('refuses an amount over the remainder even when captures are left', async () => {
    const pa = await pay({ paymentType: 'PA', amount: '10.00', numberOfCaptures: '5' });
    expect((await capture(pa, '10.00')).statusCode).toBe(200);
    await expectRefused(await capture(pa, '0.01'), RESULT.CANNOT_CAPTURE.code);
  });

  it('closes the authorisation after one capture by default, and after sequence=FINAL', async () => {
    const single = await pay({ paymentType: 'PA', amount: '100.00' });
    expect((await capture(single, '40.00')).statusCode).toBe(200);
    await expectRefused(await capture(single, '10.00'), RESULT.REFERENCE_CLOSED.code);

    const several = await pay({ paymentType: 'PA', amount: '100.00', numberOfCaptures: '3' });
    expect((await capture(several, '10.00', { sequence: 'FINAL' })).statusCode).toBe(200);
    await expectRefused(await capture(several, '10.00'), RESULT.REFERENCE_CLOSED.code);
  });

  it('captures only a PA, in its own currency, and needs an amount', async () => {
    const db = await pay();
    await expectRefused(await capture(db, '1.00'), RESULT.CAPTURE_NEEDS_PREAUTHORIZATION.code);
    const pa = await pay({ paymentType: 'PA', amount: '10.00' });
    await expectRefused(
      await operate(pa, { paymentType: 'CP', amount: '1.00', currency: 'USD' }),
      RESULT.REFERENCE_CURRENCY_MISMATCH.code,
    );
    const noAmount = await operate(pa, { paymentType: 'CP' });
    expect(noAmount.statusCode).toBe(400);
    expect(json(noAmount).result.code).toBe(RESULT.AMOUNT_INVALID.code);
    expect(json(noAmount).result.parameterErrors.map((e: { name: string }) => e.name)).toEqual([
      'amount',
      'currency',
    ]);
    // Nothing of that was stored: the whole amount can still be captured.
    expect((await capture(pa, '10.00')).statusCode).toBe(200);
  });

  it('never captures more than authorised, however many captures race', async () => {
    const pa = await pay({ paymentType: 'PA', amount: '100.00', numberOfCaptures: '98' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => capture(pa, '15.00')));
    const done = answers.filter((res) => res.statusCode === 200);
    expect(done).toHaveLength(6);
    for (const res of answers.filter((r) => r.statusCode !== 200))
      expect(json(res).result.code).toBe(RESULT.CANNOT_CAPTURE.code);
    const total = done.reduce((sum, res) => sum + Number(json(res).amount), 0);
    expect(total).toBe(90);
    expect((await capture(pa, '10.00')).statusCode).toBe(200);
    await expectRefused(await capture(pa, '0.01'), RESULT.CANNOT_CAPTURE.code);
  });
});

describe('refund (RF)', () => {
  it('refunds a DB in parts, never more than was collected', async () => {
    const db = await pay({ amount: '50.00' });
    const first = await refund(db, '20.00');
    expect(first.statusCode).toBe(200);
    expect(json(first)).toMatchObject({ paymentType: 'RF', referencedId: db, amount: '20.00' });
    expect((await refund(db, '30')).statusCode).toBe(200);
    await expectRefused(await refund(db, '0.01'), RESULT.CANNOT_REFUND.code);
  });

  it('refunds a capture (not more than it captured), never a PA, a refund or a reversal', async () => {
    const pa = await pay({ paymentType: 'PA', amount: '80.00' });
    const cp = json(await capture(pa, '60.00')).id as string;
    await expectRefused(await refund(pa, '1.00'), RESULT.REFUND_NEEDS_DEBIT.code);
    await expectRefused(await refund(cp, '60.01'), RESULT.CANNOT_REFUND.code);
    const rf = await refund(cp, '60.00');
    expect(json(rf)).toMatchObject({ referencedId: cp, amount: '60.00' });
    await expectRefused(await refund(json(rf).id, '1.00'), RESULT.REFUND_NEEDS_DEBIT.code);
  });

  it('stops after a refund sent with sequence=FINAL', async () => {
    const db = await pay({ amount: '50.00' });
    expect((await refund(db, '5.00', { sequence: 'FINAL' })).statusCode).toBe(200);
    await expectRefused(await refund(db, '5.00'), RESULT.REFERENCE_CLOSED.code);
  });

  it('refuses to refund a declined or a pending payment', async () => {
    const declined = await pay({ 'card.number': '4000000000001521' });
    expect(json(await getPayment(declined)).result.code).toBe(RESULT.DECLINED.code);
    await expectRefused(await refund(declined, '1.00'), RESULT.REFERENCE_REJECTED.code);

    const pending = await pay({
      'card.number': '4000000000003030',
      shopperResultUrl: 'https://shop.example/result',
    });
    expect(json(await getPayment(pending)).result.code).toBe(RESULT.PENDING.code);
    await expectRefused(await refund(pending, '1.00'), RESULT.REFERENCE_PENDING.code);
  });
});

describe('reversal (RV)', () => {
  it('reverses a PA once, with no amount; nothing can be captured after it', async () => {
    const pa = await pay({ paymentType: 'PA', amount: '25.00' });
    const rv = await operate(pa, { paymentType: 'RV' });
    expect(rv.statusCode, rv.body).toBe(200);
    expect(json(rv)).toMatchObject({ paymentType: 'RV', referencedId: pa, amount: '25.00', currency: 'EUR' });
    await expectRefused(await operate(pa, { paymentType: 'RV' }), RESULT.CANNOT_REVERSE.code);
    await expectRefused(await capture(pa, '1.00'), RESULT.CANNOT_CAPTURE.code);
  });

  it('takes no amount', async () => {
    const db = await pay();
    const res = await operate(db, { paymentType: 'RV', amount: '12.50', currency: 'EUR' });
    expect(res.statusCode).toBe(400);
    expect(json(res).result.parameterErrors.map((e: { name: string }) => e.name)).toEqual([
      'amount',
      'currency',
    ]);
  });

  it('reverses a DB only before any refund, and a refund never', async () => {
    const db = await pay({ amount: '30.00' });
    const rf = json(await refund(db, '10.00')).id as string;
    await expectRefused(await operate(db, { paymentType: 'RV' }), RESULT.CANNOT_REVERSE.code);
    await expectRefused(await operate(rf, { paymentType: 'RV' }), RESULT.REVERSAL_NEEDS_PAYMENT.code);
    const untouched = await pay();
    expect((await operate(untouched, { paymentType: 'RV' })).statusCode).toBe(200);
    await expectRefused(await refund(untouched, '1.00'), RESULT.CANNOT_REFUND.code);
  });

  it('does not reverse a PA once captured, but a reversed capture gives its amount back', async () => {
    const pa = await pay({ paymentType: 'PA', amount: '40.00', numberOfCaptures: '2' });
    const cp = json(await capture(pa, '40.00')).id as string;
    await expectRefused(await operate(pa, { paymentType: 'RV' }), RESULT.REFERENCE_CLOSED.code);
    expect((await operate(cp, { paymentType: 'RV' })).statusCode).toBe(200);
    expect((await capture(pa, '40.00')).statusCode).toBe(200);
  });
});

describe('chargeback (CB) and chargeback reversal (CR)', () => {
  it('records a chargeback with its reason code over what is left of the payment', async () => {
    const db = await pay({ amount: '50.00' });
    expect((await refund(db, '10.00')).statusCode).toBe(200);
    const cb = await operate(db, { paymentType: 'CB', chargebackResultCode: '000.100.220' });
    expect(cb.statusCode, cb.body).toBe(200);
    expect(json(cb)).toMatchObject({
      paymentType: 'CB',
      referencedId: db,
      amount: '40.00',
      result: { code: '000.100.220', description: 'Fraudulent Transaction' },
    });
    // Read back, a recorded chargeback is a successful transaction too (its code is its reason).
    const read = await sb.app.inject({
      method: 'GET',
      url: `/v1/payments/${json(cb).id}?entityId=${ENTITY_ID}`,
      headers: AUTH,
    });
    expect(read.statusCode, read.body).toBe(200);
    await expectRefused(await operate(db, { paymentType: 'CB' }), RESULT.CANNOT_CHARGEBACK.code);
    await expectRefused(await refund(db, '1.00'), RESULT.REFERENCE_CHARGED_BACK.code);
    await expectRefused(await operate(db, { paymentType: 'RV' }), RESULT.REFERENCE_CHARGED_BACK.code);

    const cr = await operate(json(cb).id, { paymentType: 'CR' });
    expect(cr.statusCode, cr.body).toBe(200);
    expect(json(cr)).toMatchObject({ paymentType: 'CR', referencedId: json(cb).id, amount: '40.00' });
    await expectRefused(
      await operate(json(cb).id, { paymentType: 'CR' }),
      RESULT.CHARGEBACK_ALREADY_REVERSED.code,
    );
    // The chargeback reversed, the payment can be refunded again.
    expect((await refund(db, '40.00')).statusCode).toBe(200);
  });

  it('answers "Reason not Specified" without a code, and charges back only part when asked', async () => {
    const db = await pay({ amount: '50.00' });
    const cb = await operate(db, { paymentType: 'CB', amount: '5.00', currency: 'EUR' });
    expect(json(cb)).toMatchObject({ amount: '5.00', result: RESULT.CHARGEBACK_REASON_NOT_SPECIFIED });
    const tooMuch = await pay({ amount: '5.00' });
    await expectRefused(
      await operate(tooMuch, { paymentType: 'CB', amount: '5.01', currency: 'EUR' }),
      RESULT.CANNOT_CHARGEBACK.code,
    );
  });

  it('reverses only a chargeback; chargebackResultCode only with CB or CR', async () => {
    const db = await pay();
    await expectRefused(await operate(db, { paymentType: 'CR' }), RESULT.NO_CHARGEBACK_TO_REVERSE.code);
    const pa = await pay({ paymentType: 'PA' });
    await expectRefused(await operate(pa, { paymentType: 'CB' }), RESULT.CHARGEBACK_NEEDS_DEBIT.code);
    const res = await refund(db, '1.00', { chargebackResultCode: '000.100.220' });
    expect(res.statusCode).toBe(400);
    expect(json(res).result.parameterErrors).toEqual([
      { name: 'chargebackResultCode', value: '000.100.220', message: 'only with paymentType CB or CR' },
    ]);
    const bad = await operate(db, { paymentType: 'CB', chargebackResultCode: '000.100.110' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).result.parameterErrors[0].name).toBe('chargebackResultCode');
  });
});

describe('which payments can be referred to', () => {
  it('answers another merchant’s payment exactly like an unknown id, and stores nothing', async () => {
    const theirs = await postForm(
      sb.app,
      '/v1/payments',
      { ...PAYMENT, entityId: SECOND_MERCHANT.entityId, paymentType: 'PA' },
      SECOND_AUTH,
    );
    const id = json(theirs).id as string;
    const foreign = await capture(id, '12.50');
    const unknown = await capture('a'.repeat(32), '12.50');
    const malformed = await capture('not-an-id', '12.50');
    for (const res of [foreign, unknown, malformed]) {
      expect(res.statusCode).toBe(404);
      expect(json(res).result).toEqual(RESULT.NOT_FOUND);
      expect(Object.keys(json(res)).sort()).toEqual(['buildNumber', 'ndc', 'result', 'timestamp']);
    }
    // The owner can still capture it in full.
    const own = await postForm(
      sb.app,
      `/v1/payments/${id}`,
      { entityId: SECOND_MERCHANT.entityId, paymentType: 'CP', amount: '12.50', currency: 'EUR' },
      SECOND_AUTH,
    );
    expect(own.statusCode, own.body).toBe(200);
  });

  it('operates in connector test mode (testMode=EXTERNAL: 000.100.112), and refuses an unsupported paymentType', async () => {
    const db = await pay();
    const external = await refund(db, '1.00', { testMode: 'EXTERNAL' });
    expect(external.statusCode).toBe(200);
    expect(json(external).result).toEqual(RESULT.SUCCESS_CONNECTOR_TEST);
    const type = await operate(db, { paymentType: 'DB', amount: '1.00', currency: 'EUR' });
    expect(json(type).result.parameterErrors).toEqual([
      { name: 'paymentType', value: 'DB', message: 'must be one of CP, RF, RV, CB, CR' },
    ]);
  });

  it('needs the bearer token and the token’s entity', async () => {
    const db = await pay();
    const none = await sb.app.inject({
      method: 'POST',
      url: `/v1/payments/${db}`,
      payload: 'paymentType=RV',
    });
    expect(none.statusCode).toBe(401);
    const other = await operate(db, { paymentType: 'RV', entityId: SECOND_MERCHANT.entityId });
    expect(other.statusCode).toBe(403);
  });
});

// On PostgreSQL the same race across sandboxes is ../database/shared-database.test.ts's.
describe.skipIf(TEST_STORE === 'postgresql')('two sandboxes on one database file', () => {
  it('check each capture against what the other one stored', async () => {
    const path = join(tempDir(), 'shared.db');
    const a = await testSandbox({ dbPath: path });
    const b = await testSandbox({ dbPath: path });
    try {
      const pa = await pay({ paymentType: 'PA', amount: '50.00', numberOfCaptures: '10' }, a.app);
      const captureOn = (app: typeof a.app) =>
        operate(pa, { paymentType: 'CP', amount: '20.00', currency: 'EUR' }, {}, app);
      const answers = await Promise.all([a.app, b.app, a.app, b.app].map(captureOn));
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 400, 400]);
      const left = await operate(pa, { paymentType: 'CP', amount: '10.01', currency: 'EUR' }, {}, b.app);
      expect(json(left).result.code).toBe(RESULT.CANNOT_CAPTURE.code);
    } finally {
      await a.app.close();
      await b.app.close();
    }
  });
});
