import { expect, test } from '@playwright/test';
import { fillCard, gatewayPaymentStatus, openPaymentPage, pay } from './support/shop';

test('reloading after payment does not pay twice', async ({ page }) => {
  const checkoutId = await openPaymentPage(page);
  const payUrl = page.url();
  await fillCard(page, { number: '4200000000000000' });
  await pay(page);
  await page.waitForURL(/\/result\?/);
  const paymentId = await page.locator('.payment-id').textContent();
  expect(paymentId).toMatch(/^[A-Za-z0-9]{32}$/);

  await page.reload();
  await expect(page.locator('.payment-id')).toHaveText(paymentId ?? '');

  // Back on the payment page of the paid order, the widget refuses to take another payment.
  await page.goto(payUrl);
  await expect(page.locator('.wpwl-message')).toBeVisible();
  await expect(page.locator('button.wpwl-button-pay')).toHaveCount(0);
  await expect(page.locator('iframe.wpwl-control-cardNumber')).toHaveCount(0);
  const status = await gatewayPaymentStatus(checkoutId);
  expect(status.id).toBe(paymentId);
});

test('clicking pay twice in a row sends one payment', async ({ page }) => {
  const checkoutId = await openPaymentPage(page);
  await fillCard(page, { number: '4200000000000000' });
  const button = page.locator('form.wpwl-form-card button.wpwl-button-pay');
  await button.dblclick();
  await page.waitForURL(/\/result\?/);
  await expect(page.locator('.result-code')).toHaveText('000.100.110');
  const status = await gatewayPaymentStatus(checkoutId);
  await expect(page.locator('.payment-id')).toHaveText(status.id ?? 'missing');
});
