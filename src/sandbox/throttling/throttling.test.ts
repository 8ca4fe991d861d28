import { describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import { configFromEnv } from '../config';
import { SECOND_MERCHANT } from '../merchants';
import { AUTH, createCheckout, ENTITY_ID, json, PAYMENT, postForm, testSandbox } from '../test-support';
import { DEFAULT_RATE_LIMITS, parseRateLimits } from './rate-limits';
import { TokenBuckets } from './token-buckets';

describe('SANDBOX_RATE_LIMITS', () => {
  it('limits checkout status reads to 2 a minute by default, and reads operation=count/unit lists', () => {
    expect(configFromEnv({}).rateLimits).toEqual(DEFAULT_RATE_LIMITS);
    expect(DEFAULT_RATE_LIMITS).toEqual({ checkoutStatus: { limit: 2, periodMs: 60_000 } });
    expect(
      parseRateLimits('payments=50/s, checkouts=50/s,query=10/s,checkoutStatus=2/min,reports=100/h'),
    ).toEqual({
      payments: { limit: 50, periodMs: 1000 },
      checkouts: { limit: 50, periodMs: 1000 },
      query: { limit: 10, periodMs: 1000 },
      checkoutStatus: { limit: 2, periodMs: 60_000 },
      reports: { limit: 100, periodMs: 3_600_000 },
    });
    expect(parseRateLimits('off')).toEqual({});
  });

  it('refuses what it cannot read, naming the entry', () => {
    for (const bad of [
      'payments=0/s',
      'payments=5',
      'refunds=5/s',
      'payments=5/day',
      'payments=-1/s',
      'payments=5/s,',
    ])
      expect(() => parseRateLimits(bad), bad).toThrow(
        /SANDBOX_RATE_LIMITS: ".*" is not operation=count\/unit/,
      );
  });
});

describe('token buckets', () => {
  it('allow a burst of the limit, then one request per period/limit, and say when to retry', () => {
    const buckets = new TokenBuckets();
    expect(buckets.take('k', 2, 60_000, 0)).toEqual({ ok: true });
    expect(buckets.take('k', 2, 60_000, 0)).toEqual({ ok: true });
    expect(buckets.take('k', 2, 60_000, 1000)).toEqual({ ok: false, retryAfterMs: 29_000 });
    expect(buckets.take('k', 2, 60_000, 30_000)).toEqual({ ok: true });
    expect(buckets.take('other', 2, 60_000, 30_000)).toEqual({ ok: true });
  });
});

describe('throttled requests', () => {
  it('answer 429 with Retry-After and the platform’s members, per checkout, per token, processing nothing', async () => {
    const sb = await testSandbox({ rateLimits: DEFAULT_RATE_LIMITS });
    const id = await createCheckout(sb.app);
    const other = await createCheckout(sb.app);
    const status = (checkoutId: string) =>
      sb.app.inject({
        method: 'GET',
        url: `/v1/checkouts/${checkoutId}/payment?entityId=${ENTITY_ID}`,
        headers: AUTH,
      });
    expect((await status(id)).statusCode).toBe(200);
    expect((await status(id)).statusCode).toBe(200);
    const refused = await status(id);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    const body = json(refused);
    expect(Object.keys(body).sort()).toEqual(['buildNumber', 'id', 'ndc', 'result', 'timestamp']);
    expect(body).toMatchObject({ id, result: RESULT.THROTTLED });
    expect(body.result.code).toBe('800.120.100');
    // Another checkout has its own count.
    expect((await status(other)).statusCode).toBe(200);
    sb.clock.advance(30_000);
    expect((await status(id)).statusCode).toBe(200);
    await sb.app.close();
  });

  it('counts payments per access token and refuses before the body is read or stored', async () => {
    const sb = await testSandbox({ rateLimits: parseRateLimits('payments=3/s') });
    const codes = [];
    for (let i = 0; i < 5; i++)
      codes.push(
        (await postForm(sb.app, '/v1/payments', { ...PAYMENT, merchantTransactionId: `throttled-${i}` }))
          .statusCode,
      );
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    // A refused request is not a payment: the query finds the three made.
    const found = async (reference: string) =>
      (
        json(
          await sb.app.inject({
            method: 'GET',
            url: `/v1/query?entityId=${ENTITY_ID}&merchantTransactionId=${reference}`,
            headers: AUTH,
          }),
        ).payments ?? []
      ).length;
    expect([await found('throttled-2'), await found('throttled-3')]).toEqual([1, 0]);
    // Another merchant's token has its own bucket; a malformed body over the limit is still a 429.
    const theirs = await postForm(
      sb.app,
      '/v1/payments',
      { ...PAYMENT, entityId: SECOND_MERCHANT.entityId },
      { authorization: `Bearer ${SECOND_MERCHANT.accessToken}` },
    );
    expect(theirs.statusCode).toBe(200);
    expect((await postForm(sb.app, '/v1/payments', '%%%not a form')).statusCode).toBe(429);
    sb.clock.advance(1000);
    expect((await postForm(sb.app, '/v1/payments', PAYMENT)).statusCode).toBe(200);
    await sb.app.close();
  });

  it('are off for operations without a limit', async () => {
    const sb = await testSandbox({ rateLimits: parseRateLimits('off') });
    const id = await createCheckout(sb.app);
    for (let i = 0; i < 5; i++) {
      const res = await sb.app.inject({
        method: 'GET',
        url: `/v1/checkouts/${id}/payment?entityId=${ENTITY_ID}`,
        headers: AUTH,
      });
      expect(res.statusCode).toBe(200);
    }
    await sb.app.close();
  });
});
