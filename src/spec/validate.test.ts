import { describe, expect, it } from 'vitest';
import { RESULT } from './result-codes';
import { toParameterErrors, validate } from './validate';

const NOW = new Date('2026-11-21T12:00:00Z');
const card = {
  'card.number': '4200000000000000',
  'card.expiryMonth': '12',
  'card.expiryYear': '2030',
  'card.cvv': '123',
  'card.holder': 'Jane Doe',
};
const payment = {
  entityId: '8a8294174b7ecb28014b9699220015ca',
  amount: '12.50',
  currency: 'EUR',
  paymentType: 'DB',
  ...card,
};
const run = (params: Record<string, string>, op: Parameters<typeof validate>[1] = 'serverPayment') =>
  validate(params, op, { now: NOW });
const codes = (params: Record<string, string>, op?: Parameters<typeof validate>[1]) =>
  run(params, op).map((i) => `${i.name} ${i.result.code}`);

describe('validate: serverPayment', () => {
  it('accepts a complete payment with optional structures', () => {
    const params = {
      ...payment,
      merchantTransactionId: 'order-0001',
      'customParameters[ORDER.ref_1]': 'x',
      'customer.givenName': 'Jane',
      'customer.surname': 'Doe',
      'customer.email': 'jane@example.com',
      'billing.country': 'DE',
      'cart.items[0].name': 'Book',
      'cart.items[0].price': '12.50',
    };
    expect(run(params)).toEqual([]);
  });

  it('reports every missing required parameter with its own code', () => {
    expect(codes({})).toEqual([
      `entityId ${RESULT.INVALID_PARAMETER.code}`,
      `amount ${RESULT.AMOUNT_INVALID.code}`,
      `currency ${RESULT.CURRENCY_INVALID.code}`,
      `paymentType ${RESULT.INVALID_PARAMETER.code}`,
      `card.number ${RESULT.NO_ACCOUNT_DATA.code}`,
    ]);
    expect(run({})[0]).toEqual({
      name: 'entityId',
      message: 'missing required parameter',
      result: RESULT.INVALID_PARAMETER,
    });
  });

  it('reports several bad values at once, in the order sent', () => {
    expect(codes({ ...payment, currency: 'XXX', amount: '12.5', 'card.expiryMonth': '13' })).toEqual([
      `amount ${RESULT.AMOUNT_FORMAT.code}`,
      `currency ${RESULT.CURRENCY_UNKNOWN.code}`,
      `card.expiryMonth ${RESULT.EXPIRY_MONTH_INVALID.code}`,
    ]);
  });

  it('rejects a Luhn-invalid number with 100.100.101 and masks it', () => {
    const [issue, ...rest] = run({ ...payment, 'card.number': '4200000000000001' });
    expect(rest).toEqual([]);
    expect(issue).toMatchObject({
      name: 'card.number',
      value: '420000******0001',
      result: RESULT.INVALID_CARD_NUMBER,
    });
  });

  it('rejects an expired card with 100.100.303 but accepts the current month', () => {
    expect(codes({ ...payment, 'card.expiryMonth': '10', 'card.expiryYear': '2026' })).toEqual([
      `card.expiryYear ${RESULT.CARD_EXPIRED.code}`,
    ]);
    expect(codes({ ...payment, 'card.expiryMonth': '11', 'card.expiryYear': '2026' })).toEqual([]);
  });

  it('wants 4 CVV digits for AMEX and 3 for the others, never echoing the CVV', () => {
    const amex = { ...payment, 'card.number': '377777777777770' };
    expect(run({ ...amex, 'card.cvv': '123' })).toEqual([
      expect.objectContaining({ name: 'card.cvv', value: '***', result: RESULT.CVV_INVALID }),
    ]);
    expect(run({ ...amex, 'card.cvv': '1234' })).toEqual([]);
    expect(codes({ ...payment, 'card.cvv': '1234' })).toEqual([`card.cvv ${RESULT.CVV_INVALID.code}`]);
    expect(run({ ...payment, 'card.cvv': '12' })[0]?.value).toBe('***');
  });

  it('checks paymentBrand against the detected brand', () => {
    expect(codes({ ...payment, paymentBrand: 'VISA' })).toEqual([]);
    expect(codes({ ...payment, paymentBrand: 'MASTER' })).toEqual([
      `paymentBrand ${RESULT.NUMBER_BRAND_MISMATCH.code}`,
    ]);
    expect(codes({ ...payment, paymentBrand: 'PAYPAL' })).toEqual([
      `paymentBrand ${RESULT.BRAND_INVALID.code}`,
    ]);
  });

  it('asks for paymentBrand when no brand can be detected', () => {
    const unknownBin = { ...payment, 'card.number': '9999999999999995' };
    expect(codes(unknownBin)).toEqual([`paymentBrand ${RESULT.BRAND_MISSING.code}`]);
    expect(codes({ ...unknownBin, paymentBrand: 'VISA' })).toEqual([]);
  });

  it('reports unknown and misplaced parameters, masking card-like values', () => {
    const issues = run({ ...payment, 'card.numbr': '4200000000000000', integrity: 'true' });
    expect(toParameterErrors(issues)).toEqual([
      { name: 'card.numbr', value: '420000******0000', message: 'unknown parameter' },
      { name: 'integrity', value: 'true', message: 'parameter not accepted in this request' },
    ]);
  });

  it('checks custom parameter names and list indexes', () => {
    expect(codes({ ...payment, 'customParameters[a]': 'x', 'cart.items[1001].name': 'y' })).toEqual([
      `customParameters[a] ${RESULT.INVALID_PARAMETER.code}`,
      `cart.items[1001].name ${RESULT.INVALID_PARAMETER.code}`,
    ]);
  });

  it('supports DB and PA only', () => {
    expect(codes({ ...payment, paymentType: 'PA' })).toEqual([]);
    expect(codes({ ...payment, paymentType: 'RF' })).toEqual([
      `paymentType ${RESULT.INVALID_PARAMETER.code}`,
    ]);
  });
});

