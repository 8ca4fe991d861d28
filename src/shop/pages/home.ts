import { PRODUCTS } from '../catalogue.js';
import { html, layout } from '../html.js';
import { formatPrice } from '../money.js';

export function homePage(): string {
  const items = PRODUCTS.map(
    (p) => html`<li class="product">
  <h2>${p.name}</h2>
  <p>${p.description}</p>
  <p class="price">${formatPrice(p.price, p.currency)}</p>
  <form method="post" action="/orders">
    <input type="hidden" name="sku" value="${p.sku}">
    <button type="submit" class="buy" data-sku="${p.sku}">Buy ${p.name}</button>
  </form>
  <p><a href="/products/${p.sku}" class="fast-checkout-link">Express checkout with a wallet</a></p>
</li>`,
  );
  return layout({
    title: 'Products',
    body: html`<h1>Products</h1><ul class="products">${items}</ul>`,
  });
}
