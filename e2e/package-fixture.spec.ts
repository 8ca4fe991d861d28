// The package's Playwright fixture (`wpwl-sandbox/playwright`) as the build ships it (dist/server,
// through the package's own exports): a sandbox per worker on a free port, not the suite's stack
// on its fixed ports, and a merchant per test. Two tests run at once, each with its merchant: each
// creates a checkout, loads paymentWidgets.js from the fixture's sandbox on a shop page of its own
// and pays with a test card.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type * as Fixture from '../src/sandbox/package/playwright';
import { SANDBOX_PORT } from './support/env';

// Imported by name at run time, so the typecheck needs no build; the types are the source's.
const built = 'wpwl-sandbox/playwright';
const { test, expect } = (await import(built)) as typeof Fixture;

const futureExpiry = () => `12 / ${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/**
 * The test's shop: its payment page on a free port of localhost, a different site from the
 * gateway on 127.0.0.1, as in production (and on loopback, which Chromium lets reach loopback).
 */
async function shopServer(gateway: string, checkoutId: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    if (!request.url?.startsWith('/pay')) return response.end('<!doctype html><title>Result</title><p>back');
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pay</title>
<script>window.wpwlOptions = { onReady: function () { document.documentElement.dataset.wpwlReady = 'true'; } };</script>
<script src="${gateway}/v1/paymentWidgets.js?checkoutId=${checkoutId}"></script></head>
<body><form action="/result" class="paymentWidgets" data-brands="VISA MASTER"></form></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://localhost:${(server.address() as AddressInfo).port}`, server };
}

test.describe.configure({ mode: 'parallel' });

for (const card of ['4200000000000000', '5454545454545454']) {
  test(`a merchant of its own pays with ${card.slice(0, 4)} through the widget`, async ({
    page,
    sandbox,
    merchant,
  }) => {
    // Not the suite's own stack: the fixture's sandbox, on a port it was given free.
    expect(new URL(sandbox.url).port).not.toBe(String(SANDBOX_PORT));
    expect(merchant.entityId).not.toBe(sandbox.entityId);
    const auth = { authorization: `Bearer ${merchant.accessToken}` };
    const created = await fetch(`${sandbox.url}/v1/checkouts`, {
      method: 'POST',
      headers: auth,
      body: new URLSearchParams({
        entityId: merchant.entityId,
        amount: '12.50',
        currency: 'EUR',
        paymentType: 'DB',
      }),
    });
    const checkoutId = ((await created.json()) as { id: string }).id;

    const shop = await shopServer(sandbox.url, checkoutId);
    try {
      await page.goto(`${shop.url}/pay`);
      await expect(page.locator('html')).toHaveAttribute('data-wpwl-ready', 'true');
      await page.frameLocator('iframe.wpwl-control-cardNumber').locator('input').fill(card);
      await page.locator('input.wpwl-control-cardHolder').fill('Jane Jones');
      await page.locator('input.wpwl-control-expiry').fill(futureExpiry());
      await page.frameLocator('iframe.wpwl-control-cvv').locator('input').fill('123');
      await page.locator('form.wpwl-form-card button.wpwl-button-pay').click();
      await page.waitForURL(`${shop.url}/result?**`);
      expect(new URL(page.url()).searchParams.get('id')).toBe(checkoutId);
    } finally {
      shop.server.close();
    }

    const status = async (who: { entityId: string; accessToken: string }) => {
      const response = await fetch(
        `${sandbox.url}/v1/checkouts/${checkoutId}/payment?entityId=${who.entityId}`,
        {
          headers: { authorization: `Bearer ${who.accessToken}` },
        },
      );
      return {
        status: response.status,
        code: ((await response.json()) as { result: { code: string } }).result.code,
      };
    };
    expect(await status(merchant)).toEqual({ status: 200, code: '000.100.110' });
    // The sandbox's configured merchant, and so every other test's, does not see it.
    expect((await status(sandbox)).status).toBe(404);
  });
}
