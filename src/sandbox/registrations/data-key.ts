// The key that seals stored payment details (AES-256-GCM). It never goes into the database: a
// copy of sandbox.db alone reveals no card number or IBAN. SANDBOX_DATA_KEY (64 hex characters),
// else `sandbox.key` beside the database or in SANDBOX_KEY_DIR (../secrets/key-file.ts).
import { keyFilePath, loadKey } from '../secrets/key-file';

export const keyFileFor = (dbPath: string, keyDir?: string): string =>
  keyFilePath(dbPath, '.key', keyDir) ?? '';

export const loadDataKey = (dbPath: string, envKey: string | undefined, keyDir?: string): Buffer =>
  loadKey('SANDBOX_DATA_KEY', envKey, keyFilePath(dbPath, '.key', keyDir));
