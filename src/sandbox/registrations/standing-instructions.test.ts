import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import { SECOND_MERCHANT } from '../merchants';
import { CARD, ENTITY_ID, json, PAYMENT, postForm, testSandbox } from '../test-support';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await testSandbox());
});
afterAll(() => app.close());

const CIT_INITIAL = {
  'standingInstruction.mode': 'INITIAL',
  'standingInstruction.source': 'CIT',
  'standingInstruction.type': 'UNSCHEDULED',
};
const MIT_REPEATED = {
  'standingInstruction.mode': 'REPEATED',
  'standingInstruction.source': 'MIT',
  'standingInstruction.type': 'UNSCHEDULED',
};
const AMOUNT = { entityId: ENTITY_ID, amount: '5.00', currency: 'EUR', paymentType: 'DB' };

describe('standing instructions (document 3, 2.4)', () => {
  it('an INITIAL payment answers its initialTransactionId and echoes the instruction', async () => {
    const res = await postForm(app, '/v1/payments', { ...PAYMENT, ...CIT_INITIAL });
    const si = json(res).standingInstruction;
    expect(si).toMatchObject({ mode: 'INITIAL', source: 'CIT', type: 'UNSCHEDULED' });
    expect(si.initialTransactionId).toMatch(/^\d{15}$/);
  });

  it('REPEATED MIT without an INITIAL payment is refused with 100.150.300', async () => {
    const res = await postForm(app, '/v1/payments', { ...PAYMENT, ...MIT_REPEATED });
    expect(res.statusCode).toBe(400);
    expect(json(res).result.code).toBe(RESULT.INITIAL_PAYMENT_REQUIRED.code);
    expect(json(res).result.parameterErrors[0].name).toBe('standingInstruction.initialTransactionId');
  });

  it('REPEATED MIT with the initialTransactionId of a successful INITIAL payment is accepted', async () => {
    const initial = json(await postForm(app, '/v1/payments', { ...PAYMENT, ...CIT_INITIAL }));
    const id = initial.standingInstruction.initialTransactionId as string;
    const repeat = await postForm(app, '/v1/payments', {
      ...PAYMENT,
      ...MIT_REPEATED,
      'standingInstruction.initialTransactionId': id,
    });
    expect(repeat.statusCode, repeat.body).toBe(200);
    const declined = json(
      await postForm(app, '/v1/payments', { ...PAYMENT, ...CIT_INITIAL, 'card.number': '4000000000001521' }),
    );
    const afterDecline = await postForm(app, '/v1/payments', {
      ...PAYMENT,
      ...MIT_REPEATED,
      'standingInstruction.initialTransactionId': declined.standingInstruction.initialTransactionId,
    });
    expect(json(afterDecline).result.code).toBe(RESULT.INITIAL_PAYMENT_REQUIRED.code);
  });

  it("another merchant's initial transaction does not count", async () => {
    const initial = json(await postForm(app, '/v1/payments', { ...PAYMENT, ...CIT_INITIAL }));
    const res = await postForm(
      app,
      '/v1/payments',
      {
        ...PAYMENT,
        ...MIT_REPEATED,
        entityId: SECOND_MERCHANT.entityId,
        'standingInstruction.initialTransactionId': initial.standingInstruction.initialTransactionId,
      },
      { authorization: `Bearer ${SECOND_MERCHANT.accessToken}` },
    );
    expect(json(res).result.code).toBe(RESULT.INITIAL_PAYMENT_REQUIRED.code);
  });

  it('a registration remembers its INITIAL payment: REPEATED MIT payments with it are accepted', async () => {
    const reg = json(await postForm(app, '/v1/registrations', { entityId: ENTITY_ID, ...CARD })).id as string;
    const before = await postForm(app, `/v1/registrations/${reg}/payments`, { ...AMOUNT, ...MIT_REPEATED });
    expect(json(before).result.code).toBe(RESULT.INITIAL_PAYMENT_REQUIRED.code);
    const initial = await postForm(app, `/v1/registrations/${reg}/payments`, {
      ...AMOUNT,
      ...CIT_INITIAL,
      'card.cvv': '123',
    });
    expect(initial.statusCode).toBe(200);
    const after = await postForm(app, `/v1/registrations/${reg}/payments`, { ...AMOUNT, ...MIT_REPEATED });
    expect(after.statusCode, after.body).toBe(200);
    expect(json(after).standingInstruction).toMatchObject({ mode: 'REPEATED', source: 'MIT' });
  });

  it('createRegistration with an INITIAL payment links both', async () => {
    const paid = json(
      await postForm(app, '/v1/payments', { ...PAYMENT, ...CIT_INITIAL, createRegistration: 'true' }),
    );
    const res = await postForm(app, `/v1/registrations/${paid.registrationId}/payments`, {
      ...AMOUNT,
      ...MIT_REPEATED,
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
