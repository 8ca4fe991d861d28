// The sandbox's 256-bit keys (stored payment details, simulated wallets): from a hex value in the
// environment, else from a key file made at the first start. Key files sit beside the database
// unless SANDBOX_KEY_DIR puts them elsewhere, which anything shared (a team sandbox, a CI cache, a
// backup) should do: a copy of the data folder alone then reveals no token, card number or IBAN.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';

const HEX_KEY = /^[0-9a-fA-F]{64}$/;

export function parseHexKey(hex: string, name: string): Buffer {
  if (!HEX_KEY.test(hex)) throw new Error(`${name} must be 64 hex characters (32 bytes)`);
  return Buffer.from(hex, 'hex');
}

/**
 * The key file `suffix` belongs to a database: `data/sandbox.db` → `data/sandbox{suffix}`, or in
 * `keyDir` when given; undefined for an in-memory database without a key folder.
 */
export function keyFilePath(dbPath: string, suffix: string, keyDir?: string): string | undefined {
  const inMemory = dbPath === ':memory:' || dbPath === '';
  if (inMemory && !keyDir) return undefined;
  const name = inMemory ? 'sandbox' : basename(dbPath, extname(dbPath));
  return join(keyDir ?? dirname(dbPath), `${name}${suffix}`);
}

/**
 * A key: `hex` when set (named `name` in errors), else the file's (created 0600 in a 0700 folder
 * at the first start; `wx`, so two sandboxes starting at once on one folder keep one key), else,
 * without a file, a random key that lives as long as the process and its in-memory data.
 */
export function loadKey(name: string, hex: string | undefined, file: string | undefined): Buffer {
  if (hex !== undefined && hex !== '') return parseHexKey(hex, name);
  if (!file) return randomBytes(32);
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // A key file others can read is tightened rather than refused: it is a sandbox.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const text = readFileSync(file, 'utf8').trim();
  if (!HEX_KEY.test(text)) throw new Error(`${file} must hold 64 hex characters`);
  return Buffer.from(text, 'hex');
}
