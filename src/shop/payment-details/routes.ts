// "Payment details" (/payment-details): the shopper stores a card or a bank account without paying,
// through a registration-only checkout (createRegistration=true, no paymentType; the script is
// loaded with ?checkoutId={id}/registration), and sees what the shop has stored.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isSuccessful } from '../../spec/result-codes.js';
import type { ShopConfig } from '../config.js';
import type { GatewayClient } from '../gateway-client.js';
import { html, layout } from '../html.js';
import { errorPage } from '../pages/result.js';
import { type SavedPayments, shopperOf } from './saved-payments.js';

export interface PaymentDetailsDeps {
  config: ShopConfig;
  gateway: GatewayClient;
  saved: SavedPayments;
  sendPage(reply: FastifyReply, status: number, page: string): FastifyReply;
}

export function registerPaymentDetailsRoutes(app: FastifyInstance, deps: PaymentDetailsDeps): void {
  const { config, gateway, saved, sendPage } = deps;
  const checkouts = new Map<string, string>(); // checkout id → shopper

  app.get('/payment-details', async (request, reply) => {
    const shopper = shopperOf(request, reply);
    const answer = await gateway.createRegistrationCheckout();
    if (!answer.id || !answer.integrity)
      return sendPage(reply, 502, errorPage(502, 'The payment gateway could not create a checkout.'));
    checkouts.set(answer.id, shopper);
    const script = `${config.gatewayPublicUrl}/v1/paymentWidgets.js?checkoutId=${encodeURIComponent(answer.id)}/registration`;
    const stored = saved.ids(shopper).length;
    return sendPage(
      reply,
      200,
      layout({
        title: 'Payment details',
        body: html`<h1>Payment details</h1>
<p class="saved-count">Stored for you: ${stored}</p>
<form action="${config.publicUrl}/payment-details/result" class="paymentWidgets" data-brands="VISA MASTER AMEX DIRECTDEBIT_SEPA"></form>
<script src="/static/wpwl-options.js"></script>
<script src="${script}" integrity="${answer.integrity}" crossorigin="anonymous"></script>`,
      }),
    );
  });

  app.get<{ Querystring: { id?: string; resourcePath?: string } }>(
    '/payment-details/result',
    async (request, reply) => {
      const { id, resourcePath } = request.query;
      const shopper = id ? checkouts.get(id) : undefined;
      // Only this shopper's own registration checkout, and only its registration path.
      if (
        !id ||
        !shopper ||
        shopper !== shopperOf(request, reply) ||
        resourcePath !== `/v1/checkouts/${id}/registration`
      )
        return sendPage(reply, 400, errorPage(400, 'This result link does not belong to you.'));
      const answer = await gateway.getPaymentStatus(resourcePath);
      const ok = isSuccessful(answer.result.code) && typeof answer.id === 'string';
      if (ok) saved.add(shopper, answer.id as string);
      const card = answer.card;
      const account = (answer.bankAccount as { iban?: string } | undefined)?.iban;
      return sendPage(
        reply,
        200,
        layout({
          title: ok ? 'Payment details saved' : 'Payment details not saved',
          body: html`<h1 class="result-heading">${ok ? 'Payment details saved' : 'Payment details not saved'}</h1>
<dl class="payment-result" data-outcome="${ok ? 'success' : 'failure'}">
  <dt>Result code</dt><dd class="result-code">${answer.result.code}</dd>
  ${ok ? html`<dt>Registration</dt><dd class="registration-id">${answer.id}</dd>` : ''}
  ${card?.last4Digits ? html`<dt>Card</dt><dd class="payment-card">${answer.paymentBrand ?? ''} •••• ${card.last4Digits}</dd>` : ''}
  ${account ? html`<dt>Account</dt><dd class="payment-account">${account}</dd>` : ''}
</dl>
<p><a href="/">Back to the shop</a></p>`,
        }),
      );
    },
  );
}
