import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import { SECOND_MERCHANT } from '../merchants';
import {
  AUTH,
  browserPay,
  CARD,
  ENTITY_ID,
  GATEWAY_ORIGIN,
  json,
  PAYMENT,
  postForm,
  type TestSandbox,
  testSandbox,
} from '../test-support';
import { testReceiver } from '../webhooks/test-receiver';

/** What the simulator answers for the test cards that approve. */
const APPROVED = RESULT.SUCCESS_INTEGRATOR_TEST.code;
const SECOND_AUTH = { authorization: `Bearer ${SECOND_MERCHANT.accessToken}` };
const SECOND = { entityId: SECOND_MERCHANT.entityId, auth: SECOND_AUTH };
const MAIN = { entityId: ENTITY_ID, auth: AUTH };
type Merchant = typeof MAIN;

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox();
});
afterAll(() => sb.app.close());

let counter = 0;
const newTransactionId = () => `order-${String(++counter).padStart(4, '0')}`;

const pay = (merchant: Merchant, extra: Record<string, string>) =>
  postForm(sb.app, '/v1/payments', { ...PAYMENT, entityId: merchant.entityId, ...extra }, merchant.auth);
const settingsOf = async (merchant: Merchant) =>
  json(
    await sb.app.inject({
      method: 'GET',
      url: `/v1/sandbox/settings?entityId=${merchant.entityId}`,
      headers: merchant.auth,
    }),
  );
const setSettings = (merchant: Merchant, values: Record<string, string>) =>
  postForm(sb.app, '/v1/sandbox/settings', { entityId: merchant.entityId, ...values }, merchant.auth);
const advanceClock = (merchant: Merchant, seconds: number) =>
  postForm(
    sb.app,
    '/v1/sandbox/clock/advance',
    { entityId: merchant.entityId, seconds: String(seconds) },
    merchant.auth,
  );
const codeOf = (res: { json: () => unknown }) => (res.json() as { result: { code: string } }).result.code;

