import { fileURLToPath } from 'node:url';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { isSuccessful } from '../spec/result-codes.js';
import { findProduct } from './catalogue.js';
import type { ShopConfig } from './config.js';
import { registerFastCheckoutRoutes } from './fast-checkout/routes.js';
import { GatewayClient } from './gateway-client.js';
import { CHECKOUT_REUSE_MS, type Order, Orders } from './orders.js';
import { homePage } from './pages/home.js';
import { orderPage } from './pages/order.js';
import { type Language, payPage, SUPPORTED_LANGUAGES, WIDGET_LOCALE } from './pages/pay.js';
import { errorPage, resultPage } from './pages/result.js';
import { registerPaymentDetailsRoutes } from './payment-details/routes.js';
import { registrationParams, SavedPayments, shopperOf } from './payment-details/saved-payments.js';
import { securityHeaders } from './security-headers.js';
import { readPublicFile } from './static-files.js';
import { registerWebhookRoutes } from './webhooks/routes.js';

const PUBLIC_DIR = fileURLToPath(new URL('../../public/', import.meta.url));

export interface ShopOptions {
  logger?: boolean;
}

/** The demo merchant: creates checkouts server to server and reads the outcome server side. */
export async function buildShop(config: ShopConfig, options: ShopOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  await app.register(formbody);
  const gateway = new GatewayClient(config);
  const orders = new Orders();
  const saved = new SavedPayments();
  const headers = securityHeaders(new URL(config.gatewayPublicUrl).origin);

  app.addHook('onSend', async (_request, reply) => {
    reply.headers(headers);
  });

  const sendPage = (reply: import('fastify').FastifyReply, status: number, page: string) =>
    reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(page);

  app.get('/', async (_request, reply) => sendPage(reply, 200, homePage()));
  // Product pages with fast-checkout wallet buttons.
  registerFastCheckoutRoutes(app, { config, gateway, orders, sendPage });

  app.post<{ Body: { sku?: string } }>('/orders', async (request, reply) => {
    const product = findProduct(String(request.body?.sku ?? ''));
    if (!product) return sendPage(reply, 400, errorPage(400, 'Unknown product.'));
    const order = orders.create(product);
    order.shopper = shopperOf(request, reply);
    return reply.redirect(`/orders/${order.id}/pay`, 303);
  });

  app.get<{ Params: { orderId: string }; Querystring: { lang?: string; target?: string; locale?: string } }>(
    '/orders/:orderId/pay',
    async (request, reply) => {
      const order = orders.get(request.params.orderId);
      if (!order) return sendPage(reply, 404, errorPage(404, 'No such order.'));
      const lang = (SUPPORTED_LANGUAGES as readonly string[]).includes(request.query.lang ?? '')
        ? (request.query.lang as Language)
        : 'en';
      try {
        await ensureCheckout(order);
      } catch (error) {
        request.log.error({ err: error }, 'checkout creation failed');
        return sendPage(reply, 502, errorPage(502, 'The payment gateway could not create a checkout.'));
      }
      // ?target=top: redirects (3-D Secure, provider pages) take the whole page instead of an iframe.
      const fullPage = request.query.target === 'top';
      // ?locale=ar: the widget's language alone, as a shop passes its shopper's language.
      const { locale } = request.query;
      const widgetLocale = locale !== undefined && WIDGET_LOCALE.test(locale) ? locale : undefined;
      return sendPage(reply, 200, payPage(config, order, lang, fullPage, widgetLocale));
    },
  );

  app.get<{ Params: { orderId: string }; Querystring: { id?: string; resourcePath?: string } }>(
    '/orders/:orderId/result',
    async (request, reply) => {
      const order = orders.get(request.params.orderId);
      const { id, resourcePath } = request.query;
      if (!order) return sendPage(reply, 404, errorPage(404, 'No such order.'));
      // Only ever ask the gateway about this order's own checkout: never forward a path the browser chose.
      if (!id || id !== order.checkout?.id || resourcePath !== `/v1/checkouts/${id}/payment`) {
        return sendPage(reply, 400, errorPage(400, 'This result link does not belong to the order.'));
      }
      // A payment that succeeded is the checkout's last word: a reload shows it again without asking
      // the gateway, whose status GET allows two calls per checkout a minute. After a decline the
      // shopper may try again on the same checkout, so that is asked again.
      if (order.outcome?.checkoutId === id)
        return sendPage(reply, 200, resultPage(order, order.outcome.answer));
      try {
        const answer = await gateway.getPaymentStatus(resourcePath);
        if (isSuccessful(answer.result.code)) {
          order.outcome = { checkoutId: id, answer };
          order.paid = true;
        }
        // A card or account the shopper chose to store is offered next time (one-click).
        if (isSuccessful(answer.result.code) && order.shopper && typeof answer.registrationId === 'string')
          saved.add(order.shopper, answer.registrationId);
        return sendPage(reply, 200, resultPage(order, answer));
      } catch (error) {
        request.log.error({ err: error }, 'payment status failed');
        return sendPage(reply, 502, errorPage(502, 'The payment gateway could not be reached.'));
      }
    },
  );

  app.get<{ Params: { name: string } }>('/static/:name', async (request, reply) => {
    const file = await readPublicFile(PUBLIC_DIR, request.params.name);
    if (!file) return reply.code(404).type('text/plain').send('Not found');
    return reply.type(file.type).header('Cache-Control', 'no-cache').send(file.body);
  });

  registerPaymentDetailsRoutes(app, { config, gateway, saved, sendPage });
  if (config.webhookKey) registerWebhookRoutes(app, { key: config.webhookKey, orders });

  // The order as the shop knows it, from the gateway's notifications: no call to the gateway.
  app.get<{ Params: { orderId: string } }>('/orders/:orderId', async (request, reply) => {
    const order = orders.get(request.params.orderId);
    if (!order) return sendPage(reply, 404, errorPage(404, 'No such order.'));
    return sendPage(reply, 200, orderPage(order));
  });

  app.setNotFoundHandler((_request, reply) => sendPage(reply, 404, errorPage(404, 'Page not found.')));

  async function ensureCheckout(order: Order): Promise<void> {
    // A paid order keeps its checkout, so the widget shows "already completed" instead of a new form.
    if (order.checkout && (order.paid || Date.now() - order.checkout.createdAt < CHECKOUT_REUSE_MS)) return;
    const answer = await gateway.createCheckout(
      {
        amount: order.product.price,
        currency: order.product.currency,
        merchantTransactionId: order.id,
        shopperResultUrl: `${config.publicUrl}/orders/${order.id}/result`,
      },
      registrationParams(order.shopper ? saved.ids(order.shopper) : []),
    );
    if (!answer.id || !answer.integrity) {
      throw new Error(`checkout not created: ${answer.result.code} ${answer.result.description}`);
    }
    order.checkout = { id: answer.id, integrity: answer.integrity, createdAt: Date.now() };
  }

  return app;
}
