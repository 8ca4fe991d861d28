// The package's command line and API, from source: flags and options become the SANDBOX_* values
// configFromEnv reads, and refusals name them the way they were given.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import { createTestSchema, dropTestSchema, PG_TEST_URL } from '../store/pg/pg-test-db';
import { AUTH, CARD, tempDir, widgetDir } from '../test-support';
import type { RunningSandbox } from './api-types';
import { helpText, parseArgs } from './cli-args';
import { configure, DATABASE_URL, type Given } from './settings';

// The built bundles are not needed here: stand-ins, as every sandbox test uses.
const bundles = widgetDir();
vi.mock('./bundle-dir', () => ({ bundleDir: () => bundles }));
const { startSandbox } = await import('./index');

const started = (argv: string[], env: NodeJS.ProcessEnv = {}): Given => {
  const request = parseArgs(argv, env);
  if (request.kind !== 'start') throw new Error(`not a start: ${request.kind}`);
  return request.given;
};

describe('wpwl-sandbox’s command line', () => {
  it('takes --flag value and --flag=value, over the environment’s variables', () => {
    const given = started(['--port', '0', '--db=:memory:'], { SANDBOX_PORT: '9999', SANDBOX_HOST: '::1' });
    expect(given.env).toMatchObject({ SANDBOX_PORT: '0', SANDBOX_DB: ':memory:', SANDBOX_HOST: '::1' });
    const { config } = configure(given);
    expect(config).toMatchObject({ port: 0, dbPath: ':memory:', host: '::1', widgetDir: bundles });
  });

  it('has https and SFTP off unless a flag or a variable asks for them', () => {
    expect(configure(started([])).config).toMatchObject({ https: undefined, sftp: undefined, port: 8080 });
    const asked = configure(started(['--https-port', '0'], { SANDBOX_SFTP_PORT: '0' })).config;
    expect(asked.https).toEqual({ port: 0 });
    expect(asked.sftp).toEqual({ port: 0 });
  });

  it('answers --help and --version', () => {
    expect(parseArgs(['--port', '1', '--help'])).toEqual({ kind: 'help' });
    expect(parseArgs(['-v'])).toEqual({ kind: 'version' });
    const help = helpText();
    for (const line of [
      '--port <port>',
      'SANDBOX_PORT',
      '--db <path|:memory:|postgres://…>',
      '--webhook-url',
    ])
      expect(help).toContain(line);
  });

  it('refuses what it cannot run, saying why', () => {
    expect(() => parseArgs(['--prot', '1'])).toThrow('unknown option --prot');
    expect(() => parseArgs(['8080'])).toThrow('unexpected argument "8080"');
    expect(() => parseArgs(['--port'])).toThrow('--port needs a value');
    expect(() => parseArgs(['--port', '--db', 'x'])).toThrow('--port needs a value');
    expect(() => parseArgs(['--port', '1', '--port', '2'])).toThrow('--port is given twice');
  });

  it('names a refused value by its flag, and one from the environment by its variable', () => {
    expect(() => configure(started(['--port', 'http']))).toThrow('--port must be a port number, got "http"');
    expect(() => configure(started([], { SANDBOX_PORT: 'http' }))).toThrow(/^SANDBOX_PORT must be/);
    expect(() => configure(started(['--log-file-mb', '0', '--log-file', 'x.log']))).toThrow(
      /^--log-file-mb must/,
    );
    expect(() => configure(started(['--log-level', 'loud']))).toThrow('--log-level must be one of');
    expect(() => configure(started(['--request-log-days', 'week']))).toThrow(
      '--request-log-days must be whole days from 0 (no request log) to 365, got "week"',
    );
    expect(configure(started(['--request-log-days', '0'])).config.requestLogDays).toBe(0);
    expect(() => configure(started(['--tls-cert', 'a.pem', '--https-port', '0']))).toThrow(
      '--tls-cert and SANDBOX_TLS_KEY go together',
    );
  });

  it('hands a postgres:// --db over as the database URL, in place of any store the environment named', () => {
    const url = 'postgres://sandbox:sandbox@127.0.0.1:5432/sandbox_test';
    const given = started(['--db', url], {
      SANDBOX_DB: 'other.db',
      [DATABASE_URL]: 'postgres://elsewhere/db',
    });
    expect(given.env.SANDBOX_DB).toBeUndefined();
    expect(given.env[DATABASE_URL]).toBe(url);
    expect(configure(given).config.databaseUrl).toBe(url);
  });

  it('gives a webhook URL without a key a new key', () => {
    const { config, webhookKey } = configure(started(['--webhook-url', 'http://127.0.0.1:9/hooks']));
    expect(webhookKey).toMatch(/^[0-9a-f]{64}$/);
    expect(config.webhooks.endpoint).toEqual({ url: 'http://127.0.0.1:9/hooks', key: webhookKey });
  });
});

