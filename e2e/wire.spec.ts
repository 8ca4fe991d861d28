import { expect, type Request, test } from '@playwright/test';
import { GATEWAY_URL } from './support/env';
import { openPaymentPage } from './support/shop';

const STYLE = /\/v1\/paymentWidgets\.[0-9a-f]{10}\.css$/;
const CHUNK = /\/v1\/paymentWidgets\/\w+\.js$/;

test.describe('the widget and its frames on the wire', () => {
  test('paymentWidgets.js arrives in brotli and passes its integrity check; its stylesheet comes from an immutable URL, its chunks and frames’ pages compressed', async ({
    page,
  }) => {
    const script = page.waitForResponse((r) => r.url().startsWith(`${GATEWAY_URL}/v1/paymentWidgets.js?`));
    const style = page.waitForResponse((r) => STYLE.test(r.url()));
    // The demo shop's page has a SEPA form: its code comes as a chunk.
    const chunk = page.waitForResponse((r) => CHUNK.test(r.url()));
    const field = page.waitForResponse((r) => r.url().startsWith(`${GATEWAY_URL}/v1/secure-field?`));
    await openPaymentPage(page);

    const widget = await script;
    expect(widget.headers()['content-encoding']).toBe('br');
    expect(widget.headers()['cache-control']).toBe('public, max-age=300');
    const published = await (await page.request.get(`${GATEWAY_URL}/v1/fastcheckout/integrity`)).json();
    await expect(page.locator('script[src*="paymentWidgets.js"]')).toHaveAttribute(
      'integrity',
      published.integrity,
    );
    // Chromium runs the script only once the decoded bytes match the integrity value: the form shows.
    await expect(page.locator('form.wpwl-form-card')).toBeVisible();

    const stylesheet = await style;
    expect(stylesheet.headers()['content-encoding']).toBe('br');
    expect(stylesheet.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const framed = await chunk;
    expect(framed.headers()['content-encoding']).toBe('br');
    expect(framed.headers()['cache-control']).toBe('public, max-age=300');
    // The frame's page carries its script: one answer, compressed once, the same for every checkout.
    const frame = await field;
    expect(frame.headers()['content-encoding']).toBe('br');
    expect(frame.headers()['cache-control']).toBe('public, max-age=300');
    expect(new URL(frame.url()).searchParams.has('checkoutId')).toBe(false);
    expect(await frame.text()).toMatch(/<script>[^<]/);
  });

  test('a second page view, another checkout, fetches nothing again but the script whose URL names the checkout and the checkout', async ({
    page,
  }) => {
    await openPaymentPage(page);
    const received: Array<Promise<{ url: string; bytes: number }>> = [];
    page.on('requestfinished', (request: Request) => {
      if (!request.url().startsWith(GATEWAY_URL)) return;
      received.push(
        request.sizes().then((sizes) => ({
          url: request.url(),
          // What came over the network; an answer from the cache reports none.
          bytes: Math.max(0, sizes.responseBodySize + sizes.responseHeadersSize),
        })),
      );
    });
    await openPaymentPage(page);
    await page.waitForLoadState('networkidle');
    const second = await Promise.all(received);

    const perCheckout = (url: string) =>
      url.includes('/v1/paymentWidgets.js?checkoutId=') || new URL(url).pathname.startsWith('/v1/checkouts/');
    const kept = second.filter((r) => !perCheckout(r.url));
    expect(kept.map((r) => new URL(r.url).pathname)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(STYLE),
        expect.stringMatching(CHUNK),
        '/v1/secure-field',
        '/v1/bank-field',
      ]),
    );
    for (const r of kept) expect(r.bytes, r.url).toBe(0);
    const entry = second.find((r) => r.url.includes('/v1/paymentWidgets.js?checkoutId='));
    expect(entry?.bytes).toBeGreaterThan(0);
  });
});
