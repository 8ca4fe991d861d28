import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import { SECOND_MERCHANT } from '../merchants';
import { AUTH, CARD, ENTITY_ID, json, PAYMENT, postForm, testSandbox } from '../test-support';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await testSandbox());
});
afterAll(() => app.close());

const SECOND_AUTH = { authorization: `Bearer ${SECOND_MERCHANT.accessToken}` };
const CARD_ONLY = { ...CARD };
const AMOUNT = { amount: '10.00', currency: 'EUR', paymentType: 'DB' };

async function register(params: Record<string, string> = CARD_ONLY): Promise<string> {
  const res = await postForm(app, '/v1/registrations', { entityId: ENTITY_ID, ...params });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).id as string;
}

const payWith = (id: string, params: Record<string, string> = {}, headers = {}) =>
  postForm(app, `/v1/registrations/${id}/payments`, { entityId: ENTITY_ID, ...AMOUNT, ...params }, headers);

const remove = (id: string, entityId = ENTITY_ID, headers = AUTH) =>
  app.inject({ method: 'DELETE', url: `/v1/registrations/${id}?entityId=${entityId}`, headers });

describe('POST /v1/registrations', () => {
  it('stores a card and answers its id with bin, last 4, holder and expiry only', async () => {
    const res = await postForm(app, '/v1/registrations', {
      entityId: ENTITY_ID,
      ...CARD,
      'customer.givenName': 'Jane',
      'customer.surname': 'Doe',
    });
    const body = json(res);
    expect(res.statusCode).toBe(200);
    expect(body.id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(body.result.code).toBe(RESULT.SUCCESS_INTEGRATOR_TEST.code);
    expect(body.paymentBrand).toBe('VISA');
    expect(body.card).toEqual({
      bin: '420000',
      last4Digits: '0000',
      holder: 'Jane Doe',
      expiryMonth: '12',
      expiryYear: '2030',
    });
    expect(body.customer).toEqual({ givenName: 'Jane', surname: 'Doe' });
    expect(res.body).not.toContain('4200000000000000');
    expect(res.body).not.toContain('"cvv"');
  });

  it('stores a bank account with its IBAN masked in the answer', async () => {
    const res = await postForm(app, '/v1/registrations', {
      entityId: ENTITY_ID,
      paymentBrand: 'DIRECTDEBIT_SEPA',
      'bankAccount.holder': 'Jane Doe',
      'bankAccount.iban': 'DE89370400440532013000',
      'bankAccount.bic': 'COBADEFFXXX',
      'bankAccount.mandate.id': 'MANDATE-ABC',
      'bankAccount.mandate.dateOfSignature': '2026-01-31',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).bankAccount.iban).toBe('DE8937************3000');
    expect(res.body).not.toContain('DE89370400440532013000');
  });

  it('refuses invalid instruments and single-use wallet tokens', async () => {
    const bad = await postForm(app, '/v1/registrations', {
      entityId: ENTITY_ID,
      ...CARD,
      'card.number': '4200000000000001',
    });
    expect(json(bad).result.code).toBe(RESULT.INVALID_CARD_NUMBER.code);
    const wallet = await postForm(app, '/v1/registrations', {
      entityId: ENTITY_ID,
      paymentBrand: 'APPLEPAY',
      'applePay.paymentToken': '{"data":"x"}',
    });
    expect(wallet.statusCode).toBe(400);
  });
});

describe('POST /v1/registrations/{id}/payments', () => {
  it('pays with the stored card, the CVV asked again, and echoes the registration', async () => {
    const id = await register();
    const res = await payWith(id, { 'card.cvv': '123' });
    const body = json(res);
    expect(res.statusCode, res.body).toBe(200);
    expect(body.result.code).toBe(RESULT.SUCCESS_INTEGRATOR_TEST.code);
    expect(body.registrationId).toBe(id);
    expect(body.card.last4Digits).toBe('0000');
  });

  it('runs the simulator on the stored number: a decline card stays declined', async () => {
    const id = await register({ ...CARD, 'card.number': '4000000000001521' });
    const res = await payWith(id);
    expect(res.statusCode).toBe(400);
    expect(json(res).result.code).toBe(RESULT.DECLINED.code);
  });

  it('refuses card data beside the registration and a CVV of the wrong length', async () => {
    const id = await register();
    expect(json(await payWith(id, { 'card.number': '4200000000000000' })).result.code).toBe(
      RESULT.INVALID_PARAMETER.code,
    );
    expect(json(await payWith(id, { 'card.cvv': '1234' })).result.code).toBe(RESULT.CVV_INVALID.code);
  });

  it('bad ids: 100.150.101 for the format, 100.150.200 for unknown ids', async () => {
    const badFormat = await payWith('not-a-registration');
    expect(badFormat.statusCode).toBe(400);
    expect(json(badFormat).result.code).toBe(RESULT.REGISTRATION_ID_INVALID.code);
    const unknown = await payWith('0123456789abcdef0123456789abcdef');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).result.code).toBe(RESULT.REGISTRATION_NOT_FOUND.code);
  });

  it("another merchant's registration is invisible: unknown for paying and deleting", async () => {
    const id = await register();
    const body = { entityId: SECOND_MERCHANT.entityId, ...AMOUNT };
    const pay = await postForm(app, `/v1/registrations/${id}/payments`, body, SECOND_AUTH);
    expect(pay.statusCode).toBe(404);
    expect(json(pay).result.code).toBe(RESULT.REGISTRATION_NOT_FOUND.code);
    const del = await remove(id, SECOND_MERCHANT.entityId, SECOND_AUTH);
    expect(del.statusCode).toBe(404);
    expect(json(del).result.code).toBe(RESULT.REGISTRATION_NOT_FOUND.code);
    expect((await payWith(id)).statusCode).toBe(200);
  });

  it('overrideHolder fills an empty holder for one payment and leaves the registration as it was', async () => {
    const { 'card.holder': _holder, ...withoutHolder } = CARD;
    const id = await register(withoutHolder);
    const refused = await payWith(id, { 'card.holder': 'Max Muster' });
    expect(json(refused).result.parameterErrors[0].name).toBe('card.holder');
    const paid = await payWith(id, { overrideHolder: 'true', 'card.holder': 'Max Muster' });
    expect(json(paid).card.holder).toBe('Max Muster');
    expect(json(await payWith(id)).card.holder).toBeUndefined();
    const named = await register();
    expect((await payWith(named, { overrideHolder: 'true', 'card.holder': 'Max Muster' })).statusCode).toBe(
      400,
    );
  });
});

