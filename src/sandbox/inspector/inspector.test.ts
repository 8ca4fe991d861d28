import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import { DEFAULT_ACCESS_TOKEN } from '../config';
import { IN_PROCESS_HEADER } from '../http/in-process-merchant';
import { SECOND_MERCHANT } from '../merchants';
import {
  AUTH,
  ENTITY_ID,
  FORM,
  GATEWAY_ORIGIN,
  json,
  logCollector,
  PAYMENT,
  postForm,
  TEST_STORE,
  type TestSandbox,
  tempDir,
  testSandbox,
} from '../test-support';
import { sessionIdHash } from './session-ids';

// The inspector's session and API over HTTP, against the real app: sign-in, the cookie, the CSRF
// proof, sign-out, and the merchant API run for the signed-in merchant with its rules.

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox();
});
afterAll(() => sb.app.close());

interface Signed {
  cookie: string;
  id: string;
  csrfToken: string;
  setCookie: string;
}

const signInRequest = (body: unknown, headers: Record<string, string> = {}, app = sb.app) =>
  app.inject({
    method: 'POST',
    url: '/inspector/session',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function signIn(
  entityId = ENTITY_ID,
  accessToken = DEFAULT_ACCESS_TOKEN,
  headers: Record<string, string> = {},
  app = sb.app,
): Promise<Signed> {
  const res = await signInRequest({ entityId, accessToken }, headers, app);
  expect(res.statusCode, res.body).toBe(200);
  const setCookie = String(res.headers['set-cookie']);
  const id = /^wpwl_inspector=([^;]+);/.exec(setCookie)?.[1] ?? '';
  return { cookie: `wpwl_inspector=${id}`, id, csrfToken: json(res).csrfToken, setCookie };
}

const inspector = (
  signed: Pick<Signed, 'cookie'> | undefined,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string> = {},
  payload?: string,
) =>
  sb.app.inject({
    method,
    url,
    headers: { ...(signed ? { cookie: signed.cookie } : {}), ...headers },
    ...(payload === undefined ? {} : { payload }),
  });

/** A payment of a merchant over the API with its token; its id. */
async function pay(extra: Record<string, string> = {}, auth = AUTH, entityId = ENTITY_ID): Promise<string> {
  const res = await postForm(sb.app, '/v1/payments', { ...PAYMENT, entityId, ...extra }, auth);
  expect(res.statusCode, res.body).toBe(200);
  return json(res).id as string;
}

describe('signing in', () => {
  it('answers the entity and a CSRF token, and sets an HttpOnly, SameSite=Strict cookie for /inspector only', async () => {
    const res = await signInRequest({ entityId: ENTITY_ID, accessToken: DEFAULT_ACCESS_TOKEN });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({
      entityId: ENTITY_ID,
      csrfToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^wpwl_inspector=[A-Za-z0-9_-]{43}; /);
    expect(setCookie).toContain('; Path=/inspector');
    expect(setCookie).toContain('; HttpOnly');
    expect(setCookie).toContain('; SameSite=Strict');
    // Over plain http a Secure cookie would never come back.
    expect(setCookie).not.toContain('Secure');
    expect(res.headers['cache-control']).toBe('no-store');
    // The token is in no answer and no header.
    expect(res.body).not.toContain(DEFAULT_ACCESS_TOKEN);
    expect(JSON.stringify(res.headers)).not.toContain(DEFAULT_ACCESS_TOKEN);
  });

  it('marks the cookie Secure when the request came over https', async () => {
    const behindTls = await testSandbox({ trustProxy: true });
    try {
      const res = await signInRequest(
        { entityId: ENTITY_ID, accessToken: DEFAULT_ACCESS_TOKEN },
        { 'x-forwarded-proto': 'https' },
        behindTls.app,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(String(res.headers['set-cookie'])).toContain('; Secure');
    } finally {
      await behindTls.app.close();
    }
  });

  it.runIf(TEST_STORE === 'sqlite')('stores the session id only hashed', async () => {
    const path = join(tempDir(), 'sandbox.db');
    const onFile = await testSandbox({ dbPath: path });
    try {
      const signed = await signIn(ENTITY_ID, DEFAULT_ACCESS_TOKEN, {}, onFile.app);
      const db = new Database(path, { readonly: true });
      const rows = db.prepare('SELECT * FROM inspector_sessions').all();
      db.close();
      expect(rows).toEqual([
        expect.objectContaining({ id_hash: sessionIdHash(signed.id), entity_id: ENTITY_ID }),
      ]);
      expect(JSON.stringify(rows)).not.toContain(signed.id);
      expect(JSON.stringify(rows)).not.toContain(signed.csrfToken);
    } finally {
      await onFile.app.close();
    }
  });

  it.each([
    ['a wrong token', { entityId: ENTITY_ID, accessToken: 'T0tlbnxub3RoaW5n' }],
    ['another merchant’s entity', { entityId: SECOND_MERCHANT.entityId, accessToken: DEFAULT_ACCESS_TOKEN }],
    ['an entity id that is no entity id', { entityId: 'x', accessToken: DEFAULT_ACCESS_TOKEN }],
  ])(
    'refuses %s with 401 and the same answer, whichever half was wrong, and sets no cookie',
    async (_name, body) => {
      const res = await signInRequest(body);
      expect(res.statusCode, res.body).toBe(401);
      expect(json(res).result).toEqual({
        code: '800.900.300',
        description: 'invalid authentication information: sign in to the inspector',
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    },
  );

  it.each([
    ['no token', { entityId: ENTITY_ID }],
    ['a token that is no string', { entityId: ENTITY_ID, accessToken: 7 }],
    ['a body that is not JSON', 'entityId=x'],
    ['no body', ''],
  ])('answers %s with 400, naming the members, echoing nothing', async (_name, body) => {
    const res = await signInRequest(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(json(res).result.code).toBe(RESULT.INVALID_PARAMETER.code);
    expect(json(res).result.parameterErrors.map((e: { name: string }) => e.name)).toEqual([
      'entityId',
      'accessToken',
    ]);
    expect(res.body).not.toContain(ENTITY_ID);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a sign-in posted from another site’s page', async () => {
    const res = await signInRequest(
      { entityId: ENTITY_ID, accessToken: DEFAULT_ACCESS_TOKEN },
      { origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('signs in the second merchant as itself', async () => {
    const signed = await signIn(SECOND_MERCHANT.entityId, SECOND_MERCHANT.accessToken);
    const res = await inspector(signed, 'GET', '/inspector/session');
    expect(json(res).entityId).toBe(SECOND_MERCHANT.entityId);
  });
});

describe('the session', () => {
  it('answers 401 without a cookie, with an unknown one, and with a malformed one', async () => {
    for (const cookie of [undefined, `wpwl_inspector=${'A'.repeat(43)}`, 'wpwl_inspector=short']) {
      const res = await inspector(cookie ? { cookie } : undefined, 'GET', '/inspector/session');
      expect(res.statusCode).toBe(401);
      expect(json(res).result.code).toBe('800.900.300');
    }
  });

  it('ends after 12 hours without use, and lasts while used', async () => {
    const signed = await signIn();
    sb.clock.advance(11 * 3600 * 1000);
    expect((await inspector(signed, 'GET', '/inspector/session')).statusCode).toBe(200);
    // Used an hour ago: 11 more hours are fine.
    sb.clock.advance(11 * 3600 * 1000);
    expect((await inspector(signed, 'GET', '/inspector/session')).statusCode).toBe(200);
    sb.clock.advance(12 * 3600 * 1000);
    expect((await inspector(signed, 'GET', '/inspector/session')).statusCode).toBe(401);
  });

  it('signs out: the session is gone and the cookie cleared', async () => {
    const signed = await signIn();
    const out = await inspector(signed, 'DELETE', '/inspector/session', { 'x-csrf-token': signed.csrfToken });
    expect(out.statusCode, out.body).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(
      /^wpwl_inspector=; Path=\/inspector; HttpOnly; SameSite=Strict; Max-Age=0/,
    );
    expect((await inspector(signed, 'GET', '/inspector/session')).statusCode).toBe(401);
  });

  it('does not sign out without the CSRF token', async () => {
    const signed = await signIn();
    const out = await inspector(signed, 'DELETE', '/inspector/session');
    expect(out.statusCode).toBe(403);
    expect((await inspector(signed, 'GET', '/inspector/session')).statusCode).toBe(200);
  });
});

describe('CSRF protection of the inspector’s actions', () => {
  const capture = (signed: Signed | undefined, id: string, headers: Record<string, string>) =>
    inspector(
      signed,
      'POST',
      `/inspector/api/v1/payments/${id}`,
      { ...FORM, ...headers },
      'paymentType=CP&amount=1.00&currency=EUR',
    );

  it('refuses an action without the token, with another session’s token, or from a foreign Origin, and does nothing', async () => {
    const signed = await signIn();
    const other = await signIn();
    const pa = await pay({ paymentType: 'PA', amount: '5.00' });
    const refused: Record<string, string>[] = [
      {},
      { 'x-csrf-token': other.csrfToken },
      // One character changed (to B where it is A already).
      { 'x-csrf-token': `${signed.csrfToken.startsWith('A') ? 'B' : 'A'}${signed.csrfToken.slice(1)}` },
      { 'x-csrf-token': signed.csrfToken, origin: 'https://evil.example' },
    ];
    for (const headers of refused) {
      const res = await capture(signed, pa, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(json(res).result.code).toBe('800.900.301');
    }
    const stored = await sb.app.inject({
      method: 'GET',
      url: `/v1/payments/${pa}?entityId=${ENTITY_ID}`,
      headers: AUTH,
    });
    expect(json(stored).paymentType).toBe('PA');
    // The same capture with the token and the gateway's Origin goes through.
    const res = await capture(signed, pa, { 'x-csrf-token': signed.csrfToken, origin: GATEWAY_ORIGIN });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ paymentType: 'CP', referencedId: pa, amount: '1.00' });
  });

  it('refuses an action without a session with 401', async () => {
    const pa = await pay({ paymentType: 'PA', amount: '5.00' });
    const res = await capture(undefined, pa, { 'x-csrf-token': 'x' });
    expect(res.statusCode).toBe(401);
  });
});

describe('the merchant API through the inspector', () => {
  it('reads a payment of the signed-in merchant exactly as the API answers it', async () => {
    const signed = await signIn();
    const id = await pay();
    const direct = await sb.app.inject({
      method: 'GET',
      url: `/v1/payments/${id}?entityId=${ENTITY_ID}`,
      headers: AUTH,
    });
    const through = await inspector(signed, 'GET', `/inspector/api/v1/payments/${id}`);
    expect(through.statusCode).toBe(200);
    const { ndc: _a, timestamp: _b, ...directBody } = json(direct);
    const { ndc: _c, timestamp: _d, ...throughBody } = json(through);
    expect(throughBody).toEqual(directBody);
    expect(through.headers['content-type']).toBe(direct.headers['content-type']);
  });

  it('answers another merchant’s payment as unknown, as the API does', async () => {
    const secondAuth = { authorization: `Bearer ${SECOND_MERCHANT.accessToken}` };
    const theirs = await pay({}, secondAuth, SECOND_MERCHANT.entityId);
    const signed = await signIn();
    const res = await inspector(signed, 'GET', `/inspector/api/v1/payments/${theirs}`);
    const direct = await sb.app.inject({
      method: 'GET',
      url: `/v1/payments/${theirs}?entityId=${ENTITY_ID}`,
      headers: AUTH,
    });
    expect(res.statusCode).toBe(direct.statusCode);
    expect(res.statusCode).toBe(404);
    expect(json(res).result).toEqual(json(direct).result);
    // Naming the other entity explicitly meets the API's entity check.
    const named = await inspector(
      signed,
      'GET',
      `/inspector/api/v1/payments/${theirs}?entityId=${SECOND_MERCHANT.entityId}`,
    );
    expect(named.statusCode).toBe(403);
  });

  it('captures a PA by the API’s rules: within the amount, and not past it, as with the token', async () => {
    const signed = await signIn();
    const headers = { ...FORM, 'x-csrf-token': signed.csrfToken };
    const viaInspector = (id: string, amount: string) =>
      inspector(
        signed,
        'POST',
        `/inspector/api/v1/payments/${id}`,
        headers,
        `paymentType=CP&amount=${amount}&currency=EUR`,
      );
    const viaToken = (id: string, amount: string) =>
      postForm(
        sb.app,
        `/v1/payments/${id}`,
        { entityId: ENTITY_ID, paymentType: 'CP', amount, currency: 'EUR' },
        AUTH,
      );
    const [mine, theirs] = [
      await pay({ paymentType: 'PA', amount: '10.00' }),
      await pay({ paymentType: 'PA', amount: '10.00' }),
    ];
    const first = await viaInspector(mine, '10.00');
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first)).toMatchObject({
      paymentType: 'CP',
      referencedId: mine,
      result: RESULT.SUCCESS_INTEGRATOR_TEST,
    });
    expect((await viaToken(theirs, '10.00')).statusCode).toBe(200);
    const again = await viaInspector(mine, '1.00');
    const againByToken = await viaToken(theirs, '1.00');
    expect(again.statusCode).toBe(400);
    expect(again.statusCode).toBe(againByToken.statusCode);
    expect(json(again).result).toEqual(json(againByToken).result);
  });

  it('keeps the query string', async () => {
    const signed = await signIn();
    await pay({ merchantTransactionId: 'inspector-query-1' });
    const res = await inspector(
      signed,
      'GET',
      '/inspector/api/v1/query?merchantTransactionId=inspector-query-1',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).payments).toHaveLength(1);
  });

  it('refuses routes outside the merchant API (a checkout’s browser payment) and the creation of merchants', async () => {
    const signed = await signIn();
    const headers = { ...FORM, 'x-csrf-token': signed.csrfToken };
    const checkout = await postForm(
      sb.app,
      '/v1/checkouts',
      { entityId: ENTITY_ID, amount: '1.00', currency: 'EUR', paymentType: 'DB' },
      AUTH,
    );
    const checkoutId = json(checkout).id as string;
    const browser = await inspector(
      signed,
      'POST',
      `/inspector/api/v1/checkouts/${checkoutId}/payment`,
      headers,
      new URLSearchParams({
        'card.number': PAYMENT['card.number'],
        'card.cvv': '123',
        'card.expiryMonth': '12',
        'card.expiryYear': '2030',
        'card.holder': 'Jane Doe',
        paymentBrand: 'VISA',
      }).toString(),
    );
    expect(browser.statusCode, browser.body).toBe(404);
    const status = await sb.app.inject({
      method: 'GET',
      url: `/v1/checkouts/${checkoutId}/payment?entityId=${ENTITY_ID}`,
      headers: AUTH,
    });
    expect(json(status).result.code).not.toBe(RESULT.SUCCESS_INTEGRATOR_TEST.code);
    const merchants = await inspector(signed, 'POST', '/inspector/api/v1/sandbox/merchants', headers, '');
    expect(merchants.statusCode, merchants.body).toBe(403);
    const slashes = await inspector(signed, 'POST', '/inspector/api/v1//sandbox/merchants/', headers, '');
    expect(slashes.statusCode, slashes.body).toBe(403);
  });

  it('gives a remote client sending the in-process header nothing: the API still wants its token', async () => {
    const id = await pay();
    const res = await sb.app.inject({
      method: 'GET',
      url: `/v1/payments/${id}?entityId=${ENTITY_ID}`,
      headers: { [IN_PROCESS_HEADER]: 'a'.repeat(64) },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('what the inspector leaves in the log', () => {
  it('writes neither the access token nor the session id nor the CSRF token', async () => {
    const log = logCollector();
    const logged = await testSandbox({ logger: { level: 'debug', stream: log.stream } });
    try {
      const signed = await signIn(ENTITY_ID, DEFAULT_ACCESS_TOKEN, {}, logged.app);
      await signInRequest({ entityId: ENTITY_ID, accessToken: `${DEFAULT_ACCESS_TOKEN}x` }, {}, logged.app);
      const id = json(await postForm(logged.app, '/v1/payments', { ...PAYMENT, paymentType: 'PA' }, AUTH)).id;
      const res = await logged.app.inject({
        method: 'POST',
        url: `/inspector/api/v1/payments/${id}`,
        headers: { ...FORM, cookie: signed.cookie, 'x-csrf-token': signed.csrfToken },
        payload: 'paymentType=CP&amount=12.50&currency=EUR',
      });
      expect(res.statusCode, res.body).toBe(200);
      const text = log.text();
      expect(text).toContain('/inspector/session');
      expect(text).not.toContain(DEFAULT_ACCESS_TOKEN);
      expect(text).not.toContain(signed.id);
      expect(text).not.toContain(signed.csrfToken);
    } finally {
      await logged.app.close();
    }
  });
});
