import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import { SECOND_MERCHANT } from '../merchants';
import { TEST_CARDS } from '../simulator/test-cards';
import {
  AUTH,
  ENTITY_ID,
  encodeForm,
  json,
  PAYMENT,
  postForm,
  type TestSandbox,
  testSandbox,
} from '../test-support';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox();
});
afterAll(() => sb.app.close());

const pay = (params: Record<string, string> | string) => postForm(sb.app, '/v1/payments', params);
const getPayment = (id: string, headers = AUTH, entityId = ENTITY_ID) =>
  sb.app.inject({ method: 'GET', url: `/v1/payments/${id}?entityId=${entityId}`, headers });
const cvvFor = (brand: string) => (brand === 'AMEX' ? '1234' : '123');

describe('POST /v1/payments', () => {
  it.each(TEST_CARDS.map((c) => [c.number, c.brand, c.result.code, c]))(
    'card %s (%s) → %s',
    async (number, brand, code, card) => {
      const res = await pay({
        ...PAYMENT,
        'card.number': number,
        'card.cvv': cvvFor(brand),
        paymentBrand: brand,
      });
      const body = json(res);
      expect(body.result).toEqual(card.result);
      expect(res.statusCode).toBe(code.startsWith('000.') ? 200 : 400);
      expect(body.resultDetails.AcquirerResponse).toBe(card.acquirerResponse);
      expect(body.card).toEqual({
        bin: number.slice(0, 6),
        last4Digits: number.slice(-4),
        holder: 'Jane Doe',
        expiryMonth: '12',
        expiryYear: '2030',
      });
      expect(res.body).not.toContain(number);
    },
  );

  it('approves any other Luhn-valid number and detects its brand', async () => {
    const res = await pay({ ...PAYMENT, 'card.number': '6011111111111117' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ paymentBrand: 'DISCOVER', result: RESULT.SUCCESS_INTEGRATOR_TEST });
  });

  it('answers the full payment response shape', async () => {
    const res = await pay({
      ...PAYMENT,
      amount: '100',
      paymentType: 'PA',
      descriptor: 'Shop 42',
      merchantTransactionId: 'order-0042',
      'customParameters[a.b_c]': '1',
      'customer.givenName': 'Jane',
      'customer.surname': 'Doe',
      'billing.country': 'AT',
      'cart.items[0].name': 'Book',
      'cart.items[1].name': 'Pen',
    });
    const body = json(res);
    expect(body).toMatchObject({
      paymentType: 'PA',
      paymentBrand: 'VISA',
      amount: '100.00',
      currency: 'EUR',
      merchantTransactionId: 'order-0042',
      customParameters: { 'a.b_c': '1' },
      customer: { givenName: 'Jane', surname: 'Doe' },
      billing: { country: 'AT' },
      cart: { items: [{ name: 'Book' }, { name: 'Pen' }] },
      buildNumber: 'sandbox@0.1.0',
      timestamp: '2026-11-21 12:00:00+0000',
    });
    expect(body.id).toMatch(/^[a-z0-9]{32}$/);
    expect(body.descriptor).toMatch(/^\d{4}\.\d{4}\.\d{4} Shop 42$/);
    expect(body.ndc).toMatch(/^[A-Za-z0-9-]{1,69}$/);
    expect(Object.keys(body.resultDetails)).toEqual(
      expect.arrayContaining(['ExtendedDescription', 'ConnectorTxID1', 'AcquirerResponse']),
    );
    expect(body).not.toHaveProperty('entityId');
    expect(body).not.toHaveProperty('checkoutId');
  });

  it('rejects a Luhn-invalid number with 100.100.101', async () => {
    const res = await pay({ ...PAYMENT, 'card.number': '4200000000000001' });
    expect(res.statusCode).toBe(400);
    expect(json(res).result).toMatchObject({
      code: '100.100.101',
      parameterErrors: [{ name: 'card.number', value: '420000******0001' }],
    });
  });

  it('rejects an expired card with 100.100.303', async () => {
    const res = await pay({ ...PAYMENT, 'card.expiryMonth': '10', 'card.expiryYear': '2026' });
    expect(res.statusCode).toBe(400);
    expect(json(res).result.code).toBe('100.100.303');
  });

  it('wants a 4-digit CVV for AMEX (100.100.601)', async () => {
    const res = await pay({ ...PAYMENT, 'card.number': '377777777777770', 'card.cvv': '123' });
    expect(res.statusCode).toBe(400);
    expect(json(res).result).toMatchObject({
      code: '100.100.601',
      parameterErrors: [{ name: 'card.cvv', value: '***' }],
    });
  });

  it('rejects a brand that does not match the number (100.100.700)', async () => {
    const res = await pay({ ...PAYMENT, paymentBrand: 'MASTER' });
    expect(res.statusCode).toBe(400);
    expect(json(res).result.code).toBe('100.100.700');
  });

  it('reports every bad parameter at once, coded after the first', async () => {
    const res = await pay({
      ...PAYMENT,
      amount: 'ten',
      currency: 'eur',
      'card.number': '4200000000000001',
      'card.expiryMonth': '00',
      'card.holder': 'J',
      descriptor: 'x'.repeat(128),
      unknownThing: 'x',
    });
    expect(res.statusCode).toBe(400);
    const { result } = json(res);
    expect(result.code).toBe(RESULT.AMOUNT_FORMAT.code);
    expect(result.parameterErrors.map((e: { name: string }) => e.name)).toEqual([
      'amount',
      'currency',
      'card.expiryMonth',
      'card.holder',
      'descriptor',
      'unknownThing',
      'card.number',
    ]);
  });

  it('uses the first error’s code for the result', async () => {
    const res = await pay({ ...PAYMENT, currency: 'XXX', amount: 'x' });
    const { result } = json(res);
    expect(result.parameterErrors.map((e: { name: string }) => e.name)).toEqual(['amount', 'currency']);
    expect(result.code).toBe(RESULT.AMOUNT_FORMAT.code);
    const { currency: _currency, ...rest } = PAYMENT;
    const currencyFirst = await pay(`currency=XXX&${encodeForm(rest)}`);
    expect(json(currencyFirst).result).toMatchObject({
      code: RESULT.CURRENCY_UNKNOWN.code,
      description: RESULT.CURRENCY_UNKNOWN.description,
    });
  });

  it('approves in connector test mode (testMode=EXTERNAL → 000.100.112), and declines as INTERNAL does', async () => {
    const res = await pay({ ...PAYMENT, testMode: 'EXTERNAL' });
    expect(res.statusCode).toBe(200);
    expect(json(res).result).toEqual(RESULT.SUCCESS_CONNECTOR_TEST);
    const declined = await pay({ ...PAYMENT, testMode: 'EXTERNAL', 'card.number': '4000000000001554' });
    expect(declined.statusCode).toBe(400);
    expect(json(declined).result).toEqual(RESULT.DECLINED_INSUFFICIENT_FUNDS);
  });
});

