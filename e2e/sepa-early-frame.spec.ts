import { expect, type Page, test } from '@playwright/test';
import { watchCsp } from './support/redirects';
import { gatewayPaymentStatus, openPaymentPage } from './support/shop';

// The bank frame's page arrives without the IBAN check (ibantools), which it loads when the shopper
// types; and the main script starts that frame before the SEPA form's chunk (framed.js) is there.

const bankFrame = (page: Page) =>
  page.frameLocator('form.wpwl-form-directDebit iframe.wpwl-control-accountIban');
const isCheck = (url: string) => /\/v1\/iban-check\.[0-9a-f]+\.js$/.test(url);
const isBankPayment = (url: string) => /\/bank-payment$/.test(url);

test.describe('the bank frame, sooner', () => {
  test('loads the IBAN check at the first keystroke, not with its page, under its CSP', async ({ page }) => {
    const violations = await watchCsp(page);
    const checks: string[] = [];
    page.on('request', (request) => {
      if (isCheck(request.url())) checks.push(request.url());
    });
    await openPaymentPage(page);
    await expect(bankFrame(page).locator('.wpwl-mandate')).toBeVisible();
    expect(checks).toEqual([]);
    const loaded = page.waitForResponse((response) => isCheck(response.url()));
    await bankFrame(page).locator('input.wpwl-control-accountHolder').pressSequentially('J');
    expect((await loaded).status()).toBe(200);
    await bankFrame(page).locator('input.wpwl-control-accountIban').fill('de89370400440532013000');
    await expect(bankFrame(page).locator('input.wpwl-control-accountIban')).toHaveValue(
      'DE89 3704 0044 0532 0130 00',
    );
    expect(checks).toHaveLength(1);
    expect(violations).toEqual([]);
  });

  test('refuses a wrong IBAN typed and submitted at once, while the check is still on its way', async ({
    page,
  }) => {
    // The check held back until the pay button has been pressed.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => isCheck(url.href),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const sent: string[] = [];
    page.on('request', (request) => {
      if (isBankPayment(request.url())) sent.push(request.url());
    });
    const checkoutId = await openPaymentPage(page);
    const frame = bankFrame(page);
    await frame.locator('input.wpwl-control-accountHolder').fill('Jane Jones');
    await frame.locator('input.wpwl-control-accountIban').fill('DE89370400440532013001');
    await page.locator('form.wpwl-form-directDebit button.wpwl-button-pay').click();
    await expect(page.locator('form.wpwl-form-directDebit button.wpwl-button-pay')).toBeDisabled();
    release();
    await expect(frame.locator('.wpwl-hint-accountIbanError')).toBeVisible();
    await expect(frame.locator('input.wpwl-control-accountIban')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('form.wpwl-form-directDebit button.wpwl-button-pay')).toBeEnabled();
    expect(sent).toEqual([]);
    expect((await gatewayPaymentStatus(checkoutId)).result.code).toBe('000.200.000');
  });

  test('is loading before the SEPA form’s chunk has arrived, and pays once it has', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let chunkAnswered = false;
    await page.route(/\/v1\/paymentWidgets\/framed\.js/, async (route) => {
      await held;
      const response = await route.fetch();
      chunkAnswered = true;
      await route.fulfill({ response });
    });
    const bankPage = page.waitForResponse((response) => /\/v1\/bank-field\?/.test(response.url()));
    await page.goto('/');
    await page.locator('button.buy[data-sku="mug"]').click();
    expect((await bankPage).status()).toBe(200);
    expect(chunkAnswered).toBe(false);
    await expect(page.locator('.wpwl-container-directDebit iframe.wpwl-control-accountIban')).toHaveCount(1);
    release();
    await expect(page.locator('html')).toHaveAttribute('data-wpwl-ready', 'true');
    expect(chunkAnswered).toBe(true);
    await expect(page.locator('iframe.wpwl-control-accountIban')).toHaveCount(1);
    const frame = bankFrame(page);
    await frame.locator('input.wpwl-control-accountHolder').fill('Jane Jones');
    await frame.locator('input.wpwl-control-accountIban').fill('DE89370400440532013000');
    await page.locator('form.wpwl-form-directDebit button.wpwl-button-pay').click();
    await page.waitForURL(/\/result\?/);
    await expect(page.locator('.result-code')).toHaveText('000.100.110');
  });
});
