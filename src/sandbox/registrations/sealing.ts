import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

// AES-256-GCM with a fresh 96-bit IV per value. The associated data binds a sealed value to its
// row (registration id and entity): a blob copied into another row does not open.

export interface Sealer {
  seal(value: unknown, context: string): string;
  /** Throws when the value was not sealed with this key and context. */
  open<T>(sealed: string, context: string): T;
  /**
   * A keyed hash (HMAC-SHA-256, with a key derived from the data key): equal values give equal
   * fingerprints, and a stored fingerprint does not give the value back, even for card numbers.
   */
  fingerprint(value: string, context: string): string;
}

const VERSION = 'v1';

export function createSealer(key: Buffer): Sealer {
  if (key.length !== 32) throw new Error('the data key must be 32 bytes');
  const fingerprintKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'fingerprint', 32));
  return {
    seal(value, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return [VERSION, ...[iv, cipher.getAuthTag(), body].map((part) => part.toString('base64'))].join('.');
    },
    open<T>(sealed: string, context: string): T {
      const [version, ...parts] = sealed.split('.');
      const [iv, tag, body] = parts.map((part) => Buffer.from(part, 'base64'));
      if (version !== VERSION || !iv || !tag || !body) throw new Error('not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(tag);
      return JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')) as T;
    },
    fingerprint: (value, context) =>
      createHmac('sha256', fingerprintKey).update(context).update('\0').update(value).digest('base64url'),
  };
}
