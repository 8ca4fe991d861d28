// The sandbox's own wallet key: what a real gateway's decryption keys are to Apple Pay and Google
// Pay. Tokens of the simulated wallets are encrypted with it, so only this sandbox can read them.
// One 256-bit master key: SANDBOX_WALLET_KEY (64 hex characters) when set; otherwise a random key
// made at the first start and kept in a file beside the database (mode 0600, e.g.
// data/sandbox.wallet.key), never in the database itself; with an in-memory database, a fresh random key per process.
import { hkdfSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';

export interface WalletKeys {
  /** AES-256-GCM key of the wallet payment tokens. */
  token: Buffer;
  /** AES-256-GCM key of the wallet sheet's state, which travels through the shopper's browser. */
  sheet: Buffer;
}

const HEX_KEY = /^[0-9a-fA-F]{64}$/;

/** Subkeys per purpose, so a sealed sheet state can never be read as a token or the other way. */
export function deriveWalletKeys(master: Buffer): WalletKeys {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', master, 'wpwl-sandbox', info, 32));
  return { token: derive('wallet payment token v1'), sheet: derive('wallet sheet state v1') };
}

export function parseWalletKey(hex: string): Buffer {
  if (!HEX_KEY.test(hex)) throw new Error('SANDBOX_WALLET_KEY must be 64 hex characters (256 bits)');
  return Buffer.from(hex, 'hex');
}

/** The key file of a database file: `data/sandbox.db` → `data/sandbox.wallet.key`. */
export const walletKeyFile = (dbPath: string): string | undefined =>
  dbPath === ':memory:' || dbPath === ''
    ? undefined
    : join(dirname(dbPath), `${basename(dbPath, extname(dbPath))}.wallet.key`);

export function loadWalletKeys(config: { walletKey?: string; dbPath: string }): WalletKeys {
  if (config.walletKey) return deriveWalletKeys(parseWalletKey(config.walletKey));
  const file = walletKeyFile(config.dbPath);
  if (!file) return deriveWalletKeys(randomBytes(32));
  mkdirSync(dirname(file), { recursive: true });
  try {
    // 'wx': two sandboxes starting at once on one database must not overwrite each other's key.
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return deriveWalletKeys(parseWalletKey(readFileSync(file, 'utf8').trim()));
}
