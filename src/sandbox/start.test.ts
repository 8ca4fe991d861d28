import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configFromEnv } from './config';
import { SECOND_MERCHANT } from './merchants';
import { startSandbox } from './start';
import { AUTH, CARD, ENTITY_ID, encodeForm, tempDir, widgetDir } from './test-support';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  vi.restoreAllMocks();
});

describe('configFromEnv', () => {
  it('has documented defaults', () => {
    expect(configFromEnv({})).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dbPath: 'data/sandbox.db',
      entityId: '8a8294174b7ecb28014b9699220015ca',
      accessToken: 'OGE4Mjk0MTc0YjdlY2IyODAxNGI5Njk5MjIwMDE1Y2N8c3k2S0pzVDg=',
      widgetDir: 'dist',
      logger: { level: 'info' },
      threeDSMethodTimeoutMs: 10_000,
    });
  });

  it('reads the SANDBOX_ variables', () => {
    const config = configFromEnv({
      SANDBOX_PORT: '0',
      SANDBOX_HOST: '0.0.0.0',
      SANDBOX_DB: ':memory:',
      SANDBOX_ENTITY_ID: 'a'.repeat(32),
      SANDBOX_ACCESS_TOKEN: 'token',
      SANDBOX_WIDGET_DIR: '/tmp/w',
      SANDBOX_LOG_LEVEL: 'silent',
      SANDBOX_THREEDS_METHOD_TIMEOUT_MS: '1500',
    });
    expect(config).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      dbPath: ':memory:',
      entityId: 'a'.repeat(32),
      accessToken: 'token',
      widgetDir: '/tmp/w',
      logger: false,
      threeDSMethodTimeoutMs: 1500,
    });
  });

  it('refuses nonsense', () => {
    expect(() => configFromEnv({ SANDBOX_PORT: 'http' })).toThrow(/SANDBOX_PORT/);
    expect(() => configFromEnv({ SANDBOX_ENTITY_ID: 'ABC' })).toThrow(/SANDBOX_ENTITY_ID/);
    for (const timeout of ['2s', '1.5', '99', '60001'])
      expect(() => configFromEnv({ SANDBOX_THREEDS_METHOD_TIMEOUT_MS: timeout })).toThrow(
        /SANDBOX_THREEDS_METHOD_TIMEOUT_MS/,
      );
  });
});

describe('startSandbox', () => {
  it('listens, prints both merchants’ credentials, and pays a checkout once under real concurrency', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    app = await startSandbox({
      port: 0,
      dbPath: ':memory:',
      widgetDir: widgetDir(),
      logger: false,
      sftp: { port: 0 },
      https: { port: 0 },
    });
    const printed = log.mock.calls.flat().join('\n');
    expect(printed).toMatch(
      /Sandbox gateway on https:\/\/127\.0\.0\.1:\d+ \(certificate by the sandbox's local CA\)/,
    );
    expect(printed).toContain(`CA fingerprint: SHA256 ${app.https?.certificate.ca?.fingerprint}`);
    expect(printed).toContain(ENTITY_ID);
    expect(printed).toContain(AUTH.authorization.slice('Bearer '.length));
    expect(printed).toContain(SECOND_MERCHANT.entityId);
    expect(printed).toMatch(
      /Settlement files by SFTP on 127\.0\.0\.1:\d+ .*\n {2}host key fingerprint: SHA256:[A-Za-z0-9+/]{43}/,
    );

    const address = app.server.address();
    if (typeof address !== 'object' || !address) throw new Error('not listening');
    const base = `http://127.0.0.1:${address.port}`;
    const form = { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' };
    const created = await fetch(`${base}/v1/checkouts`, {
      method: 'POST',
      headers: { ...AUTH, ...form },
      body: encodeForm({ entityId: ENTITY_ID, amount: '5.00', currency: 'EUR', paymentType: 'DB' }),
    });
    const { id } = (await created.json()) as { id: string };

    const submits = await Promise.all(
      Array.from({ length: 6 }, () =>
        fetch(`${base}/v1/checkouts/${id}/payment`, {
          method: 'POST',
          headers: { ...form, origin: base },
          body: encodeForm(CARD),
        }),
      ),
    );
    const bodies = (await Promise.all(submits.map((r) => r.json()))) as Array<{ result: { code: string } }>;
    expect(submits.filter((r) => r.status === 200)).toHaveLength(1);
    expect(bodies.filter((b) => b.result.code === '100.350.101')).toHaveLength(5);
  });

  it('prints the line a merchant adds to trust the kept CA', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const dbPath = join(tempDir(), 'sandbox.db');
    app = await startSandbox({
      port: 0,
      dbPath,
      widgetDir: widgetDir(),
      logger: false,
      sftp: undefined,
      https: { port: 0 },
    });
    const printed = log.mock.calls.flat().join('\n');
    expect(printed).toContain(`trust the CA: NODE_EXTRA_CA_CERTS=${join(dirname(dbPath), 'sandbox.ca.pem')}`);
  });

  it('says which port to change when the https one is taken, and stops', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const base = {
      port: 0,
      dbPath: ':memory:',
      widgetDir: widgetDir(),
      logger: false as const,
      sftp: undefined,
    };
    app = await startSandbox({ ...base, https: { port: 0 } });
    const taken = app.https?.port() as number;
    await expect(startSandbox({ ...base, https: { port: taken } })).rejects.toThrow(
      new RegExp(`HTTPS server cannot listen on 127\\.0\\.0\\.1:${taken}: .*EADDRINUSE.*SANDBOX_HTTPS_PORT`),
    );
  });
});
