// A merchant's integration test against the sandbox gateway: one sandbox for the file, a merchant
// of its own (so it shares nothing with other test files running at the same time), and the
// requests a shop's server makes. Install: npm install --save-dev wpwl-sandbox vitest
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox, type TestMerchant } from 'wpwl-sandbox';

let sandbox: RunningSandbox;
let merchant: TestMerchant;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, db: ':memory:' });
  merchant = await sandbox.createMerchant('Example Shop');
});

afterAll(() => sandbox.close());

/** What the shop's server sends: the merchant's token, its entityId and form parameters. */
async function gateway(method: 'GET' | 'POST', path: string, params: Record<string, string> = {}) {
  const query = new URLSearchParams({ entityId: merchant.entityId, ...params });
  const response = await fetch(
    method === 'GET' ? `${sandbox.url}${path}?${query}` : `${sandbox.url}${path}`,
    {
      method,
      headers: { authorization: `Bearer ${merchant.accessToken}` },
      ...(method === 'POST' ? { body: query } : {}),
    },
  );
  return { status: response.status, body: await response.json() };
}

const card = (number: string) => ({
  'card.number': number,
  'card.holder': 'Jane Jones',
  'card.expiryMonth': '12',
  'card.expiryYear': String(new Date().getFullYear() + 3),
  'card.cvv': '123',
});

describe('the shop’s payments', () => {
  it('creates a checkout for the payment widget', async () => {
    const { status, body } = await gateway('POST', '/v1/checkouts', {
      amount: '92.00',
      currency: 'EUR',
      paymentType: 'DB',
    });
    expect(status).toBe(200);
    expect(body.result.code).toBe('000.200.100');
    expect(body.id).toMatch(/^[A-Za-z0-9.-]{32,48}$/);
  });

  it('is paid with an approved test card, and reads the payment back', async () => {
    const paid = await gateway('POST', '/v1/payments', {
      amount: '12.50',
      currency: 'EUR',
      paymentType: 'DB',
      paymentBrand: 'VISA',
      ...card('4200000000000000'),
    });
    expect(paid.body.result.code).toBe('000.100.110');
    const read = await gateway('GET', `/v1/payments/${paid.body.id}`);
    expect(read.body.amount).toBe('12.50');
  });

  it('sees a declined test card declined', async () => {
    const { status, body } = await gateway('POST', '/v1/payments', {
      amount: '12.50',
      currency: 'EUR',
      paymentType: 'DB',
      paymentBrand: 'VISA',
      ...card('4000000000001521'),
    });
    expect(status).toBe(400);
    expect(body.result.code).toBe('800.100.152');
  });
});
