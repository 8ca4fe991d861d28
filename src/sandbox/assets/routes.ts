import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RESULT } from '../../spec/result-codes';
import type { SandboxContext } from '../context';
import { sendAnswer } from '../http/answer';
import type { ServedAsset } from './load-assets';

export function serveScript(
  request: FastifyRequest,
  reply: FastifyReply,
  asset: ServedAsset,
  type = 'text/javascript; charset=utf-8',
): FastifyReply {
  reply
    .header('Content-Type', type)
    .header('Cache-Control', 'public, max-age=300')
    .header('ETag', asset.etag)
    .header('X-Content-Type-Options', 'nosniff');
  if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
  return reply.code(200).send(asset.body);
}

// The bundles, byte for byte as read at start-up, and the SRI value of the widget bundle.
export function registerWidgetAssetRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { paymentWidgets, secureField, pagesScript, pagesStyle } = ctx.assets;

  // Loaded cross-origin by shop pages, with SRI (crossorigin="anonymous" needs CORS).
  app.get('/v1/paymentWidgets.js', async (request, reply) =>
    serveScript(
      request,
      reply.header('Access-Control-Allow-Origin', '*').header('Cross-Origin-Resource-Policy', 'cross-origin'),
      paymentWidgets,
    ),
  );

  // Loaded only by the gateway's own secure-field page.
  app.get('/v1/secure-field.js', async (request, reply) =>
    serveScript(request, reply.header('Cross-Origin-Resource-Policy', 'same-origin'), secureField),
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

  app.get('/v1/fastcheckout/integrity', async (_request, reply) =>
    sendAnswer(
      reply.header('Access-Control-Allow-Origin', '*').header('Cache-Control', 'no-cache'),
      200,
      ctx.now(),
      RESULT.SUCCESSFUL_REQUEST,
      { integrity: paymentWidgets.integrity },
    ),
  );
}
