import { createHmac, timingSafeEqual } from 'node:crypto';
import { StoreError } from '../store-error';
import type { PgDb } from './pg-db';

// Every sandbox on one PostgreSQL database must hold the same keys: another data key could not
// open the registrations the others sealed, nor find their merchants' tokens. The keys never go into
// the database (a copy of it alone must reveal no card number); a check value of each does: an
// HMAC of a fixed text under the key, which tells whether two keys are the same and nothing else.
export const KEY_CHECK_TABLE = `CREATE TABLE key_checks (
     name        TEXT PRIMARY KEY,
     check_value TEXT NOT NULL
   );`;

const checkValue = (key: Buffer): string =>
  createHmac('sha256', key).update('wpwl sandbox key check v1').digest('hex');

/** A key that is not the one the database was first used with. */
export class KeyMismatch extends StoreError {
  override name = 'KeyMismatch';
}

/**
 * Records each key's check value the first time, and refuses keys whose value differs from the
 * recorded one (`names` says where each key comes from, for the message).
 */
export async function checkKeys(
  db: PgDb,
  keys: Readonly<Record<string, Buffer>>,
  names: Readonly<Record<string, string>> = {},
): Promise<void> {
  for (const [name, key] of Object.entries(keys)) {
    const value = checkValue(key);
    await db.run('INSERT INTO key_checks (name, check_value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
      name,
      value,
    ]);
    const stored = await db.one<{ check_value: string }>(
      'SELECT check_value FROM key_checks WHERE name = $1',
      [name],
    );
    if (
      stored?.check_value.length !== value.length ||
      !timingSafeEqual(Buffer.from(stored.check_value), Buffer.from(value))
    )
      throw new KeyMismatch(
        `the ${names[name] ?? `${name} key`} is not the one this database was first used with: every sandbox on one database needs the same keys`,
      );
  }
}
