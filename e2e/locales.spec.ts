import { expect, type Page, test } from '@playwright/test';
import { cardNumberInput, fillCard, openPaymentPage, pay } from './support/shop';

const cardForm = (page: Page) => page.locator('.wpwl-container-card');
const payButton = (page: Page) => page.locator('form.wpwl-form-card button.wpwl-button-pay');

/** The amount as the browser's Intl writes it for the locale (the mug costs €12.50). */
const amountIn = (page: Page, locale: string) =>
  page.evaluate(
    (tag) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' }).format(12.5),
    locale,
  );

async function payAndExpectApproval(page: Page): Promise<void> {
  await fillCard(page, { number: '4200000000000000', holder: 'Jane Jones' });
  await pay(page);
  await page.waitForURL(/\/result\?/);
  await expect(page.locator('.result-code')).toHaveText('000.100.110');
}

test.describe('the widget in the shopper’s language', () => {
  test('Arabic: the form and its frames mirror, the amount sits where Arabic puts it, and it pays', async ({
    page,
  }) => {
    await openPaymentPage(page, 'mug', '?locale=ar');
    await expect(cardForm(page)).toHaveAttribute('dir', 'rtl');
    await expect(cardForm(page).locator('.wpwl-label-cardNumber')).toHaveText('رقم البطاقة');
    await expect(page.locator('input.wpwl-control-cardHolder')).toHaveAttribute(
      'placeholder',
      'الاسم على البطاقة',
    );
    await expect(payButton(page)).toHaveText(`ادفع ${await amountIn(page, 'ar')}`);
    // The form starts on the right: a label's text ends at its box's right edge.
    const [textRight, boxRight] = await cardForm(page)
      .locator('.wpwl-label-cardHolder')
      .evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return [range.getBoundingClientRect().right, el.getBoundingClientRect().right];
      });
    expect(Math.abs((textRight ?? 0) - (boxRight ?? 0))).toBeLessThan(2);
    // Inside the gateway's frame: the page is right-to-left, the digits left-to-right.
    const frame = page.frameLocator('iframe.wpwl-control-cardNumber');
    await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(frame.locator('html')).toHaveAttribute('lang', 'ar');
    expect(await cardNumberInput(page).evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    await expect(page.locator('input.wpwl-control-expiry')).toHaveAttribute('dir', 'ltr');
    await payAndExpectApproval(page);
  });

  test('Japanese: labels, the pay button and a payment', async ({ page }) => {
    await openPaymentPage(page, 'mug', '?locale=ja');
    await expect(cardForm(page)).toHaveAttribute('dir', 'ltr');
    await expect(cardForm(page).locator('.wpwl-label-cardNumber')).toHaveText('カード番号');
    await expect(payButton(page)).toHaveText(`${await amountIn(page, 'ja')} を支払う`);
    // The gateway's frame page is in Japanese too (its title; its label comes from the page).
    const cvvFrame = page.frameLocator('iframe.wpwl-control-cvv');
    expect(await cvvFrame.locator('html').evaluate(() => document.title)).toBe('セキュリティコード');
    await expect(cvvFrame.locator('label')).toHaveText('セキュリティコード');
    await payAndExpectApproval(page);
  });

  test('a regional tag speaks its language; an unknown one English, with one console note', async ({
    page,
  }) => {
    await openPaymentPage(page, 'mug', '?locale=de-AT');
    await expect(cardForm(page).locator('.wpwl-label-cardNumber')).toHaveText('Kartennummer');
    await expect(payButton(page)).toHaveText(`${await amountIn(page, 'de-AT')} bezahlen`);

    const notes: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'info' && message.text().startsWith('wpwl:')) notes.push(message.text());
    });
    await openPaymentPage(page, 'mug', '?locale=tlh');
    await expect(cardForm(page).locator('.wpwl-label-cardNumber')).toHaveText('Card number');
    expect(notes).toEqual(['wpwl: no texts for locale "tlh", using English']);
  });

  test('Hebrew: the bank frame mirrors with its own texts, IBAN left to right, and the online-transfer form', async ({
    page,
  }) => {
    await openPaymentPage(page, 'mug', '?locale=he');
    const bank = page.frameLocator('form.wpwl-form-directDebit iframe.wpwl-control-accountIban');
    await expect(bank.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(bank.locator('label.wpwl-label-accountHolder')).toHaveText('בעל החשבון');
    await expect(bank.locator('.wpwl-mandate')).toContainText('SEPA');
    await expect(bank.locator('.wpwl-mandate')).not.toContainText('direct debit');
    await expect(bank.locator('input.wpwl-control-accountIban')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('.wpwl-container-directDebit')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('form.wpwl-form-onlineTransfer-EPS button.wpwl-button-pay')).toHaveText(
      `לתשלום ${await amountIn(page, 'he')}`,
    );
  });
});
