import { afterEach, describe, expect, it } from 'vitest';
import { withCoreFixtures } from '../database/core-fixtures';
import { BACKENDS, featureBackend } from '../database/feature-backends';
import { CHECKOUT_LIST_INDEX, type CheckoutListFilter } from './checkout-list-sql';
import { INSPECTOR_READS_STORE } from './reads-store';
import { INSPECTOR_READS_PG_STORE } from './reads-store-pg';

// The inspector's read of a merchant's checkouts on both databases: newest first, pages split
// exactly at the cursor (ties on the millisecond by id), one merchant's only, filtered by state
// (expired on the clock given) and merchantTransactionId, with the checkout's latest payment.

const MINE = '8a8294174b7ecb28014b9699220015ca';
const THEIRS = '8a8294174b7ecb28014b9699220015cb';
const AT = Date.parse('2026-11-21T12:00:00Z');
const LIFETIME = 1_800_000;

describe.each(BACKENDS)('the inspector’s checkouts on %s', (name) => {
  let close = async () => {};
  afterEach(() => close());

  async function open() {
    const backend = await featureBackend(
      name,
      ...withCoreFixtures(INSPECTOR_READS_STORE, INSPECTOR_READS_PG_STORE),
      CHECKOUT_LIST_INDEX,
    );
    close = backend.close;
    const checkout = (id: string, at: number, extra: { entity?: string; order?: string } = {}) =>
      backend.writes.insertCheckout({
        id,
        entity_id: extra.entity ?? MINE,
        params: JSON.stringify({
          amount: '10.00',
          currency: 'EUR',
          paymentType: 'DB',
          ...(extra.order ? { merchantTransactionId: extra.order } : {}),
        }),
        created_at: at,
        expires_at: at + LIFETIME,
        state: 'OPEN',
      });
    // C1 and C2 in one millisecond, C3 a minute later, C4 an hour later; one of another merchant.
    await checkout('C2', AT, { order: 'order-2' });
    await checkout('C1', AT, { order: 'order-1' });
    await checkout('C3', AT + 60_000, { order: 'order-1' });
    await checkout('C4', AT + 3_600_000);
    await checkout('X1', AT + 60_000, { entity: THEIRS });
    // C3 paid after a refused attempt; C1 refused only.
    const payment = (id: string, checkoutId: string, at: number) =>
      backend.writes.insertPayment({
        id,
        entity_id: MINE,
        checkout_id: checkoutId,
        response: '{}',
        created_at: at,
        pending_until: null,
      });
    await payment('P1', 'C3', AT + 61_000);
    await payment('P2', 'C3', AT + 62_000);
    await backend.writes.payCheckout('C3');
    await payment('P3', 'C1', AT + 1000);
    return backend;
  }

  /** Eighty minutes in: C1, C2 expired (C3 paid), C4 still open. */
  const NOW = AT + 4_800_000;
  const filter = (extra: Partial<CheckoutListFilter> = {}): CheckoutListFilter => ({
    entityId: MINE,
    now: NOW,
    limit: 100,
    ...extra,
  });

  it('lists one merchant’s checkouts newest first with their latest payment', async () => {
    const { reads } = await open();
    const rows = await reads.checkouts(filter());
    expect(rows.map((row) => row.id)).toEqual(['C4', 'C3', 'C2', 'C1']);
    expect(rows.map((row) => row.payment_id)).toEqual([null, 'P2', null, 'P3']);
    expect(rows[1]).toMatchObject({
      state: 'PAID',
      created_at: AT + 60_000,
      expires_at: AT + 60_000 + LIFETIME,
    });
    expect(JSON.parse(rows[1]?.params ?? '{}')).toMatchObject({ merchantTransactionId: 'order-1' });
    expect((await reads.checkouts(filter({ entityId: THEIRS }))).map((row) => row.id)).toEqual(['X1']);
  });

  it('pages after the cursor, splitting one millisecond by id, at most the limit each', async () => {
    const { reads } = await open();
    const first = await reads.checkouts(filter({ limit: 3 }));
    expect(first.map((row) => row.id)).toEqual(['C4', 'C3', 'C2']);
    const last = first.at(-1);
    if (!last) throw new Error('no page');
    const second = await reads.checkouts(filter({ limit: 3, before: { at: last.created_at, id: last.id } }));
    expect(second.map((row) => row.id)).toEqual(['C1']);
    // A limit above the bound reads no more than the bound and one (to tell that more follow).
    expect(await reads.checkouts(filter({ limit: 10_000 }))).toHaveLength(4);
  });

  it('filters by state on the clock given, and by merchantTransactionId', async () => {
    const { reads } = await open();
    const ids = async (extra: Partial<CheckoutListFilter>) =>
      (await reads.checkouts(filter(extra))).map((row) => row.id);
    expect(await ids({ state: 'paid' })).toEqual(['C3']);
    expect(await ids({ state: 'open' })).toEqual(['C4']);
    expect(await ids({ state: 'expired' })).toEqual(['C2', 'C1']);
    // Before the first one's end, all the unpaid ones are open; exactly at it, C1 and C2 have expired.
    expect(await ids({ state: 'open', now: AT + LIFETIME - 1 })).toEqual(['C4', 'C2', 'C1']);
    expect(await ids({ state: 'expired', now: AT + LIFETIME })).toEqual(['C2', 'C1']);
    expect(await ids({ merchantTransactionId: 'order-1' })).toEqual(['C3', 'C1']);
    expect(await ids({ merchantTransactionId: 'order-1', state: 'expired' })).toEqual(['C1']);
    expect(await ids({ merchantTransactionId: 'order-9' })).toEqual([]);
    expect(await ids({ entityId: THEIRS, merchantTransactionId: 'order-1' })).toEqual([]);
  });

  it('tells where a read of at most n checkouts stops, and reads from there on only', async () => {
    const { reads } = await open();
    // Newest first: C4, C3, C2, C1.
    expect(await reads.checkoutScanFloor(MINE, undefined, 2)).toEqual({ at: AT + 60_000, id: 'C3' });
    expect(await reads.checkoutScanFloor(MINE, { at: AT + 60_000, id: 'C3' }, 2)).toEqual({
      at: AT,
      id: 'C1',
    });
    // Fewer left than n: no floor, the read goes to the end.
    expect(await reads.checkoutScanFloor(MINE, { at: AT, id: 'C2' }, 2)).toBeUndefined();
    expect(await reads.checkoutScanFloor(THEIRS, undefined, 2)).toBeUndefined();
    const ids = async (extra: Partial<CheckoutListFilter>) =>
      (await reads.checkouts(filter(extra))).map((row) => row.id);
    expect(await ids({ merchantTransactionId: 'order-1', from: { at: AT + 60_000, id: 'C3' } })).toEqual([
      'C3',
    ]);
    expect(await ids({ state: 'expired', from: { at: AT + 60_000, id: 'C3' } })).toEqual([]);
  });
});
