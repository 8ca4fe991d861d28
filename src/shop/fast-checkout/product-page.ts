import type { Product } from '../catalogue.js';
import type { ShopConfig } from '../config.js';
import { html, layout } from '../html.js';
import { formatPrice } from '../money.js';

export const FAST_CHECKOUT_BRANDS = 'APPLEPAY GOOGLEPAY AMAZONPAY PAYPAL_CONTINUE';

/**
 * A product page with fast-checkout buttons (spec 4.1): paymentWidgets.js without a checkout id,
 * with the integrity value of GET /v1/fastcheckout/integrity and crossorigin="anonymous" (spec
 * 4.2). The options, createCheckout among them, come from a static file (strict CSP); the meta
 * elements tell it the product.
 */
export function productPage(config: ShopConfig, product: Product, integrity: string): string {
  const scriptUrl = `${config.gatewayPublicUrl}/v1/paymentWidgets.js`;
  return layout({
    title: product.name,
    head: html`<meta name="fast-checkout-sku" content="${product.sku}">
<meta name="fast-checkout-amount" content="${product.price}">
<meta name="fast-checkout-currency" content="${product.currency}">`,
    body: html`<article class="product-page">
<h1>${product.name}</h1>
<p>${product.description}</p>
<p class="price">${formatPrice(product.price, product.currency)}</p>
<section class="fast-checkout" aria-label="Express checkout">
<h2>Express checkout</h2>
<form action="${config.publicUrl}/orders/fast/result" class="paymentWidgets" data-brands="${FAST_CHECKOUT_BRANDS}"></form>
</section>
<form method="post" action="/orders" class="classic-checkout">
<input type="hidden" name="sku" value="${product.sku}">
<button type="submit" class="buy" data-sku="${product.sku}">Pay by card instead</button>
</form>
</article>
<aside class="test-hint">
  <p>Test mode: each wallet opens the sandbox's simulated wallet. Apple Pay and Google Pay show a
  wallet sheet (the last card is declined); Amazon Pay and PayPal show the provider's page.</p>
</aside>
<script src="/static/fast-checkout-options.js"></script>
<script src="${scriptUrl}" integrity="${integrity}" crossorigin="anonymous"></script>`,
  });
}
