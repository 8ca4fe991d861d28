// The SFTP server's host key: an Ed25519 key made at the first start and kept beside the database
// (or in SANDBOX_KEY_DIR), so clients that trusted it once keep trusting it; an in-memory sandbox
// gets a new one each start. Its SHA-256 fingerprint is printed at start, as OpenSSH shows it.
import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import ssh2 from 'ssh2';
import { keyFilePath } from '../secrets/key-file';
import { generateEd25519KeyPair } from './ed25519-key-pair';

export interface HostKey {
  /** OpenSSH private key. */
  privateKey: string;
  /** `SHA256:…` */
  fingerprint: string;
}

function fingerprintOf(privateKey: string): string {
  const parsed = ssh2.utils.parseKey(privateKey);
  if (parsed instanceof Error) throw parsed;
  const key = Array.isArray(parsed) ? parsed[0] : parsed;
  const blob = key?.getPublicSSH();
  if (!blob) throw new Error('the SFTP host key has no public part');
  return `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`;
}

export function loadHostKey(dbPath: string, keyDir?: string): HostKey {
  const file = keyFilePath(dbPath, '.sftp_host_key', keyDir);
  if (!file) {
    const privateKey = generateEd25519KeyPair().private;
    return { privateKey, fingerprint: fingerprintOf(privateKey) };
  }
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, generateEd25519KeyPair().private, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  chmodSync(file, 0o600);
  const privateKey = readFileSync(file, 'utf8');
  try {
    return { privateKey, fingerprint: fingerprintOf(privateKey) };
  } catch (error) {
    // Older sandboxes could write a key ssh2 cannot read back; say which file, and the way out.
    throw new Error(
      `${file} holds no readable OpenSSH private key (${(error as Error).message}); delete it to make a new one`,
    );
  }
}
