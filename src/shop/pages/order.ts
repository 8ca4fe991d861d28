import { html, layout } from '../html.js';
import { formatPrice } from '../money.js';
import type { Order } from '../orders.js';

/** The order and what the gateway's notifications said about it. */
export function orderPage(order: Order): string {
  const state = order.paid ? 'paid' : 'open';
  return layout({
    title: `Order ${order.id}`,
    body: html`<h1>Order ${order.id}</h1>
<dl class="order" data-state="${state}">
  <dt>Product</dt><dd>${order.product.name} · ${formatPrice(order.product.price, order.product.currency)}</dd>
  <dt>State</dt><dd class="order-state">${state}</dd>
</dl>
<h2>Gateway notifications</h2>
${
  order.notifications.length === 0
    ? html`<p class="order-notifications-none">None yet.</p>`
    : html`<ol class="order-notifications">${order.notifications.map(
        (n) =>
          html`<li><span class="notification-code">${n.code}</span> · payment <span class="notification-payment">${n.paymentId}</span></li>`,
      )}</ol>`
}
<p><a href="/">Back to the shop</a></p>`,
  });
}
