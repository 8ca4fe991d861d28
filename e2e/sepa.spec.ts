import { expect, type Page, test } from '@playwright/test';
import { watchCsp } from './support/redirects';
import { gatewayPaymentStatus, openPaymentPage } from './support/shop';

const bankFrame = (page: Page) =>
  page.frameLocator('form.wpwl-form-directDebit iframe.wpwl-control-accountIban');

async function fillAccount(page: Page, iban: string, holder = 'Jane Jones'): Promise<void> {
  await expect(page.locator('form.wpwl-form-directDebit iframe.wpwl-control-accountIban')).toHaveAttribute(
    'name',
    'bankAccount.iban',
  );
  const frame = bankFrame(page);
  await frame.locator('input.wpwl-control-accountHolder').fill(holder);
  await frame.locator('input.wpwl-control-accountIban').fill(iban);
}

const payByDebit = (page: Page) => page.locator('form.wpwl-form-directDebit button.wpwl-button-pay').click();

test.describe('SEPA direct debit in the demo shop', () => {
  test('an approved account pays, with the mandate shown and the IBAN masked in the answer', async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    const checkoutId = await openPaymentPage(page);
    await expect(bankFrame(page).locator('.wpwl-mandate')).toContainText('SEPA direct debit');
    await fillAccount(page, 'de89 3704 0044 0532 0130 00');
    await expect(bankFrame(page).locator('input.wpwl-control-accountIban')).toHaveValue(
      'DE89 3704 0044 0532 0130 00',
    );
    await payByDebit(page);

    await page.waitForURL(/\/result\?/);
    await expect(page.locator('.result-code')).toHaveText('000.100.110');
    await expect(page.locator('.payment-brand')).toHaveText('DIRECTDEBIT_SEPA');
    const status = (await gatewayPaymentStatus(checkoutId)) as { bankAccount?: Record<string, unknown> };
    expect(status.bankAccount).toMatchObject({
      iban: 'DE8937************3000',
      country: 'DE',
      bankCode: '37040044',
    });
    expect(JSON.stringify(status)).not.toContain('DE89370400440532013000');
    expect(violations).toEqual([]);
  });

  test('a refusing account ends on the result page with its R-transaction code', async ({ page }) => {
    await openPaymentPage(page);
    await fillAccount(page, 'DE02370400440532013208');
    await payByDebit(page);
    await page.waitForURL(/\/result\?/);
    await expect(page.locator('.result-code')).toHaveText('800.100.208');
    await expect(page.locator('.payment-result')).toHaveAttribute('data-outcome', 'failure');
  });

  test('an invalid IBAN and a too-short holder are shown in the frame and nothing is sent', async ({
    page,
  }) => {
    const checkoutId = await openPaymentPage(page);
    await fillAccount(page, 'DE89370400440532013001', 'Jo');
    await bankFrame(page).locator('input.wpwl-control-accountBic').fill('COBAXXFF');
    await payByDebit(page);
    const frame = bankFrame(page);
    await expect(frame.locator('.wpwl-hint-accountIbanError')).toBeVisible();
    await expect(frame.locator('.wpwl-hint-accountHolderError')).toBeVisible();
    await expect(frame.locator('.wpwl-hint-accountBicError')).toBeVisible();
    await expect(frame.locator('input.wpwl-control-accountIban')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('form.wpwl-form-directDebit button.wpwl-button-pay')).toBeEnabled();
    expect((await gatewayPaymentStatus(checkoutId)).result.code).toBe('000.200.000');
    expect(page.url()).toContain('/pay');
  });
});
