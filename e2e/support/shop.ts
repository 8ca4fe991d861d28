import { expect, type Page } from '@playwright/test';
import { ACCESS_TOKEN, ENTITY_ID, GATEWAY_URL } from './env';

export interface TestCard {
  number: string;
  expiry?: string;
  cvv?: string;
  holder?: string;
}

/** A future expiry in the widget's MM / YY form. */
export const futureExpiry = (): string =>
  `12 / ${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

export const cardNumberInput = (page: Page) =>
  page.frameLocator('iframe.wpwl-control-cardNumber').locator('input');
export const cvvInput = (page: Page) => page.frameLocator('iframe.wpwl-control-cvv').locator('input');

/** Buys a product from the home page and waits until the card form is ready. */
export async function openPaymentPage(page: Page, sku = 'mug', query = ''): Promise<string> {
  await page.goto('/');
  await page.locator(`button.buy[data-sku="${sku}"]`).click();
  await page.waitForURL(/\/orders\/ord-[0-9a-f]+\/pay/);
  if (query) await page.goto(`${page.url()}${query}`);
  await expect(page.locator('html')).toHaveAttribute('data-wpwl-ready', 'true');
  return checkoutIdOf(page);
}

export async function checkoutIdOf(page: Page): Promise<string> {
  const src = await page.locator('script[src*="paymentWidgets.js"]').getAttribute('src');
  const id = new URL(src ?? '', GATEWAY_URL).searchParams.get('checkoutId');
  if (!id) throw new Error('no checkoutId on the page');
  return id;
}

export async function fillCard(page: Page, card: TestCard): Promise<void> {
  if (card.holder !== undefined) await page.locator('input.wpwl-control-cardHolder').fill(card.holder);
  await cardNumberInput(page).fill(card.number);
  await page.locator('input.wpwl-control-expiry').fill(card.expiry ?? futureExpiry());
  await cvvInput(page).fill(card.cvv ?? '123');
}

export async function pay(page: Page): Promise<void> {
  await page.locator('form.wpwl-form-card button.wpwl-button-pay').click();
}

/** What the merchant's server would read: GET /v1/checkouts/{id}/payment with the bearer token. */
export async function gatewayPaymentStatus(
  checkoutId: string,
): Promise<{ id?: string; result: { code: string } }> {
  const url = `${GATEWAY_URL}/v1/checkouts/${encodeURIComponent(checkoutId)}/payment?entityId=${ENTITY_ID}`;
  const response = await fetch(url, { headers: { Authorization: `Bearer ${ACCESS_TOKEN}` } });
  return (await response.json()) as { id?: string; result: { code: string } };
}

/** Pays for a mug in the demo shop with 4200…, lands on the result page; answers the checkout and the payment's ids. */
export async function payInShop(page: Page): Promise<{ checkoutId: string; paymentId: string }> {
  const checkoutId = await openPaymentPage(page);
  await fillCard(page, { number: '4200000000000000', cvv: '123', holder: 'Jane Jones' });
  await pay(page);
  await page.waitForURL(/\/result\?/);
  const paymentId = (await page.locator('.payment-id').textContent()) ?? '';
  expect(paymentId).toMatch(/^[0-9a-f]{32}$/);
  return { checkoutId, paymentId };
}
