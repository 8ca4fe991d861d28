import { expect, type FrameLocator, type Page } from '@playwright/test';
import { ACCESS_TOKEN, ENTITY_ID, GATEWAY_URL } from './env';
import { checkoutIdOf } from './shop';

/** In-page iframe (the default) or the whole page (paymentTarget '_top'). */
export type Mode = 'iframe' | 'full page';
export const MODES: readonly Mode[] = ['iframe', 'full page'];

/**
 * Fails the test on any Content-Security-Policy violation, in the shop page or in any frame or page
 * of the gateway: every document reports its own violations to the console, which Playwright hears.
 */
export async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} in ${location.href}`),
    );
  });
  page.on('console', (message) => {
    if (/CSP violation|Content Security Policy/.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/**
 * A new order's payment page in the given mode, opened directly (the shop's order form posted by
 * the test itself, which keeps these many tests quick); returns the checkout id.
 */
export async function openInMode(page: Page, mode: Mode, sku = 'mug'): Promise<string> {
  const order = await page.request.post('/orders', { form: { sku }, maxRedirects: 0 });
  const payPath = order.headers().location;
  if (!payPath) throw new Error(`no order: HTTP ${order.status()}`);
  await page.goto(`${payPath}${mode === 'full page' ? '?target=top' : ''}`);
  await expect(page.locator('html')).toHaveAttribute('data-wpwl-ready', 'true');
  return checkoutIdOf(page);
}

/** Where the gateway's pages show: the wpwl-target iframe, or the page itself. */
export function gatewayView(page: Page, mode: Mode): Page | FrameLocator {
  return mode === 'iframe' ? page.frameLocator('iframe.wpwl-target') : page;
}

/** Answers the ACS challenge with a code, or cancels it. */
export async function answerChallenge(page: Page, mode: Mode, answer: string): Promise<void> {
  const view = gatewayView(page, mode);
  const code = view.getByLabel('One-time code');
  await expect(code).toBeVisible({ timeout: 15_000 });
  if (mode === 'iframe') {
    await expect(page.locator('iframe.wpwl-target')).toBeVisible();
    await expect(page.locator('form.wpwl-form-card')).toBeHidden();
  } else {
    expect(page.url()).toMatch(new RegExp(`^${GATEWAY_URL}/v1/acs/challenge`));
  }
  if (answer === 'cancel') {
    await view.getByRole('button', { name: 'Cancel' }).click();
  } else {
    await code.fill(answer);
    await view.getByRole('button', { name: 'Confirm' }).click();
  }
}

/** The shop's result page after the flow, and its result code. */
export async function expectResult(page: Page, code: string, timeout = 15_000): Promise<void> {
  await page.waitForURL(/\/orders\/ord-[0-9a-f]+\/result\?id=/, { timeout });
  await expect(page.locator('.result-code')).toHaveText(code);
}

export interface GatewayPayment {
  id?: string;
  result: { code: string };
  threeDSecure?: Record<string, string>;
  resultDetails?: Record<string, string>;
}

export async function gatewayGet(path: string): Promise<GatewayPayment> {
  const response = await fetch(`${GATEWAY_URL}${path}?entityId=${ENTITY_ID}`, {
    headers: { Authorization: `Bearer ${ACCESS_TOKEN}` },
  });
  return (await response.json()) as GatewayPayment;
}

export async function gatewayPost(
  path: string,
  params: Record<string, string>,
): Promise<GatewayPayment & Record<string, unknown>> {
  const response = await fetch(`${GATEWAY_URL}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${ACCESS_TOKEN}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ entityId: ENTITY_ID, ...params }),
  });
  return (await response.json()) as GatewayPayment & Record<string, unknown>;
}
