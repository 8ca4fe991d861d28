import { afterEach, describe, expect, it } from 'vitest';
import { withCoreFixtures } from '../database/core-fixtures';
import { BACKENDS, featureBackend } from '../database/feature-backends';
import type { InitialTransactionRecord, RegistrationRecord } from './registration-store';
import { REGISTRATION_STORE } from './registration-store';
import { REGISTRATION_PG_STORE } from './registration-store-pg';

const ENTITY = '8a8294174b7ecb28014b9699220015ca';
const AT = new Date('2026-11-21T12:00:00Z');
const CHECKOUT = 'C'.repeat(32);

const registration = (id: string, members: Partial<RegistrationRecord> = {}): RegistrationRecord => ({
  id,
  entityId: ENTITY,
  checkoutId: null,
  initialPaymentId: null,
  sealed: `sealed-${id}`,
  createdAt: AT,
  deletedAt: null,
  ...members,
});

const initial = (id: string, registrationId: string | null, at = AT): InitialTransactionRecord => ({
  id,
  entityId: ENTITY,
  paymentId: `P-${id}`,
  registrationId,
  createdAt: at,
});

describe.each(BACKENDS)('registration store on %s', (name) => {
  const open = async () => {
    const backend = await featureBackend(
      name,
      ...withCoreFixtures(REGISTRATION_STORE, REGISTRATION_PG_STORE),
    );
    close = backend.close;
    await backend.writes.insertCheckout({
      id: CHECKOUT,
      entity_id: ENTITY,
      params: '{}',
      created_at: AT.getTime(),
      expires_at: AT.getTime() + 1_800_000,
      state: 'OPEN',
    });
    return backend;
  };
  let close = async () => {};
  afterEach(() => close());

  it('stores a registration and reads it back as stored; an unknown id is undefined', async () => {
    const { reads, writes } = await open();
    const record = registration('R1', { initialPaymentId: 'P1' });
    expect(await writes.insert(record)).toBe(true);
    expect(await reads.get('R1')).toEqual(record);
    expect(await reads.get('R2')).toBeUndefined();
    expect(await reads.latestOfCheckout(CHECKOUT)).toBeUndefined();
  });

  it('closes the checkout with a registration-only checkout’s registration, once', async () => {
    const { reads, writes } = await open();
    const first = registration('R1', { checkoutId: CHECKOUT });
    expect(await writes.insert(first, { closesCheckout: true, notification: '{}' })).toBe(true);
    expect((await reads.checkoutRow(CHECKOUT))?.state).toBe('PAID');
    expect(await writes.insert(registration('R2', { checkoutId: CHECKOUT }), { closesCheckout: true })).toBe(
      false,
    );
    expect(await reads.get('R2')).toBeUndefined();
    expect(await reads.latestOfCheckout(CHECKOUT)).toEqual(first);
  });

  it('answers the latest registration of a checkout, the later stored of one millisecond', async () => {
    const { reads, writes } = await open();
    await writes.insert(registration('R1', { checkoutId: CHECKOUT, createdAt: new Date(AT.getTime() + 5) }));
    await writes.insert(registration('R2', { checkoutId: CHECKOUT }));
    await writes.insert(registration('R3', { checkoutId: CHECKOUT, createdAt: new Date(AT.getTime() + 5) }));
    expect((await reads.latestOfCheckout(CHECKOUT))?.id).toBe('R3');
  });

  it('deletes once: the sealed details are forgotten, a second delete changes nothing', async () => {
    const { reads, writes } = await open();
    await writes.insert(registration('R1'));
    const later = new Date(AT.getTime() + 60_000);
    expect(await writes.delete('R1', later, '{}')).toBe(true);
    expect(await reads.get('R1')).toEqual(registration('R1', { sealed: null, deletedAt: later }));
    expect(await writes.delete('R1', new Date(AT.getTime() + 120_000))).toBe(false);
    expect((await reads.get('R1'))?.deletedAt).toEqual(later);
    expect(await writes.delete('nope', later)).toBe(false);
  });

  it('keeps initial transactions, listed by registration in the order they were made', async () => {
    const { reads, writes } = await open();
    await writes.insertInitialTransaction(initial('I1', 'R1', new Date(AT.getTime() + 10)));
    await writes.insertInitialTransaction(initial('I2', 'R1'));
    await writes.insertInitialTransaction(initial('I3', 'R1', new Date(AT.getTime() + 10)));
    await writes.insertInitialTransaction(initial('I4', null));
    expect(await reads.initialTransaction('I4')).toEqual(initial('I4', null));
    expect(await reads.initialTransaction('I5')).toBeUndefined();
    expect((await reads.initialTransactionsOfRegistration('R1')).map((i) => i.id)).toEqual([
      'I2',
      'I1',
      'I3',
    ]);
    expect(await reads.initialTransactionsOfRegistration('R1')).toContainEqual(
      initial('I1', 'R1', new Date(AT.getTime() + 10)),
    );
    expect(await reads.initialTransactionsOfRegistration('R9')).toEqual([]);
  });

  // On PostgreSQL these run on several connections at once, as from several sandbox processes.
  it('of concurrent deletes of one registration, exactly one deletes it', async () => {
    const { reads, writes } = await open();
    await writes.insert(registration('R1'));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => writes.delete('R1', new Date(AT.getTime() + i))),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await reads.get('R1'))?.deletedAt?.getTime()).toBe(AT.getTime() + results.indexOf(true));
  });

  it('of concurrent registrations closing one checkout, exactly one is stored', async () => {
    const { reads, writes } = await open();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        writes.insert(registration(`R${i}`, { checkoutId: CHECKOUT }), { closesCheckout: true }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const winner = `R${results.indexOf(true)}`;
    expect((await reads.latestOfCheckout(CHECKOUT))?.id).toBe(winner);
    for (let i = 0; i < 20; i++)
      expect(await reads.get(`R${i}`)).toEqual(
        `R${i}` === winner ? registration(winner, { checkoutId: CHECKOUT }) : undefined,
      );
  });
});
