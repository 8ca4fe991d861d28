// Fast checkout in the demo shop: the product page, the order its wallet buttons create (with the
// checkout, server to server), and the way back from the widget to the order's result page.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { findProduct } from '../catalogue.js';
import type { ShopConfig } from '../config.js';
import type { GatewayClient } from '../gateway-client.js';
import type { Orders } from '../orders.js';
import { errorPage } from '../pages/result.js';
import { integrityCache } from './integrity.js';
import { productPage } from './product-page.js';

export interface FastCheckoutDeps {
  config: ShopConfig;
  gateway: GatewayClient;
  orders: Orders;
  sendPage(reply: FastifyReply, status: number, page: string): FastifyReply;
}

export function registerFastCheckoutRoutes(app: FastifyInstance, deps: FastCheckoutDeps): void {
  const { config, gateway, orders, sendPage } = deps;
  const integrity = integrityCache(config);
  const orderOfCheckout = new Map<string, string>();

  app.get<{ Params: { sku: string } }>('/products/:sku', async (request, reply) => {
    const product = findProduct(request.params.sku);
    if (!product) return sendPage(reply, 404, errorPage(404, 'No such product.'));
    try {
      return sendPage(reply, 200, productPage(config, product, await integrity()));
    } catch (error) {
      request.log.error({ err: error }, 'integrity lookup failed');
      return sendPage(reply, 502, errorPage(502, 'The payment gateway could not be reached.'));
    }
  });

  // wpwlOptions.createCheckout (public/fast-checkout-options.js) calls this on a wallet click.
  app.post<{ Body: { sku?: string } }>('/orders/fast', async (request, reply) => {
    const product = findProduct(String(request.body?.sku ?? ''));
    if (!product) return reply.code(400).send({ error: 'unknown product' });
    const order = orders.create(product);
    try {
      const answer = await gateway.createCheckout({
        amount: product.price,
        currency: product.currency,
        merchantTransactionId: order.id,
        shopperResultUrl: `${config.publicUrl}/orders/${order.id}/result`,
      });
      if (!answer.id) throw new Error(`checkout not created: ${answer.result.code}`);
      order.checkout = { id: answer.id, integrity: answer.integrity ?? '', createdAt: Date.now() };
      orderOfCheckout.set(answer.id, order.id);
      return reply.header('Cache-Control', 'no-store').send({ checkoutId: answer.id });
    } catch (error) {
      request.log.error({ err: error }, 'fast checkout creation failed');
      return reply.code(502).send({ error: 'the payment gateway could not create a checkout' });
    }
  });

  // The widget's form action: the order is found by its checkout, then its own result page answers.
  app.get<{ Querystring: { id?: string; resourcePath?: string } }>(
    '/orders/fast/result',
    async (request, reply) => {
      const { id = '', resourcePath = '' } = request.query;
      const orderId = orderOfCheckout.get(id);
      if (!orderId) return sendPage(reply, 404, errorPage(404, 'No order for this checkout.'));
      const query = new URLSearchParams({ id, resourcePath });
      return reply.redirect(`/orders/${orderId}/result?${query}`, 303);
    },
  );
}
