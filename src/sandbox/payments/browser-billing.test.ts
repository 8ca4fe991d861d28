// The widget's billing fields (wpwlOptions.billingAddress) in the secure-field payment, and the
// widget's checkout view naming the checkout's shopperResultUrl.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserPay, CARD, createCheckout, json, type TestSandbox, testSandbox } from '../test-support';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox();
});
afterAll(() => sb.app.close());

describe('billing.* from the widget', () => {
  it('are taken into the payment', async () => {
    const id = await createCheckout(sb.app);
    const res = await browserPay(sb.app, id, {
      ...CARD,
      'billing.street1': 'Main Street 1',
      'billing.city': 'Vienna',
      'billing.postcode': '1010',
      'billing.country': 'AT',
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).billing).toEqual({
      street1: 'Main Street 1',
      city: 'Vienna',
      postcode: '1010',
      country: 'AT',
    });
  });

  it('are checked like the server API’s: a bad country is a parameter error, nothing paid', async () => {
    const id = await createCheckout(sb.app);
    const res = await browserPay(sb.app, id, { ...CARD, 'billing.country': 'Austria' });
    expect(res.statusCode).toBe(400);
    expect(json(res).result.parameterErrors.map((e: { name: string }) => e.name)).toEqual([
      'billing.country',
    ]);
  });
});

describe('GET /v1/checkouts/{id}/widget', () => {
  it('names the checkout’s shopperResultUrl: the way back when the shop’s form has no action', async () => {
    const id = await createCheckout(sb.app, { shopperResultUrl: 'https://shop.test/result' });
    const view = json(await sb.app.inject({ method: 'GET', url: `/v1/checkouts/${id}/widget` }));
    expect(view.shopperResultUrl).toBe('https://shop.test/result');
    const without = await createCheckout(sb.app);
    const plain = json(await sb.app.inject({ method: 'GET', url: `/v1/checkouts/${without}/widget` }));
    expect(plain).not.toHaveProperty('shopperResultUrl');
  });
});
