import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITY_ID, json, PAYMENT, postForm, type TestSandbox, testSandbox } from '../test-support';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox();
});
afterAll(() => sb.app.close());

/** A payment without a card: the instrument comes with each case. */
const NO_CARD = { entityId: ENTITY_ID, amount: '10.00', currency: 'EUR', paymentType: 'DB' };

describe('request structures echoed in the payment response', () => {
  it('nests customer, billing, shipping, cart, merchant, risk and custom parameters', async () => {
    const res = await postForm(sb.app, '/v1/payments', {
      ...PAYMENT,
      'customer.givenName': 'Jane',
      'customer.surname': 'Doe',
      'shipping.customer.givenName': 'John',
      'billing.city': 'Berlin',
      'shipping.city': 'Wien',
      'cart.items[0].name': 'Book',
      'cart.items[1].name': 'Pen',
      'cart.items[1].recipient.city': 'Graz',
      'merchant.data[shopRef]': 'abc',
      'risk.parameters[USER_DATA1]': 'x',
      'customParameters[ORDER_REF]': '42',
      'threeDSecure.eci': '05',
      'threeDSecure.verificationId': 'AAACBllleHchZTBWIGV4AAAAAAA=',
    });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body).toMatchObject({
      customer: { givenName: 'Jane', surname: 'Doe' },
      shipping: { city: 'Wien', customer: { givenName: 'John' } },
      billing: { city: 'Berlin' },
      cart: { items: [{ name: 'Book' }, { name: 'Pen', recipient: { city: 'Graz' } }] },
      merchant: { data: { shopRef: 'abc' } },
      risk: { parameters: { USER_DATA1: 'x' } },
      customParameters: { ORDER_REF: '42' },
      threeDSecure: { eci: '05' },
    });
    expect(body.threeDSecure).not.toHaveProperty('verificationId');
    expect(res.body).not.toContain('AAACBllleHchZTBWIGV4AAAAAAA=');
  });

  it('never echoes a secret, and masks sensitive numbers', async () => {
    const res = await postForm(sb.app, '/v1/payments', {
      ...NO_CARD,
      paymentBrand: 'DIRECTDEBIT_SEPA',
      'bankAccount.holder': 'Jane Doe',
      'bankAccount.iban': 'DE89370400440532013000',
      'bankAccount.bic': 'COBADEFFXXX',
      'bankAccount.mandate.id': 'MANDATE-ABC',
      'bankAccount.mandate.dateOfSignature': '2026-01-31',
      'giftCard.number': '6006491234567890',
      'giftCard.pin': '9876',
    });
    const body = json(res);
    expect(body.result.parameterErrors).toBeUndefined();
    expect(body.bankAccount).toEqual({
      holder: 'Jane Doe',
      iban: 'DE8937************3000',
      bic: 'COBADEFFXXX',
      mandate: { id: 'MANDATE-ABC', dateOfSignature: '2026-01-31' },
    });
    expect(body.giftCard).toEqual({ number: '600649******7890' });
    expect(res.body).not.toContain('DE89370400440532013000');
    expect(res.body).not.toContain('9876');
  });

  it('leaves out wallet tokens and token-account secrets', async () => {
    const res = await postForm(sb.app, '/v1/payments', {
      ...NO_CARD,
      paymentBrand: 'VISA',
      'tokenAccount.number': '4200000000000000',
      'tokenAccount.type': 'NETWORK',
      'tokenAccount.cryptogram': 'AJkBAZkhIgAAAAAAAAAAAAAAAAA=',
    });
    const body = json(res);
    expect(body.result.parameterErrors).toBeUndefined();
    expect(body.tokenAccount).toEqual({ number: '420000******0000', type: 'NETWORK' });
    expect(res.body).not.toContain('AJkBAZkhIgAAAAAAAAAAAAAAAAA=');
  });
});
