import { expect, test } from '@playwright/test';
import { cardNumberInput, fillCard, gatewayPaymentStatus, openPaymentPage, pay } from './support/shop';

// The demo shop sells its box of dates in riyals, on a page with data-brands="MADA VISA MASTER".
const paymentBrandOf = async (checkoutId: string): Promise<string | undefined> =>
  ((await gatewayPaymentStatus(checkoutId)) as { paymentBrand?: string }).paymentBrand;

test.describe('mada (Saudi debit) in the card form', () => {
  test('data-brands="MADA VISA MASTER" renders the card form and pays a co-badged mada card as MADA', async ({
    page,
  }) => {
    const checkoutId = await openPaymentPage(page, 'dates');
    await expect(page.locator('form.paymentWidgets')).toHaveAttribute('data-brands', 'MADA VISA MASTER');
    await expect(page.locator('form.wpwl-form')).toHaveCount(1);
    await cardNumberInput(page).fill('4200000000000000');
    await expect(page.locator('.wpwl-brand-VISA')).toBeVisible();
    await fillCard(page, { number: '4406470000000007', holder: 'Jane Jones' });
    await expect(page.locator('.wpwl-brand-MADA img')).toHaveAttribute('alt', 'mada');
    await pay(page);

    await page.waitForURL(/\/result\?/);
    await expect(page.locator('.result-code')).toHaveText('000.100.110');
    await expect(page.locator('.payment-card')).toContainText('MADA •••• 0007');
    // One read: the status GET is throttled per checkout, and the result page has read it already.
    expect(await paymentBrandOf(checkoutId)).toBe('MADA');
  });

  test('a mada-only card pays as MADA', async ({ page }) => {
    const checkoutId = await openPaymentPage(page, 'dates');
    await fillCard(page, { number: '5888450000000003', holder: 'Jane Jones' });
    await expect(page.locator('.wpwl-brand-MADA')).toBeVisible();
    await pay(page);
    await page.waitForURL(/\/result\?/);
    await expect(page.locator('.result-code')).toHaveText('000.100.110');
    expect(await paymentBrandOf(checkoutId)).toBe('MADA');
  });

  test('where MADA is not offered a co-badged mada card pays as VISA', async ({ page }) => {
    const checkoutId = await openPaymentPage(page);
    await fillCard(page, { number: '4406470000000007', holder: 'Jane Jones' });
    await expect(page.locator('.wpwl-brand-VISA')).toBeVisible();
    await pay(page);
    await page.waitForURL(/\/result\?/);
    await expect(page.locator('.result-code')).toHaveText('000.100.110');
    expect(await paymentBrandOf(checkoutId)).toBe('VISA');
  });
});