describe('startSandbox, the package’s API', () => {
  let sandbox: RunningSandbox | undefined;
  afterEach(async () => {
    await sandbox?.close();
    sandbox = undefined;
  });

  it('starts on a free port with a throw-away store, and a merchant it creates pays', async () => {
    vi.stubEnv('SANDBOX_PORT', '1'); // never read: the API's defaults are its own
    sandbox = await startSandbox();
    vi.unstubAllEnvs();
    expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(sandbox.httpsUrl).toBeUndefined();
    expect(sandbox.sftpPort).toBeUndefined();
    expect(sandbox.entityId).toBe('8a8294174b7ecb28014b9699220015ca');
    const merchant = await sandbox.createMerchant('Example Shop');
    expect(merchant).toMatchObject({
      name: 'Example Shop',
      entityId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    const response = await fetch(`${sandbox.url}/v1/payments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${merchant.accessToken}` },
      body: new URLSearchParams({
        entityId: merchant.entityId,
        amount: '12.50',
        currency: 'EUR',
        paymentType: 'DB',
        ...CARD,
      }),
    });
    const payment = (await response.json()) as { result: { code: string } };
    expect(payment.result.code).toBe(RESULT.SUCCESS_INTEGRATOR_TEST.code);
  });

  it('runs two sandboxes on one PostgreSQL database: a checkout made through one is paid through the other', async () => {
    const schema = await createTestSchema();
    const db = `${PG_TEST_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    const keyDir = tempDir();
    const [first, second] = await Promise.all([startSandbox({ db, keyDir }), startSandbox({ db, keyDir })]);
    try {
      const created = await fetch(`${first.url}/v1/checkouts`, {
        method: 'POST',
        headers: AUTH,
        body: new URLSearchParams({
          entityId: first.entityId,
          amount: '9.00',
          currency: 'EUR',
          paymentType: 'DB',
        }),
      });
      const { id } = (await created.json()) as { id: string };
      const paid = await fetch(`${second.url}/v1/checkouts/${id}/payment`, {
        method: 'POST',
        headers: { origin: second.url },
        body: new URLSearchParams({ paymentBrand: 'VISA', ...CARD }),
      });
      const answer = (await paid.json()) as { result: { code: string } };
      expect(answer.result.code).toBe(RESULT.SUCCESS_INTEGRATOR_TEST.code);
      const status = await fetch(`${first.url}/v1/checkouts/${id}/payment?entityId=${first.entityId}`, {
        headers: AUTH,
      });
      expect(((await status.json()) as { result: { code: string } }).result.code).toBe(
        RESULT.SUCCESS_INTEGRATOR_TEST.code,
      );
    } finally {
      await first.close();
      await second.close();
      await dropTestSchema(schema);
    }
  });

  it('serves https too when asked, with the CA to trust, and answers the webhook key', async () => {
    sandbox = await startSandbox({ httpsPort: 0, webhookUrl: 'http://127.0.0.1:9/hooks' });
    expect(sandbox.httpsUrl).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(sandbox.caCertificate).toContain('-----BEGIN CERTIFICATE-----');
    expect(sandbox.webhookKey).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses an unknown option and a bad value by the option’s name', async () => {
    await expect(startSandbox({ prot: 0 } as never)).rejects.toThrow('unknown option prot');
    await expect(startSandbox({ port: -1 })).rejects.toThrow('port must be a port number, got "-1"');
    await expect(startSandbox({ port: {} as never })).rejects.toThrow(
      'port must be a string, number or boolean',
    );
  });

  it('says what went wrong when a merchant cannot be created', async () => {
    sandbox = await startSandbox({ accessToken: 'c29tZW9uZXxlbHNl' });
    await expect(sandbox.createMerchant('x'.repeat(101))).rejects.toThrow(
      /did not create a merchant: 400 200\.300\.404 .*\(name: /,
    );
  });
});
