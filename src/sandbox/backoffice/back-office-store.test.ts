import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import type { BackOfficeType } from '../../spec/rules/back-office-rules';
import { withCoreFixtures } from '../database/core-fixtures';
import { BACKENDS, featureBackend } from '../database/feature-backends';
import type { SandboxStore } from '../database/open';
import { openSandboxStore } from '../database/open';
import type { PaymentResponse } from '../payments/payment-response';
import { paymentRow } from '../store/core-rows';
import { TOKEN_KEY, tempDir } from '../test-support';
import { BACK_OFFICE_STORE, type BackOfficeRecord } from './back-office-store';
import { BACK_OFFICE_PG_STORE } from './back-office-store-pg';

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

describe.each(BACKENDS)('back-office store on %s', (name) => {
  let close = async () => {};
  afterEach(() => close());

  async function open() {
    const backend = await featureBackend(name, ...withCoreFixtures(BACK_OFFICE_STORE, BACK_OFFICE_PG_STORE));
    close = backend.close;
    return backend;
  }
  type Backend = Awaited<ReturnType<typeof open>>;

  /** A payment as the core stores it (amount 10.00 EUR unless said). */
  const pay = (backend: Backend, id: string, members: Partial<PaymentResponse>, pendingUntil?: number) =>
    backend.writes.insertPayment({
      ...paymentRow({
        id,
        entityId: ENTITY,
        checkoutId: null,
        response: answer(id, { amount: '10.00', ...members }),
        createdAt: AT,
      }),
      pending_until: pendingUntil ?? null,
    });

  /** An operation as the route hands it to the store. */
  const operation = (
    id: string,
    referencedId: string,
    paymentType: BackOfficeType,
    cents: number,
    options: { final?: boolean; at?: number } = {},
  ): BackOfficeRecord => ({
    payment: {
      ...paymentRow({
        id,
        entityId: ENTITY,
        checkoutId: null,
        response: answer(id, { paymentType, referencedId, amount: (cents / 100).toFixed(2) }),
        createdAt: AT,
      }),
      created_at: options.at ?? AT.getTime(),
    },
    referencedId,
    paymentType,
    amountCents: cents,
    currency: 'EUR',
    final: options.final ?? false,
  });

  it('reads a payment as the workflow sees it: type, result, amount, currency, captures, pending', async () => {
    const backend = await open();
    await pay(backend, 'PA1', { paymentType: 'PA', numberOfCaptures: '3' } as Partial<PaymentResponse>);
    await pay(backend, 'PA2', {
      paymentType: 'PA',
      numberOfCaptures: 2,
    } as unknown as Partial<PaymentResponse>);
    await pay(backend, 'PA3', { paymentType: 'PA', numberOfCaptures: '1.5' } as Partial<PaymentResponse>, 1);
    expect(await backend.reads.state('PA1')).toEqual({
      reference: {
        id: 'PA1',
        entityId: ENTITY,
        paymentType: 'PA',
        resultCode: RESULT.SUCCESS_INTEGRATOR_TEST.code,
        pending: false,
        amountCents: 1000,
        currency: 'EUR',
        numberOfCaptures: 3,
      },
      followUps: [],
    });
    expect((await backend.reads.state('PA2'))?.reference.numberOfCaptures).toBe(2);
    expect((await backend.reads.state('PA3'))?.reference).toMatchObject({
      pending: true,
      numberOfCaptures: null,
    });
    expect(await backend.reads.state('nope')).toBeUndefined();
  });

  it('stores an operation as a payment and lists it on its reference, in order, reversals marked', async () => {
    const backend = await open();
    await pay(backend, 'DB1', { paymentType: 'DB' });
    const chargeback = operation('CB1', 'DB1', 'CB', 300, { at: AT.getTime() + 2 });
    expect(await backend.writes.record(operation('RF1', 'DB1', 'RF', 200, { at: AT.getTime() + 1 }))).toEqual(
      {
        stored: true,
      },
    );
    expect(await backend.writes.record(chargeback)).toEqual({ stored: true });
    expect(await backend.writes.record(operation('RF2', 'DB1', 'RF', 100, { at: AT.getTime() + 1 }))).toEqual(
      {
        stored: false,
        refusal: RESULT.REFERENCE_CHARGED_BACK,
      },
    );
    expect(await backend.writes.record(operation('CR1', 'CB1', 'CR', 0, { at: AT.getTime() + 3 }))).toEqual({
      stored: true,
    });
    expect(await backend.writes.record(operation('RF3', 'DB1', 'RF', 100, { at: AT.getTime() + 1 }))).toEqual(
      {
        stored: true,
      },
    );
    expect(await backend.reads.paymentRow('CB1')).toEqual(chargeback.payment);
    expect((await backend.reads.state('DB1'))?.followUps).toEqual([
      { paymentType: 'RF', amountCents: 200, final: false, reversed: false },
      { paymentType: 'RF', amountCents: 100, final: false, reversed: false },
      { paymentType: 'CB', amountCents: 300, final: false, reversed: true },
    ]);
    // A chargeback reversal covers the whole chargeback, whatever amount it was handed.
    expect((await backend.reads.state('CB1'))?.followUps).toEqual([
      { paymentType: 'CR', amountCents: 300, final: false, reversed: false },
    ]);
  });

  it('checks again when it stores: stale decisions, a closed authorisation, another entity', async () => {
    const backend = await open();
    await pay(backend, 'PA1', { paymentType: 'PA', numberOfCaptures: '5' } as Partial<PaymentResponse>);
    expect(await backend.writes.record(operation('CP1', 'PA1', 'CP', 600))).toEqual({ stored: true });
    expect(await backend.writes.record(operation('CP2', 'PA1', 'CP', 600))).toEqual({
      stored: false,
      refusal: RESULT.CANNOT_CAPTURE,
    });
    expect(await backend.reads.paymentRow('CP2')).toBeUndefined();
    expect(await backend.writes.record(operation('CP3', 'PA1', 'CP', 100, { final: true }))).toEqual({
      stored: true,
    });
    expect(await backend.writes.record(operation('CP4', 'PA1', 'CP', 100))).toEqual({
      stored: false,
      refusal: RESULT.REFERENCE_CLOSED,
    });
    const foreign = operation('CP5', 'PA1', 'CP', 100);
    foreign.payment = { ...foreign.payment, entity_id: '8ac7a4c9e5f1d2b3a4c5d6e7f8091a2b' };
    expect(await backend.writes.record(foreign)).toEqual({ stored: false, refusal: RESULT.NOT_FOUND });
    expect(await backend.writes.record(operation('CP6', 'nope', 'CP', 100))).toEqual({
      stored: false,
      refusal: RESULT.NOT_FOUND,
    });
    expect((await backend.reads.state('PA1'))?.followUps).toEqual([
      { paymentType: 'CP', amountCents: 600, final: false, reversed: false },
      { paymentType: 'CP', amountCents: 100, final: true, reversed: false },
    ]);
  });

  it('reverses a capture: the authorisation lists it as reversed', async () => {
    const backend = await open();
    await pay(backend, 'PA1', { paymentType: 'PA' });
    await backend.writes.record(operation('CP1', 'PA1', 'CP', 1000));
    expect(await backend.writes.record(operation('RV1', 'CP1', 'RV', 0))).toEqual({ stored: true });
    expect((await backend.reads.state('PA1'))?.followUps).toEqual([
      { paymentType: 'CP', amountCents: 1000, final: false, reversed: true },
    ]);
  });

  // On PostgreSQL these run on several connections at once, as from several sandbox processes.
  it('of 20 concurrent captures of 1.00 on an authorisation of 10.00, exactly 10 are stored', async () => {
    const backend = await open();
    await pay(backend, 'PA1', { paymentType: 'PA', numberOfCaptures: '20' } as Partial<PaymentResponse>);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => backend.writes.record(operation(`CP${i}`, 'PA1', 'CP', 100))),
    );
    expect(outcomes.filter((o) => o.stored)).toHaveLength(10);
    expect(outcomes.filter((o) => !o.stored)).toEqual(
      Array(10).fill({ stored: false, refusal: RESULT.CANNOT_CAPTURE }),
    );
    const followUps = (await backend.reads.state('PA1'))?.followUps ?? [];
    expect(followUps.reduce((sum, f) => sum + f.amountCents, 0)).toBe(1000);
    for (const [i, outcome] of outcomes.entries())
      expect((await backend.reads.paymentRow(`CP${i}`)) !== undefined).toBe(outcome.stored);
  });

  it('of 20 concurrent refunds of 1.00 on a debit of 10.00, exactly 10 are stored', async () => {
    const backend = await open();
    await pay(backend, 'DB1', { paymentType: 'DB' });
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => backend.writes.record(operation(`RF${i}`, 'DB1', 'RF', 100))),
    );
    expect(outcomes.filter((o) => o.stored)).toHaveLength(10);
    expect((await backend.reads.state('DB1'))?.followUps).toHaveLength(10);
  });

  it('of a reversal and a capture racing on one authorisation, exactly one is stored', async () => {
    const backend = await open();
    for (let round = 0; round < 10; round++) {
      await pay(backend, `PA${round}`, { paymentType: 'PA' });
      const outcomes = await Promise.all([
        backend.writes.record(operation(`RV${round}`, `PA${round}`, 'RV', 0)),
        backend.writes.record(operation(`CP${round}`, `PA${round}`, 'CP', 500)),
      ]);
      expect(outcomes.filter((o) => o.stored)).toHaveLength(1);
      expect((await backend.reads.state(`PA${round}`))?.followUps).toHaveLength(1);
    }
  });
});
