import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Route, test } from '@playwright/test';
import {
  ENTITY_ID,
  fakeGateway,
  LEFT_CHECKOUT,
  REFUSED,
  THROTTLED_TOKEN,
  TOKEN,
} from '../src/inspector/test-support/fake-gateway';
import { INSPECTOR_CATALOGUES } from '../src/spec/i18n/inspector/locales';
import { timelineTitle } from '../src/spec/timeline-title';

// The built inspector page (dist/inspector, `npm run build`) in Chromium under the gateway's strict
// CSP, against the fake gateway of its unit tests, answered through Playwright's routing: no inline
// script or style needed, axe finds nothing at 375 and 1280 px, left to right and right to left, it
// is usable by keyboard alone, and a request the event stream sends arrives live. The same page
// against the real sandbox is e2e/inspector.spec.ts. INSPECTOR_SCREENSHOTS=1 writes
// docs/screenshots/inspector-*.png.

const ORIGIN = 'http://inspector.test';
const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');
const built = (name: string) => readFileSync(`dist/inspector/${name}`);

const shell = (lang: string, dir: string) => `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox inspector</title><link rel="stylesheet" href="/inspector/inspector.css">
<script type="module" src="/inspector/inspector.js"></script></head>
<body><div id="inspector" data-default-entity-id="${ENTITY_ID}" data-sftp="127.0.0.1:2222" data-texts="${labels(lang)}"></div></body>
</html>`;

/** The labels the gateway writes into the page for its language, escaped as in an attribute. */
const labels = (lang: string) =>
  JSON.stringify(INSPECTOR_CATALOGUES[lang]?.texts).replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const LIVE = { ...REFUSED, id: 'r9', path: '/v1/checkouts', status: 200, resultCode: '000.200.100' };

async function serve(page: Page, lang = 'en', dir = 'ltr'): Promise<string[]> {
  const gateway = fakeGateway();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.route(`${ORIGIN}/**`, async (route: Route) => {
    const request = route.request();
    const { pathname } = new URL(request.url());
    if (pathname === '/inspector')
      return route.fulfill({
        contentType: 'text/html',
        headers: { 'content-security-policy': CSP },
        body: shell(lang, dir),
      });
    if (pathname === '/inspector/inspector.js')
      return route.fulfill({ contentType: 'text/javascript', body: built('inspector.js') });
    if (pathname === '/inspector/inspector.css')
      return route.fulfill({ contentType: 'text/css', body: built('inspector.css') });
    if (pathname === '/inspector/api/v1/sandbox/requests/stream')
      return route.fulfill({
        contentType: 'text/event-stream',
        body: `retry: 600000\nid: r9\nevent: request\ndata: ${JSON.stringify(LIVE)}\n\n`,
      });
    const answer = await gateway.fetch(request.url(), {
      method: request.method(),
      headers: await request.allHeaders(),
      body: request.postData() ?? undefined,
    });
    return route.fulfill({
      status: answer.status,
      contentType: 'application/json',
      body: await answer.text(),
    });
  });
  return violations;
}

async function signIn(page: Page) {
  await page.goto(`${ORIGIN}/inspector`);
  await page.locator('input[name="accessToken"]').fill(TOKEN);
  await page.locator('form button[type="submit"]').click();
  await expect(page.locator('nav')).toBeVisible();
}

async function noAxeViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

const SECTIONS = [
  ['requests', '#/requests'],
  ['request', `#/requests/${REFUSED.id}`],
  ['payments', '#/payments'],
  ['payment', '#/payments/8ac7a4a1PA'],
  ['checkouts', '#/checkouts'],
  ['checkout', `#/checkouts/${LEFT_CHECKOUT.id}`],
  ['webhooks', '#/webhooks'],
  ['schedules', '#/schedules'],
  ['reports', '#/reports'],
] as const;

