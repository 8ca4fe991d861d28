import { expect, test } from '@playwright/test';
import { answerChallenge, expectResult, openInMode } from './support/redirects';
import { fillCard, pay } from './support/shop';

// The demo shop's server receives the gateway's PAYMENT webhook of a payment made through a
// 3-D Secure challenge, decrypts it with its key, and marks the order paid: the order page shows
// the notification without the shop asking the gateway anything.
test('a 3-D Secure payment’s PAYMENT webhook reaches the shop, which marks the order paid', async ({
  page,
}) => {
  await openInMode(page, 'iframe');
  const orderUrl = page.url().replace(/\/pay(\?.*)?$/, '');
  await fillCard(page, { number: '4200000000000042' });
  await pay(page);
  await answerChallenge(page, 'iframe', '1234');
  await expectResult(page, '000.100.110');
  const paymentId = await page.locator('.payment-id').textContent();

  // The gateway sends on its own round (every 200 ms): load the order page again until the final
  // notification is there. The result page has already marked the order paid, so the state alone
  // would not show the webhook; the pending and final notifications may arrive in either order.
  const finalCodes = async () => {
    await page.goto(orderUrl);
    return page
      .locator('li')
      .filter({ has: page.locator('.notification-code', { hasText: '000.100.110' }) })
      .locator('.notification-payment')
      .allTextContents();
  };
  await expect.poll(finalCodes, { timeout: 10_000 }).toEqual([paymentId ?? '']);
  await expect(page.locator('.order')).toHaveAttribute('data-state', 'paid');
});
