import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configFromEnv } from './config';
import { SECOND_MERCHANT } from './merchants';
import { startSandbox } from './start';
import { createTestSchema, dropTestSchema, PG_TEST_URL } from './store/pg/pg-test-db';
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

  it('takes a PostgreSQL database, and refuses a URL that is not one without repeating it', () => {
    const url = 'postgres://sandbox:secret@db.test:5432/sandbox';
    expect(configFromEnv({ SANDBOX_DATABASE_URL: url }).databaseUrl).toBe(url);
    expect(configFromEnv({}).databaseUrl).toBeUndefined();
    for (const [value, said] of [
      ['secret password, no URL', /not a URL/],
      ['mysql://u:secret@db.test/sandbox', /postgres:\/\/ URL .*got a mysql:\/\/ one/],
      ['postgres://u:secret@db.test:5432', /must name its database/],
    ] as const) {
      expect(() => configFromEnv({ SANDBOX_DATABASE_URL: value })).toThrow(said);
      expect(() => configFromEnv({ SANDBOX_DATABASE_URL: value })).not.toThrow(/secret/);
    }
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

describe('startSandbox on PostgreSQL', () => {
  const start = (databaseUrl: string) =>
    startSandbox({
      port: 0,
      dbPath: join(tempDir(), 'sandbox.db'),
      databaseUrl,
      widgetDir: widgetDir(),
      logger: false,
      sftp: undefined,
      https: undefined,
    });
  const withPassword = (password: string, port = '5432') => {
    const url = new URL(PG_TEST_URL);
    url.password = password;
    url.port = port;
    return url.toString();
  };

  it('says so when the database cannot be reached', async () => {
    await expect(start(withPassword('secret', '1'))).rejects.toThrow(
      /^The sandbox cannot use its PostgreSQL database postgres:\/\/sandbox:\*\*\*@127\.0\.0\.1:1\/sandbox_test: .*ECONNREFUSED.*Check that PostgreSQL runs and that the host and port of SANDBOX_DATABASE_URL are right\.$/,
    );
  });

  it('says so when the password is wrong, without showing it', async () => {
    const failure = start(withPassword('not-the-password'));
    await expect(failure).rejects.toThrow(
      /password authentication failed for user "sandbox" \(28P01\)\. Check the user and password in SANDBOX_DATABASE_URL\./,
    );
    await expect(failure).rejects.not.toThrow(/not-the-password/);
  });

  it('says so when the database is newer than the sandbox, and changes nothing', async () => {
    const schema = await createTestSchema();
    const client = new pg.Client({ connectionString: PG_TEST_URL });
    await client.connect();
    try {
      await client.query(
        `CREATE TABLE ${schema}.schema_version (version INTEGER PRIMARY KEY, digest TEXT NOT NULL, applied_at BIGINT NOT NULL);
         INSERT INTO ${schema}.schema_version SELECT v, 'x', 0 FROM generate_series(1, 99) AS v`,
      );
      // The schema chosen in the URL, as a deployment may do.
      const url = `${PG_TEST_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
      await expect(start(url)).rejects.toThrow(
        /schema version 99 is newer than this sandbox's \(\d+\): run a sandbox at least as new/,
      );
      const tables = await client.query('SELECT tablename FROM pg_tables WHERE schemaname = $1', [schema]);
      expect(tables.rows).toEqual([{ tablename: 'schema_version' }]);
    } finally {
      await client.end();
      await dropTestSchema(schema);
    }
  });

  it('exits with 1 and the reason when run on its own', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/sandbox/main.ts'], {
      env: {
        ...process.env,
        SANDBOX_DATABASE_URL: withPassword('secret', '1'),
        SANDBOX_DB: join(tempDir(), 'sandbox.db'),
        SANDBOX_WIDGET_DIR: widgetDir(),
        SANDBOX_PORT: '0',
        SANDBOX_HTTPS_PORT: 'off',
        SANDBOX_SFTP_PORT: 'off',
        SANDBOX_LOG_LEVEL: 'silent',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/The sandbox cannot use its PostgreSQL database .*ECONNREFUSED/);
    expect(run.stderr).not.toMatch(/secret/);
  }, 30_000);

  // Once every feature has its PostgreSQL store (database/pg-feature-stores.ts).
  it('starts, migrates and prints the database without its password', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const schema = await createTestSchema();
    try {
      app = await start(`${PG_TEST_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`);
      expect(log.mock.calls.flat().join('\n')).toContain(
        '(database postgres://sandbox:***@127.0.0.1:5432/sandbox_test?',
      );
      expect((await app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
    } finally {
      await app?.close();
      app = undefined;
      await dropTestSchema(schema);
    }
  });
});