for (const [lang, dir] of [
  ['en', 'ltr'],
  ['ar', 'rtl'],
] as const)
  for (const width of [375, 1280])
    test(`every section passes axe under the strict CSP, ${lang} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const csp = await serve(page, lang, dir);
      await page.goto(`${ORIGIN}/inspector`);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await noAxeViolations(page, 'sign-in');
      await signIn(page);
      for (const [name, hash] of SECTIONS) {
        await page.evaluate((h) => {
          window.location.hash = h;
        }, hash);
        await expect(page.locator('main h1')).toBeVisible();
        await expect(page.locator('main')).not.toContainText('…');
        if (name === 'webhooks') await page.locator('ul.endpoints button').click();
        await expect(page.locator('main :is(table, .notice, .timeline)').first()).toBeVisible();
        await noAxeViolations(page, name);
        // The timeline in the page's language: the sentence the gateway names, with its values.
        if (name === 'payment') {
          const texts = INSPECTOR_CATALOGUES[lang]?.texts;
          const created =
            texts && timelineTitle(texts, 'checkoutCreated', { amount: '12.50', currency: 'EUR' });
          expect(created).toContain('12.50');
          await expect(page.locator('ol.timeline li strong').first()).toHaveText(created ?? '');
        }
        // Readable at this width: nothing wider than the window but the tables' own scroll boxes.
        expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(
          width,
        );
        // Every section in English; right to left, the request with its parameter error.
        if (process.env.INSPECTOR_SCREENSHOTS && (lang === 'en' || name === 'request'))
          await page.screenshot({
            path: `docs/screenshots/inspector-${name}${lang === 'en' ? '' : `-${lang}`}-${width}.png`,
            fullPage: true,
          });
      }
      expect(csp).toEqual([]);
    });

test('a sign-in refused as one too many says to wait, in the page’s language, with no axe violation', async ({
  page,
}) => {
  const csp = await serve(page, 'de');
  await page.goto(`${ORIGIN}/inspector`);
  await page.locator('input[name="accessToken"]').fill(THROTTLED_TOKEN);
  await page.locator('form button[type="submit"]').click();
  const texts = INSPECTOR_CATALOGUES.de?.texts as { signInThrottled?: string } | undefined;
  expect(texts?.signInThrottled).toBeTruthy();
  await expect(page.getByRole('alert')).toHaveText(texts?.signInThrottled ?? '');
  await expect(page.locator('input[name="accessToken"]')).toHaveValue('');
  await expect(page.locator('nav')).toHaveCount(0);
  await noAxeViolations(page, 'sign-in throttled');
  expect(csp).toEqual([]);
});

test('works by keyboard alone: skip link, sign-in, sections, a request, live news', async ({ page }) => {
  await serve(page);
  await page.goto(`${ORIGIN}/inspector`);
  await page.keyboard.press('Tab');
  await expect(page.locator('a.skip-link')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('input[name="entityId"]')).toBeFocused();
  await expect(page.locator('input[name="entityId"]')).toHaveValue(ENTITY_ID);
  await page.keyboard.press('Tab');
  await page.keyboard.type(TOKEN);
  await page.keyboard.press('Enter');
  await expect(page.locator('nav')).toBeVisible();
  // The request the stream sent is in the list and was announced.
  await expect(page.locator('table.requests tbody tr').first()).toContainText('/v1/checkouts');
  await expect(page.locator('[aria-live="polite"]')).toContainText('/v1/checkouts');
  const link = page.locator('table.requests a[href="#/requests/r2"]');
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('tr.is-error', { hasText: 'amount' })).toBeVisible();
  await page.locator('nav a[href="#/payments"]').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#payments-title')).toBeVisible();
  await expect(page.locator('nav a[href="#/payments"]')).toHaveAttribute('aria-current', 'page');
  // Checkouts: a filter chosen by keyboard, then one checkout opened from its row.
  await page.locator('nav a[href="#/checkouts"]').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#checkouts-title')).toBeVisible();
  await page.locator('select[name="state"]').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('select[name="state"]')).toHaveValue('expired');
  await page.locator('form.filters button[type="submit"]').focus();
  await page.keyboard.press('Enter');
  const row = page.locator(`table.checkouts a[href="#/checkouts/${LEFT_CHECKOUT.id}"]`);
  await expect(row).toBeVisible();
  await row.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#checkout-title')).toContainText(LEFT_CHECKOUT.id);
  await expect(page.locator('ol.timeline li')).toHaveCount(2);
});
