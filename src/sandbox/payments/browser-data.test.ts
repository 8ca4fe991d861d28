// customer.browser.* as the widget sent it, read back by the merchant: in the checkout's status,
// the payment by id and the transaction query, after a direct answer and after 3-D Secure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import {
  AUTH,
  browserPay,
  CARD,
  createCheckout,
  ENTITY_ID,
  json,
  type TestSandbox,
  testSandbox,
} from '../test-support';
import { walkRedirect } from '../threeds/flow-test-support';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox();
});
afterAll(() => sb.app.close());

const BROWSER = {
  'customer.browser.acceptHeader': 'text/html,application/xhtml+xml',
  'customer.browser.language': 'de-AT',
  'customer.browser.screenHeight': '1080',
  'customer.browser.screenWidth': '1920',
  'customer.browser.timezone': '-60',
  'customer.browser.userAgent': 'Mozilla/5.0 (X11; Linux x86_64)',
  'customer.browser.javaEnabled': 'false',
  'customer.browser.screenColorDepth': '24',
  'customer.browser.challengeWindow': '2',
};
const SENT = {
  browser: Object.fromEntries(
    Object.entries(BROWSER).map(([name, value]) => [name.slice('customer.browser.'.length), value]),
  ),
};

const read = async (url: string) => json(await sb.app.inject({ method: 'GET', url, headers: AUTH }));

/** The checkout's status, the payment by id and the query by merchantTransactionId, in that order. */
async function readBack(checkoutId: string, merchantTransactionId: string) {
  const status = await read(`/v1/checkouts/${checkoutId}/payment?entityId=${ENTITY_ID}`);
  const byId = await read(`/v1/payments/${status.id}?entityId=${ENTITY_ID}`);
  const query = await read(`/v1/query?entityId=${ENTITY_ID}&merchantTransactionId=${merchantTransactionId}`);
  expect(query.payments).toHaveLength(1);
  return [status, byId, query.payments[0]];
}

describe('customer.browser.* read back', () => {
  it('comes back with a payment answered directly', async () => {
    const checkoutId = await createCheckout(sb.app, { merchantTransactionId: 'browser-0001' });
    const res = await browserPay(sb.app, checkoutId, { ...CARD, ...BROWSER });
    expect(res.statusCode).toBe(200);
    for (const answer of await readBack(checkoutId, 'browser-0001')) {
      expect(answer.result).toEqual(RESULT.SUCCESS_INTEGRATOR_TEST);
      expect(answer.customer).toEqual(SENT);
    }
  });

  it('comes back after 3-D Secure, beside the merchant’s own customer data', async () => {
    const checkoutId = await createCheckout(sb.app, {
      merchantTransactionId: 'browser-0002',
      shopperResultUrl: 'https://shop.test/orders/2/result',
      'customer.givenName': 'Jane',
      'customer.surname': 'Doe',
    });
    const pending = await browserPay(sb.app, checkoutId, {
      ...CARD,
      'card.number': '4200000000000091',
      ...BROWSER,
    });
    expect(json(pending).result).toEqual(RESULT.PENDING);
    await walkRedirect(sb.app, json(pending).redirect);
    for (const answer of await readBack(checkoutId, 'browser-0002')) {
      expect(answer.result.code).toMatch(/^000\./);
      expect(answer.customer).toEqual({ givenName: 'Jane', surname: 'Doe', ...SENT });
    }
  });
});
