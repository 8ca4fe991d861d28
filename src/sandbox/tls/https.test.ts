// The gateway on https, over real sockets: a merchant's Node client that trusts the sandbox's CA
// and nothing else (`ca` replaces Node's root store), the widget's frames on the https origin,
// the CA kept across restarts, the merchant's own certificate, and forwarded headers only when
// SANDBOX_TRUST_PROXY says so.
import { X509Certificate } from 'node:crypto';
import { statSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { connect, type PeerCertificate } from 'node:tls';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import { DEFAULT_CONFIG, type SandboxConfig } from '../config';
import { buildSandbox } from '../server';
import {
  AUTH,
  CARD,
  ENTITY_ID,
  encodeForm,
  FORM,
  json,
  postForm,
  tempDir,
  testSandbox,
  widgetDir,
} from '../test-support';
import { createCa, issueServerCertificate } from './issue';
import { certificateFiles } from './server-certificate';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

const THREEDS_CARD = { ...CARD, 'card.number': '4200000000000091' };
const SHOP = 'https://shop.test/result';

/** A sandbox listening on free http and https ports of 127.0.0.1. */
async function httpsSandbox(overrides: Partial<SandboxConfig> = {}) {
  const app = await buildSandbox({
    ...DEFAULT_CONFIG,
    port: 0,
    dbPath: ':memory:',
    widgetDir: widgetDir(),
    logger: false,
    clockPollMs: 0,
    https: { port: 0 },
    ...overrides,
  });
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const https = app.https;
  if (!https) throw new Error('no https listener');
  const port = await https.listen('127.0.0.1', 0);
  return { app, port, certificate: https.certificate };
}

interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests check answers with expect, not with types
  body: Record<string, any>;
  peer: PeerCertificate;
}

