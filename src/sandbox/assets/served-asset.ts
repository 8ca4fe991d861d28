import { createHash } from 'node:crypto';
import type { Coding } from '../http/accept-encoding';
import { type Encoded, precompress } from './precompress';

export interface ServedAsset {
  /** The exact bytes served (decoded: what SRI and the ETag cover). */
  body: Buffer;
  /** `body` in brotli and gzip, made once at start-up (./precompress.ts). */
  encoded: Encoded;
  /** The codings it is available in besides identity. */
  codings: readonly Coding[];
  /** Strong ETag of `body`; an encoded answer adds the coding (`"…-br"`). */
  etag: string;
  /** Hex digits of the content hash: the asset's versioned URL (`/v1/secure-field.{version}.js`). */
  version: string;
  /** Subresource-integrity value of `body`: `sha384-<base64>`. */
  integrity: string;
}

/** Hex digits of a versioned URL: 40 bits tell builds apart, and each costs the widget's budget. */
const VERSION_LENGTH = 10;
export const ASSET_VERSION = new RegExp(`^[0-9a-f]{${VERSION_LENGTH}}$`);

/** An asset ready to serve: its hashes, and its compressed forms made now, once. */
export async function servedAsset(body: Buffer): Promise<ServedAsset> {
  const sha256 = createHash('sha256').update(body).digest('hex');
  const encoded = await precompress(body);
  return {
    body,
    encoded,
    codings: (['br', 'gzip'] as const).filter((coding) => encoded[coding] !== undefined),
    etag: `"${sha256.slice(0, 32)}"`,
    version: sha256.slice(0, VERSION_LENGTH),
    integrity: `sha384-${createHash('sha384').update(body).digest('base64')}`,
  };
}

/** `/v1/secure-field.js` → `/v1/secure-field.{version}.js`: the URL that never changes its bytes. */
export const versionedPath = (path: string, version: string): string =>
  path.replace(/(\.[a-z]+)$/, `.${version}$1`);
