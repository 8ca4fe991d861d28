import { expect, test } from '@playwright/test';
import { overrideWpwlOptions } from './support/options';
import { cardNumberInput, fillCard, openPaymentPage, pay } from './support/shop';

// Payments with the presentation options COPYandPAY pages set: the form without its card
// (style 'plain') and iframeStyles in COPYandPAY's object form, which must reach the secure field.

test("pays with style 'plain' and iframeStyles in COPYandPAY's object form", async ({ page }) => {
  await overrideWpwlOptions(page, {
    style: 'plain',
    iframeStyles: {
      'card-number': { 'letter-spacing': '3px' },
      'card-number-placeholder': { color: 'rgb(1, 2, 3)' },
    },
  });
  await openPaymentPage(page);
  const container = page.locator('.wpwl-container-card');
  await expect(container).toHaveClass(/wpwl-style-plain/);
  // No card behind the form: plain leaves the form's box without the card style's shadow.
  await expect(container.locator('form.wpwl-form-card')).toHaveCSS('box-shadow', 'none');
  await expect(cardNumberInput(page)).toHaveCSS('letter-spacing', '3px');
  await fillCard(page, { number: '4200000000000000', holder: 'Jane Jones' });
  await pay(page);
  await page.waitForURL(/\/result\?/);
  await expect(page.locator('.result-code')).toHaveText('000.100.110');
});
