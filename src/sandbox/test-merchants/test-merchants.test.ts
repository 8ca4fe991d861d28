import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import { SECOND_MERCHANT } from '../merchants';
import {
  AUTH,
  browserPay,
  CARD,
  ENTITY_ID,
  FORM,
  json,
  PAYMENT,
  postForm,
  type TestSandbox,
  tempDir,
  testSandbox,
} from '../test-support';

const APPROVED = RESULT.SUCCESS_INTEGRATOR_TEST.code;

interface Created {
  entityId: string;
  accessToken: string;
  name: string;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox();
});
afterAll(() => sb.app.close());

async function createMerchant(params: Record<string, string> = {}): Promise<Created> {
  const res = await postForm(sb.app, '/v1/sandbox/merchants', { entityId: ENTITY_ID, ...params });
  expect(res.statusCode, res.body).toBe(200);
  return json(res) as unknown as Created;
}

const checkoutOf = async (merchant: Created) => {
  const res = await postForm(
    sb.app,
    '/v1/checkouts',
    { entityId: merchant.entityId, amount: '12.50', currency: 'EUR', paymentType: 'DB' },
    bearer(merchant.accessToken),
  );
  expect(res.statusCode, res.body).toBe(200);
  return json(res).id as string;
};

const paymentOfCheckout = (merchant: { entityId: string; accessToken: string }, checkoutId: string) =>
  sb.app.inject({
    method: 'GET',
    url: `/v1/checkouts/${checkoutId}/payment?entityId=${merchant.entityId}`,
    headers: bearer(merchant.accessToken),
  });

describe('POST /v1/sandbox/merchants', () => {
  it('creates a merchant with credentials of its own, shaped like the platform’s', async () => {
    const res = await postForm(sb.app, '/v1/sandbox/merchants', { entityId: ENTITY_ID });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.result.code).toBe(RESULT.SUCCESSFUL_REQUEST.code);
    expect(body.entityId).toMatch(/^[0-9a-f]{32}$/);
    expect(body.entityId).not.toBe(ENTITY_ID);
    expect(body.name).toBe('Sandbox Test Merchant');
    // base64(userId|password), as the platform's tokens are.
    expect(Buffer.from(body.accessToken, 'base64').toString()).toMatch(/^[0-9a-f]{32}\|[A-Za-z0-9_-]{16}$/);
    const other = await createMerchant();
    expect(other.entityId).not.toBe(body.entityId);
    expect(other.accessToken).not.toBe(body.accessToken);
  });

  it('takes a name, which the new merchant’s payments show in their descriptor', async () => {
    const merchant = await createMerchant({ name: 'Jane’s Mugs' });
    expect(merchant.name).toBe('Jane’s Mugs');
    const res = await postForm(
      sb.app,
      '/v1/payments',
      { ...PAYMENT, entityId: merchant.entityId },
      bearer(merchant.accessToken),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).descriptor).toMatch(/ Jane’s Mugs$/);
  });

  it('refuses invalid parameters with 400, the result code and every parameter error', async () => {
    const res = await postForm(sb.app, '/v1/sandbox/merchants', {
      entityId: ENTITY_ID,
      name: 'x'.repeat(101),
      colour: 'blue',
    });
    expect(res.statusCode).toBe(400);
    const body = json(res);
    expect(body.result.code).toBe(RESULT.INVALID_PARAMETER.code);
    expect(body.result.parameterErrors.map((e: { name: string }) => e.name).sort()).toEqual([
      'colour',
      'name',
    ]);
  });

  it('needs the bearer token (401) of a known merchant (403)', async () => {
    const without = await sb.app.inject({
      method: 'POST',
      url: '/v1/sandbox/merchants',
      headers: FORM,
      payload: `entityId=${ENTITY_ID}`,
    });
    expect(without.statusCode).toBe(401);
    expect(json(without).result.code).toBe(RESULT.INVALID_ACCESS_TOKEN.code);
    const unknown = await postForm(
      sb.app,
      '/v1/sandbox/merchants',
      { entityId: ENTITY_ID },
      bearer('bm90IGEgdG9rZW4='),
    );
    expect(unknown.statusCode).toBe(403);
    expect(json(unknown).result.code).toBe(RESULT.ACCESS_TOKEN_UNKNOWN.code);
  });

  it('is refused to every merchant but the configured one: the built-in second, a created one', async () => {
    const created = await createMerchant();
    for (const caller of [SECOND_MERCHANT, created]) {
      const res = await postForm(
        sb.app,
        '/v1/sandbox/merchants',
        { entityId: caller.entityId },
        bearer(caller.accessToken),
      );
      expect(res.statusCode).toBe(403);
      const body = json(res);
      expect(body.result.code).toBe(RESULT.ENTITY_NOT_AUTHORIZED.code);
      expect(body.result.parameterErrors[0]).toMatchObject({ name: 'entityId', value: caller.entityId });
      expect(body.entityId).toBeUndefined();
    }
  });

  it('a created merchant creates a checkout, it is paid in the browser, and its server reads the payment', async () => {
    const merchant = await createMerchant();
    const checkoutId = await checkoutOf(merchant);
    const paid = await browserPay(sb.app, checkoutId, { paymentBrand: 'VISA', ...CARD });
    expect(paid.statusCode, paid.body).toBe(200);
    const status = await paymentOfCheckout(merchant, checkoutId);
    expect(status.statusCode).toBe(200);
    expect(json(status).result.code).toBe(APPROVED);
  });

  it('a created merchant sees none of another merchant’s data, and no other merchant sees its', async () => {
    const first = await createMerchant();
    const second = await createMerchant();
    const checkoutId = await checkoutOf(first);
    await browserPay(sb.app, checkoutId, { paymentBrand: 'VISA', ...CARD });
    const payment = json(await paymentOfCheckout(first, checkoutId));
    expect(payment.result.code).toBe(APPROVED);

    // The other created merchant and the configured one, each with its own entity: not found.
    const configured = { entityId: ENTITY_ID, accessToken: AUTH.authorization.slice('Bearer '.length) };
    for (const other of [second, configured]) {
      const status = await paymentOfCheckout(other, checkoutId);
      expect(status.statusCode).toBe(404);
      const byId = await sb.app.inject({
        method: 'GET',
        url: `/v1/payments/${payment.id}?entityId=${other.entityId}`,
        headers: bearer(other.accessToken),
      });
      expect(byId.statusCode).toBe(404);
    }
    // Another merchant's token with the first one's entity: refused before anything is looked up.
    const crossed = await paymentOfCheckout(
      { entityId: first.entityId, accessToken: second.accessToken },
      checkoutId,
    );
    expect(crossed.statusCode).toBe(403);
    expect(json(crossed).result.code).toBe(RESULT.ENTITY_NOT_AUTHORIZED.code);
  });
});

