import { expect, test } from '@playwright/test';
import { GATEWAY_URL } from './support/env';
import {
  cardNumberInput,
  cvvInput,
  fillCard,
  gatewayPaymentStatus,
  openPaymentPage,
  pay,
} from './support/shop';
import { type SpyLog, spyScript } from './support/spy';

const PAN = '5454545454545454';
const CVV = '846';

const collectSpy = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { __spy: SpyLog }).__spy);

function leafStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) leafStrings(v, out);
  return out;
}

test.describe('a hostile script on the merchant page', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(spyScript(GATEWAY_URL));
  });

  test('never sees the card number or the CVV and cannot trigger a payment', async ({ page }) => {
    const checkoutId = await openPaymentPage(page);
    await fillCard(page, { number: PAN, cvv: CVV, holder: 'Jane Jones' });
    // Type the PAN key by key too, so keyboard listeners get every chance.
    await cardNumberInput(page).fill('');
    await cardNumberInput(page).pressSequentially(PAN);
    await cvvInput(page).fill('');
    await cvvInput(page).pressSequentially(CVV);
    await page.waitForTimeout(1500); // let the spy read and forge for a while

    const before = await collectSpy(page);
    expect(before.forged).toBeGreaterThan(10);
    expect(before.frameReads.length).toBeGreaterThan(0);
    // '' is the about:blank document Chromium shows before the gateway page arrives; it never holds data.
    expect(before.frameReads.every((r) => r === 'no access' || r === '')).toBe(true);
    expect(before.frameReads).toContain('no access');
    // The forged submits did not pay: the gateway has no payment for this checkout.
    expect((await gatewayPaymentStatus(checkoutId)).result.code).toBe('000.200.000');
    // The shopper's own form still works after all that forging.
    await pay(page);
    await page.waitForURL(/\/result\?/);
    await expect(page.locator('.result-code')).toHaveText('000.100.110');

    const spy = before;
    const everything = [
      ...spy.values,
      ...spy.events.flatMap((e) => [e.key, e.data, e.value]),
      ...spy.messages.flatMap((m) => {
        try {
          return leafStrings(JSON.parse(m));
        } catch {
          return [m];
        }
      }),
    ];
    const digitsOnly = (s: string) => s.replace(/\D/g, '');
    expect(everything.filter((s) => digitsOnly(s).includes(PAN))).toEqual([]);
    expect(everything.filter((s) => s.trim() === CVV)).toEqual([]);
    const typedKeys = spy.events
      .filter((e) => e.type === 'keydown')
      .map((e) => e.key)
      .join('');
    expect(typedKeys).not.toContain(PAN.slice(0, 8));
  });

  test('a forged init with its own key makes the secure fields refuse to pay for anyone', async ({
    page,
  }) => {
    const checkoutId = await openPaymentPage(page);
    await fillCard(page, { number: '4200000000000000', cvv: '123' });
    await page.evaluate((gateway) => {
      for (const frame of document.querySelectorAll('iframe')) {
        const msg = {
          protocol: 'wpwl-secure-field/1',
          type: 'init',
          key: 'attacker-key',
          style: { label: 'x' },
        };
        frame.contentWindow?.postMessage(msg, gateway);
        frame.contentWindow?.postMessage(
          {
            protocol: 'wpwl-secure-field/1',
            type: 'submit',
            key: 'attacker-key',
            requestId: 'evil',
            fields: { 'card.expiryMonth': '12', 'card.expiryYear': '2035' },
          },
          gateway,
        );
      }
    }, GATEWAY_URL);
    await page.waitForTimeout(1000);
    expect((await gatewayPaymentStatus(checkoutId)).result.code).toBe('000.200.000');
    await pay(page);
    await expect(page.locator('.wpwl-message.wpwl-has-error')).toBeVisible();
    await page.waitForTimeout(1000);
    expect(page.url()).toMatch(/\/pay/);
    expect((await gatewayPaymentStatus(checkoutId)).result.code).toBe('000.200.000');
  });

  test('the payment endpoint refuses a request made from the merchant page itself', async ({ page }) => {
    const checkoutId = await openPaymentPage(page);
    const status = await page.evaluate(
      async ({ gateway, id }) => {
        try {
          const response = await fetch(`${gateway}/v1/checkouts/${id}/payment`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            body: 'card.number=4200000000000000&card.cvv=123&card.expiryMonth=12&card.expiryYear=2035&paymentBrand=VISA',
            mode: 'no-cors',
          });
          return response.type;
        } catch (error) {
          return String(error);
        }
      },
      { gateway: GATEWAY_URL, id: checkoutId },
    );
    expect(status).toBeTruthy();
    expect((await gatewayPaymentStatus(checkoutId)).result.code).toBe('000.200.000');
  });
});
