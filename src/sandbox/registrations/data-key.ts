import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';

// The key that seals stored payment details (AES-256-GCM). It never goes into the database: a
// copy of sandbox.db alone reveals no card number or IBAN.
//   1. SANDBOX_DATA_KEY: 64 hex characters;
//   2. else a key file beside the database (data/sandbox.db → data/sandbox.key), created with
//      mode 0600 at the first start and read at every later one;
//   3. a ':memory:' database gets a key that lives as long as the process, as its data does.

const HEX_KEY = /^[0-9a-fA-F]{64}$/;

export const keyFileFor = (dbPath: string): string =>
  join(dirname(dbPath), `${basename(dbPath, extname(dbPath))}.key`);

export function loadDataKey(dbPath: string, envKey: string | undefined): Buffer {
  if (envKey !== undefined && envKey !== '') {
    if (!HEX_KEY.test(envKey)) throw new Error('SANDBOX_DATA_KEY must be 64 hex characters (32 bytes)');
    return Buffer.from(envKey, 'hex');
  }
  if (dbPath === ':memory:') return randomBytes(32);
  const path = keyFileFor(dbPath);
  try {
    writeFileSync(path, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      mkdirSync(dirname(path), { recursive: true });
      return loadDataKey(dbPath, envKey);
    }
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // A key file others can read is tightened rather than refused: it is a sandbox.
  if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
  const hex = readFileSync(path, 'utf8').trim();
  if (!HEX_KEY.test(hex)) throw new Error(`${path} must hold 64 hex characters`);
  return Buffer.from(hex, 'hex');
}