describe('the duplicate check (800.110.100)', () => {
  it('of 20 concurrent payments with one merchantTransactionId approves exactly one', async () => {
    const merchantTransactionId = newTransactionId();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => pay(SECOND, { merchantTransactionId })),
    );
    const codes = answers.map(codeOf);
    expect(codes.filter((code) => code === APPROVED)).toHaveLength(1);
    expect(codes.filter((code) => code === RESULT.DUPLICATE_TRANSACTION.code)).toHaveLength(19);
    const refused = answers.find((res) => codeOf(res) === RESULT.DUPLICATE_TRANSACTION.code);
    expect(refused?.statusCode).toBe(400);
    const body = json(refused as NonNullable<typeof refused>);
    expect(body.result.description).toBe('duplicate transaction');
    expect(body.merchantTransactionId).toBe(merchantTransactionId);
    expect(body.resultDetails.AcquirerResponse).toBeUndefined();
    // A refusal is a payment like any other: it is read back as answered.
    const read = await sb.app.inject({
      method: 'GET',
      url: `/v1/payments/${body.id}?entityId=${SECOND.entityId}`,
      headers: SECOND_AUTH,
    });
    expect(codeOf(read)).toBe(RESULT.DUPLICATE_TRANSACTION.code);
  });

  it('lets a different amount, currency, card or merchantTransactionId through', async () => {
    const merchantTransactionId = newTransactionId();
    expect(codeOf(await pay(SECOND, { merchantTransactionId }))).toBe(APPROVED);
    expect(codeOf(await pay(SECOND, { merchantTransactionId }))).toBe(RESULT.DUPLICATE_TRANSACTION.code);
    expect(codeOf(await pay(SECOND, { merchantTransactionId, amount: '12.51' }))).toBe(APPROVED);
    expect(codeOf(await pay(SECOND, { merchantTransactionId, currency: 'USD' }))).toBe(APPROVED);
    const otherCard = { 'card.number': '5454545454545454', paymentBrand: 'MASTER' };
    expect(codeOf(await pay(SECOND, { merchantTransactionId, ...otherCard }))).toBe(APPROVED);
    expect(codeOf(await pay(SECOND, { merchantTransactionId: newTransactionId() }))).toBe(APPROVED);
    // Without a merchantTransactionId there is nothing to compare.
    expect(codeOf(await pay(SECOND, {}))).toBe(APPROVED);
    expect(codeOf(await pay(SECOND, {}))).toBe(APPROVED);
  });

  it('does not let a declined payment block its retry', async () => {
    const merchantTransactionId = newTransactionId();
    const declining = { merchantTransactionId, 'card.number': '4000000000001521' };
    expect(codeOf(await pay(SECOND, declining))).toBe(RESULT.DECLINED.code);
    // Declined again by the card, not refused as a duplicate.
    expect(codeOf(await pay(SECOND, declining))).toBe(RESULT.DECLINED.code);
  });

  it('counts a payment pending for 3-D Secure until it ends', async () => {
    const merchantTransactionId = newTransactionId();
    const threeDS = {
      merchantTransactionId,
      'card.number': '4200000000000091',
      shopperResultUrl: 'https://shop.example/result',
    };
    const first = await pay(SECOND, threeDS);
    expect(codeOf(first)).toBe(RESULT.PENDING.code);
    const second = await pay(SECOND, threeDS);
    expect(codeOf(second)).toBe(RESULT.DUPLICATE_TRANSACTION.code);
    expect(json(second).redirect).toBeUndefined();
    // Abandoned: no longer in the way.
    const expired = await postForm(
      sb.app,
      `/v1/sandbox/payments/${json(first).id}/expire`,
      { entityId: SECOND.entityId },
      SECOND_AUTH,
    );
    expect(expired.statusCode).toBe(200);
    expect(codeOf(await pay(SECOND, threeDS))).toBe(RESULT.PENDING.code);
  });

  it('applies to checkouts paid in the widget, leaving the refused one open', async () => {
    const merchantTransactionId = newTransactionId();
    const checkout = async () => {
      const res = await postForm(
        sb.app,
        '/v1/checkouts',
        {
          entityId: SECOND.entityId,
          amount: '25.00',
          currency: 'EUR',
          paymentType: 'DB',
          merchantTransactionId,
        },
        SECOND_AUTH,
      );
      return json(res).id as string;
    };
    const [first, second] = [await checkout(), await checkout()];
    const frame = { origin: GATEWAY_ORIGIN };
    expect(codeOf(await browserPay(sb.app, first, { ...CARD, paymentBrand: 'VISA' }, frame))).toBe(APPROVED);
    const refused = await browserPay(sb.app, second, { ...CARD, paymentBrand: 'VISA' }, frame);
    expect(codeOf(refused)).toBe(RESULT.DUPLICATE_TRANSACTION.code);
    expect(json(refused).checkoutId).toBe(second);
    // Paid with another card, the second checkout is a different payment.
    const other = { ...CARD, 'card.number': '5454545454545454', paymentBrand: 'MASTER' };
    expect(codeOf(await browserPay(sb.app, second, other, frame))).toBe(APPROVED);
  });

  it('looks back 10 minutes on the merchant’s clock by default', async () => {
    const merchantTransactionId = newTransactionId();
    expect(codeOf(await pay(SECOND, { merchantTransactionId }))).toBe(APPROVED);
    expect((await advanceClock(SECOND, 9 * 60 + 59)).statusCode).toBe(200);
    expect(codeOf(await pay(SECOND, { merchantTransactionId }))).toBe(RESULT.DUPLICATE_TRANSACTION.code);
    expect((await advanceClock(SECOND, 1)).statusCode).toBe(200);
    expect(codeOf(await pay(SECOND, { merchantTransactionId }))).toBe(APPROVED);
  });

  it('takes the window the merchant sets', async () => {
    expect((await setSettings(SECOND, { duplicateCheckWindowMinutes: '60' })).statusCode).toBe(200);
    try {
      const merchantTransactionId = newTransactionId();
      expect(codeOf(await pay(SECOND, { merchantTransactionId }))).toBe(APPROVED);
      await advanceClock(SECOND, 30 * 60);
      expect(codeOf(await pay(SECOND, { merchantTransactionId }))).toBe(RESULT.DUPLICATE_TRANSACTION.code);
      await advanceClock(SECOND, 30 * 60);
      expect(codeOf(await pay(SECOND, { merchantTransactionId }))).toBe(APPROVED);
    } finally {
      await setSettings(SECOND, { duplicateCheckWindowMinutes: '10' });
    }
  });
});

