// The demo shop's webhook endpoint against a real sandbox sending to it over HTTP.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../sandbox/config';
import { buildSandbox } from '../../sandbox/server';
import { AUTH, encodeForm, FORM, PAYMENT, widgetDir } from '../../sandbox/test-support';
import { buildShop } from '../server';
import { WEBHOOK_PATH } from './routes';

const KEY = '7e'.repeat(32);
let sandbox: FastifyInstance;
let shop: FastifyInstance;

const urlOf = (app: FastifyInstance) => {
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};

beforeAll(async () => {
  sandbox = await buildSandbox({
    ...DEFAULT_CONFIG,
    dbPath: ':memory:',
    logger: false,
    widgetDir: widgetDir(),
    clockPollMs: 0,
  });
  await sandbox.listen({ port: 0, host: '127.0.0.1' });
  shop = await buildShop({
    port: 0,
    host: '127.0.0.1',
    publicUrl: 'http://shop.test',
    gatewayPublicUrl: urlOf(sandbox),
    gatewayApiUrl: urlOf(sandbox),
    entityId: DEFAULT_CONFIG.entityId,
    accessToken: DEFAULT_CONFIG.accessToken,
    webhookKey: KEY,
  });
  await shop.listen({ port: 0, host: '127.0.0.1' });
  const hook = await sandbox.inject({
    method: 'POST',
    url: '/v1/sandbox/webhooks',
    headers: { ...AUTH, ...FORM },
    payload: encodeForm({
      entityId: DEFAULT_CONFIG.entityId,
      url: `${urlOf(shop)}${WEBHOOK_PATH}`,
      key: KEY,
    }),
  });
  expect(hook.statusCode).toBe(200);
});
afterAll(async () => {
  await shop.close();
  await sandbox.close();
});

async function newOrder(): Promise<string> {
  const res = await shop.inject({ method: 'POST', url: '/orders', headers: FORM, payload: 'sku=mug' });
  const id = /\/orders\/(ord-[0-9a-f]+)\/pay/.exec(String(res.headers.location))?.[1];
  if (!id) throw new Error(`no order: ${res.statusCode}`);
  return id;
}

describe('the shop’s webhook endpoint', () => {
  it('marks the order paid when the gateway’s PAYMENT notification says so, and shows it', async () => {
    const orderId = await newOrder();
    expect((await shop.inject(`/orders/${orderId}`)).body).toContain('None yet.');
    const payment = await sandbox.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: { ...AUTH, ...FORM },
      payload: encodeForm({ ...PAYMENT, merchantTransactionId: orderId }),
    });
    expect(payment.statusCode).toBe(200);
    await sandbox.gatewayClock.runDue();
    const page = (await shop.inject(`/orders/${orderId}`)).body;
    expect(page).toContain('data-state="paid"');
    expect(page).toContain(`<span class="notification-payment">${payment.json().id}</span>`);
    expect(page).toContain('000.100.110');
  });

  it('refuses what was not made with its key, and changes nothing', async () => {
    const orderId = await newOrder();
    const forged = await shop.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: {
        'content-type': 'text/plain',
        'x-initialization-vector': '00'.repeat(12),
        'x-authentication-tag': '00'.repeat(16),
      },
      payload: Buffer.from(
        JSON.stringify({ type: 'PAYMENT', payload: { merchantTransactionId: orderId } }),
      ).toString('hex'),
    });
    expect(forged.statusCode).toBe(400);
    expect((await shop.inject(`/orders/${orderId}`)).body).toContain('data-state="open"');
  });
});