describe('validate: browserCheckoutPayment', () => {
  const browser = {
    'customer.browser.acceptHeader': 'text/html',
    'customer.browser.language': 'de-DE',
    'customer.browser.screenHeight': '1080',
    'customer.browser.screenWidth': '1920',
    'customer.browser.timezone': '-60',
    'customer.browser.userAgent': 'Mozilla/5.0',
    'customer.browser.javaEnabled': 'false',
    'customer.browser.screenColorDepth': '24',
    'customer.browser.challengeWindow': '5',
  };

  it('accepts the card, brand, browser fields and SHOPPER_ parameters', () => {
    const params = { ...card, paymentBrand: 'VISA', ...browser, 'customParameters[SHOPPER_note]': 'hi' };
    expect(run(params, 'browserCheckoutPayment')).toEqual([]);
  });

  it('rejects what only the merchant may set', () => {
    const params = {
      ...card,
      amount: '1.00',
      currency: 'EUR',
      entityId: payment.entityId,
      shopperResultUrl: 'https://evil.example/',
    };
    expect(run(params, 'browserCheckoutPayment').map((i) => i.name)).toEqual([
      'amount',
      'currency',
      'entityId',
      'shopperResultUrl',
    ]);
  });

  it('requires SHOPPER_ custom parameters', () => {
    expect(codes({ ...card, 'customParameters[ORDER]': 'x' }, 'browserCheckoutPayment')).toEqual([
      `customParameters[ORDER] ${RESULT.INVALID_PARAMETER.code}`,
    ]);
  });

  it('validates browser fields per EMV', () => {
    const bad = {
      ...card,
      'customer.browser.language': 'not-a-language-tag',
      'customer.browser.timezone': '+12345',
      'customer.browser.screenColorDepth': '23',
      'customer.browser.challengeWindow': '05', // spec: 1 digit
      'customer.browser.screenHeight': '1234567',
      'customer.browser.userAgent': 'x'.repeat(2049),
    };
    expect(run(bad, 'browserCheckoutPayment').map((i) => i.name)).toEqual([
      'customer.browser.language',
      'customer.browser.timezone',
      'customer.browser.screenColorDepth',
      'customer.browser.challengeWindow',
      'customer.browser.screenHeight',
      'customer.browser.userAgent',
    ]);
  });
});

describe('validate: createCheckout', () => {
  it('accepts integrity and rejects card data', () => {
    const base = { entityId: payment.entityId, amount: '10', currency: 'EUR', paymentType: 'DB' };
    expect(run({ ...base, integrity: 'true' }, 'createCheckout')).toEqual([]);
    expect(toParameterErrors(run({ ...base, 'card.cvv': '123' }, 'createCheckout'))).toEqual([
      { name: 'card.cvv', value: '***', message: 'parameter not accepted in this request' },
    ]);
  });
});
