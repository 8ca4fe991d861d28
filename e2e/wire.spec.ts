import { expect, type Request, test } from '@playwright/test';
import { GATEWAY_URL } from './support/env';
import { openPaymentPage } from './support/shop';

const VERSIONED = /\/v1\/(?:pages\/)?[\w-]+\.[0-9a-f]{10}\.(?:js|css)$/;

test.describe('the widget and its frames on the wire', () => {
  test('paymentWidgets.js arrives in brotli and passes its integrity check; its stylesheet and the frames’ script come from immutable URLs', async ({
    page,
  }) => {
    const script = page.waitForResponse((r) => r.url().startsWith(`${GATEWAY_URL}/v1/paymentWidgets.js?`));
    const style = page.waitForResponse((r) => /\/v1\/paymentWidgets\.[0-9a-f]{10}\.css$/.test(r.url()));
    const field = page.waitForResponse((r) => /\/v1\/secure-field\.[0-9a-f]{10}\.js$/.test(r.url()));
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

    for (const response of [await style, await field]) {
      expect(response.headers()['content-encoding'], response.url()).toBe('br');
      expect(response.headers()['cache-control'], response.url()).toBe('public, max-age=31536000, immutable');
    }
  });

  test('a second page view fetches no script or stylesheet again but the one whose URL names the checkout', async ({
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

    const versioned = second.filter((r) => VERSIONED.test(new URL(r.url).pathname));
    expect(versioned.map((r) => new URL(r.url).pathname)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/v1\/secure-field\./),
        expect.stringMatching(/\.css$/),
      ]),
    );
    for (const r of versioned) expect(r.bytes, r.url).toBe(0);
    const entry = second.find((r) => r.url.includes('/v1/paymentWidgets.js?checkoutId='));
    expect(entry?.bytes).toBeGreaterThan(0);
  });
});
