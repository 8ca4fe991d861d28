import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import { SECOND_MERCHANT } from '../merchants';
import {
  AUTH,
  CARD,
  ENTITY_ID,
  json,
  PAYMENT,
  postForm,
  type TestSandbox,
  testSandbox,
} from '../test-support';
import { type TestReceiver, testReceiver } from './test-receiver';

let sb: TestSandbox;
let receiver: TestReceiver;

beforeAll(async () => {
  sb = await testSandbox({ webhooks: { timeoutMs: 300 } });
});
afterAll(() => sb.app.close());
beforeEach(async () => {
  receiver = await testReceiver();
});
afterEach(async () => {
  // Each test starts with no endpoint: the earlier ones are deleted.
  for (const hook of (await list()).webhooks as { id: string }[]) await remove(hook.id);
  await receiver.close();
});

const list = async (entityId = ENTITY_ID, auth = AUTH) =>
  json(
    await sb.app.inject({ method: 'GET', url: `/v1/sandbox/webhooks?entityId=${entityId}`, headers: auth }),
  );
const remove = (id: string, entityId = ENTITY_ID, auth = AUTH) =>
  sb.app.inject({ method: 'DELETE', url: `/v1/sandbox/webhooks/${id}?entityId=${entityId}`, headers: auth });
const deliveries = async (id: string) =>
  json(
    await sb.app.inject({
      method: 'GET',
      url: `/v1/sandbox/webhooks/${id}/deliveries?entityId=${ENTITY_ID}`,
      headers: AUTH,
    }),
  ).deliveries as Record<string, unknown>[];

async function configure(extra: Record<string, string> = {}) {
  const res = await postForm(sb.app, '/v1/sandbox/webhooks', {
    entityId: ENTITY_ID,
    url: receiver.url,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return json(res) as { id: string; key: string; types: string[] };
}

const pay = async (extra: Record<string, string> = {}) =>
  json(await postForm(sb.app, '/v1/payments', { ...PAYMENT, ...extra }));

describe('webhooks: configuration', () => {
  it('answers a generated 64-hex key once, and lists the endpoint without it', async () => {
    const hook = await configure();
    expect(hook.key).toMatch(/^[0-9a-f]{64}$/);
    expect(hook.types).toEqual(['PAYMENT', 'REGISTRATION', 'SCHEDULE', 'RISK']);
    const listed = (await list()).webhooks;
    expect(listed).toEqual([
      { id: hook.id, url: receiver.url, types: hook.types, createdAt: expect.any(String) },
    ]);
  });

  it('keeps a key that is sent, and the types asked for', async () => {
    const key = 'AB'.repeat(32);
    const hook = await configure({ key, types: 'REGISTRATION,PAYMENT,PAYMENT' });
    expect(hook.key).toBe(key.toLowerCase());
    expect(hook.types).toEqual(['REGISTRATION', 'PAYMENT']);
  });

  it('refuses a bad url, key or type with parameterErrors, and a missing url', async () => {
    const res = await postForm(sb.app, '/v1/sandbox/webhooks', {
      entityId: ENTITY_ID,
      url: 'ftp://example.test/hook',
      key: 'abc',
      types: 'PAYMENT,REFUND',
    });
    expect(res.statusCode).toBe(400);
    const names = (json(res).result.parameterErrors as { name: string }[]).map((e) => e.name).sort();
    expect(names).toEqual(['key', 'types', 'url']);
    expect(res.body).not.toContain('"abc"');
    const missing = await postForm(sb.app, '/v1/sandbox/webhooks', { entityId: ENTITY_ID });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).result.parameterErrors).toEqual([
      expect.objectContaining({ name: 'url', message: 'missing required parameter' }),
    ]);
    expect((await list()).webhooks).toEqual([]);
  });

  it('keeps at most 10 endpoints per entity', async () => {
    for (let i = 0; i < 10; i++) await configure();
    const res = await postForm(sb.app, '/v1/sandbox/webhooks', { entityId: ENTITY_ID, url: receiver.url });
    expect(res.statusCode).toBe(400);
    expect(json(res).result.parameterErrors[0]).toMatchObject({ name: 'url' });
  });

  it('is the merchant’s own: another token neither sees nor deletes it, nor reads its deliveries', async () => {
    const hook = await configure();
    const other = { authorization: `Bearer ${SECOND_MERCHANT.accessToken}` };
    expect((await list(SECOND_MERCHANT.entityId, other)).webhooks).toEqual([]);
    expect((await remove(hook.id, SECOND_MERCHANT.entityId, other)).statusCode).toBe(404);
    const theirs = await sb.app.inject({
      method: 'GET',
      url: `/v1/sandbox/webhooks/${hook.id}/deliveries?entityId=${SECOND_MERCHANT.entityId}`,
      headers: other,
    });
    expect(theirs.statusCode).toBe(404);
    expect(
      (await sb.app.inject({ method: 'GET', url: `/v1/sandbox/webhooks?entityId=${ENTITY_ID}` })).statusCode,
    ).toBe(401);
  });

  it('deletes an endpoint: it is no longer listed nor sent to, and a second delete is a 404', async () => {
    const hook = await configure();
    const res = await remove(hook.id);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ id: hook.id, result: RESULT.SUCCESSFUL_REQUEST });
    expect((await remove(hook.id)).statusCode).toBe(404);
    await pay();
    await sb.app.gatewayClock.runDue();
    expect(receiver.received).toEqual([]);
  });
});

