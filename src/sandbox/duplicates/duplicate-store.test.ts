import { afterEach, describe, expect, it } from 'vitest';
import { BACKENDS, featureBackend } from '../database/feature-backends';
import { twoPgProcesses, withCoreFixture } from '../database/test-support/core-fixture';
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
  const open = () => featureBackend(name, ...withCoreFixture(DUPLICATE_STORE, DUPLICATE_PG_STORE));
  let close = async () => {};
  afterEach(() => close());
  const ids = (rows: PaymentRow[]) => rows.map((row) => row.id);

  it('refuses a payment with the key of one approved within the window, not after it', async () => {
    const { reads, writes, close: done } = await open();
    close = done;
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
    expect(ids(await reads.storedPayments('entity-1'))).toEqual(['p1', 'p3', 'p5']);
    expect(ids(await reads.storedPayments('entity-2'))).toEqual(['p4']);
  });

  it('lets a retry through after a decline or an abandoned wait, not while one waits', async () => {
    const { reads, writes, close: done } = await open();
    close = done;
    expect(await writes.insertPaymentOnce(payment('p1', T0, DECLINED), false, claim(T0))).toBe('stored');
    const waiting = payment('p2', T0 + 1, '000.200.000', { pending_until: T0 + 5000 });
    expect(await writes.insertPaymentOnce(waiting, false, claim(T0 + 1))).toBe('stored');
    expect(await writes.insertPaymentOnce(payment('p3', T0 + 4999), false, claim(T0 + 4999))).toBe(
      'duplicate',
    );
    // Its wait is over at pending_until: from then it no longer blocks.
    expect(await writes.insertPaymentOnce(payment('p4', T0 + 5000), false, claim(T0 + 5000))).toBe('stored');
    expect(ids(await reads.storedPayments('entity-1'))).toEqual(['p1', 'p2', 'p4']);
  });

  it('pays a checkout once: a payment of a checkout no longer open is not stored', async () => {
    const { reads, writes, close: done } = await open();
    close = done;
    await writes.putCheckout({
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
    expect(await reads.checkoutState('c1')).toBe('PAID');
    expect(await ofCheckout('p2', 'key-2')).toBe('checkoutClosed');
    // Nothing of the refused one is stored, not even its claim: its key still pays.
    expect(await writes.insertPaymentOnce(payment('p3', T0 + 1), false, claim(T0 + 1, 'key-2'))).toBe(
      'stored',
    );
    expect(ids(await reads.storedPayments('entity-1'))).toEqual(['p1', 'p3']);
  });

  it('stores one of 20 identical payments sent at once', async () => {
    const { reads, writes, close: done } = await open();
    close = done;
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => writes.insertPaymentOnce(payment(`p${i}`, T0), false, claim(T0))),
    );
    expect(outcomes.filter((o) => o === 'stored')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(19);
    expect(await reads.storedPayments('entity-1')).toHaveLength(1);
  });
});

describe('the duplicate check on PostgreSQL shared by two processes', () => {
  it('stores exactly one of 20 identical payments racing from both, and each other key once', async () => {
    const { first, second, close } = await twoPgProcesses(DUPLICATE_PG_STORE.tables);
    try {
      const processes = [DUPLICATE_PG_STORE.writes(first), DUPLICATE_PG_STORE.writes(second)];
      const race = (key: string) =>
        Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            processes[i % 2]?.insertPaymentOnce(payment(`${key}-${i}`, T0 + i), false, claim(T0 + i, key)),
          ),
        );
      const [one, two] = await Promise.all([race('key-1'), race('key-2')]);
      for (const outcomes of [one, two]) {
        expect(outcomes.filter((o) => o === 'stored')).toHaveLength(1);
        expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(19);
      }
      expect(
        await first.rows(
          'SELECT claim_key, COUNT(*)::int AS n FROM duplicate_claims GROUP BY claim_key ORDER BY 1',
        ),
      ).toEqual([
        { claim_key: 'key-1', n: 1 },
        { claim_key: 'key-2', n: 1 },
      ]);
      expect((await first.one<{ n: number }>('SELECT COUNT(*) AS n FROM payments'))?.n).toBe(2);
    } finally {
      await close();
    }
  });
});
