// `flock /tmp/e2e.lock npx tsx scripts/screenshots.ts` (after `npm run build`): the widget's states
// at 375 and 1280 px, photographed in Debian's Chromium against the real sandbox and demo shop (the
// e2e stack on the e2e ports, hence the lock, with a database of its own), into docs/screenshots/.
// Each picture is of the shop's column only, to keep the files small.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, expect, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { E2E_ENV, GATEWAY_URL, SHOP_URL } from '../e2e/support/env';
import { overrideWpwlOptions } from '../e2e/support/options';
import { cardNumberInput, fillCard, openPaymentPage, pay } from '../e2e/support/shop';

const OUT = 'docs/screenshots';
const WIDTHS = [375, 1280] as const;

interface Shot {
  name: string;
  /** Brings the page to the state; returns what to photograph. */
  take(page: Page): Promise<string>;
}

const SHOTS: readonly Shot[] = [
  {
    name: 'card',
    async take(page) {
      await overrideWpwlOptions(page, { style: 'logos' });
      await openPaymentPage(page);
      await cardNumberInput(page).fill('4200 0000 0000 0000');
      await expect(page.locator('.wpwl-brand-off')).toHaveCount(2);
      return '.wpwl-container-card';
    },
  },
  {
    name: 'error',
    async take(page) {
      await openPaymentPage(page);
      await page.locator('input.wpwl-control-expiry').fill('13 / 20');
      await pay(page);
      await expect(page.locator('.wpwl-hint-cardNumberError')).toBeVisible();
      return '.wpwl-container-card';
    },
  },
  {
    name: 'sepa',
    async take(page) {
      await openPaymentPage(page);
      const frame = page.frameLocator('form.wpwl-form-directDebit iframe.wpwl-control-accountIban');
      await frame.locator('input.wpwl-control-accountHolder').fill('Jane Jones');
      await frame.locator('input.wpwl-control-accountIban').fill('DE89 3704 0044 0532 0130 00');
      return '.wpwl-container-directDebit';
    },
  },
  {
    name: 'one-click',
    async take(page) {
      await openPaymentPage(page);
      await fillCard(page, { number: '4200000000000000', holder: 'Jane Jones' });
      await page.locator('form.wpwl-form-card input.wpwl-control-createRegistration').check();
      await pay(page);
      await page.waitForURL(/\/result\?/);
      await openPaymentPage(page);
      return '.wpwl-container-registration';
    },
  },
  {
    name: 'wallets',
    async take(page) {
      await page.goto('/products/mug');
      await expect(page.locator('button.wpwl-button-brand img')).toHaveCount(4);
      for (const img of await page.locator('button.wpwl-button-brand img').all())
        await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
      return 'main';
    },
  },
  {
    name: 'rtl',
    async take(page) {
      // The shop's ?locale sets the widget's language alone: the widget mirrors itself.
      await openPaymentPage(page, 'mug', '?locale=ar');
      await expect(page.locator('.wpwl-container-card')).toHaveAttribute('dir', 'rtl');
      await cardNumberInput(page).fill('5200 0000 0000 0007');
      return '.wpwl-container-card';
    },
  },
];

async function startStack(): Promise<{ stack: ChildProcess; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'screenshots-'));
  const stack = spawn('node_modules/.bin/tsx', ['src/main.ts'], {
    env: { ...process.env, ...E2E_ENV, SANDBOX_DB: join(dir, 'sandbox.db'), SANDBOX_SFTP_PORT: 'off' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`${GATEWAY_URL}/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { stack, dir };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the sandbox did not become ready');
}

async function photograph(browser: Browser, shot: Shot, width: number): Promise<void> {
  const context = await browser.newContext({ baseURL: SHOP_URL, viewport: { width, height: 900 } });
  const page = await context.newPage();
  const selector = await shot.take(page);
  // The logos and marks are images: wait for them, and for the frames' fonts, before the picture.
  await page.evaluate(() => document.fonts.ready);
  await page
    .locator(selector)
    .first()
    .screenshot({ path: join(OUT, `${shot.name}-${width}.png`), animations: 'disabled' });
  await context.close();
}

/** SIGTERM to the stack's process group, SIGKILL when it has not gone within 5 s. */
async function stopStack(stack: ChildProcess): Promise<void> {
  if (!stack.pid || stack.exitCode !== null) return;
  const gone = new Promise((resolve) => stack.once('exit', resolve));
  process.kill(-stack.pid, 'SIGTERM');
  const timer = setTimeout(() => stack.pid && process.kill(-stack.pid, 'SIGKILL'), 5000);
  await gone;
  clearTimeout(timer);
}

const { stack, dir } = await startStack();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  mkdirSync(OUT, { recursive: true });
  for (const shot of SHOTS) for (const width of WIDTHS) await photograph(browser, shot, width);
  console.log(`${SHOTS.length * WIDTHS.length} screenshots in ${OUT}/`);
} finally {
  await browser.close();
  await stopStack(stack);
  rmSync(dir, { recursive: true, force: true });
}
