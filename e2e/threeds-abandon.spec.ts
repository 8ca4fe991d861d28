import { expect, test } from '@playwright/test';
import { gatewayGet, gatewayPost, openInMode } from './support/redirects';
import { fillCard, pay } from './support/shop';

test('a challenge the shopper abandons reports pending, then ends as 100.396.103 when the checkout expires', async ({
  page,
}) => {
  const checkoutId = await openInMode(page, 'iframe');
  const payUrl = page.url();
  await fillCard(page, { number: '4200000000000042' });
  await pay(page);
  await expect(page.frameLocator('iframe.wpwl-target').getByLabel('One-time code')).toBeVisible();

  // The shopper walks away.
  await page.goto('/');
  const statusPath = `/v1/checkouts/${encodeURIComponent(checkoutId)}/payment`;
  const waiting = await gatewayGet(statusPath);
  expect(waiting.result.code).toBe('000.200.000');

  // 30 minutes later (the sandbox ends the checkout's lifetime now instead).
  const expired = await gatewayPost(`/v1/sandbox/checkouts/${encodeURIComponent(checkoutId)}/expire`, {});
  expect(expired.result.code).toBe('000.000.100');

  // The shop's result page (as its server reads it: the second status read of this checkout, within
  // the gateway's two a minute) shows the same payment, failed.
  const resultUrl = payUrl.replace(/\/pay.*$/, '/result');
  await page.goto(
    `${resultUrl}?id=${encodeURIComponent(checkoutId)}&resourcePath=${encodeURIComponent(statusPath)}`,
  );
  await expect(page.locator('.result-code')).toHaveText('100.396.103');
  await expect(page.locator('.payment-result')).toHaveAttribute('data-outcome', 'failure');
  await expect(page.locator('.payment-id')).toHaveText(waiting.id ?? 'missing');
});
