// What a browser payment brings to a redirect flow: the checkout's way back to the shop and its
// lifetime, and what the gateway reads from the request itself (Accept header, IP).
import type { FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context';
import type { CheckoutRecord } from '../store/store';
import type { RedirectFlow } from './types';

export function browserFlow(
  ctx: SandboxContext,
  request: FastifyRequest,
  checkout: CheckoutRecord,
): RedirectFlow {
  return {
    gatewayOrigin: ctx.origins.forRequest(request),
    shopperResultUrl: checkout.params.shopperResultUrl ?? '',
    pendingUntil: checkout.expiresAt,
    browser: { acceptHeader: request.headers.accept ?? '', ip: request.ip },
  };
}
