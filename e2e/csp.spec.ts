import { expect, test } from '@playwright/test';
import { fillCard, openPaymentPage, pay } from './support/shop';

test("a whole payment runs under the shop's strict Content-Security-Policy without a violation", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = violations;
    document.addEventListener('securitypolicyviolation', (e) =>
      violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self' http://127.0.0.1:");
  await openPaymentPage(page);
  const csp = await page.evaluate(async () =>
    (await fetch(location.href)).headers.get('content-security-policy'),
  );
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  await expect(page.locator('form.wpwl-form-card')).toBeVisible();
  const violations = await page.evaluate(
    () => (window as unknown as { __violations: string[] }).__violations,
  );
  expect(violations).toEqual([]);
  await fillCard(page, { number: '4200000000000000' });
  await pay(page);
  await page.waitForURL(/\/result\?/);
  await expect(page.locator('.result-code')).toHaveText('000.100.110');
});
