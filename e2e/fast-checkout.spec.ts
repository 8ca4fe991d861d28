import { createHash } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { GATEWAY_URL } from './support/env';
import { expectResult } from './support/redirects';
import { createCheckoutCalls, openProduct, walletButton, walletFrame } from './support/wallets';

// wpwlOptions.createCheckout (spec 4.1) in every shape a shop may give it, and the product page's
// script under subresource integrity (spec 4.2). public/fast-checkout-options.js picks the shape
// from ?createCheckout=.

const sha384 = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

async function expectSheet(page: Page): Promise<void> {
  await expect(walletFrame(page).getByText('Google Pay · simulated')).toBeVisible();
  expect(await createCheckoutCalls(page)).toBe(1);
  await expect(page.locator('html')).toHaveAttribute('data-create-checkout-brand', 'GOOGLEPAY');
  await expect(page.locator('html')).not.toHaveAttribute('data-wpwl-error', /./);
}

test.describe('createCheckout answers', () => {
  test('with a plain checkout id', async ({ page }) => {
    await openProduct(page, '?createCheckout=plain');
    await page.waitForLoadState('networkidle');
    await walletButton(page, 'GOOGLEPAY').click();
    await expectSheet(page);
  });

  test('with a native promise (and the payment completes)', async ({ page }) => {
    await openProduct(page, '?createCheckout=promise');
    await walletButton(page, 'GOOGLEPAY').click();
    await expectSheet(page);
    await walletFrame(page).getByRole('button', { name: 'Pay €12.50' }).click();
    await expectResult(page, '000.100.110');
  });

  test('with a jQuery-style deferred (done/fail, not Promises/A+)', async ({ page }) => {
    await openProduct(page, '?createCheckout=jquery');
    await walletButton(page, 'GOOGLEPAY').click();
    await expectSheet(page);
  });

  for (const [mode, name] of [
    ['reject', 'CreateCheckoutError'],
    ['throw', 'CreateCheckoutError'],
    ['slow', 'CreateCheckoutError'],
    ['garbage', 'InvalidCheckoutIdError'],
  ] as const) {
    test(`${mode}: the button comes back, onError gets ${name}, nothing is paid`, async ({ page }) => {
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().startsWith(GATEWAY_URL)) posts.push(request.url());
      });
      await openProduct(page, `?createCheckout=${mode}`);
      await walletButton(page, 'APPLEPAY').click();
      await expect(page.locator('html')).toHaveAttribute('data-wpwl-error', name);
      await expect(walletButton(page, 'APPLEPAY')).toBeEnabled();
      await expect(page.locator('.wpwl-form-virtualAccount-APPLEPAY .wpwl-message')).toContainText(
        'could not be sent',
      );
      await expect(page.locator('iframe.wpwl-target')).toHaveCount(0);
      expect(posts).toEqual([]);
    });
  }

  test('two clicks in a row create one checkout', async ({ page }) => {
    await openProduct(page, '?createCheckout=promise');
    await walletButton(page, 'APPLEPAY').dblclick();
    await expect(walletFrame(page).getByText('Apple Pay · simulated')).toBeVisible();
    expect(await createCheckoutCalls(page)).toBe(1);
    await expect(page.locator('iframe.wpwl-target')).toHaveCount(1);
  });
});

test.describe('the product page under SRI (spec 4.2)', () => {
  test('carries the integrity endpoint’s value with crossorigin="anonymous"; the wallets’ chunk and adapters are pinned too', async ({
    page,
    request,
  }) => {
    await openProduct(page);
    const script = page.locator('script[src*="paymentWidgets.js"]');
    const { integrity } = await (await request.get(`${GATEWAY_URL}/v1/fastcheckout/integrity`)).json();
    await expect(script).toHaveAttribute('integrity', integrity);
    await expect(script).toHaveAttribute('crossorigin', 'anonymous');
    expect(await script.getAttribute('src')).toBe(`${GATEWAY_URL}/v1/paymentWidgets.js`);
    // The widget pins the chunk of the wallet buttons, which pins the live wallets' adapters.
    const widget = await (await request.get(`${GATEWAY_URL}/v1/paymentWidgets.js`)).text();
    const chunk = await (await request.get(`${GATEWAY_URL}/v1/paymentWidgets/redirect.js`)).body();
    const adapters = await (await request.get(`${GATEWAY_URL}/v1/wallet-adapters.js`)).body();
    expect(widget).toContain(sha384(chunk));
    expect(chunk.toString()).toContain(sha384(adapters));
  });

  test('a tampered script is blocked: no wallet buttons', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route(`${GATEWAY_URL}/v1/paymentWidgets.js*`, async (route) => {
      const original = await route.fetch();
      await route.fulfill({
        response: original,
        body: `${await original.text()}\n;document.title='skimmed';`,
      });
    });
    await page.goto('/products/mug');
    await expect.poll(() => errors.join('\n'), { timeout: 10_000 }).toMatch(/integrity/i);
    await expect(page.locator('.wpwl-container')).toHaveCount(0);
    await expect(page).not.toHaveTitle('skimmed');
  });
});
