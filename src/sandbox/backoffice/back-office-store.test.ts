import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import type { SandboxStore } from '../database/open';
import { openSandboxStore } from '../database/open';
import type { PaymentResponse } from '../payments/payment-response';
import { paymentRow } from '../store/core-rows';
import { TOKEN_KEY, tempDir } from '../test-support';
import type { BackOfficeRecord } from './back-office-store';

const ENTITY = '8a8294174b7ecb28014b9699220015ca';
const AT = new Date('2026-11-21T12:00:00Z');

const answer = (id: string, members: Partial<PaymentResponse>): PaymentResponse =>
  ({
    id,
    amount: '100.00',
    currency: 'EUR',
    result: RESULT.SUCCESS_INTEGRATOR_TEST,
    ...members,
  }) as PaymentResponse;

/** A capture of 'PA1' as the route would hand it to the writer, after its own (stale) check. */
const capture = (id: string, cents: number, final = false): BackOfficeRecord => ({
  payment: paymentRow({
    id,
    entityId: ENTITY,
    checkoutId: null,
    response: answer(id, { paymentType: 'CP', referencedId: 'PA1' }),
    createdAt: AT,
  }),
  referencedId: 'PA1',
  paymentType: 'CP',
  amountCents: cents,
  currency: 'EUR',
  final,
});

let stores: SandboxStore[] = [];
afterEach(() => {
  for (const store of stores) store.close();
  stores = [];
});

function open(path = ':memory:'): SandboxStore {
  const store = openSandboxStore(path, TOKEN_KEY);
  stores.push(store);
  return store;
}

async function withAuthorisation(store: SandboxStore, numberOfCaptures?: string): Promise<void> {
  const response = answer('PA1', { paymentType: 'PA', ...(numberOfCaptures ? { numberOfCaptures } : {}) });
  await store.insertPayment({ id: 'PA1', entityId: ENTITY, checkoutId: null, response, createdAt: AT });
}

describe('back-office store', () => {
  it('checks again when it stores: a decision taken on an older state cannot over-capture', async () => {
    const store = open();
    await withAuthorisation(store, '5');
    // Both were decided against the PA with nothing captured yet; the second must not be stored.
    expect(await store.backOffice.record(capture('CP1', 6000))).toEqual({ stored: true });
    expect(await store.backOffice.record(capture('CP2', 6000))).toEqual({
      stored: false,
      refusal: RESULT.CANNOT_CAPTURE,
    });
    expect(await store.payment('CP2')).toBeUndefined();
    expect((await store.backOffice.state('PA1'))?.followUps).toEqual([
      { paymentType: 'CP', amountCents: 6000, final: false, reversed: false },
    ]);
    expect((await store.payment('CP1'))?.response).toMatchObject({ id: 'CP1', referencedId: 'PA1' });
  });

  it('reads the authorisation as stored: amount, currency, numberOfCaptures, pending or not', async () => {
    const store = open();
    await withAuthorisation(store, '3');
    expect((await store.backOffice.state('PA1'))?.reference).toEqual({
      id: 'PA1',
      entityId: ENTITY,
      paymentType: 'PA',
      resultCode: RESULT.SUCCESS_INTEGRATOR_TEST.code,
      pending: false,
      amountCents: 10000,
      currency: 'EUR',
      numberOfCaptures: 3,
    });
    expect(await store.backOffice.state('nope')).toBeUndefined();
  });

  it('does not store an operation on another entity’s payment', async () => {
    const store = open();
    await withAuthorisation(store);
    const foreign = capture('CP3', 100);
    foreign.payment = { ...foreign.payment, entity_id: '8ac7a4c9e5f1d2b3a4c5d6e7f8091a2b' };
    expect(await store.backOffice.record(foreign)).toEqual({ stored: false, refusal: RESULT.NOT_FOUND });
    expect(await store.payment('CP3')).toBeUndefined();
  });

  it('runs on the writer thread for a database file, with the same answers', async () => {
    const store = open(join(tempDir(), 'back-office.db'));
    await withAuthorisation(store);
    expect(await store.backOffice.record(capture('CP4', 2500, true))).toEqual({ stored: true });
    expect(await store.backOffice.record(capture('CP5', 100))).toEqual({
      stored: false,
      refusal: RESULT.REFERENCE_CLOSED,
    });
    expect((await store.payment('CP4'))?.response.paymentType).toBe('CP');
  });
});
