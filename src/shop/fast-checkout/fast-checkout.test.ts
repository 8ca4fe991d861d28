import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ShopConfig } from '../config';
import { type ShopWithSandbox, shopWithSandbox } from '../test-support';
import { integrityCache } from './integrity';

// The shop's fast checkout against a real sandbox on a free port.
let shop: FastifyInstance;
let config: ShopConfig;
let running: ShopWithSandbox;

beforeAll(async () => {
  running = await shopWithSandbox();
  ({ shop, config } = running);
});
afterAll(() => running.close());

describe('the product page (fast checkout)', () => {
  it('loads paymentWidgets.js without a checkout id, with the integrity endpoint’s value and crossorigin', async () => {
    const published = (await (await fetch(`${config.gatewayApiUrl}/v1/fastcheckout/integrity`)).json())
      .integrity;
    const page = await shop.inject('/products/mug');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      `<script src="${config.gatewayPublicUrl}/v1/paymentWidgets.js" integrity="${published}" crossorigin="anonymous"></script>`,
    );
    expect(page.body).toContain(
      '<form action="http://shop.test/orders/fast/result" class="paymentWidgets" data-brands="APPLEPAY GOOGLEPAY AMAZONPAY PAYPAL_CONTINUE">',
    );
    expect(page.body.indexOf('/static/fast-checkout-options.js')).toBeLessThan(
      page.body.indexOf('paymentWidgets.js'),
    );
    expect(page.body).toContain('<meta name="fast-checkout-amount" content="12.50">');
    expect(String(page.headers['content-security-policy'])).not.toContain('unsafe');
    expect((await shop.inject('/products/nothing')).statusCode).toBe(404);
    expect((await shop.inject('/')).body).toContain('href="/products/mug"');
  });

  it('POST /orders/fast creates an order with its checkout; the widget’s way back leads to the order’s result', async () => {
    const created = await shop.inject({ method: 'POST', url: '/orders/fast', payload: { sku: 'tshirt' } });
    expect(created.statusCode).toBe(200);
    const { checkoutId } = created.json() as { checkoutId: string };
    expect(checkoutId).toMatch(/^[A-Za-z0-9.-]{32,48}$/);
    const resourcePath = `/v1/checkouts/${checkoutId}/payment`;
    const back = await shop.inject(
      `/orders/fast/result?id=${checkoutId}&resourcePath=${encodeURIComponent(resourcePath)}`,
    );
    expect(back.statusCode).toBe(303);
    const location = String(back.headers.location);
    expect(location).toMatch(/^\/orders\/ord-[0-9a-f]+\/result\?id=/);
    const result = await shop.inject(location);
    expect(result.statusCode).toBe(200);
    expect(result.body).toContain('000.200.000');
    expect((await shop.inject('/orders/fast/result?id=unknown&resourcePath=x')).statusCode).toBe(404);
    expect(
      (await shop.inject({ method: 'POST', url: '/orders/fast', payload: { sku: 'x' } })).statusCode,
    ).toBe(400);
  });
});

describe('the integrity cache', () => {
  it('asks the gateway at most once a minute', async () => {
    let clock = 0;
    const spy = vi.spyOn(globalThis, 'fetch');
    const integrity = integrityCache(config, () => clock);
    const first = await integrity();
    expect(first).toMatch(/^sha384-/);
    clock = 59_999;
    await integrity();
    expect(spy).toHaveBeenCalledOnce();
    clock = 60_000;
    expect(await integrity()).toBe(first);
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });
});
