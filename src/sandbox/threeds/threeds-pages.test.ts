import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_CSP } from '../pages/page-shell';
import {
  browserPay,
  CARD,
  createCheckout,
  GATEWAY_ORIGIN,
  json,
  PAGES_SCRIPT,
  PAGES_STYLE,
  type TestSandbox,
  tempDir,
  testSandbox,
} from '../test-support';
import { formsOf, NAVIGATION, postPage, walkRedirect } from './flow-test-support';

const dbPath = join(tempDir(), 'pages.db');
let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox({ dbPath });
});
afterAll(() => sb.app.close());

async function challengeHtml(language: string, window = '5') {
  const checkoutId = await createCheckout(sb.app, { shopperResultUrl: 'https://shop.test/r' });
  const body = json(
    await browserPay(sb.app, checkoutId, {
      ...CARD,
      'card.number': '4200000000000042',
      'customer.browser.language': language,
      'customer.browser.challengeWindow': window,
    }),
  );
  return walkRedirect(sb.app, body.redirect, { stopAtChallenge: true });
}

/** No inline script, no inline style, no event handler attributes. */
function expectStrict(html: string) {
  for (const tag of html.match(/<script[^>]*>/g) ?? []) expect(tag).toMatch(/ src="/);
  expect(html).not.toMatch(/<script[^>]*>[^<]+<\/script>/);
  expect(html).not.toMatch(/\sstyle=|<style|\son[a-z]+=/i);
}

describe('the gateway’s 3-D Secure pages', () => {
  it('are strict, accessible pages under a strict CSP that any shop may frame', async () => {
    const checkoutId = await createCheckout(sb.app);
    const body = json(await browserPay(sb.app, checkoutId, { ...CARD, 'card.number': '4200000000000091' }));
    const method = await postPage(sb.app, body.redirect.url, {
      threeDSSessionData: body.redirect.parameters[0].value,
    });
    expect(method.headers['content-security-policy']).toBe(PAGE_CSP);
    expect(PAGE_CSP).toContain("script-src 'self'");
    expect(PAGE_CSP).toContain('frame-ancestors *');
    expect(method.headers['cache-control']).toBe('no-store');
    expectStrict(method.body);
    expect(method.body).toContain('role="status"');
    expect(method.body).toMatch(/<iframe id="method-frame"[^>]*title="3DS Method"[^>]*aria-hidden="true"/);
    const challenge = await challengeHtml('en-US');
    expectStrict(challenge.html);
    expect(challenge.html).toContain('<html lang="en" dir="ltr">');
    expect(challenge.html).toMatch(
      /<input id="otp" name="otp"[^>]*autocomplete="one-time-code"[^>]*aria-describedby="otp-hint"/,
    );
    expect(challenge.html).toContain('Test mode: the code is 1234.');
  });

  it('speak the shopper’s browser language and take the challenge window size', async () => {
    const challenge = await challengeHtml('de-DE', '1');
    expect(challenge.html).toContain('<html lang="de" dir="ltr">');
    expect(challenge.html).toContain('Zahlung bestätigen');
    expect(challenge.html).toContain('Sandbox-Bank');
    expect(challenge.body.class).toContain('acs-size-01');
    expect((await challengeHtml('en', '4')).body.class).toContain('acs-size-04');
  });

  it('answer an unknown session with a page, not JSON', async () => {
    const res = await postPage(sb.app, '/v1/threeds/00000000-0000-4000-8000-000000000000/start', {});
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('does not exist or has expired');
  });

  it('serve their script and style from the gateway', async () => {
    const script = await sb.app.inject({ method: 'GET', url: '/v1/pages/gateway-pages.js' });
    expect(script.body).toBe(PAGES_SCRIPT);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const style = await sb.app.inject({ method: 'GET', url: '/v1/pages/gateway-pages.css' });
    expect(style.body).toBe(PAGES_STYLE);
    expect(style.headers).toMatchObject({
      'content-type': 'text/css; charset=utf-8',
      'cross-origin-resource-policy': 'same-origin',
    });
  });

  it('send the AReq the browser data, with the Accept header of the shopper’s navigation and the IP', async () => {
    const checkoutId = await createCheckout(sb.app);
    const body = json(
      await browserPay(
        sb.app,
        checkoutId,
        { ...CARD, 'card.number': '4200000000000091', 'customer.browser.screenWidth': '1440' },
        { origin: GATEWAY_ORIGIN, accept: '*/*' },
      ),
    );
    const stored = () => {
      const db = new Database(dbPath, { readonly: true });
      const row = db.prepare('SELECT data FROM async_sessions WHERE payment_id = ?').get(body.id) as {
        data: string;
      };
      db.close();
      return JSON.parse(row.data).browser;
    };
    expect(stored()).toEqual({ screenWidth: '1440', acceptHeader: '*/*', ip: '127.0.0.1' });
    const method = await postPage(sb.app, body.redirect.url, {
      threeDSSessionData: body.redirect.parameters[0].value,
    });
    expect(formsOf(method.body)).toHaveLength(2);
    expect(stored()).toEqual({
      screenWidth: '1440',
      acceptHeader: NAVIGATION.accept,
      ip: '127.0.0.1',
      userAgent: NAVIGATION['user-agent'],
    });
  });
});
