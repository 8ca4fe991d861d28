// The older credentials in the parameters, as the vendor's samples send them: the user id and
// password the default Bearer token encodes (base64(userId|password)).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import { SECOND_MERCHANT } from '../merchants';
import {
  AUTH,
  ENTITY_ID,
  encodeForm,
  FORM,
  json,
  PAYMENT,
  type TestSandbox,
  testSandbox,
} from '../test-support';

const [USER_ID, PASSWORD] = Buffer.from(AUTH.authorization.slice('Bearer '.length), 'base64')
  .toString('utf8')
  .split('|') as [string, string];
const { entityId: _entity, ...PAYMENT_WITHOUT_ENTITY } = PAYMENT;
const LEGACY = {
  'authentication.userId': USER_ID,
  'authentication.password': PASSWORD,
  'authentication.entityId': ENTITY_ID,
};

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox();
});
afterAll(() => sb.app.close());

const post = (url: string, params: Record<string, string>) =>
  sb.app.inject({ method: 'POST', url, headers: FORM, payload: encodeForm(params) });

describe('authentication.userId, authentication.password and authentication.entityId', () => {
  it('pay, create a checkout and read a payment back without an Authorization header', async () => {
    expect(USER_ID).toBe('8a8294174b7ecb28014b9699220015cc');
    const paid = await post('/v1/payments', { ...PAYMENT_WITHOUT_ENTITY, ...LEGACY });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(json(paid).result).toEqual(RESULT.SUCCESS_INTEGRATOR_TEST);
    const checkout = await post('/v1/checkouts', {
      amount: '5.00',
      currency: 'EUR',
      paymentType: 'DB',
      ...LEGACY,
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const read = await sb.app.inject({
      method: 'GET',
      url: `/v1/payments/${json(paid).id}?${encodeForm(LEGACY)}`,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(json(read).id).toBe(json(paid).id);
  });

  it('refuse a wrong password (403), credentials without a password (401), and another merchant’s entity (403)', async () => {
    const wrong = await post('/v1/payments', {
      ...PAYMENT_WITHOUT_ENTITY,
      ...LEGACY,
      'authentication.password': 'nope',
    });
    expect(wrong.statusCode).toBe(403);
    expect(json(wrong).result).toEqual(RESULT.ACCESS_TOKEN_UNKNOWN);
    const { 'authentication.password': _p, ...noPassword } = LEGACY;
    const missing = await post('/v1/payments', { ...PAYMENT_WITHOUT_ENTITY, ...noPassword });
    expect(missing.statusCode).toBe(401);
    expect(json(missing).result).toEqual(RESULT.INVALID_ACCESS_TOKEN);
    const theirs = await post('/v1/payments', {
      ...PAYMENT_WITHOUT_ENTITY,
      ...LEGACY,
      'authentication.entityId': SECOND_MERCHANT.entityId,
    });
    expect(theirs.statusCode).toBe(403);
    expect(json(theirs).result.code).toBe(RESULT.ENTITY_NOT_AUTHORIZED.code);
  });

  it('leave a request with neither header nor credentials a 401', async () => {
    const res = await post('/v1/payments', PAYMENT);
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    const get = await sb.app.inject({
      method: 'GET',
      url: `/v1/payments/${'a'.repeat(32)}?entityId=${ENTITY_ID}`,
    });
    expect(get.statusCode).toBe(401);
  });
});
