// Access tokens at rest. The database keeps, per merchant:
//   - token_lookup: HMAC-SHA256 of the token under a key derived from the data key, which never
//     goes into the database. It finds a merchant by token in one indexed read, so an unknown
//     token costs microseconds (no slow hash an attacker could make us run), and without the key
//     file it reveals nothing about the token;
//   - token_salt, token_hash: a random salt and scrypt of the token, compared in constant time
//     when a token is first used in a process: should the key file leak too, tokens still need
//     an scrypt per guess.
import {
  createHmac,
  createSecretKey,
  hkdfSync,
  type KeyObject,
  randomBytes,
  scryptSync,
  timingSafeEqual,
} from 'node:crypto';

// Node's defaults (N = 2^14, r = 8, p = 1): about 40 ms on the machines we run on, once per
// merchant and process.
const HASH_BYTES = 32;

export interface TokenHash {
  salt: Buffer;
  hash: Buffer;
}

/** The key of the lookup column, derived from the data key (one secret to keep apart). */
export const tokenLookupKey = (dataKey: Buffer): Buffer =>
  Buffer.from(hkdfSync('sha256', dataKey, 'wpwl-sandbox', 'access token lookup v1', 32));

// Every request looks its token up: the key as a KeyObject made once, not one per call.
const keyObjects = new WeakMap<Buffer, KeyObject>();
function keyObjectOf(key: Buffer): KeyObject {
  let made = keyObjects.get(key);
  if (made === undefined) {
    made = createSecretKey(key);
    keyObjects.set(key, made);
  }
  return made;
}

export const tokenLookup = (key: Buffer, token: string): string =>
  createHmac('sha256', keyObjectOf(key)).update(token).digest('hex');

export function hashToken(token: string): TokenHash {
  const salt = randomBytes(16);
  return { salt, hash: scryptSync(token, salt, HASH_BYTES) };
}

export function tokenMatches(token: string, stored: TokenHash): boolean {
  if (stored.hash.length !== HASH_BYTES) return false;
  return timingSafeEqual(scryptSync(token, stored.salt, HASH_BYTES), stored.hash);
}
