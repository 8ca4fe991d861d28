// The shop's webhook endpoint: the gateway tells the shop what became of its payments, whether or
// not the shopper comes back to the result page. A PAYMENT notification for an order (its
// merchantTransactionId is the order id) is noted on the order; a successful one marks it paid.
import type { FastifyInstance } from 'fastify';
import { isSuccessful } from '../../spec/result-codes.js';
import type { Orders } from '../orders.js';
import { decryptNotification, type Notification } from './decrypt.js';

export const WEBHOOK_PATH = '/webhooks/gateway';

export function registerWebhookRoutes(app: FastifyInstance, deps: { key: string; orders: Orders }): void {
  app.post(WEBHOOK_PATH, async (request, reply) => {
    const iv = request.headers['x-initialization-vector'];
    const tag = request.headers['x-authentication-tag'];
    let notification: Notification;
    try {
      if (typeof request.body !== 'string' || typeof iv !== 'string' || typeof tag !== 'string')
        throw new Error('not a notification');
      notification = decryptNotification(deps.key, request.body, iv, tag);
    } catch {
      // Not from the gateway (or not with our key): refused, never acted on.
      return reply.code(400).send();
    }
    const { payload } = notification;
    const order =
      notification.type === 'PAYMENT' ? deps.orders.get(String(payload.merchantTransactionId)) : undefined;
    if (order && payload.result) {
      order.notifications.push({ paymentId: String(payload.id), code: payload.result.code });
      if (isSuccessful(payload.result.code)) order.paid = true;
    }
    request.log.info({ type: notification.type, order: order?.id }, 'gateway notification');
    return reply.code(200).send();
  });
}
