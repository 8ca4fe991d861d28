import { expect, test } from '@playwright/test';
import { expectResult, gatewayGet, gatewayView, MODES, openInMode, watchCsp } from './support/redirects';

// The redirect brands: the widget's form, the simulated provider page on the gateway origin, and
// back to the shop's result page, in the in-page iframe and as a full page.

const DECISIONS = [
  { button: 'Approve payment', code: '000.100.110', outcome: 'success' },
  { button: 'Cancel', code: '100.396.101', outcome: 'failure' },
  { button: 'Simulate a failure', code: '800.100.152', outcome: 'failure' },
] as const;

const BRANDS = [
  { brand: 'EPS', form: 'form.wpwl-form-onlineTransfer-EPS' },
  { brand: 'PAYPAL', form: 'form.wpwl-form-virtualAccount-PAYPAL' },
] as const;

for (const mode of MODES) {
  for (const { brand, form } of BRANDS) {
    for (const d of DECISIONS) {
      // Every decision for EPS; PayPal's approval is enough to show the second brand's path.
      if (brand === 'PAYPAL' && d.code !== '000.100.110') continue;
      test(`${brand}, ${mode}: ${d.button} → ${d.code}`, async ({ page }) => {
        const violations = await watchCsp(page);
        const checkoutId = await openInMode(page, mode);
        await page.locator(`${form} button.wpwl-button-pay`).click();
        const view = gatewayView(page, mode);
        await expect(view.getByText('simulated').first()).toBeVisible();
        if (mode === 'iframe') await expect(page.locator('form.wpwl-form-card')).toBeHidden();
        await view.getByRole('button', { name: d.button }).click();
        await expectResult(page, d.code);
        await expect(page.locator('.payment-result')).toHaveAttribute('data-outcome', d.outcome);
        await expect(page.locator('.payment-brand')).toHaveText(brand);
        expect(
          (await gatewayGet(`/v1/checkouts/${encodeURIComponent(checkoutId)}/payment`)).result.code,
        ).toBe(d.code);
        expect(violations).toEqual([]);
      });
    }
  }
}
