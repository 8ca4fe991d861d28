import { expect, test } from '@playwright/test';
import { fillCard, openPaymentPage, pay } from './support/shop';

test('a single-page app can unload the widget and load it again, then pay', async ({ page }) => {
  await openPaymentPage(page);
  const before = await page.evaluate(() => document.adoptedStyleSheets.length);
  expect(before).toBeGreaterThan(0);

  await page.evaluate(() => (window as unknown as { wpwl: { unload(): void } }).wpwl.unload());
  await expect(page.locator('.wpwl-container')).toHaveCount(0);
  await expect(page.locator('iframe')).toHaveCount(0);
  // The merchant's own form is given back as it was (the widget had hidden it).
  expect(await page.locator('form.paymentWidgets').evaluate((f) => (f as HTMLFormElement).hidden)).toBe(
    false,
  );
  expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBe(0);
  expect(await page.evaluate(() => 'wpwl' in window)).toBe(false);

  // The SPA mounts the payment step again: a fresh script tag with the same src and integrity.
  await page.evaluate(() => {
    document.documentElement.removeAttribute('data-wpwl-ready');
    const old = document.querySelector<HTMLScriptElement>('script[src*="paymentWidgets.js"]');
    if (!old) throw new Error('no widget script');
    const again = document.createElement('script');
    again.src = old.src;
    again.integrity = old.integrity;
    again.crossOrigin = 'anonymous';
    old.remove();
    document.body.append(again);
  });
  await expect(page.locator('html')).toHaveAttribute('data-wpwl-ready', 'true');
  await expect(page.locator('.wpwl-container-card')).toHaveCount(1);
  await expect(page.locator('iframe.wpwl-control-cardNumber')).toHaveCount(1);

  await fillCard(page, { number: '4200000000000000' });
  await pay(page);
  await page.waitForURL(/\/result\?/);
  await expect(page.locator('.result-code')).toHaveText('000.100.110');
});
