import { expect, test } from '@playwright/test';
import { cardNumberInput, fillCard, gatewayPaymentStatus, openPaymentPage, pay } from './support/shop';

test.describe('client-side validation blocks submission', () => {
  test('a number that fails the Luhn check is marked and nothing is paid', async ({ page }) => {
    const checkoutId = await openPaymentPage(page);
    await fillCard(page, { number: '4200000000000001' });
    await pay(page);
    const hint = page.locator('.wpwl-hint-cardNumberError');
    await expect(hint).toBeVisible();
    const iframe = page.locator('iframe.wpwl-control-cardNumber');
    await expect(iframe).toHaveClass(/wpwl-has-error/);
    await expect(cardNumberInput(page)).toHaveAttribute('aria-invalid', 'true');
    expect(page.url()).toMatch(/\/pay/);
    expect((await gatewayPaymentStatus(checkoutId)).result.code).toBe('000.200.000');
  });

  test('an expiry date in the past is marked on the expiry field', async ({ page }) => {
    const checkoutId = await openPaymentPage(page);
    await fillCard(page, { number: '4200000000000000', expiry: '01 / 20' });
    await pay(page);
    const expiry = page.locator('input.wpwl-control-expiry');
    await expect(page.locator('.wpwl-hint-expiryMonthError')).toBeVisible();
    await expect(expiry).toHaveAttribute('aria-invalid', 'true');
    const describedBy = await expiry.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    await expect(page.locator(`#${describedBy}`)).toBeVisible();
    expect((await gatewayPaymentStatus(checkoutId)).result.code).toBe('000.200.000');
  });

  test('a missing CVV is required, and an AMEX needs four digits', async ({ page }) => {
    const checkoutId = await openPaymentPage(page);
    await fillCard(page, { number: '377777777777770', cvv: '123' });
    await pay(page);
    await expect(page.locator('.wpwl-hint-cvvError')).toBeVisible();
    await expect(page.locator('iframe.wpwl-control-cvv')).toHaveClass(/wpwl-has-error/);
    expect((await gatewayPaymentStatus(checkoutId)).result.code).toBe('000.200.000');
  });

  test('a brand the form does not accept is refused', async ({ page }) => {
    const checkoutId = await openPaymentPage(page);
    await fillCard(page, { number: '6011111111111117' }); // DISCOVER; the shop accepts VISA MASTER AMEX
    await pay(page);
    await expect(page.locator('.wpwl-hint-cardNumberError')).toBeVisible();
    expect((await gatewayPaymentStatus(checkoutId)).result.code).toBe('000.200.000');
  });
});
