// The SFTP server with real clients: OpenSSH's `sftp` (public key) and ssh2's client (password).
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ssh2 from 'ssh2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECOND_MERCHANT } from '../merchants';
import {
  AUTH,
  ENTITY_ID,
  json,
  PAYMENT,
  postForm,
  type TestSandbox,
  tempDir,
  testSandbox,
} from '../test-support';
import { generateEd25519KeyPair } from './ed25519-key-pair';
import { loadHostKey } from './host-key';
import { resolvePath } from './sftp-session';

const run = promisify(execFile);
const dir = tempDir();
const clientKey = generateEd25519KeyPair();
const keyFile = join(dir, 'id_ed25519');
let sb: TestSandbox;
let port: number;

beforeAll(async () => {
  writeFileSync(keyFile, clientKey.private, { mode: 0o600 });
  const authorized = join(dir, 'authorized_keys');
  writeFileSync(authorized, `# merchants' keys\n${ENTITY_ID} ${clientKey.public}\n`);
  sb = await testSandbox({ sftp: { port: 0, authorizedKeysFile: authorized } });
  port = sb.app.sftp?.port ?? 0;
  sb.clock.set('2026-11-21T10:00:00Z');
  for (const amount of ['12.50', '7.00']) await postForm(sb.app, '/v1/payments', { ...PAYMENT, amount });
  await postForm(sb.app, '/v1/payments', { ...PAYMENT, amount: '3.00', currency: 'USD' });
  sb.clock.set('2026-11-22T10:00:00Z');
  await postForm(sb.app, '/v1/payments', { ...PAYMENT, amount: '1.00' });
  sb.clock.set('2026-11-24T10:00:00Z');
  // A sandbox with its SFTP server and four payments: more than the default 10 s on a busy machine.
}, 30_000);
afterAll(() => sb?.app.close());

/** OpenSSH's sftp in batch mode, logged in with the merchant's key. */
async function openSsh(commands: string[]): Promise<{ stdout: string; stderr: string; code: number }> {
  const batch = join(dir, `batch-${Math.random().toString(36).slice(2)}`);
  writeFileSync(batch, `${commands.join('\n')}\n`);
  const args = [
    ...['-b', batch, '-i', keyFile, '-P', String(port)],
    ...['-o', 'StrictHostKeyChecking=no', '-o', 'UserKnownHostsFile=/dev/null', '-o', 'BatchMode=yes'],
    ...['-o', 'IdentitiesOnly=yes', '-o', 'LogLevel=ERROR', `${ENTITY_ID}@127.0.0.1`],
  ];
  try {
    const { stdout, stderr } = await run('sftp', args);
    return { stdout, stderr, code: 0 };
  } catch (error) {
    const failed = error as { stdout: string; stderr: string; code: number };
    return { stdout: failed.stdout, stderr: failed.stderr, code: failed.code };
  }
}

/** The CSV the HTTP report gives for one settlement day and currency. */
async function httpCsv(day: string, currency: string): Promise<string> {
  const period = `entityId=${ENTITY_ID}&date.from=${day}&date.to=${day}`;
  const { aggregations } = json(
    await sb.app.inject({
      method: 'GET',
      url: `/reports/v1/reconciliations/aggregations?${period}`,
      headers: AUTH,
    }),
  );
  const { id } = (aggregations as { id: string; settlement: { currency: string } }[]).find(
    (a) => a.settlement.currency === currency,
  ) as { id: string };
  return (
    await sb.app.inject({
      method: 'GET',
      url: `/reports/v1/reconciliations/${id}.csv?${period}`,
      headers: AUTH,
    })
  ).body;
}

/** ssh2's client with a password: the folder's listing, or the login's failure. */
function withPassword(username: string, password: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const client = new ssh2.Client();
    client
      .on('ready', () =>
        client.sftp((error, sftp) => {
          if (error) return reject(error);
          sftp.readdir('/reconciliation', (failure, list) => {
            client.end();
            if (failure) reject(failure);
            else resolve(list.map((entry) => entry.filename).sort());
          });
        }),
      )
      .on('error', reject)
      .connect({ host: '127.0.0.1', port, username, password, readyTimeout: 10_000 });
  });
}

