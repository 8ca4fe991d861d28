import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { GATEWAY_URL } from './support/env';

test.describe('subresource integrity of paymentWidgets.js', () => {
  test('the integrity endpoint publishes the sha384 of the exact bytes served', async ({ request }) => {
    const script = await request.get(`${GATEWAY_URL}/v1/paymentWidgets.js?checkoutId=anything`);
    expect(script.headers()['access-control-allow-origin']).toBe('*');
    const expected = `sha384-${createHash('sha384')
      .update(await script.body())
      .digest('base64')}`;
    const published = await (await request.get(`${GATEWAY_URL}/v1/fastcheckout/integrity`)).json();
    expect(published.integrity).toBe(expected);
  });

  test('a tampered script is blocked by the browser and no form appears', async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.route(`${GATEWAY_URL}/v1/paymentWidgets.js*`, async (route) => {
      const original = await route.fetch();
      const tampered = `${await original.text()}\n;document.title='skimmed';`;
      await route.fulfill({ response: original, body: tampered });
    });
    await page.goto('/');
    await page.locator('button.buy[data-sku="mug"]').click();
    await page.waitForURL(/\/pay/);
    await expect.poll(() => consoleErrors.join('\n'), { timeout: 10_000 }).toMatch(/integrity/i);
    await expect(page.locator('form.wpwl-form')).toHaveCount(0);
    await expect(page).not.toHaveTitle('skimmed');
  });

  test('a tampered chunk is blocked too: its forms stay away, the card form works, onError says why', async ({
    page,
  }) => {
    await page.route(`${GATEWAY_URL}/v1/paymentWidgets/framed.js`, async (route) => {
      const original = await route.fetch();
      await route.fulfill({
        response: original,
        body: `${await original.text()}\n;document.title='skimmed';`,
      });
    });
    await page.goto('/');
    await page.locator('button.buy[data-sku="mug"]').click();
    await page.waitForURL(/\/pay/);
    await expect(page.locator('html')).toHaveAttribute('data-wpwl-error', 'WidgetError');
    await expect(page.locator('html')).toHaveAttribute('data-wpwl-ready', 'true');
    await expect(page.locator('form.wpwl-form-card')).toBeVisible();
    await expect(page.locator('form.wpwl-form-onlineTransfer-EPS')).toBeVisible();
    await expect(page.locator('form.wpwl-form-directDebit')).toHaveCount(0);
    await expect(page).not.toHaveTitle('skimmed');
  });

  test('the untampered script passes the same integrity check and renders the form', async ({ page }) => {
    await page.goto('/');
    await page.locator('button.buy[data-sku="mug"]').click();
    await page.waitForURL(/\/pay/);
    const integrity = await page.locator('script[src*="paymentWidgets.js"]').getAttribute('integrity');
    expect(integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    await expect(page.locator('script[src*="paymentWidgets.js"]')).toHaveAttribute(
      'crossorigin',
      'anonymous',
    );
    await expect(page.locator('form.wpwl-form-card')).toBeVisible();
  });
});
