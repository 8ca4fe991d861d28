// DNS rebinding against a sandbox on a developer's machine: a script of evil.test, a name that
// resolves to the sandbox's loopback address, posts a card to the gateway's card route.
// The browser sends that request as same-origin to evil.test (Origin and Host both evil.test): only
// a gateway that knows its own origins from configuration, not from Host, refuses it.
import { chromium, expect, test } from '@playwright/test';
import { ACCESS_TOKEN, ENTITY_ID, GATEWAY_URL, SANDBOX_PORT } from './support/env';
import { gatewayPaymentStatus } from './support/shop';

const EVIL = `http://evil.test:${SANDBOX_PORT}`;

async function createCheckout(): Promise<string> {
  const response = await fetch(`${GATEWAY_URL}/v1/checkouts`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${ACCESS_TOKEN}`,
      'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8',
    },
    body: new URLSearchParams({ entityId: ENTITY_ID, amount: '9.99', currency: 'EUR', paymentType: 'DB' }),
  });
  return ((await response.json()) as { id: string }).id;
}

test('a rebound page on another name cannot pay a checkout through the card route', async () => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // evil.test resolves to the sandbox, as after the rebinding.
    args: ['--no-sandbox', '--disable-gpu', `--host-resolver-rules=MAP evil.test 127.0.0.1`],
  });
  try {
    const page = await browser.newPage();
    const checkoutId = await createCheckout();
    // The attacker's script runs in a document of evil.test, here one the rebound name serves
    // itself (a page first served from a public address would meet Chromium's own Local Network
    // Access block; curl, other clients and older browsers have none).
    await page.goto(`${EVIL}/v1/openapi.json`);
    const answer = await page.evaluate(async (url) => {
      const body = new URLSearchParams({
        'card.number': '4200000000000000',
        'card.expiryMonth': '12',
        'card.expiryYear': '2034',
        'card.cvv': '123',
        'card.holder': 'Jane Doe',
      });
      const response = await fetch(url, { method: 'POST', body });
      return { status: response.status, body: (await response.json()) as { result: { code: string } } };
    }, `${EVIL}/v1/checkouts/${checkoutId}/payment`);
    expect(answer.status).toBe(403);
    expect(answer.body.result.code).toBe('800.900.301');
    expect((await gatewayPaymentStatus(checkoutId)).result.code).toBe('000.200.000');
  } finally {
    await browser.close();
  }
});
