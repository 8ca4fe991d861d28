import type { FastifyInstance } from 'fastify';
import { serveAsset } from '../assets/serve-asset';
import type { SandboxContext } from '../context';
import { WITHOUT_STORE } from '../http/commit-before-answer';
import type { FeatureRoutes } from '../plugins/audiences';
import { cardLogo } from './card-logos';
import { WALLET_MARKS } from './wallet-marks';

/** `{BRAND}.svg` or `{BRAND}-{colour}.svg` (a wallet mark for a button of that colour). */
export const BRAND_MARK_FILE = /^([A-Z0-9_]{1,32})(-[a-z]{1,10})?\.svg$/;

/** The SVG for a file name; undefined when the name is not a brand's. */
export function brandMark(file: string): string | undefined {
  const match = BRAND_MARK_FILE.exec(file);
  if (!match) return undefined;
  const [, code, colour = ''] = match as unknown as [string, string, string?];
  return WALLET_MARKS[code + colour] ?? WALLET_MARKS[code] ?? cardLogo(code);
}

const CACHE = 'public, max-age=86400';
const SVG = 'image/svg+xml';

/**
 * The brands' logos and the wallets' marks, one small SVG each, loaded by the widget as <img> from
 * the gateway (the bundle carries none). Cached for a day; any page may show them. Those the widget
 * knows were compressed at start-up (./brand-mark-assets.ts).
 */
export const BRAND_MARK_ROUTES: FeatureRoutes = {
  browser(app: FastifyInstance, ctx: SandboxContext) {
    const prepared = ctx.assets.brandMarks;
    app.get<{ Params: { file: string } }>('/v1/brands/:file', WITHOUT_STORE, async (request, reply) => {
      const mark = brandMark(request.params.file);
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      if (mark === undefined) return reply.code(404).send();
      reply.header('Content-Security-Policy', "default-src 'none'");
      const asset = prepared.get(mark);
      if (asset) return serveAsset(request, reply, asset, { type: SVG, cache: CACHE });
      return reply.header('Cache-Control', CACHE).type(SVG).send(mark);
    });
  },
};
