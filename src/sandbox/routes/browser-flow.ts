// What a browser payment brings to a redirect flow: the checkout's way back to the shop and its
// lifetime, and what the gateway reads from the request itself (Accept header, IP).
import type { FastifyRequest } from 'fastify';
import type { RedirectFlow } from '../payment/process-payment';
import type { CheckoutRecord } from '../store/store';
import { gatewayOrigin } from './browser-payment';

export function browserFlow(request: FastifyRequest, checkout: CheckoutRecord): RedirectFlow {
  return {
    gatewayOrigin: gatewayOrigin(request),
    shopperResultUrl: checkout.params.shopperResultUrl ?? '',
    pendingUntil: checkout.expiresAt,
    browser: { acceptHeader: request.headers.accept ?? '', ip: request.ip },
  };
}