describe('settlement files by SFTP', () => {
  it('lists one file per settlement day (one per currency where a day has several), as OpenSSH sees them', async () => {
    const { stdout, code } = await openSsh(['ls -1 /reconciliation']);
    expect(code).toBe(0);
    const names = stdout
      .split('\n')
      .filter((line) => line.endsWith('.csv'))
      .map((line) => line.trim().split('/').pop());
    expect(names.sort()).toEqual(['2026-11-22-EUR.csv', '2026-11-22-USD.csv', '2026-11-23.csv']);
  });

  it('gives exactly the file the HTTP report gives', async () => {
    const local = join(dir, 'day.csv');
    const { code } = await openSsh([`get /reconciliation/2026-11-23.csv ${local}`]);
    expect(code).toBe(0);
    const file = readFileSync(local, 'utf8');
    expect(file).toBe(await httpCsv('2026-11-23', 'EUR'));
    expect(file.split('\r\n')[1]).toContain('1.00');
    const usd = join(dir, 'usd.csv');
    await openSsh([`get /reconciliation/2026-11-22-USD.csv ${usd}`]);
    expect(readFileSync(usd, 'utf8')).toBe(await httpCsv('2026-11-22', 'USD'));
  });

  it('is read-only and keeps the merchant in its own folder', async () => {
    const upload = join(dir, 'upload.csv');
    writeFileSync(upload, 'x');
    expect((await openSsh([`put ${upload} /reconciliation/new.csv`])).code).not.toBe(0);
    expect((await openSsh(['rm /reconciliation/2026-11-23.csv'])).code).not.toBe(0);
    expect((await openSsh(['mkdir /elsewhere'])).code).not.toBe(0);
    const outside = await openSsh([`get /../../../etc/passwd ${join(dir, 'passwd')}`]);
    expect(outside.code).not.toBe(0);
    expect(outside.stderr).toMatch(/not found|No such file/i);
    // `..` above the root is the root.
    const up = await openSsh(['cd /reconciliation/../..', 'ls -1']);
    expect(up.stdout).toMatch(/reconciliation/);
    expect(resolvePath('/../../etc/passwd')).toBe('/etc/passwd');
  });

  it('logs a merchant in with its entityId and access token, and no one else', async () => {
    expect(await withPassword(ENTITY_ID, AUTH.authorization.slice('Bearer '.length))).toEqual([
      '2026-11-22-EUR.csv',
      '2026-11-22-USD.csv',
      '2026-11-23.csv',
    ]);
    // The second merchant sees its own folder: empty.
    expect(await withPassword(SECOND_MERCHANT.entityId, SECOND_MERCHANT.accessToken)).toEqual([]);
    await expect(withPassword(ENTITY_ID, SECOND_MERCHANT.accessToken)).rejects.toThrow(/authentication/i);
    await expect(withPassword(ENTITY_ID, 'wrong')).rejects.toThrow(/authentication/i);
    await expect(withPassword('root', 'root')).rejects.toThrow(/authentication/i);
  });

  it('keeps its host key beside the database', () => {
    const db = join(tempDir(), 'sandbox.db');
    const first = loadHostKey(db);
    expect(first.fingerprint).toMatch(/^SHA256:[A-Za-z0-9+/]{43}$/);
    expect(loadHostKey(db).fingerprint).toBe(first.fingerprint);
    expect(loadHostKey(join(tempDir(), 'sandbox.db')).fingerprint).not.toBe(first.fingerprint);
  });

  it('names an unreadable host key file and the way out', () => {
    const folder = tempDir();
    writeFileSync(
      join(folder, 'sandbox.sftp_host_key'),
      '-----BEGIN OPENSSH PRIVATE KEY-----\nAAAA\n-----END OPENSSH PRIVATE KEY-----\n',
    );
    expect(() => loadHostKey(join(folder, 'sandbox.db'))).toThrow(
      /sandbox\.sftp_host_key holds no readable OpenSSH private key.*delete it/,
    );
  });
});
