import { afterEach, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import { DEFAULT_ACCESS_TOKEN } from '../config';
import { SECOND_MERCHANT } from '../merchants';
import { ENTITY_ID, json, type TestSandbox, testSandbox } from '../test-support';
import { MAX_FAILURES, signInThrottle, WINDOW_MS } from './sign-in-throttle';

// Failed sign-ins to the inspector over HTTP: per entity id and per client address, measured on
// the sandbox's clock (a test clock: nothing waits).

let sb: TestSandbox | undefined;
afterEach(async () => {
  await sb?.app.close();
  sb = undefined;
});

const signIn = (entityId: string, accessToken: string, remoteAddress = '127.0.0.1') => {
  if (!sb) throw new Error('no sandbox');
  return sb.app.inject({
    method: 'POST',
    url: '/inspector/session',
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ entityId, accessToken }),
  });
};
const fail = async (times: number, entityId = ENTITY_ID, remoteAddress = '127.0.0.1') => {
  for (let i = 0; i < times; i++)
    expect((await signIn(entityId, `wrong-${i}`, remoteAddress)).statusCode).toBe(401);
};
/** Another well-formed entity id, the i-th. */
const entity = (i: number) => i.toString(16).padStart(32, 'a');

describe('the inspector’s sign-in throttle', () => {
  it('refuses an entity’s sign-ins, the right token too, with 429 and Retry-After after 10 failures, until the window has passed on the sandbox’s clock', async () => {
    sb = await testSandbox();
    await fail(MAX_FAILURES.entity);
    const refused = await signIn(ENTITY_ID, DEFAULT_ACCESS_TOKEN);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(WINDOW_MS / 1000));
    expect(json(refused).result).toEqual(RESULT.THROTTLED);
    expect(refused.headers['set-cookie']).toBeUndefined();
    // Another merchant is not held back.
    expect((await signIn(SECOND_MERCHANT.entityId, SECOND_MERCHANT.accessToken, '10.0.0.2')).statusCode).toBe(
      200,
    );

    sb.clock.advance(WINDOW_MS - 61_000);
    expect((await signIn(ENTITY_ID, DEFAULT_ACCESS_TOKEN)).headers['retry-after']).toBe('61');
    sb.clock.advance(61_000);
    expect((await signIn(ENTITY_ID, DEFAULT_ACCESS_TOKEN)).statusCode).toBe(200);
  });

  it('starts an entity again from nothing after a successful sign-in', async () => {
    sb = await testSandbox();
    await fail(MAX_FAILURES.entity - 1);
    expect((await signIn(ENTITY_ID, DEFAULT_ACCESS_TOKEN)).statusCode).toBe(200);
    await fail(MAX_FAILURES.entity - 1);
    expect((await signIn(ENTITY_ID, DEFAULT_ACCESS_TOKEN)).statusCode).toBe(200);
  });

  it('refuses an address that failed for many entities, not another address', async () => {
    sb = await testSandbox();
    for (let i = 0; i < MAX_FAILURES.address; i++) await fail(1, entity(i), '192.0.2.7');
    const refused = await signIn(ENTITY_ID, DEFAULT_ACCESS_TOKEN, '192.0.2.7');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A malformed entity id counts for the address only, and is refused with the rest.
    expect((await signIn('not-an-entity', 'x', '192.0.2.7')).statusCode).toBe(429);
    expect((await signIn(ENTITY_ID, DEFAULT_ACCESS_TOKEN, '192.0.2.8')).statusCode).toBe(200);
    sb.clock.advance(WINDOW_MS);
    expect((await signIn(ENTITY_ID, DEFAULT_ACCESS_TOKEN, '192.0.2.7')).statusCode).toBe(200);
  });

  it('behind a proxy (SANDBOX_TRUST_PROXY=on), counts the address the proxy appended, not one the client wrote', async () => {
    sb = await testSandbox({ trustProxy: true });
    const app = sb.app;
    const viaProxy = (entityId: string, clientWrote: string) =>
      app.inject({
        method: 'POST',
        url: '/inspector/session',
        remoteAddress: '10.0.0.1',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `${clientWrote}, 198.51.100.9` },
        payload: JSON.stringify({ entityId, accessToken: 'wrong' }),
      });
    // Each attempt claims another address: the proxy's entry, the last, is the one counted.
    for (let i = 0; i < MAX_FAILURES.address; i++)
      expect((await viaProxy(entity(i), `203.0.113.${i}`)).statusCode).toBe(401);
    expect((await viaProxy(entity(99), '203.0.113.250')).statusCode).toBe(429);
  });

  it('does not count a body that is not credentials', async () => {
    sb = await testSandbox();
    for (let i = 0; i < MAX_FAILURES.entity + 1; i++) {
      const res = await sb.app.inject({
        method: 'POST',
        url: '/inspector/session',
        headers: { 'content-type': 'application/json' },
        payload: '{"entityId": 1}',
      });
      expect(res.statusCode).toBe(400);
    }
    expect((await signIn(ENTITY_ID, DEFAULT_ACCESS_TOKEN)).statusCode).toBe(200);
  });
});

describe('the sign-in throttle’s memory', () => {
  it('keeps at most 10,000 counts, dropping expired ones first, then the oldest', () => {
    const throttle = signInThrottle();
    for (let i = 0; i < 12_000; i++) expect(throttle.attempt(undefined, `198.51.${i}`, 0)).toBe(0);
    expect(throttle.size).toBe(10_000);
    expect(throttle.attempt(undefined, 'later', WINDOW_MS - 1)).toBe(0);
    expect(throttle.size).toBe(10_000);
    // Once the first have expired, a new count makes room by dropping them.
    throttle.attempt(undefined, 'after', WINDOW_MS);
    expect(throttle.size).toBe(2);
  });

  it('counts concurrent attempts before their check, so a burst stops at the limit', () => {
    const throttle = signInThrottle();
    const waits = Array.from({ length: MAX_FAILURES.entity + 5 }, () => throttle.attempt('e', 'a', 0));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(MAX_FAILURES.entity);
    // Right credentials give their attempt back and clear the entity.
    throttle.succeeded('e', 'a');
    expect(throttle.attempt('e', 'a', 1)).toBe(0);
  });
});
