import type { FastifyInstance } from 'fastify';
import { RESULT } from '../../spec/result-codes';
import type { SandboxContext } from '../context';
import { sendAnswer } from '../http/answer';
import { PAGES_SCRIPT_PATH, PAGES_STYLE_PATH } from '../pages/page-shell';
import type { FeatureRoutes } from '../plugins/audiences';
import { registerAssetRoutes } from './asset-routes';
import { INSPECTOR_SCRIPT_PATH, INSPECTOR_STYLE_PATH } from './inspector-assets';
import { WIDGET_STYLE_PATH } from './load-assets';
import { registerLocaleRoutes } from './locales';
import { registerSecureFieldPageRoute, SECURE_FIELD_SCRIPT, SECURE_FIELD_STYLE } from './secure-field-page';
import { CSS, JAVASCRIPT } from './serve-asset';

/**
 * The bundles, byte for byte as read at start-up and compressed then: what shop pages load (the
 * widget, its SRI value, its locales; CORS, as crossorigin="anonymous" needs it) and what only the
 * gateway's own pages and frames load, each also at its versioned URL where something links it.
 */
export const ASSET_ROUTES: FeatureRoutes = {
  browser(app, ctx) {
    registerWidgetScriptRoutes(app, ctx);
    registerLocaleRoutes(app, ctx);
  },
  pages(app, ctx) {
    registerGatewayPageAssets(app, ctx);
    registerSecureFieldPageRoute(app, ctx);
    registerInspectorAssets(app, ctx);
  },
};

export const PATHS = {
  paymentWidgets: '/v1/paymentWidgets.js',
  types: '/v1/paymentWidgets.d.ts',
  chunks: '/v1/paymentWidgets',
} as const;

function registerWidgetScriptRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { paymentWidgets, paymentWidgetsStyle, types } = ctx.assets;
  const resourcePolicy = 'cross-origin';
  // The URL merchants embed, with ?checkoutId=: one body for every checkout, so one SRI value fits.
  registerAssetRoutes(
    app,
    { path: PATHS.paymentWidgets, asset: paymentWidgets, type: JAVASCRIPT, resourcePolicy },
    false,
  );

  // The widget's chunks, the forms a page may not need, which it loads with the sha384 it was built
  // with (src/widget/core/load-chunk.ts): the hash pins the bytes, so no versioned URL is needed.
  for (const [file, asset] of [
    ['framed.js', ctx.assets.widgetFramed],
    ['redirect.js', ctx.assets.widgetRedirect],
  ] as const) {
    registerAssetRoutes(
      app,
      { path: `${PATHS.chunks}/${file}`, asset, type: JAVASCRIPT, resourcePolicy },
      false,
    );
  }

  // The widget's stylesheet: not in the script, to keep the script small; fetched beside the
  // checkout and the texts, from the same origin (docs/decisions.md: the widget's stylesheet), at
  // the versioned URL the served script names (./load-assets.ts).
  registerAssetRoutes(app, {
    path: WIDGET_STYLE_PATH,
    asset: paymentWidgetsStyle,
    type: CSS,
    resourcePolicy,
  });

  // The types of wpwlOptions and wpwl for a shop's TypeScript (README: Types).
  registerAssetRoutes(
    app,
    { path: PATHS.types, asset: types, type: 'application/typescript; charset=utf-8', resourcePolicy },
    false,
  );

  app.get('/v1/fastcheckout/integrity', async (_request, reply) =>
    sendAnswer(reply.header('Cache-Control', 'no-cache'), 200, ctx.now(), RESULT.SUCCESSFUL_REQUEST, {
      integrity: paymentWidgets.integrity,
    }),
  );
}

function registerGatewayPageAssets(app: FastifyInstance, ctx: SandboxContext): void {
  const { secureField, secureFieldStyle, pagesScript, pagesStyle } = ctx.assets;
  const resourcePolicy = 'same-origin';
  // Loaded only by the gateway's own secure-field page.
  registerAssetRoutes(app, {
    path: SECURE_FIELD_SCRIPT,
    asset: secureField,
    type: JAVASCRIPT,
    resourcePolicy,
  });
  registerAssetRoutes(app, {
    path: SECURE_FIELD_STYLE,
    asset: secureFieldStyle,
    type: CSS,
    resourcePolicy,
  });
  // Loaded only by the gateway's own 3-D Secure, ACS and provider pages.
  registerAssetRoutes(app, { path: PAGES_SCRIPT_PATH, asset: pagesScript, type: JAVASCRIPT, resourcePolicy });
  registerAssetRoutes(app, { path: PAGES_STYLE_PATH, asset: pagesStyle, type: CSS, resourcePolicy });
}

/** The inspector page's script and stylesheet, when built; linked at their versioned URLs (../inspector/shell.ts). */
function registerInspectorAssets(app: FastifyInstance, ctx: SandboxContext): void {
  const { inspector } = ctx.assets;
  if (!inspector) return;
  const resourcePolicy = 'same-origin';
  registerAssetRoutes(app, {
    path: INSPECTOR_SCRIPT_PATH,
    asset: inspector.script,
    type: JAVASCRIPT,
    resourcePolicy,
  });
  registerAssetRoutes(app, { path: INSPECTOR_STYLE_PATH, asset: inspector.style, type: CSS, resourcePolicy });
}
