// The asset's bytes compressed once, when the sandbox loads them, at the strongest settings:
// brotli quality 11 and gzip level 9 cost about a third of a second for all the assets together,
// once per start, and nothing per request (docs/decisions.md: when assets are compressed).
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export interface Encoded {
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Brotli and gzip of `body`; a coding that would not make it smaller is left out, and the asset
 * then goes out as it is to clients asking for that coding. Both run on libuv's thread pool, so
 * the assets of a start compress side by side.
 */
export async function precompress(body: Buffer): Promise<Encoded> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    ...(br.length < body.length ? { br } : {}),
    ...(gz.length < body.length ? { gzip: gz } : {}),
  };
}