describe('DELETE /v1/registrations/{id}', () => {
  it('deletes; the registration is then refused with 100.150.202', async () => {
    const id = await register();
    const res = await remove(id);
    expect(res.statusCode).toBe(200);
    expect(json(res).result.code).toBe(RESULT.SUCCESS.code);
    const pay = await payWith(id);
    expect(pay.statusCode).toBe(400);
    expect(json(pay).result.code).toBe(RESULT.REGISTRATION_DEREGISTERED.code);
    expect(json(await remove(id)).result.code).toBe(RESULT.REGISTRATION_DEREGISTERED.code);
    expect(json(await remove('x'.repeat(31))).result.code).toBe(RESULT.REGISTRATION_ID_INVALID.code);
  });

  it('of concurrent deletes, one answers the deletion and the others that it was deleted', async () => {
    const id = await register();
    const codes = (await Promise.all([remove(id), remove(id), remove(id)])).map((res) => [
      res.statusCode,
      json(res).result.code,
    ]);
    expect(codes.filter(([status]) => status === 200)).toEqual([[200, RESULT.SUCCESS.code]]);
    expect(codes.filter(([status]) => status !== 200)).toEqual([
      [400, RESULT.REGISTRATION_DEREGISTERED.code],
      [400, RESULT.REGISTRATION_DEREGISTERED.code],
    ]);
  });

  it('needs the bearer token', async () => {
    const id = await register();
    expect(
      (await app.inject({ method: 'DELETE', url: `/v1/registrations/${id}?entityId=${ENTITY_ID}` }))
        .statusCode,
    ).toBe(401);
  });
});

describe('createRegistration=true on a payment', () => {
  it('answers a registrationId that pays later', async () => {
    const res = await postForm(app, '/v1/payments', { ...PAYMENT, createRegistration: 'true' });
    const id = json(res).registrationId as string;
    expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect((await payWith(id)).statusCode).toBe(200);
  });

  it('a declined payment leaves a registration that is refused with 100.150.203', async () => {
    const res = await postForm(app, '/v1/payments', {
      ...PAYMENT,
      'card.number': '4000000000001521',
      createRegistration: 'true',
    });
    expect(res.statusCode).toBe(400);
    const pay = await payWith(json(res).registrationId);
    expect(json(pay).result.code).toBe(RESULT.REGISTRATION_REJECTED.code);
  });

  it('a 3-D Secure payment still pending leaves a registration not confirmed yet (100.150.201)', async () => {
    const res = await postForm(app, '/v1/payments', {
      ...PAYMENT,
      'card.number': '4200000000000042',
      shopperResultUrl: 'https://shop.example/result',
      createRegistration: 'true',
    });
    expect(json(res).result.code).toBe(RESULT.PENDING.code);
    expect(json(await payWith(json(res).registrationId)).result.code).toBe(
      RESULT.REGISTRATION_NOT_CONFIRMED.code,
    );
  });
});
