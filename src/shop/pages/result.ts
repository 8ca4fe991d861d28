import { classifyResultCode, isPending, isSuccessful } from '../../spec/result-codes.js';
import type { GatewayAnswer } from '../gateway-client.js';
import { html, layout } from '../html.js';
import { formatPrice } from '../money.js';
import type { Order } from '../orders.js';

/** Shows the outcome the shop's server fetched from the gateway; the browser's word is never taken. */
export function resultPage(order: Order, answer: GatewayAnswer): string {
  const { code, description } = answer.result;
  const outcome = isSuccessful(code) ? 'success' : isPending(code) ? 'pending' : 'failure';
  const heading = {
    success: 'Thank you, your payment succeeded',
    pending: 'Your payment is pending',
    failure: 'Your payment failed',
  }[outcome];
  const card = answer.card;
  const threeDS = answer.threeDSecure as { authenticationStatus?: string; eci?: string } | undefined;
  return layout({
    title: heading,
    body: html`<h1 class="result-heading">${heading}</h1>
<dl class="payment-result" data-outcome="${outcome}">
  <dt>Result code</dt><dd class="result-code">${code}</dd>
  <dt>Description</dt><dd class="result-description">${description}</dd>
  <dt>Classification</dt><dd class="result-class">${classifyResultCode(code)}</dd>
  ${answer.id ? html`<dt>Payment id</dt><dd class="payment-id">${answer.id}</dd>` : ''}
  ${answer.amount && answer.currency ? html`<dt>Amount</dt><dd class="payment-amount">${formatPrice(answer.amount, answer.currency)}</dd>` : ''}
  ${card?.last4Digits ? html`<dt>Card</dt><dd class="payment-card">${answer.paymentBrand ?? ''} •••• ${card.last4Digits}</dd>` : ''}
  ${!card?.last4Digits && answer.paymentBrand ? html`<dt>Paid with</dt><dd class="payment-brand">${answer.paymentBrand}</dd>` : ''}
  ${threeDS?.authenticationStatus ? html`<dt>3-D Secure</dt><dd class="payment-3ds">${threeDS.authenticationStatus}${threeDS.eci ? ` · ECI ${threeDS.eci}` : ''}</dd>` : ''}
  ${typeof answer.registrationId === 'string' ? html`<dt>Stored for next time</dt><dd class="registration-id">${answer.registrationId}</dd>` : ''}
  <dt>Order</dt><dd class="order-id">${order.id} · ${order.product.name}</dd>
</dl>
${outcome === 'success' ? html`<p><a href="/">Continue shopping</a></p>` : html`<p><a href="/orders/${order.id}/pay" class="retry">Try again</a> · <a href="/">Back to the shop</a></p>`}`,
  });
}

export function errorPage(status: number, message: string): string {
  return layout({
    title: 'Error',
    body: html`<h1>Something went wrong</h1><p class="error" data-status="${status}">${message}</p><p><a href="/">Back to the shop</a></p>`,
  });
}
