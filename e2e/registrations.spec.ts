import { expect, type Page, test } from '@playwright/test';
import { ACCESS_TOKEN, ENTITY_ID, GATEWAY_URL } from './support/env';
import { fillCard, gatewayPaymentStatus, openPaymentPage, pay } from './support/shop';

const storedFrame = (page: Page) =>
  page.frameLocator('form.wpwl-form-registrations iframe.wpwl-control-registrations');

async function storeCardWhilePaying(page: Page): Promise<string> {
  const checkoutId = await openPaymentPage(page);
  await fillCard(page, { number: '4200000000000000', holder: 'Jane Jones' });
  await page.locator('form.wpwl-form-card input.wpwl-control-createRegistration').check();
  await pay(page);
  await page.waitForURL(/\/result\?/);
  await expect(page.locator('.result-code')).toHaveText('000.100.110');
  const status = (await gatewayPaymentStatus(checkoutId)) as { registrationId?: string };
  expect(status.registrationId).toMatch(/^[A-Za-z0-9]{32}$/);
  await expect(page.locator('.registration-id')).toHaveText(status.registrationId ?? 'missing');
  return status.registrationId as string;
}

const gatewayApi = (method: string, path: string, body?: Record<string, string>) =>
  fetch(`${GATEWAY_URL}${path}${body ? '' : `?entityId=${ENTITY_ID}`}`, {
    method,
    headers: { Authorization: `Bearer ${ACCESS_TOKEN}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    ...(body ? { body: new URLSearchParams({ entityId: ENTITY_ID, ...body }) } : {}),
  }).then(async (response) => ({
    status: response.status,
    // biome-ignore lint/suspicious/noExplicitAny: the test reads the answers with expect
    body: (await response.json()) as Record<string, any>,
  }));

test.describe('stored payment details', () => {
  test('a card stored while paying pays with one click (CVV asked again) in a new checkout', async ({
    page,
  }) => {
    const registrationId = await storeCardWhilePaying(page);

    const checkoutId = await openPaymentPage(page);
    const group = storedFrame(page).locator('.wpwl-group-registration');
    await expect(group).toHaveCount(1);
    await expect(group).toHaveClass(/wpwl-selected/);
    await expect(group).toContainText('VISA');
    await expect(group).toContainText('•••• 0000');
    await expect(storedFrame(page).locator('input[name="registrationId"]')).toHaveValue(registrationId);
    // hideInitialPaymentForms: the card form waits behind "Pay another way".
    await expect(page.locator('div.wpwl-container-card')).toBeHidden();
    await page.locator('button.wpwl-button-other').click();
    await expect(page.locator('div.wpwl-container-card')).toBeVisible();

    const payOneClick = page.locator('form.wpwl-form-registrations button.wpwl-button-pay');
    await payOneClick.click();
    await expect(storedFrame(page).locator('.wpwl-hint-cvvError')).toBeVisible();
    await storedFrame(page).locator('input.wpwl-control-cvv').fill('123');
    await payOneClick.click();
    await page.waitForURL(/\/result\?/);
    await expect(page.locator('.result-code')).toHaveText('000.100.110');
    const status = (await gatewayPaymentStatus(checkoutId)) as { registrationId?: string };
    expect(status.registrationId).toBe(registrationId);
  });

  test('a registration-only checkout stores a card without paying', async ({ page }) => {
    await page.goto('/payment-details');
    await expect(page.locator('html')).toHaveAttribute('data-wpwl-ready', 'true');
    const src = await page.locator('script[src*="paymentWidgets.js"]').getAttribute('src');
    const checkoutId =
      new URL(src ?? '').searchParams.get('checkoutId')?.replace(/\/registration$/, '') ?? '';
    await expect(page.locator('form.wpwl-form-card button.wpwl-button-pay')).toHaveText(
      'Save payment details',
    );
    await expect(page.locator('form.wpwl-form-card input.wpwl-control-createRegistration')).toHaveCount(0);
    await fillCard(page, { number: '5454545454545454', holder: 'Max Muster' });
    await pay(page);

    await page.waitForURL(/\/payment-details\/result\?/);
    expect(new URL(page.url()).searchParams.get('resourcePath')).toBe(
      `/v1/checkouts/${checkoutId}/registration`,
    );
    await expect(page.locator('.result-code')).toHaveText('000.100.110');
    await expect(page.locator('.payment-card')).toHaveText('MASTER •••• 5454');
    const answer = await gatewayApi('GET', `/v1/checkouts/${encodeURIComponent(checkoutId)}/registration`);
    await expect(page.locator('.registration-id')).toHaveText(answer.body.id);
  });

  test('a deleted registration is refused, and no longer offered', async ({ page }) => {
    const registrationId = await storeCardWhilePaying(page);
    const deleted = await gatewayApi('DELETE', `/v1/registrations/${registrationId}`);
    expect(deleted.status).toBe(200);
    const refused = await gatewayApi('POST', `/v1/registrations/${registrationId}/payments`, {
      amount: '5.00',
      currency: 'EUR',
      paymentType: 'DB',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.result.code).toBe('100.150.202');

    await openPaymentPage(page);
    await expect(page.locator('div.wpwl-container-registration')).toHaveCount(0);
    await expect(page.locator('div.wpwl-container-card')).toBeVisible();
  });
});
