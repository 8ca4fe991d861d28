import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// A session id is 256 random bits, sent only in the HttpOnly cookie; the store keeps its SHA-256.
// The CSRF token is an HMAC of the id under a key every sandbox on the database derives from the
// shared data key, so any of them can check it, and a stolen copy of the database cannot make one.

export const SESSION_ID_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export const newSessionId = (): string => randomBytes(32).toString('base64url');

export const sessionIdHash = (id: string): string => createHash('sha256').update(id).digest('hex');

export const csrfTokenOf = (key: Buffer, id: string): string =>
  createHmac('sha256', key).update(id).digest('base64url');

/** The key of the CSRF tokens, derived from the sandbox's data key (never the data key itself). */
export const csrfKeyOf = (dataKey: Buffer): Buffer =>
  createHmac('sha256', dataKey).update('wpwl inspector csrf token').digest();

/** Equal secrets, compared in constant time. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
