import { expect, test } from '@playwright/test';
import { expectResult, watchCsp } from './support/redirects';
import {
  checkoutResult,
  createCheckoutCalls,
  expectButtonsBack,
  openProduct,
  REDIRECT_WALLETS,
  SHEET_WALLETS,
  walletButton,
  walletFrame,
} from './support/wallets';

// Each wallet through fast checkout on the shop's product page (no checkout before the click), in
// the sandbox's simulators, under the shop's strict CSP.

for (const { brand, label } of SHEET_WALLETS) {
  test.describe(`${label} (wallet sheet)`, () => {
    test('approve: createCheckout, the sheet, an encrypted token the sandbox pays with, the result page', async ({
      page,
    }) => {
      const violations = await watchCsp(page);
      await openProduct(page);
      expect(await createCheckoutCalls(page)).toBe(0);
      await walletButton(page, brand).click();
      const sheet = walletFrame(page);
      await expect(sheet.getByText(`${label} · simulated`)).toBeVisible();
      await expect(sheet.getByRole('heading')).toHaveText('Pay €12.50 to Sandbox Shop');
      expect(await createCheckoutCalls(page)).toBe(1);
      await sheet.getByRole('button', { name: 'Pay €12.50' }).click();
      await expectResult(page, '000.100.110');
      await expect(page.locator('.payment-card')).toHaveText(`${brand} •••• 0000`);
      expect(violations).toEqual([]);
    });

    test('cancel: back to the buttons with no payment', async ({ page }) => {
      await openProduct(page);
      await walletButton(page, brand).click();
      await walletFrame(page).getByRole('button', { name: 'Cancel' }).click();
      await expectButtonsBack(page);
      expect(await checkoutResult(page)).toBe('000.200.000');
      expect(page.url()).toMatch(/\/products\/mug$/);
    });
  });
}

test('Google Pay: the page’s onPaymentAuthorized sees the card, may refuse it, and the decline card is declined', async ({
  page,
}) => {
  await openProduct(page, '?authorize=refuse');
  await walletButton(page, 'GOOGLEPAY').click();
  const sheet = walletFrame(page);
  await expect(sheet.getByText('Jane Doe, DE, 10115')).toBeVisible();
  await sheet.getByRole('button', { name: 'Pay €12.50' }).click();
  await expect(sheet.getByRole('alert')).toHaveText('The shop refused this card');
  await expect(page.locator('html')).toHaveAttribute('data-authorized-with', 'Visa •••• 0000');
  expect(await checkoutResult(page)).toBe('000.200.000');

  await openProduct(page);
  await walletButton(page, 'GOOGLEPAY').click();
  await walletFrame(page)
    .getByLabel(/Visa •••• 1521/)
    .check();
  await walletFrame(page).getByRole('button', { name: 'Pay €12.50' }).click();
  await expectResult(page, '800.100.152');
});

for (const { brand, label } of REDIRECT_WALLETS) {
  test.describe(`${label} (provider page)`, () => {
    test('approve: the redirect flow to the simulated provider and back to shopperResultUrl', async ({
      page,
    }) => {
      const violations = await watchCsp(page);
      await openProduct(page);
      await walletButton(page, brand).click();
      await expect(walletFrame(page).getByText(`${label} · simulated`)).toBeVisible();
      await walletFrame(page).getByRole('button', { name: 'Approve payment' }).click();
      await expectResult(page, '000.100.110');
      await expect(page.locator('.payment-brand')).toHaveText(brand);
      expect(violations).toEqual([]);
    });

    test('cancel: back to the buttons; the same checkout is paid on the next try', async ({ page }) => {
      await openProduct(page);
      await walletButton(page, brand).click();
      await walletFrame(page).getByRole('button', { name: 'Cancel' }).click();
      await expectButtonsBack(page);
      expect(await checkoutResult(page)).toBe('100.396.101');
      await walletButton(page, 'APPLEPAY').click();
      await expect(walletFrame(page).getByText('Apple Pay · simulated')).toBeVisible();
      expect(await createCheckoutCalls(page)).toBe(1);
      await walletFrame(page).getByRole('button', { name: 'Pay €12.50' }).click();
      await expectResult(page, '000.100.110');
    });
  });
}
