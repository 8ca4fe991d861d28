import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopConfig } from './config';
import { type ShopWithSandbox, shopWithSandbox } from './test-support';

// The shop against a real sandbox listening on a free port: nothing of the gateway is faked.
let shop: FastifyInstance;
let config: ShopConfig;
let running: ShopWithSandbox;

beforeAll(async () => {
  running = await shopWithSandbox();
  ({ shop, config } = running);
});
afterAll(() => running.close());

async function newOrder(sku = 'mug'): Promise<string> {
  const response = await shop.inject({ method: 'POST', url: '/orders', payload: { sku } });
  expect(response.statusCode).toBe(303);
  return String(response.headers.location);
}

describe('demo shop', () => {
  it('lists the products with a buy button each', async () => {
    const response = await shop.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('data-sku="mug"');
    expect(response.body).toContain('€12.50');
  });

  it('serves every page under a strict CSP that allows only itself and the gateway', async () => {
    const csp = String((await shop.inject('/')).headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${config.gatewayPublicUrl}`);
    expect(csp).toContain(`frame-src ${config.gatewayPublicUrl}`);
    expect(csp).not.toContain('unsafe');
  });

  it('renders the payment page with the checkout, SRI and crossorigin, options before the widget', async () => {
    const payUrl = await newOrder();
    const page = (await shop.inject(payUrl)).body;
    const script = page.match(
      /<script src="([^"]+paymentWidgets\.js\?checkoutId=([^"]+))" integrity="([^"]+)" crossorigin="anonymous">/,
    );
    expect(script).not.toBeNull();
    const integrity = await (await fetch(`${config.gatewayPublicUrl}/v1/fastcheckout/integrity`)).json();
    expect(script?.[3]).toBe(integrity.integrity);
    expect(page.indexOf('wpwl-options.js')).toBeLessThan(page.indexOf('paymentWidgets.js'));
    expect(page).toMatch(
      /<form action="http:\/\/shop\.test\/orders\/ord-[0-9a-f]+\/result" class="paymentWidgets" data-brands="VISA MASTER AMEX EPS PAYPAL DIRECTDEBIT_SEPA">/,
    );
    // The same order keeps its checkout across reloads.
    expect((await shop.inject(payUrl)).body).toContain(String(script?.[2]));
  });

  it('refuses an unknown product and an unknown order', async () => {
    expect((await shop.inject({ method: 'POST', url: '/orders', payload: { sku: 'nope' } })).statusCode).toBe(
      400,
    );
    expect((await shop.inject('/orders/ord-0000/pay')).statusCode).toBe(404);
  });

  it('never forwards a resourcePath the browser chose to the gateway', async () => {
    const payUrl = await newOrder();
    const page = (await shop.inject(payUrl)).body;
    const checkoutId = decodeURIComponent(String(page.match(/checkoutId=([^"]+)"/)?.[1]));
    const resultUrl = payUrl.replace('/pay', '/result');
    for (const resourcePath of [
      '/v1/payments/abc',
      `/v1/checkouts/${checkoutId}/payment/../../../payments`,
    ]) {
      const response = await shop.inject(
        `${resultUrl}?id=${encodeURIComponent(checkoutId)}&resourcePath=${encodeURIComponent(resourcePath)}`,
      );
      expect(response.statusCode).toBe(400);
    }
    const other = await shop.inject(
      `${resultUrl}?id=OTHER&resourcePath=${encodeURIComponent('/v1/checkouts/OTHER/payment')}`,
    );
    expect(other.statusCode).toBe(400);
  });

  it('shows a pending outcome, fetched server side, before anything is paid', async () => {
    const payUrl = await newOrder();
    const page = (await shop.inject(payUrl)).body;
    const checkoutId = decodeURIComponent(String(page.match(/checkoutId=([^"]+)"/)?.[1]));
    const resourcePath = `/v1/checkouts/${checkoutId}/payment`;
    const response = await shop.inject(
      `${payUrl.replace('/pay', '/result')}?id=${encodeURIComponent(checkoutId)}&resourcePath=${encodeURIComponent(resourcePath)}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<dd class="result-code">000.200.000</dd>');
    expect(response.body).toContain('data-outcome="pending"');
  });

  it('escapes whatever it prints', async () => {
    const response = await shop.inject('/orders/%3Cscript%3E/pay');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<script>');
  });
});
