// The sandbox's own wallet key: what a real gateway's decryption keys are to Apple Pay and Google
// Pay. Tokens of the simulated wallets are encrypted with it, so only this sandbox can read them.
// One 256-bit master key: SANDBOX_WALLET_KEY (64 hex characters) when set; otherwise a random key
// made at the first start and kept in a file beside the database or in SANDBOX_KEY_DIR (mode
// 0600, e.g. data/sandbox.wallet.key), never in the database itself; with an in-memory database,
// a fresh random key per process.
import { hkdfSync } from 'node:crypto';
import { keyFilePath, loadKey, parseHexKey } from '../secrets/key-file';

export interface WalletKeys {
  /** AES-256-GCM key of the wallet payment tokens. */
  token: Buffer;
  /** AES-256-GCM key of the wallet sheet's state, which travels through the shopper's browser. */
  sheet: Buffer;
}

/** Subkeys per purpose, so a sealed sheet state can never be read as a token or the other way. */
export function deriveWalletKeys(master: Buffer): WalletKeys {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', master, 'wpwl-sandbox', info, 32));
  return { token: derive('wallet payment token v1'), sheet: derive('wallet sheet state v1') };
}

export const parseWalletKey = (hex: string): Buffer => parseHexKey(hex, 'SANDBOX_WALLET_KEY');

/** The key file of a database file: `data/sandbox.db` → `data/sandbox.wallet.key` (or in `keyDir`). */
export const walletKeyFile = (dbPath: string, keyDir?: string): string | undefined =>
  keyFilePath(dbPath, '.wallet.key', keyDir);

export function loadWalletKeys(config: { walletKey?: string; dbPath: string; keyDir?: string }): WalletKeys {
  const file = walletKeyFile(config.dbPath, config.keyDir);
  return deriveWalletKeys(loadKey('SANDBOX_WALLET_KEY', config.walletKey, file));
}
