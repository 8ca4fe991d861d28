import { afterEach, describe, expect, it } from 'vitest';
import { withCoreFixtures } from '../database/core-fixtures';
import { BACKENDS, featureBackend } from '../database/feature-backends';
import { pgProcesses } from '../database/pg-processes';
import { type SharedBackend, sharedBackend } from '../database/shared-backend';
import type { PaymentRow } from '../store/core-rows';
import { DUPLICATE_STORE } from './duplicate-store';
import { DUPLICATE_PG_STORE } from './duplicate-store-pg';

const T0 = Date.parse('2026-11-21T12:00:00Z');
const WINDOW = 10 * 60_000;
const APPROVED = '000.100.110';
const DECLINED = '800.100.151';

const payment = (id: string, at: number, code = APPROVED, extra: Partial<PaymentRow> = {}): PaymentRow => ({
  id,
  entity_id: 'entity-1',
  checkout_id: null,
  response: JSON.stringify({ id, result: { code, description: 'x' } }),
  created_at: at,
  pending_until: null,
  ...extra,
});
const claim = (at: number, key = 'key-1') => ({ key, since: at - WINDOW });

describe.each(BACKENDS)('the duplicate check’s claims on %s', (name) => {
  const open = async () => {
    const backend = await featureBackend(name, ...withCoreFixtures(DUPLICATE_STORE, DUPLICATE_PG_STORE));
    close = backend.close;
    /** Which of these payments are stored. */
    const stored = async (...ids: string[]) => {
      const found = await Promise.all(ids.map((id) => backend.reads.paymentRow(id)));
      return ids.filter((_, i) => found[i] !== undefined);
    };
    return { ...backend, stored };
  };
  let close = async () => {};
  afterEach(() => close());

  it('refuses a payment with the key of one approved within the window, not after it', async () => {
    const { writes, stored } = await open();
    expect(await writes.insertPaymentOnce(payment('p1', T0), false, claim(T0))).toBe('stored');
    expect(await writes.insertPaymentOnce(payment('p2', T0 + 1000), false, claim(T0 + 1000))).toBe(
      'duplicate',
    );
    // Another key, or another entity with the key: not the same payment.
    expect(await writes.insertPaymentOnce(payment('p3', T0 + 1000), false, claim(T0 + 1000, 'key-2'))).toBe(
      'stored',
    );
    expect(
      await writes.insertPaymentOnce(
        payment('p4', T0 + 1000, APPROVED, { entity_id: 'entity-2' }),
        false,
        claim(T0 + 1000),
      ),
    ).toBe('stored');
    // The window starts after `since`: a claim made exactly then no longer counts.
    expect(await writes.insertPaymentOnce(payment('p5', T0 + WINDOW), false, claim(T0 + WINDOW))).toBe(
      'stored',
    );
    expect(await stored('p1', 'p2', 'p3', 'p4', 'p5')).toEqual(['p1', 'p3', 'p4', 'p5']);
  });

  it('lets a retry through after a decline or an abandoned wait, not while one waits', async () => {
    const { writes, stored } = await open();
    expect(await writes.insertPaymentOnce(payment('p1', T0, DECLINED), false, claim(T0))).toBe('stored');
    const waiting = payment('p2', T0 + 1, '000.200.000', { pending_until: T0 + 5000 });
    expect(await writes.insertPaymentOnce(waiting, false, claim(T0 + 1))).toBe('stored');
    expect(await writes.insertPaymentOnce(payment('p3', T0 + 4999), false, claim(T0 + 4999))).toBe(
      'duplicate',
    );
    // Its wait is over at pending_until: from then it no longer blocks.
    expect(await writes.insertPaymentOnce(payment('p4', T0 + 5000), false, claim(T0 + 5000))).toBe('stored');
    expect(await stored('p1', 'p2', 'p3', 'p4')).toEqual(['p1', 'p2', 'p4']);
  });

  it('pays a checkout once: a payment of a checkout no longer open is not stored', async () => {
    const { reads, writes, stored } = await open();
    await writes.insertCheckout({
      id: 'c1',
      entity_id: 'entity-1',
      params: '{}',
      created_at: T0,
      expires_at: T0 + WINDOW,
      state: 'OPEN',
    });
    const ofCheckout = (id: string, key: string) =>
      writes.insertPaymentOnce(payment(id, T0, DECLINED, { checkout_id: 'c1' }), true, claim(T0, key));
    expect(await ofCheckout('p1', 'key-1')).toBe('stored');
    expect((await reads.checkoutRow('c1'))?.state).toBe('PAID');
    expect(await ofCheckout('p2', 'key-2')).toBe('checkoutClosed');
    // Nothing of the refused one is stored, not even its claim: its key still pays.
    expect(await writes.insertPaymentOnce(payment('p3', T0 + 1), false, claim(T0 + 1, 'key-2'))).toBe(
      'stored',
    );
    expect(await stored('p1', 'p2', 'p3')).toEqual(['p1', 'p3']);
  });

  it('stores one of 20 identical payments sent at once', async () => {
    const { writes, stored } = await open();
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => writes.insertPaymentOnce(payment(`p${i}`, T0), false, claim(T0))),
    );
    expect(outcomes.filter((o) => o === 'stored')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(19);
    const ids = Array.from({ length: 20 }, (_, i) => `p${i}`);
    expect(await stored(...ids)).toEqual([ids[outcomes.indexOf('stored')]]);
  });
});

describe('the duplicate check of sandbox processes sharing one PostgreSQL database', () => {
  let backend: SharedBackend | undefined;
  let closeProcesses = async () => {};
  afterEach(async () => {
    await closeProcesses();
    await backend?.close();
  });

  it('stores exactly one of 20 identical payments racing from both, and each other key once', async () => {
    backend = await sharedBackend('postgresql', [DUPLICATE_PG_STORE]);
    const { pools, close } = await pgProcesses(backend);
    closeProcesses = close;
    const all = pools.map((pool) => DUPLICATE_PG_STORE.writes(pool));
    const race = (key: string) =>
      Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          all[i % 2]?.insertPaymentOnce(payment(`${key}-${i}`, T0 + i), false, claim(T0 + i, key)),
        ),
      );
    const [one, two] = await Promise.all([race('key-1'), race('key-2')]);
    for (const outcomes of [one, two]) {
      expect(outcomes.filter((o) => o === 'stored')).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(19);
    }
    const claims = (await backend?.rowsOf('duplicate_claims')) ?? [];
    expect(claims.map((claim) => claim.claim_key).toSorted()).toEqual(['key-1', 'key-2']);
    expect(await backend?.rowsOf('payments')).toHaveLength(2);
  });
});