describe('the descriptor', () => {
  it('keeps a descriptor of 127 characters whole after the short id, and takes merchant.name without one', async () => {
    const long = 'd'.repeat(127);
    const whole = json(await pay({ ...PAYMENT, descriptor: long }));
    expect(whole.descriptor).toMatch(new RegExp(`^\\d{4}\\.\\d{4}\\.\\d{4} ${long}$`));
    const named = json(await pay({ ...PAYMENT, 'merchant.name': 'Acme*Order 42' }));
    expect(named.descriptor).toMatch(/^\d{4}\.\d{4}\.\d{4} Acme\*Order 42$/);
  });
});

describe('GET /v1/payments/{id}', () => {
  it('returns a stored payment, approved (200) or declined (400)', async () => {
    const approved = json(await pay(PAYMENT));
    const got = await getPayment(approved.id);
    expect(got.statusCode).toBe(200);
    expect(json(got)).toMatchObject({
      id: approved.id,
      amount: '12.50',
      card: approved.card,
      result: approved.result,
    });

    const declined = json(await pay({ ...PAYMENT, 'card.number': '4000000000001570' }));
    const gotDeclined = await getPayment(declined.id);
    expect(gotDeclined.statusCode).toBe(400);
    expect(json(gotDeclined).result).toEqual(RESULT.DECLINED_WRONG_EXPIRY);
  });

  it('answers 404 with 700.400.580 for unknown ids and other merchants’ payments', async () => {
    const { id } = json(await pay(PAYMENT));
    for (const [paymentId, auth, entityId] of [
      ['0'.repeat(32), AUTH, ENTITY_ID],
      ['not-a-payment-id', AUTH, ENTITY_ID],
      [id, { authorization: `Bearer ${SECOND_MERCHANT.accessToken}` }, SECOND_MERCHANT.entityId],
    ] as const) {
      const res = await getPayment(paymentId, auth, entityId);
      expect(res.statusCode).toBe(404);
      expect(json(res).result).toEqual(RESULT.NOT_FOUND);
    }
  });
});
