import { afterEach, describe, expect, it } from 'vitest';
import { withCoreFixtures } from '../database/core-fixtures';
import { BACKENDS, featureBackend } from '../database/feature-backends';
import { CHECKOUT_UPDATE_STORE } from './checkout-update-store';
import { CHECKOUT_UPDATE_PG_STORE } from './checkout-update-store-pg';

const ENTITY = '8a8294174b7ecb28014b9699220015ca';
const AT = new Date('2026-11-21T12:00:00Z').getTime();
const ENDS = AT + 1_800_000;
const ORIGINAL = { amount: '10.00', currency: 'EUR', paymentType: 'DB' };

describe.each(BACKENDS)('checkout updates on %s', (name) => {
  let close = async () => {};
  afterEach(() => close());

  async function open(...ids: string[]) {
    const backend = await featureBackend(
      name,
      ...withCoreFixtures(CHECKOUT_UPDATE_STORE, CHECKOUT_UPDATE_PG_STORE),
    );
    close = backend.close;
    for (const id of ids)
      await backend.writes.insertCheckout({
        id,
        entity_id: ENTITY,
        params: JSON.stringify(ORIGINAL),
        created_at: AT,
        expires_at: ENDS,
        state: 'OPEN',
      });
    return backend;
  }
  const paramsOf = async (backend: Awaited<ReturnType<typeof open>>, id: string) =>
    JSON.parse((await backend.reads.checkoutRow(id))?.params ?? 'null') as unknown;

  it('replaces the parameters of an open checkout within its time', async () => {
    const backend = await open('C1', 'C2');
    const params = { ...ORIGINAL, amount: '30.00' };
    expect(await backend.writes.update('C1', params, AT + 1)).toBe(true);
    expect(await paramsOf(backend, 'C1')).toEqual(params);
    expect(await paramsOf(backend, 'C2')).toEqual(ORIGINAL);
    expect((await backend.reads.checkoutRow('C1'))?.state).toBe('OPEN');
  });

  it('leaves a paid, an expired or an unknown checkout as it was', async () => {
    const backend = await open('C1', 'C2');
    await backend.writes.payCheckout('C1');
    expect(await backend.writes.update('C1', { amount: '1.00' }, AT + 1)).toBe(false);
    expect(await paramsOf(backend, 'C1')).toEqual(ORIGINAL);
    expect(await backend.writes.update('C2', { amount: '1.00' }, ENDS)).toBe(false);
    expect(await paramsOf(backend, 'C2')).toEqual(ORIGINAL);
    expect(await backend.writes.update('C3', { amount: '1.00' }, AT + 1)).toBe(false);
    expect(await backend.reads.checkoutRow('C3')).toBeUndefined();
  });

  // On PostgreSQL these run on several connections at once, as from several sandbox processes.
  it('of updates racing with the payment, none lands after it', async () => {
    const backend = await open('C1');
    const updates = Array.from({ length: 20 }, (_, i) => ({ ...ORIGINAL, amount: `${i + 1}.00` }));
    const [paid, ...results] = await Promise.all([
      backend.writes.payCheckout('C1'),
      ...updates.map((params) => backend.writes.update('C1', params, AT + 1)),
    ]);
    expect(paid).toBe(true);
    // The checkout holds the last update that answered true, each of which came before the payment.
    const landed = updates.filter((_, i) => results[i]);
    expect(landed.length > 0 ? landed : [ORIGINAL]).toContainEqual(await paramsOf(backend, 'C1'));
    expect(await backend.writes.update('C1', ORIGINAL, AT + 1)).toBe(false);
  });
});
