import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import type { SandboxStore } from '../database/open';
import { openSandboxStore } from '../database/open';
import { SCHEMA_VERSION } from '../database/schema';
import { type ConfiguredMerchant, SECOND_MERCHANT } from '../merchants';
import type { PaymentResponse } from '../payments/payment-response';
import { TEST_STORES, type TestDatabase, TOKEN_KEY, tempDir, testDatabase, testStore } from '../test-support';
import type { CheckoutRecord, PaymentRecord } from './store';

const checkout = (id: string): CheckoutRecord => ({
  id,
  entityId: SECOND_MERCHANT.entityId,
  params: { amount: '1.00' },
  createdAt: new Date('2026-01-01T00:00:00Z'),
  expiresAt: new Date('2026-01-01T00:30:00Z'),
  state: 'OPEN',
});

const payment = (id: string, checkoutId: string | null, at = '2026-01-01T00:01:00Z'): PaymentRecord => ({
  id,
  entityId: SECOND_MERCHANT.entityId,
  checkoutId,
  response: { id, result: RESULT.SUCCESS_INTEGRATOR_TEST } as PaymentResponse,
  createdAt: new Date(at),
});

const pending = (id: string, checkoutId: string): PaymentRecord => ({
  ...payment(id, checkoutId),
  response: { id, result: RESULT.PENDING } as PaymentResponse,
  pendingUntil: new Date('2026-01-01T00:30:00Z'),
});

/** What the store gives back of a merchant: never its token. */
const withoutToken = ({ accessToken: _token, ...merchant }: ConfiguredMerchant) => merchant;

const KEYS = { data: TOKEN_KEY, wallet: TOKEN_KEY };

