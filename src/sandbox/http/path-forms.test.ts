// Paths as shipped merchant code writes them: a doubled slash (`host + "/" + resourcePath`) and a
// trailing slash reach the same route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH,
  createCheckout,
  ENTITY_ID,
  encodeForm,
  FORM,
  json,
  PAYMENT,
  type TestSandbox,
  testSandbox,
} from '../test-support';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox();
});
afterAll(() => sb.app.close());

describe('paths', () => {
  it('answers a status URL built as host + "/" + resourcePath', async () => {
    const id = await createCheckout(sb.app);
    const res = await sb.app.inject({
      method: 'GET',
      url: `//v1/checkouts/${id}/payment?entityId=${ENTITY_ID}`,
      headers: AUTH,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ checkoutId: id });
  });

  it('answers a trailing slash, on GET and POST', async () => {
    const paid = await sb.app.inject({
      method: 'POST',
      url: '/v1/payments/',
      headers: { ...AUTH, ...FORM },
      payload: encodeForm(PAYMENT),
    });
    expect(paid.statusCode).toBe(200);
    const read = await sb.app.inject({
      method: 'GET',
      url: `/v1/payments/${json(paid).id}/?entityId=${ENTITY_ID}`,
      headers: AUTH,
    });
    expect(json(read).id).toBe(json(paid).id);
    // A path that is not a route stays a 404 in the gateway's shape.
    const unknown = await sb.app.inject({ method: 'GET', url: '//v1//nothing/' });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).result.code).toMatch(/^\d{3}\.\d{3}\.\d{3}$/);
  });
});