describe('notifications under the duplicate check', () => {
  it('notify the approved payment and the refused duplicate, each once', async () => {
    const receiver = await testReceiver();
    try {
      const hook = await postForm(
        sb.app,
        '/v1/sandbox/webhooks',
        { entityId: SECOND.entityId, url: receiver.url, types: 'PAYMENT' },
        SECOND_AUTH,
      );
      const key = json(hook).key as string;
      const merchantTransactionId = newTransactionId();
      const approved = json(await pay(SECOND, { merchantTransactionId }));
      const refused = json(await pay(SECOND, { merchantTransactionId }));
      await sb.app.gatewayClock.runDue();
      const payloads = receiver.notifications(key).map((n) => n.payload as Record<string, unknown>);
      expect(payloads.map((p) => [p.id, (p.result as { code: string }).code])).toEqual([
        [approved.id, APPROVED],
        [refused.id, RESULT.DUPLICATE_TRANSACTION.code],
      ]);
      await sb.app.inject({
        method: 'DELETE',
        url: `/v1/sandbox/webhooks/${json(hook).id}?entityId=${SECOND.entityId}`,
        headers: SECOND_AUTH,
      });
    } finally {
      await receiver.close();
    }
  });
});

describe('GET and POST /v1/sandbox/settings', () => {
  it('has the check off for the configured merchant and on for the second one', async () => {
    expect(await settingsOf(MAIN)).toMatchObject({
      result: { code: RESULT.SUCCESSFUL_REQUEST.code },
      settings: { duplicateCheck: false, duplicateCheckWindowMinutes: 10, riskChecks: true },
    });
    expect((await settingsOf(SECOND)).settings).toEqual({
      duplicateCheck: true,
      duplicateCheckWindowMinutes: 10,
      riskChecks: false,
    });
    const merchantTransactionId = newTransactionId();
    expect(codeOf(await pay(MAIN, { merchantTransactionId }))).toBe(APPROVED);
    expect(codeOf(await pay(MAIN, { merchantTransactionId }))).toBe(APPROVED);
  });

  it('switches the check per merchant', async () => {
    const on = await setSettings(MAIN, { duplicateCheck: 'true' });
    expect(on.statusCode).toBe(200);
    expect(json(on).settings).toEqual({
      duplicateCheck: true,
      duplicateCheckWindowMinutes: 10,
      riskChecks: true,
    });
    const off = await setSettings(SECOND, { duplicateCheck: 'false' });
    expect(json(off).settings.duplicateCheck).toBe(false);
    try {
      const merchantTransactionId = newTransactionId();
      expect(codeOf(await pay(MAIN, { merchantTransactionId }))).toBe(APPROVED);
      expect(codeOf(await pay(MAIN, { merchantTransactionId }))).toBe(RESULT.DUPLICATE_TRANSACTION.code);
      // The same order number at another merchant is another order.
      expect(codeOf(await pay(SECOND, { merchantTransactionId }))).toBe(APPROVED);
      expect(codeOf(await pay(SECOND, { merchantTransactionId }))).toBe(APPROVED);
    } finally {
      await setSettings(MAIN, { duplicateCheck: 'false' });
      await setSettings(SECOND, { duplicateCheck: 'true' });
    }
    expect((await settingsOf(MAIN)).settings.duplicateCheck).toBe(false);
    expect((await settingsOf(SECOND)).settings.duplicateCheck).toBe(true);
  });

  it('refuses a malformed value, an empty change and another merchant’s entity', async () => {
    const yes = await setSettings(MAIN, { duplicateCheck: 'yes' });
    expect(yes.statusCode).toBe(400);
    expect(json(yes).result.parameterErrors).toEqual([
      { name: 'duplicateCheck', value: 'yes', message: 'must be true or false' },
    ]);
    const tooLong = await setSettings(MAIN, { duplicateCheckWindowMinutes: '1441' });
    expect(tooLong.statusCode).toBe(400);
    expect(json(tooLong).result.parameterErrors[0].name).toBe('duplicateCheckWindowMinutes');
    const nothing = await setSettings(MAIN, {});
    expect(nothing.statusCode).toBe(400);
    expect(json(nothing).result.parameterErrors[0].message).toContain('at least one setting');
    const unknown = await setSettings(MAIN, { riskScore: '5' });
    expect(unknown.statusCode).toBe(400);
    const foreign = await postForm(
      sb.app,
      '/v1/sandbox/settings',
      { entityId: SECOND.entityId, duplicateCheck: 'false' },
      AUTH,
    );
    expect(foreign.statusCode).toBeGreaterThanOrEqual(400);
    expect((await settingsOf(SECOND)).settings.duplicateCheck).toBe(true);
  });
});
