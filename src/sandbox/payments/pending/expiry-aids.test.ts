import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT } from '../../../spec/result-codes';
import { SECOND_MERCHANT } from '../../merchants';
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
} from '../../test-support';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox();
});
afterAll(() => sb.app.close());

const get = async (url: string) =>
  json(await sb.app.inject({ method: 'GET', url: `${url}?entityId=${ENTITY_ID}`, headers: AUTH }));

describe('sandbox aids: ending lifetimes now', () => {
  it('expires a checkout: its pending payment ends as abandoned, the widget no longer finds it', async () => {
    const id = await createCheckout(sb.app, { shopperResultUrl: 'https://shop.test/r' });
    await browserPay(sb.app, id, { ...CARD, 'card.number': '4200000000000042' });
    const res = await postForm(sb.app, `/v1/sandbox/checkouts/${id}/expire`, { entityId: ENTITY_ID });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ id, result: RESULT.SUCCESSFUL_REQUEST });
    expect((await get(`/v1/checkouts/${id}/payment`)).result).toEqual(RESULT.PENDING_TIMED_OUT);
    expect((await sb.app.inject({ method: 'GET', url: `/v1/checkouts/${id}/widget` })).statusCode).toBe(404);
  });

  it('expires a pending server-to-server payment', async () => {
    const pending = json(
      await postForm(sb.app, '/v1/payments', {
        ...PAYMENT,
        'card.number': '4200000000000042',
        shopperResultUrl: 'https://shop.test/r',
      }),
    );
    await postForm(sb.app, `/v1/sandbox/payments/${pending.id}/expire`, { entityId: ENTITY_ID });
    expect((await get(`/v1/payments/${pending.id}`)).result).toEqual(RESULT.PENDING_TIMED_OUT);
  });

  it('needs the merchant’s token and finds only its own checkouts and payments', async () => {
    const id = await createCheckout(sb.app);
    const unauthenticated = await sb.app.inject({
      method: 'POST',
      url: `/v1/sandbox/checkouts/${id}/expire`,
    });
    expect(unauthenticated.statusCode).toBe(401);
    const other = await postForm(
      sb.app,
      `/v1/sandbox/checkouts/${id}/expire`,
      { entityId: SECOND_MERCHANT.entityId },
      { authorization: `Bearer ${SECOND_MERCHANT.accessToken}` },
    );
    expect(other.statusCode).toBe(404);
    const unknown = await postForm(sb.app, `/v1/sandbox/payments/${'a'.repeat(32)}/expire`, {
      entityId: ENTITY_ID,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