/** A request as a merchant's Node client sends it: `ca` is its only trust root. */
function call(
  url: string,
  ca: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      url,
      { method: options.method ?? 'GET', headers: options.headers, ca, agent: false },
      (res) => {
        const peer = (res.socket as import('node:tls').TLSSocket).getPeerCertificate();
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {}, peer });
        });
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Does a TLS handshake to 127.0.0.1:port for `name` succeed, trusting `ca` only? */
function handshake(port: number, ca: string, name: string): Promise<string> {
  // An address is checked against the certificate's IP entries; a name is sent as SNI.
  const target = isIP(name) ? { host: name } : { host: '127.0.0.1', servername: name };
  return new Promise((resolve) => {
    const socket = connect({ ...target, port, ca }, () => {
      socket.end();
      resolve('trusted');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

const createOverHttps = async (base: string, ca: string) => {
  const created = await call(`${base}/v1/checkouts`, ca, {
    method: 'POST',
    headers: { ...AUTH, ...FORM },
    body: encodeForm({ entityId: ENTITY_ID, amount: '5.00', currency: 'EUR', paymentType: 'DB' }),
  });
  expect(created.status).toBe(200);
  return created.body.id as string;
};

describe('the gateway on https', () => {
  it('takes a checkout and a server-to-server payment from a client that trusts only the sandbox’s CA', async () => {
    const { port, certificate } = await httpsSandbox();
    const ca = certificate.ca?.cert as string;
    for (const host of ['localhost', '127.0.0.1']) {
      const base = `https://${host}:${port}`;
      expect(await createOverHttps(base, ca)).toMatch(/^[0-9A-F]{32}\.[a-z0-9-]+$/i);
      const paid = await call(`${base}/v1/payments`, ca, {
        method: 'POST',
        headers: { ...AUTH, ...FORM },
        body: encodeForm({
          entityId: ENTITY_ID,
          amount: '10.00',
          currency: 'EUR',
          paymentType: 'DB',
          ...THREEDS_CARD,
          shopperResultUrl: SHOP,
        }),
      });
      expect(paid.status).toBe(200);
      // The shopper is sent to the gateway as the merchant reached it: same scheme, same host.
      expect(paid.body.redirect.url).toMatch(
        new RegExp(`^https://${host.replace(/\./g, '\\.')}:${port}/v1/threeds/`),
      );
    }
  });

  it('is refused by a client that trusts Node’s usual roots only, or another CA', async () => {
    const { port } = await httpsSandbox();
    const other = createCa('another machine');
    expect(await handshake(port, other.cert, 'localhost')).toMatch(
      /UNABLE_TO_VERIFY|SELF_SIGNED|UNABLE_TO_GET_ISSUER/,
    );
    const unrooted = await new Promise<string>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port, servername: 'localhost' }, () => resolve('trusted'));
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? ''));
    });
    expect(unrooted).toMatch(/UNABLE_TO_VERIFY_LEAF_SIGNATURE|UNABLE_TO_GET_ISSUER_CERT_LOCALLY/);
  });

  it('serves a certificate for localhost, 127.0.0.1 and ::1, and no other name', async () => {
    const { port, certificate } = await httpsSandbox();
    const ca = certificate.ca?.cert as string;
    expect(await handshake(port, ca, 'localhost')).toBe('trusted');
    expect(await handshake(port, ca, '127.0.0.1')).toBe('trusted');
    expect(await handshake(port, ca, 'evil.example')).toBe('ERR_TLS_CERT_ALTNAME_INVALID');
    const leaf = new X509Certificate(certificate.cert);
    expect(leaf.checkIP('::1')).toBe('::1');
    expect(leaf.subjectAltName).toBe('DNS:localhost, IP Address:127.0.0.1, IP Address:0:0:0:0:0:0:0:1');
  });

  it('takes the widget’s card payment from its https origin, and still none from a foreign page', async () => {
    const { port, certificate } = await httpsSandbox();
    const ca = certificate.ca?.cert as string;
    const base = `https://127.0.0.1:${port}`;
    const pay = async (origin: string) =>
      call(`${base}/v1/checkouts/${await createOverHttps(base, ca)}/payment`, ca, {
        method: 'POST',
        headers: { ...FORM, origin },
        body: encodeForm(CARD),
      });
    const own = await pay(base);
    expect(own.status).toBe(200);
    expect(own.body.result.code).toBe('000.100.110');
    expect((await pay(`https://localhost:${port}`)).status).toBe(200);
    const foreign = await pay('https://evil.example');
    expect(foreign.status).toBe(403);
    expect(foreign.body.result).toEqual(RESULT.ORIGIN_NOT_ALLOWED);
  });

  it('keeps its CA and certificate across restarts, in 0600 files of a 0700 folder', async () => {
    const dir = join(tempDir(), 'data');
    const dbPath = join(dir, 'sandbox.db');
    const first = await httpsSandbox({ dbPath });
    const files = certificateFiles(dbPath);
    if (!files) throw new Error('no certificate files');
    expect(first.certificate.ca?.file).toBe(files.caCert);
    const firstPeer = (
      await call(`https://localhost:${first.port}/health`, first.certificate.ca?.cert as string)
    ).peer;
    await first.app.close();
    apps.splice(0);

    const second = await httpsSandbox({ dbPath });
    expect(second.certificate.ca?.fingerprint).toBe(first.certificate.ca?.fingerprint);
    expect(second.certificate.renewed).toBeUndefined();
    // A client that trusted the first start's CA still connects, to the same certificate.
    const secondPeer = (
      await call(`https://localhost:${second.port}/health`, first.certificate.ca?.cert as string)
    ).peer;
    expect(secondPeer.fingerprint256).toBe(firstPeer.fingerprint256);

    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(files.caKey).mode & 0o777).toBe(0o600);
    expect(statSync(files.key).mode & 0o777).toBe(0o600);
  });

  it('serves the merchant’s own certificate from SANDBOX_TLS_CERT and SANDBOX_TLS_KEY', async () => {
    const dir = tempDir();
    const theirCa = createCa('the merchant’s CA');
    const theirs = issueServerCertificate(theirCa, ['localhost', '127.0.0.1']);
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(dir, 'cert.pem'), theirs.cert);
    writeFileSync(join(dir, 'key.pem'), theirs.key);
    const dbPath = join(dir, 'sandbox.db');
    const { port, certificate } = await httpsSandbox({
      dbPath,
      https: { port: 0, certFile: join(dir, 'cert.pem'), keyFile: join(dir, 'key.pem') },
    });
    expect(certificate.ca).toBeUndefined();
    const answer = await call(`https://localhost:${port}/health`, theirCa.cert);
    expect(answer.status).toBe(200);
    expect(answer.peer.fingerprint256).toBe(new X509Certificate(theirs.cert).fingerprint256);
    // No local CA is made when the merchant brings a certificate.
    expect(statSync(certificateFiles(dbPath)?.caCert as string, { throwIfNoEntry: false })).toBeUndefined();
  });

  it('says where to keep its CA when the folder cannot take it, and leaves nothing open', async () => {
    const file = join(tempDir(), 'not-a-folder');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(file, '');
    await expect(
      httpsSandbox({ keyDir: join(file, 'keys'), dataKey: 'ab'.repeat(32), walletKey: 'cd'.repeat(32) }),
    ).rejects.toThrow(
      /cannot keep its https certificate: .*ENOTDIR.*SANDBOX_KEY_DIR.*SANDBOX_HTTPS_PORT=off/,
    );
  });

  it('refuses to start with a key that is not the certificate’s', async () => {
    const dir = tempDir();
    const { writeFileSync } = await import('node:fs');
    const ca = createCa('test');
    writeFileSync(join(dir, 'cert.pem'), issueServerCertificate(ca, ['localhost']).cert);
    writeFileSync(join(dir, 'key.pem'), issueServerCertificate(ca, ['localhost']).key);
    await expect(
      httpsSandbox({ https: { port: 0, certFile: join(dir, 'cert.pem'), keyFile: join(dir, 'key.pem') } }),
    ).rejects.toThrow(/SANDBOX_TLS_KEY is not the key/);
  });
});

