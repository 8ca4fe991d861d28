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

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox();
});
afterAll(() => sb.app.close());

const post = (headers: Record<string, string>, params: Record<string, string> = PAYMENT) =>
  sb.app.inject({
    method: 'POST',
    url: '/v1/payments',
    headers: { ...FORM, ...headers },
    payload: encodeForm(params),
  });

describe('authentication', () => {
  it.each([
    ['missing', {}],
    ['empty', { authorization: '' }],
    ['not Bearer', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['Bearer without token', { authorization: 'Bearer ' }],
    ['token with a space', { authorization: 'Bearer abc def' }],
  ])('answers 401 when the Authorization header is %s', async (_label, headers) => {
    const res = await post(headers);
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(json(res).result).toEqual(RESULT.INVALID_ACCESS_TOKEN);
    expect(json(res)).toHaveProperty('ndc');
  });

  it('answers 403 for an unknown token', async () => {
    const res = await post({ authorization: 'Bearer T0thbGx5VW5rbm93bg==' });
    expect(res.statusCode).toBe(403);
    expect(json(res).result).toEqual(RESULT.ACCESS_TOKEN_UNKNOWN);
  });

  it('accepts the scheme name in any case', async () => {
    const res = await post({ authorization: AUTH.authorization.replace('Bearer', 'bearer') });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['missing', {}, undefined, 'missing required parameter'],
    [
      'uppercase hex',
      { entityId: ENTITY_ID.toUpperCase() },
      ENTITY_ID.toUpperCase(),
      'must be 32 lowercase hex characters',
    ],
    ['too short', { entityId: 'abc' }, 'abc', 'must be 32 lowercase hex characters'],
    [
      "another merchant's",
      { entityId: SECOND_MERCHANT.entityId },
      SECOND_MERCHANT.entityId,
      'entity does not belong to this access token',
    ],
  ])('answers 403 when entityId is %s', async (_label, entity, value, message) => {
    const { entityId: _drop, ...rest } = PAYMENT;
    const res = await post(AUTH, { ...rest, ...entity });
    expect(res.statusCode).toBe(403);
    const body = json(res);
    expect(body.result.code).toBe(RESULT.ENTITY_NOT_AUTHORIZED.code);
    expect(body.result.code).toMatch(/^800\.900\.3/);
    expect(body.result.parameterErrors).toEqual([
      value === undefined ? { name: 'entityId', message } : { name: 'entityId', value, message },
    ]);
  });

  it('lets the second built-in merchant pay with its own credentials', async () => {
    const res = await post(
      { authorization: `Bearer ${SECOND_MERCHANT.accessToken}` },
      { ...PAYMENT, entityId: SECOND_MERCHANT.entityId },
    );
    expect(res.statusCode).toBe(200);
    expect(json(res).descriptor).toMatch(/Second Sandbox Merchant$/);
  });

  it('protects the GET endpoints too', async () => {
    const noAuth = await sb.app.inject({
      method: 'GET',
      url: `/v1/payments/${'a'.repeat(32)}?entityId=${ENTITY_ID}`,
    });
    expect(noAuth.statusCode).toBe(401);
    const noEntity = await sb.app.inject({
      method: 'GET',
      url: `/v1/checkouts/${'A'.repeat(32)}.uat01-vm-tx01/payment`,
      headers: { authorization: `Bearer ${SECOND_MERCHANT.accessToken}` },
    });
    expect(noEntity.statusCode).toBe(403);
  });
});
