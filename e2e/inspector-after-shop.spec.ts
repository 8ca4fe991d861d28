import { expect, test } from '@playwright/test';
import { ACCESS_TOKEN, ENTITY_ID, GATEWAY_URL } from './support/env';
import { openPaymentPage, payInShop } from './support/shop';

// What the README promises a new user: pay in the demo shop, open the inspector, sign in as the
// demo merchant, and find the payment, the requests made for it and the webhook the shop received.
test('after paying in the demo shop, the inspector shows the payment, its requests and the shop’s webhook', async ({
  page,
}) => {
  const { checkoutId, paymentId } = await payInShop(page);

  await page.goto(`${GATEWAY_URL}/inspector`);
  // The demo merchant's entity id is offered; its token is the README's.
  await expect(page.getByLabel('Entity id')).toHaveValue(ENTITY_ID);
  await page.getByLabel('Access token').fill(ACCESS_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // The requests of this checkout: the shopper's payment from the widget and the shop server's
  // status read on its result page.
  await page.getByLabel('Path').fill(`/v1/checkouts/${checkoutId}`);
  await page.getByRole('button', { name: 'Apply' }).click();
  const rows = page.locator('table.requests tbody tr');
  await expect(
    rows.filter({ hasText: 'POST' }).filter({ hasText: `/v1/checkouts/${checkoutId}/payment` }),
  ).toHaveCount(1);
  await expect(
    rows.filter({ hasText: 'GET' }).filter({ hasText: `/v1/checkouts/${checkoutId}/payment` }),
  ).not.toHaveCount(0);
  await expect(rows.first()).not.toContainText('4200000000000000');

  // The payment, and the webhook the gateway sent the shop about it (delivered by the gateway's
  // own clock, so read again until it is there).
  await page.goto(`${GATEWAY_URL}/inspector#/payments/${paymentId}`);
  await expect(page.locator('ol.timeline')).toContainText('(payment)');
  await expect(async () => {
    await page.reload();
    await expect(page.locator('ol.timeline li.event-webhook')).toContainText('200', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
});

// A shopper who opened the payment page and left: no payment, yet the checkout is found in the
// Checkouts view by the shop's order id, open, and its timeline shows the widget loaded for it.
test('a checkout the shopper left unpaid is found in the inspector’s Checkouts, with the widget loaded on its timeline', async ({
  page,
}) => {
  const checkoutId = await openPaymentPage(page);
  const orderId = /\/orders\/(ord-[0-9a-f]+)\/pay/.exec(page.url())?.[1] ?? '';
  expect(orderId).not.toBe('');

  await page.goto(`${GATEWAY_URL}/inspector#/checkouts`);
  await page.getByLabel('Access token').fill(ACCESS_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Checkouts', exact: true }).click();

  await page.getByLabel('State').selectOption('open');
  await page.getByLabel('Merchant transaction id').fill(orderId);
  await page.getByRole('button', { name: 'Apply' }).click();
  const row = page.locator('table.checkouts tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Open');
  await row.getByRole('link', { name: checkoutId }).click();

  await expect(page.getByRole('heading', { level: 1 })).toContainText(checkoutId);
  const timeline = page.locator('ol.timeline');
  await expect(timeline).toContainText('(checkout.created)');
  await expect(timeline).toContainText('(widget.loaded)');
  await expect(timeline).not.toContainText('(payment)');
});
