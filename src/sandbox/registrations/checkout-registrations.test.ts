import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import { SECOND_MERCHANT } from '../merchants';
import {
  AUTH,
  browserPay,
  CARD,
  createCheckout,
  ENTITY_ID,
  encodeForm,
  FORM,
  GATEWAY_ORIGIN,
  json,
  postForm,
  testSandbox,
} from '../test-support';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await testSandbox());
});
afterAll(() => app.close());

const { 'card.cvv': _cvv, ...STORED_CARD } = CARD;
const register = async (params: Record<string, string> = STORED_CARD, auth = AUTH, entityId = ENTITY_ID) =>
  json(await postForm(app, '/v1/registrations', { entityId, ...params }, auth)).id as string;
const widget = async (id: string) =>
  json(await app.inject({ method: 'GET', url: `/v1/checkouts/${id}/widget` }));
const oneClick = (checkoutId: string, params: Record<string, string>, origin = 'http://shop.example') =>
  app.inject({
    method: 'POST',
    url: `/v1/checkouts/${checkoutId}/one-click-payment`,
    headers: { ...FORM, origin },
    payload: encodeForm(params),
  });
const status = async (checkoutId: string, resource: 'payment' | 'registration') =>
  app.inject({
    method: 'GET',
    url: `/v1/checkouts/${checkoutId}/${resource}?entityId=${ENTITY_ID}`,
    headers: AUTH,
  });

describe('registration-only checkout', () => {
  it('is created without amount or paymentType and stores the card the widget submits', async () => {
    const checkoutId = await createCheckoutRaw({ entityId: ENTITY_ID, createRegistration: 'true' });
    expect(await widget(checkoutId)).toMatchObject({ registration: 'only', state: 'OPEN' });
    expect(json(await status(checkoutId, 'registration')).result.code).toBe(RESULT.PENDING.code);

    const res = await browserPay(app, checkoutId, CARD);
    expect(res.statusCode, res.body).toBe(200);
    const id = json(res).id as string;
    expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
    const result = json(await status(checkoutId, 'registration'));
    expect(result).toMatchObject({ id, checkoutId, card: { last4Digits: '0000' } });
    expect(result.result.code).toBe(RESULT.SUCCESS_INTEGRATOR_TEST.code);
    expect((await browserPay(app, checkoutId, CARD)).statusCode).toBe(400);
    const pay = await postForm(app, `/v1/registrations/${id}/payments`, {
      entityId: ENTITY_ID,
      amount: '3.00',
      currency: 'EUR',
      paymentType: 'DB',
    });
    expect(pay.statusCode).toBe(200);
  });

  it('still needs createRegistration=true to do without paymentType', async () => {
    const res = await postForm(app, '/v1/checkouts', { entityId: ENTITY_ID });
    expect(res.statusCode).toBe(400);
  });
});

describe('one-click checkout (registrations[n].id)', () => {
  it('the widget sees the offered registrations masked, without unknown, deleted or foreign ones', async () => {
    const card = await register();
    const deleted = await register();
    await app.inject({
      method: 'DELETE',
      url: `/v1/registrations/${deleted}?entityId=${ENTITY_ID}`,
      headers: AUTH,
    });
    const foreign = await register(
      STORED_CARD,
      { authorization: `Bearer ${SECOND_MERCHANT.accessToken}` },
      SECOND_MERCHANT.entityId,
    );
    const checkoutId = await createCheckout(app, {
      'registrations[0].id': card,
      'registrations[1].id': deleted,
      'registrations[2].id': foreign,
      'registrations[3].id': '0123456789abcdef0123456789abcdef',
    });
    const body = await widget(checkoutId);
    expect(body.registrations).toEqual([
      { id: card, kind: 'card', brand: 'VISA', last4: '0000', expiry: '12/2030', holder: 'Jane Doe' },
    ]);
    expect(JSON.stringify(body)).not.toContain('4200000000000000');
  });

  it('pays from the page without CVV, and with a CVV only from the gateway origin', async () => {
    const card = await register();
    const checkoutId = await createCheckout(app, { 'registrations[0].id': card });
    const foreignCvv = await oneClick(checkoutId, { registrationId: card, 'card.cvv': '123' });
    expect(foreignCvv.statusCode).toBe(403);
    const res = await oneClick(checkoutId, { registrationId: card, 'card.cvv': '123' }, GATEWAY_ORIGIN);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ registrationId: card, checkoutId });
    const second = await createCheckout(app, { 'registrations[0].id': card });
    const noCvv = await oneClick(second, { registrationId: card });
    expect(noCvv.statusCode).toBe(200);
    expect(noCvv.headers['access-control-allow-origin']).toBe('*');
    expect(json(await status(second, 'payment')).registrationId).toBe(card);
  });

  it('refuses a registration the checkout does not offer', async () => {
    const card = await register();
    const other = await register();
    const checkoutId = await createCheckout(app, { 'registrations[0].id': card });
    const res = await oneClick(checkoutId, { registrationId: other });
    expect(res.statusCode).toBe(404);
    expect(json(res).result.code).toBe(RESULT.REGISTRATION_NOT_FOUND.code);
  });
});

describe('"store payment details" in a payment checkout', () => {
  it('createRegistration=true offers it; only the shopper ticking it stores the card', async () => {
    const checkoutId = await createCheckout(app, { createRegistration: 'true' });
    expect(await widget(checkoutId)).toMatchObject({ registration: 'optional' });
    const declined = await browserPay(app, checkoutId, { ...CARD, 'card.number': '4000000000001521' });
    expect(json(declined).registrationId).toBeUndefined();
    const paid = await browserPay(app, checkoutId, { ...CARD, createRegistration: 'true' });
    expect(json(paid).registrationId).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it('without the checkout offering it, the shopper cannot store', async () => {
    const checkoutId = await createCheckout(app);
    expect((await widget(checkoutId)).registration).toBeUndefined();
    const paid = await browserPay(app, checkoutId, { ...CARD, createRegistration: 'true' });
    expect(json(paid).registrationId).toBeUndefined();
  });
});

async function createCheckoutRaw(params: Record<string, string>): Promise<string> {
  const res = await postForm(app, '/v1/checkouts', params);
  expect(res.statusCode, res.body).toBe(200);
  return json(res).id as string;
}
