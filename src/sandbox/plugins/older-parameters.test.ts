// What shipped merchant code sends in the platform's older terms, and the sandbox takes as the
// live gateway does: createRegistration=1 and recurringType.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import {
  browserPay,
  CARD,
  createCheckout,
  ENTITY_ID,
  json,
  PAYMENT,
  postForm,
  type TestSandbox,
  testSandbox,
} from '../test-support';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox();
});
afterAll(() => sb.app.close());

const APPROVED = RESULT.SUCCESS_INTEGRATOR_TEST.code;
const pay = (params: Record<string, string>) => postForm(sb.app, '/v1/payments', { ...PAYMENT, ...params });
const errorsOf = (res: { json: () => unknown }) =>
  (res.json() as { result: { parameterErrors: Array<Record<string, string>> } }).result.parameterErrors;

describe('createRegistration=1', () => {
  it('stores the details of a payment as createRegistration=true does; 0 as false', async () => {
    const one = await pay({ createRegistration: '1' });
    expect(json(one).result.code).toBe(APPROVED);
    const registrationId = json(one).registrationId as string;
    expect(registrationId).toMatch(/^[0-9a-zA-Z]{32}$/);
    const again = await postForm(sb.app, `/v1/registrations/${registrationId}/payments`, {
      entityId: ENTITY_ID,
      amount: '3.00',
      currency: 'EUR',
      paymentType: 'DB',
    });
    expect(json(again).result.code).toBe(APPROVED);

    const zero = await pay({ createRegistration: '0' });
    expect(json(zero).result.code).toBe(APPROVED);
    expect(json(zero).registrationId).toBeUndefined();
  });

  it('makes a registration-only checkout, and ticks the widget’s “store” box', async () => {
    const onlyStore = await postForm(sb.app, '/v1/checkouts', {
      entityId: ENTITY_ID,
      createRegistration: '1',
    });
    expect(json(onlyStore).result.code).toBe(RESULT.CHECKOUT_CREATED.code);
    const checkoutId = await createCheckout(sb.app, { createRegistration: '1' });
    const paid = await browserPay(sb.app, checkoutId, { ...CARD, createRegistration: '1' });
    expect(json(paid).result.code).toBe(APPROVED);
    expect(json(paid).registrationId).toMatch(/^[0-9a-zA-Z]{32}$/);
  });

  it('still refuses anything else, saying what is accepted', async () => {
    for (const value of ['yes', 'TRUE', '2', '']) {
      const res = await pay({ createRegistration: value });
      expect(res.statusCode).toBe(400);
      expect(errorsOf(res)).toContainEqual({
        name: 'createRegistration',
        value,
        message: 'must be true or false (1 and 0 are taken for true and false)',
      });
    }
  });
});

describe('recurringType (the older standing instruction)', () => {
  it('INITIAL is an initial customer-initiated instruction; REPEATED a merchant-initiated repeat', async () => {
    const first = await pay({ createRegistration: 'true', recurringType: 'INITIAL' });
    expect(json(first).result.code).toBe(APPROVED);
    expect(json(first).standingInstruction).toMatchObject({
      mode: 'INITIAL',
      source: 'CIT',
      type: 'UNSCHEDULED',
      initialTransactionId: expect.stringMatching(/^\d{15}$/),
    });
    expect(json(first).recurringType).toBeUndefined();
    const repeat = await postForm(sb.app, `/v1/registrations/${json(first).registrationId}/payments`, {
      entityId: ENTITY_ID,
      amount: '9.99',
      currency: 'EUR',
      paymentType: 'DB',
      recurringType: 'REPEATED',
    });
    expect(json(repeat).result.code).toBe(APPROVED);
    expect(json(repeat).standingInstruction).toMatchObject({
      mode: 'REPEATED',
      source: 'MIT',
      type: 'UNSCHEDULED',
    });
  });

  it('REPEATED without an initial payment behind it is refused as the new form is', async () => {
    const res = await pay({ recurringType: 'REPEATED' });
    expect(res.statusCode).toBe(400);
    expect(json(res).result.code).toBe(RESULT.INITIAL_PAYMENT_REQUIRED.code);
  });

  it('keeps a standingInstruction.type or one that agrees; refuses one that contradicts it', async () => {
    const typed = await pay({ recurringType: 'INITIAL', 'standingInstruction.type': 'RECURRING' });
    expect(json(typed).standingInstruction).toMatchObject({ mode: 'INITIAL', type: 'RECURRING' });
    const agreeing = await pay({ recurringType: 'INITIAL', 'standingInstruction.mode': 'INITIAL' });
    expect(json(agreeing).result.code).toBe(APPROVED);

    const both = await pay({
      recurringType: 'INITIAL',
      'standingInstruction.mode': 'REPEATED',
      'standingInstruction.source': 'MIT',
    });
    expect(both.statusCode).toBe(400);
    expect(errorsOf(both).filter((e) => e.name === 'recurringType')).toEqual([
      {
        name: 'recurringType',
        value: 'INITIAL',
        message:
          'recurringType=INITIAL means standingInstruction.mode=INITIAL and standingInstruction.source=CIT, not standingInstruction.mode=REPEATED and standingInstruction.source=MIT: send one or the other',
      },
    ]);
  });

  it('refuses another value, saying which are taken', async () => {
    const res = await pay({ recurringType: 'MONTHLY' });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toContainEqual({
      name: 'recurringType',
      value: 'MONTHLY',
      message: 'must be one of: INITIAL, REPEATED (the older form of standingInstruction.mode and .source)',
    });
  });

  it('is taken on a checkout, whose payment is then an initial one', async () => {
    const checkoutId = await createCheckout(sb.app, { recurringType: 'INITIAL' });
    const paid = await browserPay(sb.app, checkoutId, CARD);
    expect(json(paid).result.code).toBe(APPROVED);
    expect(json(paid).standingInstruction).toMatchObject({ mode: 'INITIAL', source: 'CIT' });
    expect(json(paid).standingInstruction.initialTransactionId).toMatch(/^\d{15}$/);
  });

  it('is not taken where no standing instruction is (a refund)', async () => {
    const paid = await pay({});
    const refund = await postForm(sb.app, `/v1/payments/${json(paid).id}`, {
      entityId: ENTITY_ID,
      amount: '1.00',
      currency: 'EUR',
      paymentType: 'RF',
      recurringType: 'REPEATED',
    });
    expect(refund.statusCode).toBe(400);
    expect(errorsOf(refund)[0]?.name).toBe('recurringType');
  });
});
