import { expect, type Locator, type Page, test } from '@playwright/test';
import { overrideWpwlOptions } from './support/options';
import { watchCsp } from './support/redirects';
import { cardNumberInput, fillCard, openPaymentPage, pay } from './support/shop';
import { openProduct } from './support/wallets';

// The layout of the widget in Chromium, as boxes (never pixels): the rows of the card form, the
// brand logos from the gateway, the merchant's font inside the secure fields, the 3-D Secure
// challenge window at the EMV size the issuer was told.

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
};

/** Every <img> in `scope` loaded (from the gateway, through the shop's CSP). */
async function expectLoaded(images: Locator): Promise<void> {
  for (const img of await images.all()) {
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBeGreaterThan(0);
  }
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('expiry and CVV share a row; card number and holder have rows of their own', async ({ page }) => {
    await openPaymentPage(page);
    const number = await box(page.locator('.wpwl-group-cardNumber'));
    const expiry = await box(page.locator('.wpwl-group-expiry'));
    const cvv = await box(page.locator('.wpwl-group-cvv'));
    const holder = await box(page.locator('.wpwl-group-cardHolder'));
    expect(cvv.y).toBe(expiry.y);
    expect(cvv.x).toBeGreaterThan(expiry.x + expiry.width - 1);
    expect(expiry.width + cvv.width).toBeLessThanOrEqual(number.width);
    expect(expiry.width).toBeGreaterThan(number.width * 0.4);
    expect(holder.y).toBeGreaterThanOrEqual(expiry.y + expiry.height);
    expect(holder.width).toBe(number.width);
  });

  test("style 'logos': a row of the accepted brands' logos, served by the gateway under the shop's CSP", async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    await overrideWpwlOptions(page, { style: 'logos' });
    await openPaymentPage(page);
    const logos = page.locator('form.wpwl-form-card .wpwl-wrapper-brand .wpwl-brand-card img');
    await expect(logos).toHaveCount(3);
    expect(await logos.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).alt))).toEqual([
      'Visa',
      'Mastercard',
      'American Express',
    ]);
    await expectLoaded(logos);
    const boxes = await Promise.all((await logos.all()).map(box));
    expect(new Set(boxes.map((b) => b.y)).size).toBe(1);
    expect(boxes.map((b) => [b.width, b.height])).toEqual([
      [40, 26],
      [40, 26],
      [40, 26],
    ]);
    await cardNumberInput(page).fill('4200 0000 0000 0000');
    await expect(page.locator('.wpwl-brand-off')).toHaveCount(2);
    await expect(page.locator('.wpwl-brand-VISA')).not.toHaveClass(/wpwl-brand-off/);
    expect(violations).toEqual([]);
  });

  test("the secure fields take the font and colour the merchant's CSS gives the page fields", async ({
    page,
  }) => {
    // The merchant's own stylesheet (adopted: the shop's CSP allows no inline style).
    await page.addInitScript(() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(
        '.wpwl-form .wpwl-control { font-family: Georgia, serif; color: rgb(120, 10, 20); font-size: 18px }',
      );
      document.adoptedStyleSheets = [sheet];
    });
    await openPaymentPage(page);
    const look = (el: Element) => {
      const s = getComputedStyle(el);
      return [s.fontFamily, s.fontSize, s.color];
    };
    const pageField = await page.locator('input.wpwl-control-expiry').evaluate(look);
    expect(pageField).toEqual(['Georgia, serif', '18px', 'rgb(120, 10, 20)']);
    expect(await cardNumberInput(page).evaluate(look)).toEqual(pageField);
    expect(await page.frameLocator('iframe.wpwl-control-cvv').locator('input').evaluate(look)).toEqual(
      pageField,
    );
  });

  test('the wallet buttons show their marks, from the gateway', async ({ page }) => {
    await openProduct(page);
    const marks = page.locator('button.wpwl-button-brand img');
    await expect(marks).toHaveCount(4);
    await expectLoaded(marks);
    const apple = page.locator('button.wpwl-button-APPLEPAY');
    await expect(apple).toHaveAccessibleName('Apple Pay');
    expect(await apple.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(0, 0, 0)');
  });

  for (const [size, width, height] of [
    [3, 500, 600],
    [4, 600, 400],
  ] as const) {
    test(`the challenge window of size 0${size} is ${width}×${height}`, async ({ page }) => {
      await overrideWpwlOptions(page, { browser: { threeDChallengeWindow: size } });
      await challenge(page);
      expect(await box(page.locator('iframe.wpwl-target'))).toMatchObject({ width, height });
    });
  }

  test('the challenge window of size 05 is as wide as the page allows', async ({ page }) => {
    await challenge(page);
    const frame = await box(page.locator('iframe.wpwl-target'));
    // The shop's column: 40rem less its padding, wider than the form's 30em.
    const column = await page.locator('main').evaluate((main) => {
      const s = getComputedStyle(main);
      return main.clientWidth - Number.parseFloat(s.paddingLeft) - Number.parseFloat(s.paddingRight);
    });
    expect(column).toBeGreaterThan(480);
    expect(frame.width).toBe(column);
    expect(frame.height).toBe(580);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('expiry and CVV still share a row; a 500 px challenge window shrinks to the page', async ({
    page,
  }) => {
    await overrideWpwlOptions(page, { browser: { threeDChallengeWindow: 3 } });
    await openPaymentPage(page);
    const expiry = await box(page.locator('.wpwl-group-expiry'));
    const cvv = await box(page.locator('.wpwl-group-cvv'));
    expect(cvv.y).toBe(expiry.y);
    await fillCard(page, { number: '4200000000000042' });
    await pay(page);
    const frame = await box(page.locator('iframe.wpwl-target'));
    expect(frame.x).toBeGreaterThanOrEqual(0);
    expect(frame.x + frame.width).toBeLessThanOrEqual(375);
  });
});

/** Pays with the challenge card and waits for the ACS page in the in-page iframe. */
async function challenge(page: Page): Promise<void> {
  await openPaymentPage(page);
  await fillCard(page, { number: '4200000000000042' });
  await pay(page);
  await expect(page.frameLocator('iframe.wpwl-target').getByLabel('One-time code')).toBeVisible({
    timeout: 15_000,
  });
}
