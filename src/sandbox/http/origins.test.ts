// The gateway's own origins come from configuration, never from request headers: forged Host,
// X-Forwarded-* and Origin headers cannot make a foreign page pass as the gateway's own frame.
import { request as httpRequest } from 'node:http';
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
import { defaultOrigins, gatewayOrigins, parsePublicOrigins } from './origins';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const THREEDS_CARD = { ...CARD, 'card.number': '4200000000000091' };
const SHOP = 'https://shop.test/result';

/**
 * A card payment posted over a real socket to 127.0.0.1:port with the Host and Origin given, as a
 * browser sends them. (fetch cannot do it: it drops a Host header and sends the URL's.)
 */
function payOverSocket(port: number, checkoutId: string, host: string, origin: string): Promise<number> {
  const body = encodeForm(CARD);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/v1/checkouts/${checkoutId}/payment`,
        headers: { ...FORM, host, origin, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

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
    const { publicOrigins } = configFromEnv({
      SANDBOX_PUBLIC_URL: 'https://pay.example.test, http://10.0.0.5:8080',
    });
    app = (await testSandbox({ publicOrigins })).app;
    for (const origin of ['https://pay.example.test', 'http://10.0.0.5:8080']) {
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
    const { port } = address;
    const pay = async (host: string, origin: string) =>
      payOverSocket(port, await createCheckout(app as FastifyInstance), host, origin);
    expect(await pay(`127.0.0.1:${port}`, `http://127.0.0.1:${port}`)).toBe(200);
    expect(await pay(`localhost:${port}`, `http://localhost:${port}`)).toBe(200);
    // The same socket, reached through a rebound name: the page's own Host and Origin.
    expect(await pay('evil.example', 'http://evil.example')).toBe(403);
    expect(await pay(`evil.example:${port}`, `http://evil.example:${port}`)).toBe(403);
    // The configuration said 8080; the listening port decides.
    expect(await pay('localhost:8080', 'http://localhost:8080')).toBe(403);
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

  it('read the Host header without regard to case, as host names are', async () => {
    app = (await testSandbox({ publicOrigins: ['http://127.0.0.1:8080', 'http://localhost:8080'] })).app;
    const res = await browserPay(app, await createCheckout(app), THREEDS_CARD, {
      origin: 'http://localhost:8080',
      host: 'LocalHost:8080',
    });
    expect(json(res).redirect.url).toMatch(/^http:\/\/localhost:8080\/v1\/threeds\//);
  });

  it.each([
    ['configured', ['https://pay.example.test'], /^https:\/\/pay\.example\.test\/v1\/threeds\//],
    ['by default', undefined, /^http:\/\/localhost:8080\/v1\/threeds\//],
  ])(
    'start server-to-server redirects with the first configured origin of the client’s scheme (%s) whatever the Host says',
    async (_label, publicOrigins, expected) => {
      app = (await testSandbox(publicOrigins ? { publicOrigins } : {})).app;
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
      expect(json(res).redirect.url).toMatch(expected);
    },
  );
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

  it('defaults to the loopback names on the http port, and on the https port when there is one', () => {
    expect(configFromEnv({}).publicOrigins).toBeUndefined();
    expect(defaultOrigins(8080)).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080']);
    expect(defaultOrigins(8080, 8443)).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'https://localhost:8443',
      'https://127.0.0.1:8443',
    ]);
  });
});

describe('the origin a request’s URLs start with', () => {
  const defaults = gatewayOrigins(undefined, { http: () => 8080, https: () => 8443 });
  const at = (protocol: string, host: string) => defaults.forRequest({ protocol, host } as never);

  it('keeps the scheme and host the client used, among the defaults of both ports', () => {
    expect(at('https', '127.0.0.1:8443')).toBe('https://127.0.0.1:8443');
    expect(at('https', 'localhost:8443')).toBe('https://localhost:8443');
    expect(at('http', '127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
  });

  it('falls back to the first origin of the client’s scheme, never to a name it sent', () => {
    expect(at('https', 'evil.example')).toBe('https://localhost:8443');
    expect(at('http', 'evil.example:8443')).toBe('http://localhost:8080');
    // The https port's host with the http scheme is not an https origin.
    expect(at('http', 'localhost:8443')).toBe('http://localhost:8080');
  });

  it('drops a scheme’s default port from the host, and reads scheme and host without regard to case', () => {
    const configured = gatewayOrigins(['http://pay.example.test', 'https://pay.example.test'], {
      http: () => 80,
    });
    expect(configured.forRequest({ protocol: 'HTTPS', host: 'Pay.Example.Test:443' } as never)).toBe(
      'https://pay.example.test',
    );
    expect(configured.forRequest({ protocol: 'http', host: 'pay.example.test:80' } as never)).toBe(
      'http://pay.example.test',
    );
  });

  it('has no https origin by default without the https listener', () => {
    const httpOnly = gatewayOrigins(undefined, { http: () => 8080 });
    expect(httpOnly.allows('https://localhost:8443')).toBe(false);
    expect(httpOnly.forRequest({ protocol: 'https', host: 'localhost:8443' } as never)).toBe(
      'http://localhost:8080',
    );
  });
});