describe('webhooks: delivery', () => {
  it('sends each payment, encrypted in the platform’s wire format, without the card number', async () => {
    const hook = await configure();
    const payment = await pay();
    expect(await sb.app.gatewayClock.runDue()).toBe(1);
    const [request] = receiver.received;
    expect(request?.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(request?.body).toMatch(/^[0-9a-f]+$/);
    expect(request?.headers['x-initialization-vector']).toMatch(/^[0-9a-f]{24}$/);
    expect(request?.headers['x-authentication-tag']).toMatch(/^[0-9a-f]{32}$/);
    const [notification] = receiver.notifications(hook.key);
    expect(notification).toEqual({ type: 'PAYMENT', payload: payment });
    expect(JSON.stringify(notification)).not.toContain(PAYMENT['card.number']);
    expect(() => receiver.notifications('00'.repeat(32))).toThrow();
    const [delivery] = await deliveries(hook.id);
    expect(delivery).toMatchObject({ type: 'PAYMENT', state: 'DELIVERED', attempts: [{ status: 200 }] });
  });

  it('sends a standalone risk request as RISK, only to the endpoints that take RISK', async () => {
    const risky = await configure({ types: 'RISK' });
    const payments = await configure({ types: 'PAYMENT' });
    const check = await pay({ paymentType: 'RI' });
    expect(check.result).toEqual(RESULT.RISK_CHECK_SUCCESSFUL);
    expect(await sb.app.gatewayClock.runDue()).toBe(1);
    expect(receiver.notifications(risky.key)).toEqual([{ type: 'RISK', payload: check }]);
    expect(await deliveries(payments.id)).toEqual([]);
  });

  it('sends a capture with the payment it refers to (referencedId)', async () => {
    const hook = await configure();
    const authorisation = await pay({ paymentType: 'PA' });
    const capture = json(
      await postForm(sb.app, `/v1/payments/${authorisation.id}`, {
        entityId: ENTITY_ID,
        paymentType: 'CP',
        amount: PAYMENT.amount,
        currency: PAYMENT.currency,
      }),
    );
    await sb.app.gatewayClock.runDue();
    const payloads = receiver.notifications(hook.key).map((n) => n.payload as Record<string, unknown>);
    expect(payloads.map((p) => p.id)).toEqual([authorisation.id, capture.id]);
    expect(payloads[1]).toMatchObject({ paymentType: 'CP', referencedId: authorisation.id });
  });

  it('sends a pending payment’s end when it times out', async () => {
    const hook = await configure();
    const pending = await pay({ 'card.number': '4200000000000042', shopperResultUrl: 'https://shop.test/r' });
    await postForm(sb.app, `/v1/sandbox/payments/${pending.id}/expire`, { entityId: ENTITY_ID });
    await sb.app.gatewayClock.runDue();
    const payloads = receiver
      .notifications(hook.key)
      .map((n) => n.payload as { id: string; result: unknown });
    expect(payloads.map((p) => p.id)).toEqual([pending.id, pending.id]);
    expect(payloads[1]?.result).toEqual(RESULT.PENDING_TIMED_OUT);
  });

  it('ends a pending payment nobody comes back to when its time is up, and sends it, without a request', async () => {
    const hook = await configure();
    const pending = await pay({ 'card.number': '4200000000000042', shopperResultUrl: 'https://shop.test/r' });
    await sb.app.gatewayClock.runDue();
    sb.clock.advance(24 * 3600_000);
    await sb.app.gatewayClock.runDue();
    const results = receiver
      .notifications(hook.key)
      .map((n) => (n.payload as { result: { code: string } }).result.code);
    expect(results).toEqual([pending.result.code, RESULT.PENDING_TIMED_OUT.code]);
  });

  it('sends REGISTRATION CREATED and DELETED for stored payment details, never the card number', async () => {
    const hook = await configure({ types: 'REGISTRATION' });
    const created = json(
      await postForm(sb.app, '/v1/registrations', {
        entityId: ENTITY_ID,
        paymentBrand: 'VISA',
        ...CARD,
      }),
    );
    expect(created.id).toMatch(/^[0-9a-f]{32}$/);
    const withPayment = await pay({ createRegistration: 'true' });
    await sb.app.inject({
      method: 'DELETE',
      url: `/v1/registrations/${created.id}?entityId=${ENTITY_ID}`,
      headers: AUTH,
    });
    await sb.app.gatewayClock.runDue();
    const notifications = receiver.notifications(hook.key);
    expect(notifications.map((n) => [n.type, n.action, (n.payload as { id: string }).id])).toEqual([
      ['REGISTRATION', 'CREATED', created.id],
      ['REGISTRATION', 'CREATED', withPayment.registrationId],
      ['REGISTRATION', 'DELETED', created.id],
    ]);
    expect(notifications[0]?.payload).toMatchObject({ card: { bin: '420000', last4Digits: '0000' } });
    expect(
      receiver
        .notifications(hook.key)
        .map((n) => JSON.stringify(n))
        .join(),
    ).not.toContain(CARD['card.number']);
  });

  it('sends a payment’s notifications to its deprecated notificationUrl too, under the first endpoint’s key', async () => {
    const hook = await configure({ types: 'REGISTRATION' });
    const legacy = await testReceiver();
    const authorisation = await pay({ paymentType: 'PA', notificationUrl: legacy.url });
    const capture = json(
      await postForm(sb.app, `/v1/payments/${authorisation.id}`, {
        entityId: ENTITY_ID,
        paymentType: 'CP',
        amount: PAYMENT.amount,
        currency: PAYMENT.currency,
      }),
    );
    await pay();
    await sb.app.gatewayClock.runDue();
    const ids = legacy.notifications(hook.key).map((n) => (n.payload as { id: string }).id);
    expect(ids).toEqual([authorisation.id, capture.id]);
    // The endpoint itself takes no PAYMENT: it got nothing.
    expect(receiver.received).toEqual([]);
    const listed = await deliveries(hook.id);
    expect(listed.map((d) => d.url)).toEqual([legacy.url, legacy.url]);
    await legacy.close();
  });

  it('sends only the types an endpoint takes, and only the entity’s own', async () => {
    await configure({ types: 'REGISTRATION' });
    await pay();
    await postForm(
      sb.app,
      '/v1/payments',
      { ...PAYMENT, entityId: SECOND_MERCHANT.entityId },
      { authorization: `Bearer ${SECOND_MERCHANT.accessToken}` },
    );
    expect(await sb.app.gatewayClock.runDue()).toBe(0);
    expect(receiver.received).toEqual([]);
  });

  it('retries a receiver that fails twice after 1 and 2 minutes of the sandbox’s clock', async () => {
    const hook = await configure();
    receiver.answerNext(500, 503);
    await pay();
    await sb.app.gatewayClock.runDue();
    expect(await sb.app.gatewayClock.runDue()).toBe(0);
    sb.clock.advance(59_000);
    expect(await sb.app.gatewayClock.runDue()).toBe(0);
    sb.clock.advance(1_000);
    expect(await sb.app.gatewayClock.runDue()).toBe(1);
    sb.clock.advance(119_000);
    expect(await sb.app.gatewayClock.runDue()).toBe(0);
    sb.clock.advance(1_000);
    expect(await sb.app.gatewayClock.runDue()).toBe(1);
    const [delivery] = await deliveries(hook.id);
    expect(delivery).toMatchObject({ state: 'DELIVERED' });
    const attempts = delivery?.attempts as { status: number; error?: string }[];
    expect(attempts.map((a) => a.status)).toEqual([500, 503, 200]);
    expect(attempts[0]?.error).toBe('answered 500');
    expect(receiver.received).toHaveLength(3);
  });

  it('records a receiver that hangs past the timeout, a refused connection and a redirect, and keeps answering', async () => {
    const hook = await configure();
    const refused = await testReceiver();
    await refused.close();
    const dead = await configure({ url: refused.url });
    receiver.answerNext('hang');
    await pay();
    const sending = sb.app.gatewayClock.runDue();
    // While the receiver hangs, the API answers.
    expect((await postForm(sb.app, '/v1/payments', PAYMENT)).statusCode).toBe(200);
    await sending;
    // Newest first: the hung one is the oldest; the payment made meanwhile went out after it.
    const [sentLater, hung] = await deliveries(hook.id);
    expect(sentLater).toMatchObject({ state: 'DELIVERED' });
    const slow = (hung?.attempts as { error: string; durationMs: number }[] | undefined)?.[0];
    expect(slow?.error).toBe('no answer within 300 ms');
    expect(slow?.durationMs).toBeGreaterThanOrEqual(250);
    expect(hung).toMatchObject({ state: 'PENDING', nextAttemptAt: expect.any(String) });
    const down = (await deliveries(dead.id)).at(-1);
    expect((down?.attempts as { error: string }[] | undefined)?.[0]?.error).toBe(
      'connection failed: ECONNREFUSED',
    );

    receiver.answerNext(302);
    sb.clock.advance(60_000);
    await sb.app.gatewayClock.runDue();
    const attempts = (await deliveries(hook.id)).flatMap(
      (d) => d.attempts as { status?: number; error?: string }[],
    );
    expect(attempts).toContainEqual(
      expect.objectContaining({ status: 302, error: 'answered 302 (redirects are not followed)' }),
    );
  });

  it('records a receiver that closes the connection without answering, and tries again later', async () => {
    const hook = await configure();
    receiver.answerNext('drop');
    await pay();
    await sb.app.gatewayClock.runDue();
    const [delivery] = await deliveries(hook.id);
    expect(delivery).toMatchObject({ state: 'PENDING', nextAttemptAt: expect.any(String) });
    const [attempt] = (delivery?.attempts ?? []) as { status?: number; error: string }[];
    expect(attempt?.status).toBeUndefined();
    expect(attempt?.error).toMatch(/^(connection failed|request failed): /);
    sb.clock.advance(60_000);
    await sb.app.gatewayClock.runDue();
    expect((await deliveries(hook.id))[0]).toMatchObject({ state: 'DELIVERED' });
  });

  it('sends a delivery again on request, and 404s a delivery of another endpoint', async () => {
    const hook = await configure();
    const elsewhere = await testReceiver();
    const other = await configure({ url: elsewhere.url });
    await pay();
    await sb.app.gatewayClock.runDue();
    const [delivery] = await deliveries(hook.id);
    const again = await postForm(
      sb.app,
      `/v1/sandbox/webhooks/${hook.id}/deliveries/${delivery?.id}/redeliver`,
      {
        entityId: ENTITY_ID,
      },
    );
    expect(again.statusCode).toBe(200);
    expect(await sb.app.gatewayClock.runDue()).toBe(1);
    const copies = receiver.notifications(hook.key).map((n) => (n.payload as { id: string }).id);
    expect(copies).toHaveLength(2);
    expect(copies[1]).toBe(copies[0]);
    expect(elsewhere.received).toHaveLength(1);
    await elsewhere.close();
    expect((await deliveries(hook.id))[0]?.attempts).toHaveLength(2);
    const wrong = await postForm(
      sb.app,
      `/v1/sandbox/webhooks/${other.id}/deliveries/${delivery?.id}/redeliver`,
      {
        entityId: ENTITY_ID,
      },
    );
    expect(wrong.statusCode).toBe(404);
  });
});
