// The gateway's own origins come from configuration, never from request headers: forged Host,
// X-Forwarded-* and Origin headers cannot make a foreign page pass as the gateway's own frame.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import { configFromEnv, DEFAULT_CONFIG } from '../config';
import { buildSandbox } from '../server';
import {
  browserPay,
  CARD,
  createCheckout,
  ENTITY_ID,
  encodeForm,
  FORM,
  GATEWAY_ORIGIN,
  json,
  postForm,
  testSandbox,
  widgetDir,
} from '../test-support';
import { defaultOrigins, parsePublicOrigins } from './origins';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const THREEDS_CARD = { ...CARD, 'card.number': '4200000000000091' };
const SHOP = 'https://shop.test/result';

describe('the frames’ Origin check', () => {
  it.each([
    [
      'a foreign Origin with a Host to match (DNS rebinding)',
      { origin: 'http://evil.example', host: 'evil.example' },
    ],
    [
      'a foreign Origin with X-Forwarded-Host and -Proto to match',
      { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    ],
    ['Origin: null (a sandboxed frame, a file)', { origin: 'null' }],
    ['no Origin (curl, a server)', {}],
    ['the gateway’s origin with another port', { origin: 'http://localhost:8081' }],
    ['the gateway’s origin with a path', { origin: `${GATEWAY_ORIGIN}/` }],
  ])('refuses %s, and stores nothing', async (_label, headers) => {
    app = (await testSandbox()).app;
    const id = await createCheckout(app);
    const res = await browserPay(app, id, CARD, headers);
    expect(res.statusCode).toBe(403);
    expect(json(res).result).toEqual(RESULT.ORIGIN_NOT_ALLOWED);
    const status = await app.inject({
      url: `/v1/checkouts/${id}/payment?entityId=${ENTITY_ID}`,
      headers: { authorization: `Bearer ${DEFAULT_CONFIG.accessToken}` },
    });
    expect(json(status).result.code).toBe('000.200.000'); // still waiting: no payment
  });

  it('accepts each configured origin, and only those', async () => {
    const origins = ['https://pay.example.test', 'http://10.0.0.5:8080'];
    app = (await testSandbox({ publicOrigins: origins })).app;
    for (const origin of origins) {
      const res = await browserPay(app, await createCheckout(app), CARD, { origin });
      expect(res.statusCode, origin).toBe(200);
    }
    const loopback = await browserPay(app, await createCheckout(app), CARD, { origin: GATEWAY_ORIGIN });
    expect(loopback.statusCode).toBe(403);
  });

  it('by default accepts both loopback names on the port it really listens on', async () => {
    app = await buildSandbox({
      ...DEFAULT_CONFIG,
      port: 0,
      dbPath: ':memory:',
      widgetDir: widgetDir(),
      logger: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (typeof address !== 'object' || !address) throw new Error('not listening');
    const base = `http://127.0.0.1:${address.port}`;
    const pay = async (origin: string, host: string) => {
      const id = await createCheckout(app as FastifyInstance);
      return fetch(`${base}/v1/checkouts/${id}/payment`, {
        method: 'POST',
        headers: { ...FORM, origin, host },
        body: encodeForm(CARD),
      });
    };
    expect((await pay(`http://127.0.0.1:${address.port}`, `127.0.0.1:${address.port}`)).status).toBe(200);
    expect((await pay(`http://localhost:${address.port}`, `localhost:${address.port}`)).status).toBe(200);
    expect((await pay('http://evil.example', 'evil.example')).status).toBe(403);
  });

  it('lets a one-click payment with a CVV come from the gateway’s origin only', async () => {
    app = (await testSandbox()).app;
    const id = await createCheckout(app);
    const res = await app.inject({
      method: 'POST',
      url: `/v1/checkouts/${id}/one-click-payment`,
      headers: { ...FORM, origin: 'http://evil.example', host: 'evil.example' },
      payload: encodeForm({ registrationId: 'a'.repeat(32), 'card.cvv': '123' }),
    });
    expect(res.statusCode).toBe(403);
    expect(json(res).result).toEqual(RESULT.ORIGIN_NOT_ALLOWED);
  });
});

describe('the URLs the gateway builds', () => {
  it('keep a browser flow on the configured origin the request named, else the canonical one', async () => {
    app = (await testSandbox({ publicOrigins: ['http://localhost:8080', 'http://127.0.0.1:8080'] })).app;
    const viaIp = await browserPay(app, await createCheckout(app), THREEDS_CARD, {
      origin: 'http://127.0.0.1:8080',
      host: '127.0.0.1:8080',
    });
    expect(json(viaIp).redirect.url).toMatch(/^http:\/\/127\.0\.0\.1:8080\/v1\/threeds\//);
    const forged = await browserPay(app, await createCheckout(app), THREEDS_CARD, {
      origin: 'http://127.0.0.1:8080',
      host: 'evil.example',
    });
    expect(json(forged).redirect.url).toMatch(/^http:\/\/localhost:8080\/v1\/threeds\//);
  });

  it('start server-to-server redirects with the canonical origin whatever the Host says', async () => {
    app = (await testSandbox({ publicOrigins: ['https://pay.example.test'] })).app;
    const res = await postForm(
      app,
      '/v1/payments',
      {
        entityId: ENTITY_ID,
        amount: '10.00',
        currency: 'EUR',
        paymentType: 'DB',
        ...THREEDS_CARD,
        shopperResultUrl: SHOP,
      },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    );
    expect(json(res).redirect.url).toMatch(/^https:\/\/pay\.example\.test\/v1\/threeds\//);
  });
});

describe('SANDBOX_PUBLIC_URL', () => {
  it('takes one origin or a list, keeping only origins', () => {
    expect(configFromEnv({ SANDBOX_PUBLIC_URL: 'https://pay.example.test' }).publicOrigins).toEqual([
      'https://pay.example.test',
    ]);
    expect(parsePublicOrigins('http://localhost:8080, https://PAY.example.test:443')).toEqual([
      'http://localhost:8080',
      'https://pay.example.test',
    ]);
  });

  it.each([
    'pay.example.test',
    'ftp://pay.example.test',
    'https://pay.example.test/widget',
    'https://a:b@pay.test',
    'https://pay.test?x=1',
  ])('refuses %s', (value) => {
    expect(() => configFromEnv({ SANDBOX_PUBLIC_URL: value })).toThrow(/SANDBOX_PUBLIC_URL/);
  });

  it('defaults to the loopback names and their https twins', () => {
    expect(configFromEnv({}).publicOrigins).toBeUndefined();
    expect(defaultOrigins(8080)).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'https://localhost:8080',
      'https://127.0.0.1:8080',
    ]);
  });
});
