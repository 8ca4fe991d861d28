import { expect, test } from '@playwright/test';
import { checkoutIdOf, cvvInput, fillCard, gatewayPaymentStatus, openPaymentPage, pay } from './support/shop';

test.describe('paying by card in the demo shop', () => {
  for (const card of [
    { brand: 'VISA', number: '4200000000000000', cvv: '123' },
    { brand: 'MASTER', number: '5454545454545454', cvv: '123' },
    { brand: 'AMEX', number: '377777777777770', cvv: '1234' },
  ]) {
    test(`an approved ${card.brand} test card lands on the result page with 000.100.110`, async ({
      page,
    }) => {
      const checkoutId = await openPaymentPage(page);
      await fillCard(page, { number: card.number, cvv: card.cvv, holder: 'Jane Jones' });
      await expect(page.locator(`.wpwl-brand-${card.brand}`)).toBeVisible();
      await pay(page);

      await page.waitForURL(/\/result\?/);
      const url = new URL(page.url());
      expect(url.searchParams.get('id')).toBe(checkoutId);
      expect(url.search).toContain(
        `resourcePath=%2Fv1%2Fcheckouts%2F${encodeURIComponent(checkoutId)}%2Fpayment`,
      );
      await expect(page.locator('.result-code')).toHaveText('000.100.110');
      await expect(page.locator('.payment-result')).toHaveAttribute('data-outcome', 'success');
      await expect(page.locator('.payment-card')).toContainText(
        `${card.brand} •••• ${card.number.slice(-4)}`,
      );

      const status = await gatewayPaymentStatus(checkoutId);
      expect(status.result.code).toBe('000.100.110');
      await expect(page.locator('.payment-id')).toHaveText(status.id ?? 'missing');
    });
  }

  test('a declined card shows the decline on the result page', async ({ page }) => {
    await openPaymentPage(page);
    await fillCard(page, { number: '4000000000001521' });
    await pay(page);
    await page.waitForURL(/\/result\?/);
    await expect(page.locator('.result-code')).toHaveText('800.100.152');
    await expect(page.locator('.payment-result')).toHaveAttribute('data-outcome', 'failure');
    await expect(page.locator('.result-heading')).toHaveText('Your payment failed');
  });

  test('after a decline the same checkout can be paid with another card', async ({ page }) => {
    const checkoutId = await openPaymentPage(page);
    await fillCard(page, { number: '4000000000001521' });
    await pay(page);
    await page.waitForURL(/\/result\?/);
    await page.locator('a.retry').click();
    await expect(page.locator('html')).toHaveAttribute('data-wpwl-ready', 'true');
    expect(await checkoutIdOf(page)).toBe(checkoutId);
    await fillCard(page, { number: '4200000000000000' });
    await pay(page);
    await page.waitForURL(/\/result\?/);
    await expect(page.locator('.result-code')).toHaveText('000.100.110');
  });

  test('the form speaks German when the page does', async ({ page }) => {
    await openPaymentPage(page, 'mug', '?lang=de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('iframe.wpwl-control-cardNumber')).toHaveAttribute('title', /Kartennummer/);
    await expect(page.locator('form.wpwl-form-card button.wpwl-button-pay')).toContainText('12,50');
  });

  test('every control is reachable with Tab, and Enter in the CVV field pays', async ({ page }) => {
    await openPaymentPage(page);
    const focused: string[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      focused.push(
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.className ?? ''),
      );
    }
    const joined = focused.join(' | ');
    for (const control of ['cardHolder', 'cardNumber', 'expiry', 'cvv', 'wpwl-button-pay']) {
      expect(joined).toContain(control);
    }
    await fillCard(page, { number: '4200000000000000', holder: 'Jane Jones' });
    await cvvInput(page).press('Enter');
    await page.waitForURL(/\/result\?/);
    await expect(page.locator('.result-code')).toHaveText('000.100.110');
  });
});
