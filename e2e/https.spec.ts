// One payment over https, in a Chromium that trusts the sandbox's local CA the way a developer's
// browser does: the CA is imported into the NSS database Chromium reads on Linux
// ($HOME/.pki/nssdb, with `certutil`), and no certificate error is ignored. A Chromium without
// the CA is shown to refuse the same page, so the trust is what the payment proves.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { HTTPS_CA_FILE, HTTPS_GATEWAY_URL, HTTPS_SHOP_URL } from './support/env';
import { answerChallenge, expectResult } from './support/redirects';
import { fillCard, openPaymentPage, pay } from './support/shop';

/** A home folder whose NSS database trusts `caFile` (if given) to identify web sites. */
function homeTrusting(caFile?: string): string {
  const home = mkdtempSync(join(tmpdir(), 'e2e-chromium-home-'));
  const nssdb = `sql:${join(home, '.pki', 'nssdb')}`;
  mkdirSync(join(home, '.pki', 'nssdb'), { recursive: true });
  execFileSync('certutil', ['-N', '-d', nssdb, '--empty-password']);
  if (caFile)
    execFileSync('certutil', ['-A', '-d', nssdb, '-n', 'wpwl sandbox e2e CA', '-t', 'C,,', '-i', caFile]);
  return home;
}

const homes: string[] = [];
let browser: Browser | undefined;

test.afterEach(async () => {
  await browser?.close();
  browser = undefined;
  for (const home of homes.splice(0)) rmSync(home, { recursive: true, force: true });
});

async function launch(caFile?: string): Promise<Browser> {
  const home = homeTrusting(caFile);
  homes.push(home);
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    env: { ...process.env, HOME: home },
  });
  return browser;
}

test.describe('the shop and the gateway on https', () => {
  test('a card payment, every page and frame on https, in a Chromium that trusts the sandbox’s CA', async () => {
    const context = await (await launch(HTTPS_CA_FILE)).newContext({ baseURL: HTTPS_SHOP_URL });
    const page = await context.newPage();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await openPaymentPage(page);
    const script = await page.locator('script[src*="paymentWidgets.js"]').getAttribute('src');
    expect(script?.startsWith(`${HTTPS_GATEWAY_URL}/`)).toBe(true);
    await expect(page.locator('iframe.wpwl-control-cardNumber')).toHaveAttribute(
      'src',
      new RegExp(`^${HTTPS_GATEWAY_URL.replace(/\./g, '\\.')}/`),
    );
    await fillCard(page, { number: '4200000000000000', holder: 'Jane Jones' });
    await pay(page);

    await page.waitForURL(/\/result\?/);
    expect(page.url().startsWith(`${HTTPS_SHOP_URL}/orders/`)).toBe(true);
    await expect(page.locator('.result-code')).toHaveText('000.100.110');
    await expect(page.locator('.payment-result')).toHaveAttribute('data-outcome', 'success');
    // The card frame posted to the gateway's https origin, from that origin (else 403).
    expect(posts.some((url) => url.startsWith(`${HTTPS_GATEWAY_URL}/v1/checkouts/`))).toBe(true);
    expect(posts.every((url) => url.startsWith('https://'))).toBe(true);
  });

  test('a 3-D Secure challenge on the gateway’s https pages, in the widget’s iframe', async () => {
    const context = await (await launch(HTTPS_CA_FILE)).newContext({ baseURL: HTTPS_SHOP_URL });
    const page = await context.newPage();
    // The frames' pages as they load: once answered, the challenge's frame may be gone before a look.
    const framePages: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) framePages.push(frame.url());
    });
    await openPaymentPage(page);
    await fillCard(page, { number: '4200000000000042' });
    await pay(page);
    await answerChallenge(page, 'iframe', '1234');
    await expectResult(page, '000.100.110');
    expect(framePages.some((url) => url.startsWith(`${HTTPS_GATEWAY_URL}/v1/acs/challenge`))).toBe(true);
    expect(page.url().startsWith(`${HTTPS_SHOP_URL}/`)).toBe(true);
  });

  test('a Chromium without the CA refuses the same shop', async () => {
    const page = await (await launch()).newPage();
    await expect(page.goto(`${HTTPS_SHOP_URL}/`)).rejects.toThrow(/ERR_CERT_AUTHORITY_INVALID/);
  });
});
