import { expect, type FrameLocator, type Page } from '@playwright/test';
import { gatewayGet } from './redirects';

export const SHEET_WALLETS = [
  { brand: 'APPLEPAY', label: 'Apple Pay' },
  { brand: 'GOOGLEPAY', label: 'Google Pay' },
] as const;
export const REDIRECT_WALLETS = [
  { brand: 'PAYPAL_CONTINUE', label: 'PayPal' },
  { brand: 'AMAZONPAY', label: 'Amazon Pay' },
] as const;

/** The fast-checkout product page; `query` e.g. '?createCheckout=jquery'. */
export async function openProduct(page: Page, query = '', sku = 'mug'): Promise<void> {
  await page.goto(`/products/${sku}${query}`);
  await expect(page.locator('button.wpwl-button-brand')).toHaveCount(4);
}

export const walletButton = (page: Page, brand: string) => page.locator(`button.wpwl-button-${brand}`);
export const walletFrame = (page: Page): FrameLocator => page.frameLocator('iframe.wpwl-target');

/** How often wpwlOptions.createCheckout was called (public/fast-checkout-options.js counts). */
export const createCheckoutCalls = async (page: Page): Promise<number> =>
  Number((await page.locator('html').getAttribute('data-create-checkout-calls')) ?? 0);

/** The checkout the widget created on the click (window.wpwl.checkoutId). */
export const createdCheckout = (page: Page): Promise<string> =>
  page.evaluate(() => (window as unknown as { wpwl: { checkoutId: string } }).wpwl.checkoutId);

export async function checkoutResult(page: Page): Promise<string> {
  const id = await createdCheckout(page);
  return (await gatewayGet(`/v1/checkouts/${encodeURIComponent(id)}/payment`)).result.code;
}

/** Back at the buttons: no wallet iframe, every button there and enabled. */
export async function expectButtonsBack(page: Page): Promise<void> {
  await expect(page.locator('iframe.wpwl-target')).toHaveCount(0);
  for (const brand of ['APPLEPAY', 'GOOGLEPAY', 'AMAZONPAY', 'PAYPAL_CONTINUE']) {
    await expect(walletButton(page, brand)).toBeEnabled();
  }
}