describe('created merchants are stored', () => {
  it('a merchant created before a restart still pays after it', async () => {
    const dbPath = join(tempDir(), 'sandbox.db');
    const first = await testSandbox({ dbPath });
    const created = json(
      await postForm(first.app, '/v1/sandbox/merchants', { entityId: ENTITY_ID, name: 'Kept Merchant' }),
    ) as unknown as Created;
    await first.app.close();

    const again = await testSandbox({ dbPath });
    try {
      const res = await postForm(
        again.app,
        '/v1/payments',
        { ...PAYMENT, entityId: created.entityId },
        bearer(created.accessToken),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res).result.code).toBe(APPROVED);
      expect(json(res).descriptor).toMatch(/ Kept Merchant$/);
    } finally {
      await again.app.close();
    }
  });

  it('the configured merchant is whichever SANDBOX_ENTITY_ID names', async () => {
    const configured = { entityId: 'a'.repeat(32), accessToken: 'Y29uZmlndXJlZHxtZXJjaGFudA==' };
    const other = await testSandbox(configured);
    try {
      const res = await postForm(
        other.app,
        '/v1/sandbox/merchants',
        { entityId: configured.entityId },
        bearer(configured.accessToken),
      );
      expect(res.statusCode, res.body).toBe(200);
      const refused = await postForm(
        other.app,
        '/v1/sandbox/merchants',
        { entityId: SECOND_MERCHANT.entityId },
        bearer(SECOND_MERCHANT.accessToken),
      );
      expect(refused.statusCode).toBe(403);
    } finally {
      await other.app.close();
    }
  });
});