describe('SQLite store', () => {
  it('creates its folder, uses WAL and keeps data across reopening', async () => {
    const path = join(tempDir(), 'nested', 'sandbox.db');
    const first = openSandboxStore(path, TOKEN_KEY);
    await first.upsertMerchant(SECOND_MERCHANT);
    await first.insertCheckout(checkout('C1'));
    await first.insertPayment(payment('P1', 'C1'));
    await first.close();

    const second = openSandboxStore(path, TOKEN_KEY);
    expect(await second.merchantByToken(SECOND_MERCHANT.accessToken)).toEqual(withoutToken(SECOND_MERCHANT));
    expect(await second.checkout('C1')).toEqual(checkout('C1'));
    expect(await second.payment('P1')).toEqual(payment('P1', 'C1'));
    await second.close();

    const raw = new Database(path);
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(raw.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    raw.close();
  });

  it('moves a token to the entity that is configured with it now (file)', async () => {
    const store = openSandboxStore(join(tempDir(), 'token.db'), TOKEN_KEY);
    await store.upsertMerchant(SECOND_MERCHANT);
    const renamed = { ...SECOND_MERCHANT, entityId: 'f'.repeat(32) };
    await store.upsertMerchant(renamed);
    expect(await store.merchantByToken(SECOND_MERCHANT.accessToken)).toEqual(withoutToken(renamed));
    expect(await store.merchantByEntity(SECOND_MERCHANT.entityId)).toBeUndefined();
    await store.close();
  });
});

describe.each(TEST_STORES)('store on %s', (backend) => {
  let stores: SandboxStore[] = [];
  let database: TestDatabase | undefined;
  /** Two stores on one database, as two sandbox processes would have. */
  const twoStores = async () => {
    database = await testDatabase(backend);
    const a = await database.open(TOKEN_KEY, KEYS);
    const b = await database.open(TOKEN_KEY, KEYS);
    stores.push(a, b);
    return [a, b] as const;
  };
  const oneStore = async () => {
    const store = await testStore(backend);
    stores.push(store);
    return store;
  };
  afterEach(async () => {
    for (const store of stores) await store.close();
    await database?.drop();
    stores = [];
    database = undefined;
  });

  it('pays a checkout once, even from two stores on one database', async () => {
    const [a, b] = await twoStores();
    await a.insertCheckout(checkout('C2'));
    // Another store sees a queued write once it is committed, which is before any answer leaves.
    await a.durable();
    expect(await b.insertPayment(payment('PA', 'C2'), { paysCheckout: true })).toBe(true);
    expect(await a.insertPayment(payment('PB', 'C2'), { paysCheckout: true })).toBe(false);
    expect(await a.payment('PB')).toBeUndefined();
    expect((await a.checkout('C2'))?.state).toBe('PAID');
  });

  it('pays a checkout once when many payments of two stores race for it', async () => {
    const [a, b] = await twoStores();
    await a.insertCheckout(checkout('C4'));
    await a.durable();
    const ids = Array.from({ length: 12 }, (_, i) => `R${i}`);
    const paid = await Promise.all(
      ids.map((id, i) => (i % 2 ? a : b).insertPayment(payment(id, 'C4'), { paysCheckout: true })),
    );
    expect(paid.filter(Boolean)).toHaveLength(1);
    const winner = ids[paid.indexOf(true)] as string;
    for (const id of ids) expect((await a.payment(id))?.id).toBe(id === winner ? id : undefined);
    expect((await b.checkout('C4'))?.state).toBe('PAID');
  });

  it('completes a pending payment once when two stores complete it at the same time', async () => {
    const [a, b] = await twoStores();
    await a.insertCheckout(checkout('C5'));
    await a.insertPayment(pending('P5', 'C5'));
    await a.durable();
    const approved = (id: string) => ({ id, result: RESULT.SUCCESS_INTEGRATOR_TEST }) as PaymentResponse;
    const outcomes = await Promise.all([
      ...Array.from({ length: 4 }, () => a.completePayment('P5', approved('P5'), { paysCheckout: true })),
      ...Array.from({ length: 4 }, () => b.completePayment('P5', approved('P5'), { paysCheckout: true })),
    ]);
    expect(outcomes.filter((o) => o === 'completed')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'notPending')).toHaveLength(7);
    expect((await b.checkout('C5'))?.state).toBe('PAID');
  });

  it('gives a pending payment without a checkout one final answer when two stores race', async () => {
    const [a, b] = await twoStores();
    await a.insertPayment({ ...pending('P6', 'C6'), checkoutId: null });
    await a.durable();
    const answers = Array.from({ length: 8 }, (_, i) => ({ id: 'P6', result: { code: `000.000.00${i}` } }));
    const outcomes = await Promise.all(
      answers.map((answer, i) => (i % 2 ? a : b).completePayment('P6', answer as unknown as PaymentResponse)),
    );
    expect(outcomes.filter((o) => o === 'completed')).toHaveLength(1);
    const kept = answers[outcomes.indexOf('completed')];
    expect((await a.payment('P6'))?.response).toEqual(kept);
  });

  it('keeps a checkout open for declined attempts and finds the latest one', async () => {
    const store = await oneStore();
    await store.insertCheckout(checkout('C3'));
    expect(await store.latestPaymentOfCheckout('C3')).toBeUndefined();
    await store.insertPayment(payment('D1', 'C3', '2026-01-01T00:01:00Z'));
    await store.insertPayment(payment('D2', 'C3', '2026-01-01T00:02:00Z'));
    // Of two at the same millisecond, the one stored last.
    await store.insertPayment(payment('D4', 'C3', '2026-01-01T00:03:00Z'));
    await store.insertPayment(payment('D3', 'C3', '2026-01-01T00:03:00Z'));
    expect((await store.checkout('C3'))?.state).toBe('OPEN');
    expect((await store.latestPaymentOfCheckout('C3'))?.id).toBe('D3');
  });

  it('configures one merchant from two stores at once, as sandboxes starting together do', async () => {
    const [a, b] = await twoStores();
    // Each round races the first INSERT … ON CONFLICT of a new entity and token from both stores.
    for (let round = 0; round < 20; round++) {
      const merchant = {
        ...SECOND_MERCHANT,
        entityId: round.toString(16).padStart(32, 'a'),
        accessToken: `token-${round}`,
      };
      await Promise.all([a.upsertMerchant(merchant), b.upsertMerchant(merchant)]);
      expect(await b.merchantByToken(merchant.accessToken)).toEqual(withoutToken(merchant));
    }
  });

  it('moves a token to the entity that is configured with it now', async () => {
    const store = await oneStore();
    await store.upsertMerchant(SECOND_MERCHANT);
    const renamed = { ...SECOND_MERCHANT, entityId: 'f'.repeat(32) };
    await store.upsertMerchant(renamed);
    expect(await store.merchantByToken(SECOND_MERCHANT.accessToken)).toEqual(withoutToken(renamed));
    expect(await store.merchantByEntity(SECOND_MERCHANT.entityId)).toBeUndefined();
  });
});
