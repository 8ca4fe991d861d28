import { randomBytes } from 'node:crypto';
import type { Product } from './catalogue.js';
import type { GatewayAnswer } from './gateway-client.js';

export interface Order {
  id: string;
  product: Product;
  createdAt: number;
  paid?: boolean;
  /** The shopper (cookie) who ordered: their stored payment details are offered. */
  shopper?: string;
  checkout?: { id: string; integrity: string; createdAt: number };
  /** The checkout's successful payment as the gateway answered it, once read. */
  outcome?: { checkoutId: string; answer: GatewayAnswer };
  /** The gateway's PAYMENT notifications about this order (./webhooks/routes.ts), oldest first. */
  notifications: { paymentId: string; code: string }[];
}

/** The demo shop keeps its orders in memory: it is the merchant's side, not the gateway's store. */
export class Orders {
  private readonly orders = new Map<string, Order>();

  create(product: Product): Order {
    const order: Order = {
      id: `ord-${randomBytes(8).toString('hex')}`,
      product,
      createdAt: Date.now(),
      notifications: [],
    };
    this.orders.set(order.id, order);
    return order;
  }

  get(id: string): Order | undefined {
    return this.orders.get(id);
  }
}

/** A checkout lives 30 minutes on the gateway; the shop asks for a new one a little earlier. */
export const CHECKOUT_REUSE_MS = 25 * 60 * 1000;
