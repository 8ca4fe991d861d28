// The inspector over real sockets, on the http and the https port of one sandbox: the cookie is
// Secure only where it came over TLS, and the inspector's API answers over both.
import type { IncomingHttpHeaders } from 'node:http';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ACCESS_TOKEN, DEFAULT_CONFIG } from '../config';
import { buildSandbox } from '../server';
import { AUTH, ENTITY_ID, FORM, PAYMENT, widgetDir } from '../test-support';

let app: FastifyInstance;
let httpPort: number;
let httpsPort: number;
let ca: string;

beforeAll(async () => {
  app = await buildSandbox({
    ...DEFAULT_CONFIG,
    port: 0,
    dbPath: ':memory:',
    widgetDir: widgetDir(),
    logger: false,
    clockPollMs: 0,
    https: { port: 0 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  httpPort = (app.server.address() as { port: number }).port;
  const https = app.https;
  if (!https) throw new Error('no https listener');
  httpsPort = await https.listen('127.0.0.1', 0);
  ca = https.certificate.ca?.cert as string;
});
afterAll(() => app.close());

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function call(
  secure: boolean,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const send = secure ? httpsRequest : httpRequest;
  const url = `${secure ? 'https' : 'http'}://localhost:${secure ? httpsPort : httpPort}${path}`;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      { method: options.method ?? 'GET', headers: options.headers, ca, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const signIn = (secure: boolean) =>
  call(secure, '/inspector/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ entityId: ENTITY_ID, accessToken: DEFAULT_ACCESS_TOKEN }),
  });

describe('the inspector’s cookie and API over real connections', () => {
  it('is Secure over https and not over http', async () => {
    const overTls = await signIn(true);
    expect(overTls.status, overTls.body).toBe(200);
    expect(String(overTls.headers['set-cookie'])).toMatch(/; Secure/);
    const plain = await signIn(false);
    expect(plain.status, plain.body).toBe(200);
    expect(String(plain.headers['set-cookie'])).not.toMatch(/Secure/);
  });

  it('runs a capture through the inspector’s API over https, body and all', async () => {
    const signed = await signIn(true);
    const cookie = String(signed.headers['set-cookie']).split(';')[0] as string;
    const { csrfToken } = JSON.parse(signed.body) as { csrfToken: string };
    const pa = await call(true, '/v1/payments', {
      method: 'POST',
      headers: { ...AUTH, ...FORM },
      body: new URLSearchParams({ ...PAYMENT, paymentType: 'PA' }).toString(),
    });
    const id = (JSON.parse(pa.body) as { id: string }).id;
    const capture = await call(true, `/inspector/api/v1/payments/${id}`, {
      method: 'POST',
      headers: { ...FORM, cookie, 'x-csrf-token': csrfToken, origin: `https://localhost:${httpsPort}` },
      body: 'paymentType=CP&amount=12.50&currency=EUR',
    });
    expect(capture.status, capture.body).toBe(200);
    expect(JSON.parse(capture.body)).toMatchObject({ paymentType: 'CP', referencedId: id });
  });
});
