import type { ShopConfig } from '../config.js';
import { html, layout } from '../html.js';
import { formatPrice } from '../money.js';
import type { Order } from '../orders.js';

export const SUPPORTED_LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const BRANDS = 'VISA MASTER AMEX EPS PAYPAL DIRECTDEBIT_SEPA';
/** A Saudi shop's brands: mada, the domestic debit scheme, before the international cards. */
export const SAUDI_BRANDS = 'MADA VISA MASTER';

const brandsFor = (order: Order): string => (order.product.currency === 'SAR' ? SAUDI_BRANDS : BRANDS);

/**
 * The payment page. wpwlOptions comes from a static file (a strict CSP forbids inline scripts) and
 * must run before paymentWidgets.js, which carries the SRI value the gateway returned with the
 * checkout, with crossorigin="anonymous" as spec 4.2 asks. With `fullPage`, a meta element tells
 * wpwl-options.js to set paymentTarget '_top'.
 */
/** A language tag for the widget alone (?locale=ar): the shop's own texts stay in `lang`. */
export const WIDGET_LOCALE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/;

export function payPage(
  config: ShopConfig,
  order: Order,
  lang: Language,
  fullPage = false,
  widgetLocale?: string,
): string {
  const checkout = order.checkout;
  if (!checkout) throw new Error('order has no checkout');
  const scriptUrl = `${config.gatewayPublicUrl}/v1/paymentWidgets.js?checkoutId=${encodeURIComponent(checkout.id)}`;
  const resultUrl = `${config.publicUrl}/orders/${order.id}/result`;
  const other = lang === 'en' ? 'de' : 'en';
  const here = `/orders/${order.id}/pay`;
  const target = fullPage ? '&target=top' : '';
  return layout({
    title: 'Payment',
    lang,
    head: html`${fullPage ? html`<meta name="wpwl-payment-target" content="_top">` : ''}${widgetLocale ? html`<meta name="wpwl-locale" content="${widgetLocale}">` : ''}`,
    body: html`<h1>Payment</h1>
<section class="order-summary" aria-label="Order summary">
  <p><span class="order-item">${order.product.name}</span> <span class="order-total">${formatPrice(order.product.price, order.product.currency, lang)}</span></p>
  <p class="order-id">Order ${order.id}</p>
</section>
<form action="${resultUrl}" class="paymentWidgets" data-brands="${brandsFor(order)}"></form>
<aside class="test-hint">
  <p>Test mode: pay with <code>4200 0000 0000 0000</code>, any future expiry date and any CVV.
  <code>4000 0000 0000 1521</code> is declined. 3-D Secure: <code>4200 0000 0000 0091</code> is
  frictionless, <code>4200 0000 0000 0042</code> asks for a code (<code>1234</code>). The README lists
  every test card. SEPA direct debit: <code>DE89 3704 0044 0532 0130 00</code> is approved. Tick
  "Store payment details" to pay with one click next time, or <a href="/payment-details">store them
  without paying</a>.</p>
  ${order.product.currency === 'SAR' ? html`<p>mada: <code>4406 4700 0000 0007</code> (co-badged with VISA) and <code>5888 4500 0000 0003</code> (mada only) are approved.</p>` : ''}
  <p><a href="${here}?lang=${other}${target}" hreflang="${other}">${other === 'de' ? 'Deutsch' : 'English'}</a> ·
  ${fullPage ? html`<a href="${here}?lang=${lang}">3-D Secure in the page</a>` : html`<a href="${here}?lang=${lang}&target=top">3-D Secure as a full page</a>`}</p>
</aside>
<script src="/static/wpwl-options.js"></script>
<script src="${scriptUrl}" integrity="${checkout.integrity}" crossorigin="anonymous"></script>`,
  });
}
