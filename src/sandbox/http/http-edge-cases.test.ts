import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import { AUTH, encodeForm, json, PAYMENT, type TestSandbox, testSandbox } from '../test-support';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox({ bodyLimit: 64 * 1024 });
});
afterAll(() => sb.app.close());

const post = (contentType: string | undefined, payload: string | Buffer, url = '/v1/payments') =>
  sb.app.inject({
    method: 'POST',
    url,
    headers: contentType === undefined ? AUTH : { ...AUTH, 'content-type': contentType },
    payload,
  });

const expectGatewayShape = (body: Record<string, unknown>) => {
  expect(body).toHaveProperty('result.code');
  expect(body).toHaveProperty('result.description');
  expect(body).toHaveProperty('buildNumber');
  expect(body).toHaveProperty('timestamp');
  expect(body).toHaveProperty('ndc');
};

describe('request bodies', () => {
  it.each([
    'application/x-www-form-urlencoded',
    'application/x-www-form-urlencoded; charset=UTF-8',
    'application/x-www-form-urlencoded;charset=utf-8',
    'Application/X-WWW-Form-Urlencoded; charset=UTF-8',
  ])('accepts %s', async (type) => {
    expect((await post(type, encodeForm(PAYMENT))).statusCode).toBe(200);
  });

  it.each([
    ['application/json', JSON.stringify(PAYMENT)],
    ['text/plain', encodeForm(PAYMENT)],
    ['multipart/form-data; boundary=x', '--x--'],
    ['application/x-www-form-urlencodedx', encodeForm(PAYMENT)],
    [undefined, encodeForm(PAYMENT)],
  ])('refuses content type %s with a 400 in the gateway shape', async (type, payload) => {
    const res = await post(type, payload);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(json(res).result).toEqual(RESULT.UNSUPPORTED_CONTENT_TYPE);
    expectGatewayShape(json(res));
  });

  it('refuses a body over the limit with 413 in the gateway shape', async () => {
    const res = await post(
      'application/x-www-form-urlencoded',
      `${encodeForm(PAYMENT)}&descriptor=${'x'.repeat(70 * 1024)}`,
    );
    expect(res.statusCode).toBe(413);
    expect(json(res).result).toEqual(RESULT.BODY_TOO_LARGE);
  });

  it('reports parameters sent twice with different values as parameter errors, and takes a repeat of the same value', async () => {
    const twice = 'sent twice with different values: send it once, or twice with the same value';
    const res = await post(
      'application/x-www-form-urlencoded',
      `${encodeForm(PAYMENT)}&amount=99.00&card.cvv=999`,
    );
    expect(res.statusCode).toBe(400);
    expect(json(res).result.parameterErrors).toEqual([
      { name: 'amount', value: '99.00', message: twice },
      { name: 'card.cvv', value: '***', message: twice },
    ]);
    const same = await post(
      'application/x-www-form-urlencoded',
      `${encodeForm(PAYMENT)}&currency=${PAYMENT.currency}`,
    );
    expect(same.statusCode, same.body).toBe(200);
  });

  it('reports malformed percent-encoding as a 400', async () => {
    const res = await post(
      'application/x-www-form-urlencoded',
      `${encodeForm(PAYMENT)}&descriptor=100%&x%G1=1`,
    );
    expect(res.statusCode).toBe(400);
    expect(json(res).result.parameterErrors).toEqual([
      { name: 'descriptor', message: 'malformed percent-encoding' },
      { name: 'x%G1', message: 'malformed percent-encoding' },
    ]);
  });

  it('survives binary garbage, prototype names and an empty body', async () => {
    for (const payload of [
      Buffer.from([0xff, 0xfe, 0x00, 0x26, 0x3d]),
      '__proto__[x]=1&constructor.prototype=2',
      '',
    ]) {
      const res = await post('application/x-www-form-urlencoded', payload);
      expect(res.statusCode).toBe(403); // entityId missing, checked before anything else
      expectGatewayShape(json(res));
    }
    const res = await post('application/x-www-form-urlencoded', `${encodeForm(PAYMENT)}&__proto__=1`);
    expect(res.statusCode).toBe(400);
    expect(json(res).result.parameterErrors).toEqual([
      { name: '__proto__', value: '1', message: 'unknown parameter' },
    ]);
  });

  it('refuses a content-length that does not match the body', async () => {
    const res = await sb.app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: { ...AUTH, 'content-type': 'application/x-www-form-urlencoded', 'content-length': '5' },
      payload: encodeForm(PAYMENT),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expectGatewayShape(json(res));
  });
});

describe('paths', () => {
  it.each([
    ['GET', '/'],
    ['GET', '/v1/paymnts'],
    ['GET', '/v2/payments'],
    ['DELETE', '/v1/payments'],
    ['PUT', '/v1/checkouts'],
    ['POST', '/v1/checkouts/x/widget'],
  ] as const)('%s %s → 404 in the gateway shape', async (method, url) => {
    const res = await sb.app.inject({ method, url, headers: AUTH });
    expect(res.statusCode).toBe(404);
    expect(json(res).result).toEqual(RESULT.ENDPOINT_NOT_FOUND);
    expectGatewayShape(json(res));
  });

  it('answers a malformed URL with 400 JSON', async () => {
    const res = await sb.app.inject({ method: 'GET', url: '/v1/payments/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expectGatewayShape(json(res));
  });

  it('reports query parameters sent twice with different values on GET', async () => {
    const res = await sb.app.inject({
      method: 'GET',
      url: `/v1/payments/${'a'.repeat(32)}?entityId=${PAYMENT.entityId}&entityId=${'b'.repeat(32)}`,
      headers: AUTH,
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).result.parameterErrors).toEqual([
      {
        name: 'entityId',
        value: 'b'.repeat(32),
        message: 'sent twice with different values: send it once, or twice with the same value',
      },
    ]);
  });
});
