// An online-transfer or virtual-account payment: pending, with a redirect to the simulated
// provider's page on the gateway origin.
import type { FastifyBaseLogger } from 'fastify';
import type { SandboxContext } from '../context';
import { startRedirectSession } from '../payments/pending/start-pending';
import type { PaymentAttempt, PaymentRequest, RedirectFlow } from '../payments/types';
import type { AsyncBrand } from './brands';
import { PROVIDER_KIND, type ProviderSessionData } from './session';

export function startProviderPayment(
  ctx: SandboxContext,
  request: PaymentRequest & { flow: RedirectFlow },
  brand: AsyncBrand,
  log: FastifyBaseLogger,
): Promise<PaymentAttempt> {
  return startRedirectSession<ProviderSessionData>(
    ctx,
    request,
    {
      kind: PROVIDER_KIND,
      path: (id) => `/v1/providers/${id}`,
      tokenParameter: 'token',
      data: (base) => ({ ...base, brand: brand.code }),
    },
    log,
  );
}
