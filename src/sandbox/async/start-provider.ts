// An online-transfer or virtual-account payment: pending, with a redirect to the simulated
// provider's page on the gateway origin.
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { SandboxContext } from '../context';
import { newPaymentId } from '../ids';
import { pageLanguage } from '../pages/texts';
import { twoDecimals } from '../payment/payment-response';
import type { PaymentAttempt, PaymentRequest, RedirectFlow } from '../payment/process-payment';
import { shopperReturnUrl } from '../pending/pending-payments';
import { storePendingPayment } from '../pending/start-pending';
import type { AsyncBrand } from './brands';
import { PROVIDER_KIND, type ProviderSessionData } from './session';

export function startProviderPayment(
  ctx: SandboxContext,
  request: PaymentRequest & { flow: RedirectFlow },
  brand: AsyncBrand,
  log: FastifyBaseLogger,
): PaymentAttempt {
  const { params, flow } = request;
  const paymentId = newPaymentId();
  const id = randomUUID();
  const token = randomBytes(16).toString('hex');
  const data: ProviderSessionData = {
    token,
    brand: brand.code,
    amount: twoDecimals(params.amount ?? '0'),
    currency: params.currency ?? '',
    merchantName: request.merchant.name,
    returnUrl: shopperReturnUrl(flow.shopperResultUrl, { checkoutId: request.checkoutId ?? null, paymentId }),
    parentOrigin: '',
    lang: pageLanguage(params['customer.browser.language'] ?? params.locale),
  };
  return storePendingPayment(
    ctx,
    request,
    {
      paymentId,
      redirect: {
        url: `${flow.gatewayOrigin}/v1/providers/${id}`,
        parameters: [{ name: 'token', value: token }],
      },
      session: { id, kind: PROVIDER_KIND, data },
    },
    log,
  );
}
