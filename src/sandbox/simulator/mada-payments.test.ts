// mada over HTTP: the co-badged cards paid as MADA or as their scheme, the mada-only cards, their
// declines and 3-D Secure, server to server and from the widget's card frame.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import { paymentMethodOfBrand } from '../query/payment-methods';
import {
  AUTH,
  browserPay,
  CARD,
  createCheckout,
  ENTITY_ID,
  json,
  PAYMENT,
  postForm,
  type TestSandbox,
  testSandbox,
} from '../test-support';
import { walkRedirect } from '../threeds/flow-test-support';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox();
});
afterAll(() => sb.app.close());

const pay = (number: string, extra: Record<string, string> = {}) =>
  postForm(sb.app, '/v1/payments', { ...PAYMENT, 'card.number': number, ...extra });

describe('mada payments', () => {
  it.each([
    ['4406470000000007', 'MADA', 'MADA'],
    ['4406470000000007', 'VISA', 'VISA'],
    ['4406470000000007', undefined, 'VISA'],
    ['5433570000000008', 'MADA', 'MADA'],
    ['5433570000000008', 'MASTER', 'MASTER'],
    ['5433570000000008', undefined, 'MASTER'],
    ['5888450000000003', 'MADA', 'MADA'],
    ['5888450000000003', undefined, 'MADA'],
  ])('%s with paymentBrand %s is approved as %s', async (number, sent, brand) => {
    const res = await pay(number, sent ? { paymentBrand: sent } : {});
    expect(res.statusCode, res.body).toBe(200);
    const body = json(res);
    expect(body.result).toEqual(RESULT.SUCCESS_INTEGRATOR_TEST);
    expect(body.paymentBrand).toBe(brand);
    expect(body.card).toMatchObject({ bin: number.slice(0, 6), last4Digits: number.slice(-4) });
  });

  it('declines with the decline cards, co-badged or mada only', async () => {
    for (const number of ['4406470000001526', '5888450000001522']) {
      const body = json(await pay(number, { paymentBrand: 'MADA' }));
      expect(body.result).toEqual(RESULT.DECLINED);
      expect(body.resultDetails).toMatchObject({ AcquirerResponse: '05' });
    }
  });

  it('refuses MADA for a card that is not mada, and a scheme a mada-only card does not carry', async () => {
    const visa = json(await pay('4200000000000000', { paymentBrand: 'MADA' }));
    expect(visa.result.code).toBe(RESULT.NUMBER_BRAND_MISMATCH.code);
    expect(visa.result.parameterErrors).toEqual([
      { name: 'paymentBrand', value: 'MADA', message: 'card number belongs to VISA, not MADA' },
    ]);
    const madaOnly = json(await pay('5888450000000003', { paymentBrand: 'MASTER' }));
    expect(madaOnly.result.parameterErrors[0]).toMatchObject({
      name: 'paymentBrand',
      message: 'card number belongs to MADA, not MASTER',
    });
    const maestro = json(await pay('5888450000000003', { paymentBrand: 'MAESTRO' }));
    expect(maestro.result.code).toBe(RESULT.NUMBER_BRAND_MISMATCH.code);
  });

  it('the card frame pays a checkout with MADA, as the widget sends it', async () => {
    const checkoutId = await createCheckout(sb.app);
    const res = await browserPay(sb.app, checkoutId, {
      ...CARD,
      'card.number': '4406470000000007',
      paymentBrand: 'MADA',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ paymentBrand: 'MADA', result: RESULT.SUCCESS_INTEGRATOR_TEST });
    const status = await sb.app.inject({
      method: 'GET',
      url: `/v1/checkouts/${checkoutId}/payment?entityId=${ENTITY_ID}`,
      headers: AUTH,
    });
    expect(json(status)).toMatchObject({ paymentBrand: 'MADA', card: { bin: '440647' } });
  });

  it('goes through 3-D Secure 2 with the mada 3DS cards, ECI as VISA’s', async () => {
    const res = await pay('4406470000003035', {
      paymentBrand: 'MADA',
      shopperResultUrl: 'https://shop.test/result',
    });
    const pending = json(res);
    expect(pending.result).toEqual(RESULT.PENDING);
    await walkRedirect(sb.app, pending.redirect);
    const final = await sb.app.inject({
      method: 'GET',
      url: `/v1/payments/${pending.id}?entityId=${ENTITY_ID}`,
      headers: AUTH,
    });
    expect(json(final)).toMatchObject({
      paymentBrand: 'MADA',
      result: RESULT.SUCCESS_INTEGRATOR_TEST,
      threeDSecure: { eci: '05', authenticationStatus: 'Y' },
    });
  });

  it('is a debit card in the transaction query (paymentMethods DC)', () => {
    expect(paymentMethodOfBrand('MADA')).toBe('DC');
    expect(paymentMethodOfBrand('VISA')).toBe('CC');
  });
});
