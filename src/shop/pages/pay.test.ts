import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '../catalogue';
import type { ShopConfig } from '../config';
import type { Order } from '../orders';
import { payPage } from './pay';
import { resultPage } from './result';

const config = { gatewayPublicUrl: 'https://gw.test', publicUrl: 'https://shop.test' } as ShopConfig;
const order: Order = {
  id: 'ord-1',
  product: PRODUCTS[0]!,
  createdAt: 0,
  notifications: [],
  checkout: { id: 'C.1', integrity: 'sha384-x', createdAt: 0 },
};

describe('the payment page', () => {
  it('offers the redirect brands and, with ?target=top, full-page redirects', () => {
    const inPage = payPage(config, order, 'en');
    expect(inPage).toContain('data-brands="VISA MASTER AMEX EPS PAYPAL DIRECTDEBIT_SEPA"');
    expect(inPage).not.toContain('wpwl-payment-target');
    expect(inPage).toMatch(/href="\/orders\/ord-1\/pay\?lang=en&(amp;)?target=top"/);
    const fullPage = payPage(config, order, 'de', true);
    expect(fullPage).toContain('<meta name="wpwl-payment-target" content="_top">');
    expect(fullPage).toMatch(/href="\/orders\/ord-1\/pay\?lang=en&(amp;)?target=top"/);
  });

  it('passes ?locale to the widget alone, through a meta element wpwl-options.js reads', () => {
    const page = payPage(config, order, 'en', false, 'ar');
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<meta name="wpwl-locale" content="ar">');
    expect(payPage(config, order, 'en')).not.toContain('wpwl-locale');
  });

  it('offers mada first for an order in riyals', () => {
    const dates = PRODUCTS.find((p) => p.currency === 'SAR')!;
    const page = payPage(config, { ...order, product: dates }, 'en');
    expect(page).toContain('data-brands="MADA VISA MASTER"');
  });
});

describe('the result page', () => {
  it('shows the 3-D Secure outcome and, without a card, the brand', () => {
    const page = resultPage(order, {
      result: { code: '000.100.110', description: 'ok' },
      paymentBrand: 'VISA',
      card: { last4Digits: '0042' },
      threeDSecure: { authenticationStatus: 'Y', eci: '05' },
    });
    expect(page).toContain('<dd class="payment-3ds">Y · ECI 05</dd>');
    const paypal = resultPage(order, {
      result: { code: '000.100.110', description: 'ok' },
      paymentBrand: 'PAYPAL',
    });
    expect(paypal).toContain('<dd class="payment-brand">PAYPAL</dd>');
  });
});
