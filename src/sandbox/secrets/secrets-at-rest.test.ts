// Secrets at rest: access tokens only as hashes, files readable by their owner only, keys apart
// from the data when SANDBOX_KEY_DIR says so.
import { chmodSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import { DEFAULT_CONFIG, type SandboxConfig } from '../config';
import { MIGRATIONS } from '../database/schema';
import { SECOND_MERCHANT } from '../merchants';
import { buildSandbox } from '../server';
import { ENTITY_ID, json, PAYMENT, postForm, tempDir, testClock, widgetDir } from '../test-support';

const TOKENS = [DEFAULT_CONFIG.accessToken, SECOND_MERCHANT.accessToken];

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function sandboxOn(dbPath: string, overrides: Partial<SandboxConfig> = {}) {
  app = await buildSandbox({
    ...DEFAULT_CONFIG,
    dbPath,
    widgetDir: widgetDir(),
    logger: false,
    now: testClock().now,
    ...overrides,
  });
  return app;
}

const pay = (sandbox: FastifyInstance, token: string, entityId = ENTITY_ID) =>
  postForm(sandbox, '/v1/payments', { ...PAYMENT, entityId }, { authorization: `Bearer ${token}` });

/** Every way a token could sit in a file: as sent, decoded (userId|password), in hex. */
function expectNoToken(bytes: Buffer, where: string) {
  const text = bytes.toString('latin1');
  for (const token of TOKENS) {
    const decoded = Buffer.from(token, 'base64').toString('latin1');
    for (const form of [token, decoded, decoded.split('|')[1] ?? '', Buffer.from(token).toString('hex')])
      expect(text.includes(form), `${where} holds ${form}`).toBe(false);
  }
}

const mode = (path: string) => statSync(path).mode & 0o777;

describe('access tokens at rest', () => {
  it('are in no file of the database, while running and after', async () => {
    const dir = join(tempDir(), 'data');
    const sandbox = await sandboxOn(join(dir, 'sandbox.db'));
    for (let i = 0; i < 5; i++) expect((await pay(sandbox, DEFAULT_CONFIG.accessToken)).statusCode).toBe(200);
    const files = () => readdirSync(dir).map((f) => join(dir, f));
    expect(files().some((f) => f.endsWith('-wal'))).toBe(true);
    for (const file of files()) expectNoToken(readFileSync(file), file);
    await sandbox.close();
    app = undefined;
    for (const file of files()) expectNoToken(readFileSync(file), file);
  });

  it('authenticate the merchant; an unknown token, or one a character off, is refused', async () => {
    const sandbox = await sandboxOn(join(tempDir(), 'sandbox.db'));
    expect((await pay(sandbox, DEFAULT_CONFIG.accessToken)).statusCode).toBe(200);
    expect((await pay(sandbox, SECOND_MERCHANT.accessToken, SECOND_MERCHANT.entityId)).statusCode).toBe(200);
    const token = DEFAULT_CONFIG.accessToken;
    const oneOff = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
    for (const wrong of [oneOff, 'T0thbGx5VW5rbm93bg==', `${token}x`]) {
      const res = await pay(sandbox, wrong);
      expect(res.statusCode).toBe(403);
      expect(json(res).result).toEqual(RESULT.ACCESS_TOKEN_UNKNOWN);
    }
  });

  it('follow the configuration: after a change the old token is refused, the new one works', async () => {
    const path = join(tempDir(), 'sandbox.db');
    await (await sandboxOn(path)).close();
    const renewed = Buffer.from('8a8294174b7ecb28014b9699220015cc|renewed-secret').toString('base64');
    const sandbox = await sandboxOn(path, { accessToken: renewed });
    expect((await pay(sandbox, renewed)).statusCode).toBe(200);
    expect((await pay(sandbox, DEFAULT_CONFIG.accessToken)).statusCode).toBe(403);
  });

  it('leave a database of the earlier schema with hashes only, its merchants still working', async () => {
    const dir = tempDir();
    const path = join(dir, 'sandbox.db');
    // The schema before hashing, with its plain tokens, as a sandbox of then left it.
    const old = new Database(path);
    old.pragma('journal_mode = WAL');
    const before = MIGRATIONS.findIndex(
      (step) => typeof step === 'string' && step.includes('merchants_hashed'),
    );
    for (const step of MIGRATIONS.slice(0, before)) if (typeof step === 'string') old.exec(step);
    old.pragma(`user_version = ${before}`);
    const insert = old.prepare('INSERT INTO merchants (entity_id, access_token, name) VALUES (?, ?, ?)');
    insert.run(ENTITY_ID, DEFAULT_CONFIG.accessToken, 'Sandbox Test Merchant');
    insert.run(SECOND_MERCHANT.entityId, SECOND_MERCHANT.accessToken, SECOND_MERCHANT.name);
    old.close();
    expect(readFileSync(path).toString('latin1')).toContain(DEFAULT_CONFIG.accessToken);

    const sandbox = await sandboxOn(path);
    expect((await pay(sandbox, DEFAULT_CONFIG.accessToken)).statusCode).toBe(200);
    expect((await pay(sandbox, SECOND_MERCHANT.accessToken, SECOND_MERCHANT.entityId)).statusCode).toBe(200);
    await sandbox.close();
    app = undefined;
    for (const file of readdirSync(dir)) expectNoToken(readFileSync(join(dir, file)), file);
    const columns = new Database(path, { readonly: true }).prepare('PRAGMA table_info(merchants)').all();
    expect(columns.map((c) => (c as { name: string }).name)).not.toContain('access_token');
  });
});

describe('files', () => {
  it('are created readable by their owner only: database, its log, key files, folder', async () => {
    const dir = join(tempDir(), 'fresh', 'data');
    const path = join(dir, 'sandbox.db');
    const sandbox = await sandboxOn(path);
    await pay(sandbox, DEFAULT_CONFIG.accessToken);
    expect(mode(dir)).toBe(0o700);
    for (const file of [
      'sandbox.db',
      'sandbox.db-wal',
      'sandbox.db-shm',
      'sandbox.key',
      'sandbox.wallet.key',
    ])
      expect(mode(join(dir, file)), file).toBe(0o600);
  });

  it('of an earlier start that others could read are tightened', async () => {
    const dir = tempDir();
    const path = join(dir, 'sandbox.db');
    await (await sandboxOn(path)).close();
    app = undefined;
    for (const file of readdirSync(dir)) chmodSync(join(dir, file), 0o644);
    await sandboxOn(path);
    for (const file of readdirSync(dir)) expect(mode(join(dir, file)), file).toBe(0o600);
  });

  it('SANDBOX_KEY_DIR keeps the keys apart from the data', async () => {
    const data = join(tempDir(), 'data');
    const keys = join(tempDir(), 'keys');
    const sandbox = await sandboxOn(join(data, 'sandbox.db'), { keyDir: keys });
    expect((await pay(sandbox, DEFAULT_CONFIG.accessToken)).statusCode).toBe(200);
    expect(readdirSync(keys).sort()).toEqual(['sandbox.key', 'sandbox.wallet.key']);
    expect(readdirSync(data).filter((f) => f.endsWith('.key'))).toEqual([]);
    expect(mode(keys)).toBe(0o700);
    await sandbox.close();
    app = undefined;
    // The same keys at the next start: tokens and sealed details still open.
    const again = await sandboxOn(join(data, 'sandbox.db'), { keyDir: keys });
    expect((await pay(again, DEFAULT_CONFIG.accessToken)).statusCode).toBe(200);
  });

  it('a key file of the wrong shape stops the start with its path', async () => {
    const keys = tempDir();
    writeFileSync(join(keys, 'sandbox.key'), 'not a key\n', { mode: 0o600 });
    await expect(sandboxOn(join(tempDir(), 'sandbox.db'), { keyDir: keys })).rejects.toThrow(
      /sandbox\.key must hold 64 hex/,
    );
    expect(existsSync(join(keys, 'sandbox.wallet.key'))).toBe(false);
  });
});
