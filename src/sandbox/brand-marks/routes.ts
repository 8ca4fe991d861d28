import type { FastifyInstance } from 'fastify';
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

/**
 * The brands' logos and the wallets' marks, one small SVG each, loaded by the widget as <img> from
 * the gateway (the bundle carries none). Cached for a day; any page may show them.
 */
export const BRAND_MARK_ROUTES: FeatureRoutes = {
  browser(app: FastifyInstance) {
    app.get<{ Params: { file: string } }>('/v1/brands/:file', async (request, reply) => {
      const mark = brandMark(request.params.file);
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      if (mark === undefined) return reply.code(404).send();
      return reply
        .header('Cache-Control', 'public, max-age=86400')
        .header('Content-Security-Policy', "default-src 'none'")
        .type('image/svg+xml')
        .send(mark);
    });
  },
};
