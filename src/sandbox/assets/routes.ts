import type { FastifyInstance } from 'fastify';
import { RESULT } from '../../spec/result-codes';
import type { SandboxContext } from '../context';
import { sendAnswer } from '../http/answer';
import type { FeatureRoutes } from '../plugins/audiences';
import type { ServedAsset } from './load-assets';
import { registerLocaleRoutes } from './locales';
import { registerSecureFieldPageRoute } from './secure-field-page';
import { serveScript } from './serve-script';

/**
 * The bundles, byte for byte as read at start-up: what shop pages load (the widget, its SRI value,
 * its locales; CORS, as crossorigin="anonymous" needs it) and what only the gateway's own pages
 * and frames load.
 */
export const ASSET_ROUTES: FeatureRoutes = {
  browser(app, ctx) {
    registerWidgetScriptRoutes(app, ctx);
    registerLocaleRoutes(app, ctx);
  },
  pages(app, ctx) {
    registerGatewayPageAssets(app, ctx);
    registerSecureFieldPageRoute(app, ctx);
  },
};

function registerWidgetScriptRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { paymentWidgets } = ctx.assets;
  app.get('/v1/paymentWidgets.js', async (request, reply) =>
    serveScript(request, reply.header('Cross-Origin-Resource-Policy', 'cross-origin'), paymentWidgets),
  );

  // The widget's chunks, the forms a page may not need, which it loads with the sha384 it was built
  // with (src/widget/core/load-chunk.ts).
  const chunks: Record<string, ServedAsset> = {
    'framed.js': ctx.assets.widgetFramed,
    'redirect.js': ctx.assets.widgetRedirect,
  };
  app.get<{ Params: { file: string } }>('/v1/paymentWidgets/:file', async (request, reply) => {
    const chunk = Object.hasOwn(chunks, request.params.file) ? chunks[request.params.file] : undefined;
    if (!chunk) return reply.callNotFound();
    return serveScript(request, reply.header('Cross-Origin-Resource-Policy', 'cross-origin'), chunk);
  });

  // The widget's stylesheet: not in the script, to keep the script small; fetched beside the
  // checkout and the texts, from the same origin (docs/decisions.md: the widget's stylesheet).
  app.get('/v1/paymentWidgets.css', async (request, reply) =>
    serveScript(
      request,
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin'),
      ctx.assets.paymentWidgetsStyle,
      'text/css; charset=utf-8',
    ),
  );

  // The types of wpwlOptions and wpwl for a shop's TypeScript (README: Types).
  app.get('/v1/paymentWidgets.d.ts', async (request, reply) =>
    serveScript(request, reply, ctx.assets.types, 'application/typescript; charset=utf-8'),
  );

  app.get('/v1/fastcheckout/integrity', async (_request, reply) =>
    sendAnswer(reply.header('Cache-Control', 'no-cache'), 200, ctx.now(), RESULT.SUCCESSFUL_REQUEST, {
      integrity: paymentWidgets.integrity,
    }),
  );
}

function registerGatewayPageAssets(app: FastifyInstance, ctx: SandboxContext): void {
  const { secureField, secureFieldStyle, pagesScript, pagesStyle } = ctx.assets;

  // Loaded only by the gateway's own secure-field page.
  app.get('/v1/secure-field.js', async (request, reply) =>
    serveScript(request, reply.header('Cross-Origin-Resource-Policy', 'same-origin'), secureField),
  );
  app.get('/v1/secure-field.css', async (request, reply) =>
    serveScript(
      request,
      reply.header('Cross-Origin-Resource-Policy', 'same-origin'),
      secureFieldStyle,
      'text/css; charset=utf-8',
    ),
  );

  // Loaded only by the gateway's own 3-D Secure, ACS and provider pages.
  app.get('/v1/pages/gateway-pages.js', async (request, reply) =>
    serveScript(request, reply.header('Cross-Origin-Resource-Policy', 'same-origin'), pagesScript),
  );
  app.get('/v1/pages/gateway-pages.css', async (request, reply) =>
    serveScript(
      request,
      reply.header('Cross-Origin-Resource-Policy', 'same-origin'),
      pagesStyle,
      'text/css; charset=utf-8',
    ),
  );
}
