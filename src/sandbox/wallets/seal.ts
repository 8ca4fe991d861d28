// AES-256-GCM over JSON: a fresh 96-bit IV per message, the 128-bit tag checked on opening, and
// additional authenticated data that binds a sealed value to its purpose (e.g. the wallet).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface Sealed {
  iv: string;
  data: string;
  tag: string;
}

const b64 = (buffer: Buffer): string => buffer.toString('base64url');

export function seal(key: Buffer, value: unknown, aad: string): Sealed {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(aad));
  const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return { iv: b64(iv), data: b64(data), tag: b64(cipher.getAuthTag()) };
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** The value, or undefined when the parts are malformed, the tag does not match or the aad differs. */
export function open(key: Buffer, sealed: Partial<Record<keyof Sealed, unknown>>, aad: string): unknown {
  const { iv, data, tag } = sealed;
  if (![iv, data, tag].every((part) => typeof part === 'string' && BASE64URL.test(part))) return undefined;
  const ivBytes = Buffer.from(iv as string, 'base64url');
  const tagBytes = Buffer.from(tag as string, 'base64url');
  if (ivBytes.length !== 12 || tagBytes.length !== 16) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, ivBytes, { authTagLength: 16 });
    decipher.setAAD(Buffer.from(aad)).setAuthTag(tagBytes);
    const text = Buffer.concat([decipher.update(Buffer.from(data as string, 'base64url')), decipher.final()]);
    return JSON.parse(text.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** A sealed value as one URL- and form-safe string: `iv.data.tag`. */
export const sealCompact = (key: Buffer, value: unknown, aad: string): string => {
  const { iv, data, tag } = seal(key, value, aad);
  return `${iv}.${data}.${tag}`;
};

export function openCompact(key: Buffer, compact: string, aad: string): unknown {
  const [iv, data, tag, extra] = compact.split('.');
  return extra === undefined ? open(key, { iv, data, tag }, aad) : undefined;
}