describe('SANDBOX_TRUST_PROXY', () => {
  const ORIGINS = ['http://localhost:8080', 'https://pay.example.test'];
  const payBehindProxy = async (app: FastifyInstance, headers: Record<string, string>) =>
    json(
      await postForm(
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
        headers,
      ),
    ).redirect.url as string;

  it('off (the default): X-Forwarded-Proto and -Host are ignored', async () => {
    const { app } = await testSandbox({ publicOrigins: ORIGINS });
    apps.push(app);
    const url = await payBehindProxy(app, {
      host: 'localhost:8080',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'pay.example.test',
    });
    expect(url).toMatch(/^http:\/\/localhost:8080\/v1\/threeds\//);
  });

  it('on: they choose among the configured origins, and never add one', async () => {
    const { app } = await testSandbox({ publicOrigins: ORIGINS, trustProxy: true });
    apps.push(app);
    const forwarded = {
      host: 'localhost:8080',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'pay.example.test',
    };
    expect(await payBehindProxy(app, forwarded)).toMatch(/^https:\/\/pay\.example\.test\/v1\/threeds\//);
    // The scheme alone selects the first https origin.
    expect(await payBehindProxy(app, { host: 'localhost:8080', 'x-forwarded-proto': 'https' })).toMatch(
      /^https:\/\/pay\.example\.test\//,
    );
    // A forwarded host that is not configured is not believed.
    const invented = { ...forwarded, 'x-forwarded-host': 'evil.example' };
    expect(await payBehindProxy(app, invented)).toMatch(/^https:\/\/pay\.example\.test\//);
    // Nor does it open the frames' Origin check.
    const id = json(
      await postForm(app, '/v1/checkouts', {
        entityId: ENTITY_ID,
        amount: '1.00',
        currency: 'EUR',
        paymentType: 'DB',
      }),
    ).id as string;
    const res = await app.inject({
      method: 'POST',
      url: `/v1/checkouts/${id}/payment`,
      headers: {
        ...FORM,
        origin: 'https://evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
      payload: encodeForm(CARD),
    });
    expect(res.statusCode).toBe(403);
  });
});
