import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { browserFlow } from './browser-flow';
import { registerFramePaymentRoute } from './frame-payment-route';

/**
 * POST /v1/checkouts/{id}/payment, sent by the secure-field iframe with the card and browser data;
 * 3-D Secure cards answer pending with a redirect.
 */
export function registerBrowserPaymentRoute(app: FastifyInstance, ctx: SandboxContext): void {
  registerFramePaymentRoute(app, ctx, {
    path: '/v1/checkouts/:id/payment',
    operation: 'browserCheckoutPayment',
    flow: browserFlow,
  });
}
