import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ACCESS_TOKEN, ENTITY_ID, GATEWAY_URL } from './support/env';
import { payInShop } from './support/shop';

// The sandbox inspector in Chromium against the real sandbox: a merchant of its own signs in, sees
// a refused payment's parameter error beside its parameter, captures a preauthorization from the
// page, sees its webhook's delivery, moves its clock a month and sees the schedule's payment
// arrive live; a second merchant sees none of it. A payment in the demo shop's widget shows, on its
// timeline, the widget loaded and the payment submitted from the browser. A filter matching only a
// checkout older than one of the gateway's bounded reads still finds it.

const CARD = {
  'card.number': '4200000000000000',
  'card.expiryMonth': '12',
  'card.expiryYear': '2030',
  'card.cvv': '123',
  'card.holder': 'Jane Doe',
};

interface Merchant {
  entityId: string;
  accessToken: string;
}

async function newMerchant(request: APIRequestContext): Promise<Merchant> {
  const res = await request.post(`${GATEWAY_URL}/v1/sandbox/merchants`, {
    headers: { authorization: `Bearer ${ACCESS_TOKEN}` },
    form: { entityId: ENTITY_ID },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as Merchant;
}

async function api(
  request: APIRequestContext,
  merchant: Merchant,
  path: string,
  form: Record<string, string>,
) {
  const res = await request.post(`${GATEWAY_URL}${path}`, {
    headers: { authorization: `Bearer ${merchant.accessToken}` },
    form: { entityId: merchant.entityId, ...form },
  });
  return { status: res.status(), body: (await res.json()) as Record<string, unknown> };
}

async function signIn(page: Page, merchant: Merchant) {
  await page.goto(`${GATEWAY_URL}/inspector#/requests`);
  await page.getByLabel('Entity id').fill(merchant.entityId);
  await page.getByLabel('Access token').fill(merchant.accessToken);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Inspector sections' })).toBeVisible();
}

/** A receiver for the merchant's webhooks, answering 200. */
async function receiver(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, server };
}

test('a merchant sees and drives its integration from the inspector; another sees none of it', async ({
  page,
  request,
  browser,
}) => {
  const merchant = await newMerchant(request);
  const hook = await receiver();
  try {
    expect((await api(request, merchant, '/v1/sandbox/webhooks', { url: hook.url })).status).toBe(200);
    await signIn(page, merchant);

    // A refused payment arrives live; its parameter error is beside the parameter, in words.
    await api(request, merchant, '/v1/payments', {
      amount: '12.5',
      currency: 'EUR',
      paymentType: 'DB',
      ...CARD,
    });
    const refused = page.locator('table.requests tbody tr', { hasText: '/v1/payments' }).first();
    await expect(refused).toContainText('400');
    await refused.getByRole('link').click();
    const amount = page.locator('table.parameters tr.is-error', { hasText: 'amount' });
    await expect(amount).toContainText('Error:');
    await expect(page.locator('table.parameters')).not.toContainText('4200000000000000');

    // The Payments list is live: a payment made while it is open appears without a reload.
    await page.getByRole('link', { name: 'Payments', exact: true }).click();
    // Read once (the refused payment was stored as none): what comes next comes live.
    await expect(page.getByText('Nothing yet.')).toBeVisible();
    const pa = await api(request, merchant, '/v1/payments', {
      amount: '20.00',
      currency: 'EUR',
      paymentType: 'PA',
      ...CARD,
    });
    const listed = page.locator('table.payments tbody tr', { hasText: pa.body.id as string });
    await expect(listed).toHaveCount(1);
    // Its time and its result, as the gateway answered them.
    await expect(listed.locator('td').first()).toHaveText(/\d{1,2}:\d{2}:\d{2}/);
    await expect(listed).toContainText((pa.body.result as { code: string }).code);

    // A preauthorization captured from the page, and the webhook of the capture delivered.
    await page.goto(`${GATEWAY_URL}/inspector#/payments/${pa.body.id as string}`);
    const capture = page.getByRole('form', { name: 'Capture' });
    await capture.getByRole('button', { name: 'Capture' }).click();
    await expect(capture.locator('.action-result')).toContainText('000.100.110');
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.getByRole('button', { name: 'Deliveries' }).click();
    await expect(page.locator('table.deliveries ol.attempts').first()).toContainText(': 200,', {
      timeout: 15_000,
    });

    // A monthly schedule's payment, after the clock is moved a month, arrives in the request log live.
    const start = await api(request, merchant, '/v1/payments', {
      amount: '9.99',
      currency: 'EUR',
      paymentType: 'DB',
      ...CARD,
      createRegistration: 'true',
      'standingInstruction.mode': 'INITIAL',
      'standingInstruction.source': 'CIT',
      'standingInstruction.type': 'RECURRING',
    });
    const schedule = await api(request, merchant, '/scheduling/v1/schedules', {
      registrationId: start.body.registrationId as string,
      amount: '9.99',
      currency: 'EUR',
      paymentType: 'DB',
      'job.dayOfMonth': '1',
      'job.month': '*',
      'standingInstruction.type': 'RECURRING',
      'standingInstruction.mode': 'REPEATED',
      'standingInstruction.source': 'MIT',
    });
    expect(schedule.status, JSON.stringify(schedule.body)).toBe(200);
    await page.getByRole('link', { name: 'Schedules and clock' }).click();
    await page.getByRole('button', { name: 'Advance a month' }).click();
    await expect(page.locator('.clock')).toContainText('2592000 s ahead');
    await expect(page.locator('table.schedules ul.runs li')).toHaveCount(1);
    await page.getByRole('link', { name: 'Payments', exact: true }).click();
    await expect(page.locator('table.payments tbody tr', { hasText: '9.99' })).toHaveCount(2);

    // Another merchant signs in elsewhere and sees none of this merchant's requests or payments.
    const other = await newMerchant(request);
    const otherPage = await (await browser.newContext()).newPage();
    await signIn(otherPage, other);
    await expect(otherPage.locator('table.requests tbody tr')).toHaveCount(0);
    await otherPage.goto(`${GATEWAY_URL}/inspector#/payments/${pa.body.id as string}`);
    await expect(otherPage.getByRole('alert')).toContainText('404');
  } finally {
    hook.server.close();
  }
});

test('a widget payment’s timeline shows the widget loaded and the payment submitted from the browser', async ({
  page,
}) => {
  const { checkoutId, paymentId } = await payInShop(page);

  await page.goto(`${GATEWAY_URL}/inspector#/payments/${paymentId}`);
  await page.getByLabel('Entity id').fill(ENTITY_ID);
  await page.getByLabel('Access token').fill(ACCESS_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const events = page.locator('ol.timeline li');
  await expect(events.filter({ hasText: '(payment)' })).toHaveCount(1);
  const kinds = (await events.locator('.event-kind').allTextContents()).filter(
    (kind) => kind !== '(webhook.sent)',
  );
  expect(kinds.slice(0, 5)).toEqual([
    '(checkout.created)',
    '(widget.loaded)',
    '(widget.checkout)',
    '(request.payment)',
    '(payment)',
  ]);
  // The widget's request links to its entry in the request log: the script loaded for this checkout.
  await events.filter({ hasText: 'Widget loaded' }).getByRole('link').click();
  await expect(page.locator('dl.facts')).toContainText('/v1/paymentWidgets.js');
  await expect(page.locator('table.parameters')).toContainText(checkoutId);
});

// A filtered page of the gateway looks through 2,000 checkouts at most; the page reads on while it
// finds nothing, so an order older than that is still found by its id.
test('a filter matching only a checkout older than one bounded read finds it: the page reads on', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const merchant = await newMerchant(request);
  const checkout = async (extra: Record<string, string> = {}) =>
    expect(
      (
        await api(request, merchant, '/v1/checkouts', {
          amount: '5.00',
          currency: 'EUR',
          paymentType: 'DB',
          ...extra,
        })
      ).status,
    ).toBe(200);
  await checkout({ merchantTransactionId: 'order-oldest-of-many' });
  for (let made = 0; made < 2_010; made += 30)
    await Promise.all(Array.from({ length: 30 }, () => checkout()));

  const pages: Array<{ found: number; next: boolean }> = [];
  page.on('response', async (response) => {
    if (!/\/inspector\/api\/checkouts\?.*merchantTransactionId=/.test(response.url())) return;
    const body = (await response.json()) as { checkouts: unknown[]; next?: string };
    pages.push({ found: body.checkouts.length, next: body.next !== undefined });
  });
  await signIn(page, merchant);
  await page.getByRole('link', { name: 'Checkouts', exact: true }).click();
  await page.getByLabel('Merchant transaction id').fill('order-oldest-of-many');
  await page.getByRole('button', { name: 'Apply' }).click();
  const row = page.locator('table.checkouts tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('order-oldest-of-many');
  // The first read found none among the newest 2,000 and said where to go on; a later one found it
  // (the list's live reloads may read the first page again meanwhile).
  const found = pages.findIndex((read) => read.found === 1);
  expect(found).toBeGreaterThan(0);
  expect(pages.slice(0, found).every((read) => read.found === 0 && read.next)).toBe(true);
});
