// wpwlOptions.enableSAQACompliance in Debian's Chromium: the card holder and the expiry date are
// typed into gateway-origin frames like the number and the CVV, so the shop's page never holds
// card data (PCI DSS SAQ A), and the payment goes through, 3-D Secure included.
import { expect, type Page, test } from '@playwright/test';
import { GATEWAY_URL } from './support/env';
import { answerChallenge, expectResult, gatewayGet, watchCsp } from './support/redirects';
import { cardNumberInput, cvvInput, futureExpiry, openPaymentPage, pay } from './support/shop';

const HOLDER = 'Jørgen Ødegård';

const expiryInput = (page: Page) => page.frameLocator('iframe.wpwl-control-expiry').locator('input');
const holderInput = (page: Page) => page.frameLocator('iframe.wpwl-control-cardHolder').locator('input');

/**
 * The shop's own options file with enableSAQACompliance on top, and the blur hooks written down;
 * the shop page also records every message it receives, to show none carries card data.
 */
async function saqaPage(page: Page): Promise<void> {
  await page.route('**/static/wpwl-options.js', async (route) => {
    const shopOptions = await (await route.fetch()).text();
    await route.fulfill({
      contentType: 'text/javascript',
      body: `${shopOptions}
Object.assign(window.wpwlOptions, {
  enableSAQACompliance: true,
  onBlurExpiryDate: function (valid) { document.documentElement.dataset.expiryBlur = String(valid); },
  onBlurCardHolder: function (valid) { document.documentElement.dataset.holderBlur = String(valid); },
});`,
    });
  });
  // Kept in sessionStorage: the last messages (the payment's answer) come just before the shop's
  // result page replaces this one.
  await page.addInitScript(() => {
    if (window.top !== window) return;
    window.addEventListener('message', (event) => {
      const seen = sessionStorage.getItem('seenMessages') ?? '';
      sessionStorage.setItem('seenMessages', `${seen}${JSON.stringify(event.data)}\n`);
    });
  });
}

/** The card typed into the four gateway frames. */
async function fillFramedCard(page: Page, number: string, expiry = futureExpiry()): Promise<void> {
  await cardNumberInput(page).fill(number);
  await expiryInput(page).fill(expiry);
  await cvvInput(page).fill('123');
  await holderInput(page).fill(HOLDER);
}

/** The stored payment, as the merchant's server reads it. */
const storedPayment = async (checkoutId: string) =>
  (await gatewayGet(`/v1/checkouts/${encodeURIComponent(checkoutId)}/payment`)) as Awaited<
    ReturnType<typeof gatewayGet>
  > & { card?: Record<string, string> };

test('pays with holder and expiry typed into gateway frames; the shop’s page never holds them', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  await saqaPage(page);
  const checkoutId = await openPaymentPage(page);

  for (const field of ['cardNumber', 'expiry', 'cvv', 'cardHolder']) {
    const frame = page.locator(
      `form.wpwl-form-card iframe.wpwl-control.wpwl-control-iframe.wpwl-control-${field}`,
    );
    await expect(frame).toHaveCount(1);
    expect(new URL((await frame.getAttribute('src')) ?? '').origin).toBe(GATEWAY_URL);
  }
  await expect(page.locator('.wpwl-label-expiry')).toHaveText('Expiry date');
  await expect(expiryInput(page)).toHaveAttribute('placeholder', 'MM / YY');
  await expect(holderInput(page)).toHaveAttribute('autocomplete', 'cc-name');

  const expiry = futureExpiry();
  await fillFramedCard(page, '4200000000000000', expiry);
  await expect(expiryInput(page)).toHaveValue(expiry);

  // Nothing of the card in the shop's DOM or in any message it received.
  const pageInputs = await page.evaluate(() =>
    [...document.querySelectorAll('input, select, textarea')].map((el) => (el as HTMLInputElement).value),
  );
  for (const secret of [HOLDER, expiry, '4200000000000000', '123'])
    expect(pageInputs.join('\n')).not.toContain(secret);
  // The card form's only input of the page is the "store payment details" box.
  expect(
    await page
      .locator('form.wpwl-form-card input')
      .evaluateAll((els) => els.map((el) => el.getAttribute('type'))),
  ).toEqual(['checkbox']);

  await pay(page);
  await expectResult(page, '000.100.110');
  const seen = (await page.evaluate(() => sessionStorage.getItem('seenMessages'))) ?? '';
  // The frames' states and the payment's answer arrived; nothing of the card did.
  expect(seen).toContain('"type":"submitted"');
  const [month, shortYear] = expiry.split(' / ');
  for (const secret of [HOLDER, expiry, '4200000000000000', `20${shortYear}`])
    expect(seen).not.toContain(secret);

  const stored = await storedPayment(checkoutId);
  expect(stored.result.code).toBe('000.100.110');
  expect(stored.card).toMatchObject({ holder: HOLDER, expiryMonth: month, expiryYear: `20${shortYear}` });
  expect(violations).toEqual([]);
});

test('a wrong expiry shows the error class and hint, calls onBlurExpiryDate, and pays nothing', async ({
  page,
}) => {
  await saqaPage(page);
  await openPaymentPage(page);
  await cardNumberInput(page).fill('4200000000000000');
  await expiryInput(page).fill('01 / 20');
  await expiryInput(page).press('Tab');
  const expiryFrame = page.locator('iframe.wpwl-control-expiry');
  await expect(expiryFrame).toHaveClass(/wpwl-has-error/);
  await expect(page.locator('.wpwl-group-expiry .wpwl-hint-expiryMonthError')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-expiry-blur', 'false');
  // The frame's input says so to assistive technology too.
  await expect(expiryInput(page)).toHaveAttribute('aria-invalid', 'true');
  await cvvInput(page).fill('123');
  await pay(page);
  await expect(page).toHaveURL(/\/pay/);
  // A valid date clears it, and the checkout is paid.
  await expiryInput(page).fill(futureExpiry());
  await expect(expiryFrame).not.toHaveClass(/wpwl-has-error/);
  await holderInput(page).fill(HOLDER);
  await holderInput(page).press('Tab');
  await expect(page.locator('html')).toHaveAttribute('data-holder-blur', 'true');
  await pay(page);
  await expectResult(page, '000.100.110');
});

test('Tab goes number, expiry, CVV, holder through the four frames', async ({ page }) => {
  await saqaPage(page);
  await openPaymentPage(page);
  await cardNumberInput(page).focus();
  for (const next of [expiryInput, cvvInput, holderInput]) {
    await page.keyboard.press('Tab');
    await expect(next(page)).toBeFocused();
  }
  await expect(page.locator('iframe.wpwl-control-cardHolder')).toHaveClass(/wpwl-focus/);
});

test('3-D Secure challenge in the in-page iframe: paid, with holder and expiry stored', async ({ page }) => {
  const violations = await watchCsp(page);
  await saqaPage(page);
  const checkoutId = await openPaymentPage(page);
  await fillFramedCard(page, '4200000000000042');
  await pay(page);
  await answerChallenge(page, 'iframe', '1234');
  await expectResult(page, '000.100.110');
  const stored = await storedPayment(checkoutId);
  expect(stored.threeDSecure).toMatchObject({ eci: '05' });
  expect(stored.card).toMatchObject({ holder: HOLDER });
  expect(violations).toEqual([]);
});
