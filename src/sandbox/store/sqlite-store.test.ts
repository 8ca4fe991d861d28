import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import { openSandboxStore } from '../database/open';
import { SCHEMA_VERSION } from '../database/schema';
import { type ConfiguredMerchant, SECOND_MERCHANT } from '../merchants';
import type { PaymentResponse } from '../payments/payment-response';
import { TOKEN_KEY, tempDir } from '../test-support';
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

/** What the store gives back of a merchant: never its token. */
const withoutToken = ({ accessToken: _token, ...merchant }: ConfiguredMerchant) => merchant;

describe('SQLite store', () => {
  it('creates its folder, uses WAL and keeps data across reopening', async () => {
    const path = join(tempDir(), 'nested', 'sandbox.db');
    const first = openSandboxStore(path, TOKEN_KEY);
    await first.upsertMerchant(SECOND_MERCHANT);
    await first.insertCheckout(checkout('C1'));
    await first.insertPayment(payment('P1', 'C1'));
    first.close();

    const second = openSandboxStore(path, TOKEN_KEY);
    expect(await second.merchantByToken(SECOND_MERCHANT.accessToken)).toEqual(withoutToken(SECOND_MERCHANT));
    expect(await second.checkout('C1')).toEqual(checkout('C1'));
    expect(await second.payment('P1')).toEqual(payment('P1', 'C1'));
    second.close();

    const raw = new Database(path);
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(raw.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    raw.close();
  });

  it('pays a checkout once, even from two connections to the same file', async () => {
    const path = join(tempDir(), 'race.db');
    const a = openSandboxStore(path, TOKEN_KEY);
    const b = openSandboxStore(path, TOKEN_KEY);
    await a.insertCheckout(checkout('C2'));
    // Another store sees a queued write once it is committed, which is before any answer leaves.
    await a.durable();
    expect(await b.insertPayment(payment('PA', 'C2'), { paysCheckout: true })).toBe(true);
    expect(await a.insertPayment(payment('PB', 'C2'), { paysCheckout: true })).toBe(false);
    expect(await a.payment('PB')).toBeUndefined();
    expect((await a.checkout('C2'))?.state).toBe('PAID');
    a.close();
    b.close();
  });

  it('keeps a checkout open for declined attempts and finds the latest one', async () => {
    const store = openSandboxStore(':memory:', TOKEN_KEY);
    await store.insertCheckout(checkout('C3'));
    expect(await store.latestPaymentOfCheckout('C3')).toBeUndefined();
    await store.insertPayment(payment('D1', 'C3', '2026-01-01T00:01:00Z'));
    await store.insertPayment(payment('D2', 'C3', '2026-01-01T00:02:00Z'));
    expect((await store.checkout('C3'))?.state).toBe('OPEN');
    expect((await store.latestPaymentOfCheckout('C3'))?.id).toBe('D2');
    store.close();
  });

  it.each([':memory:', 'file'])(
    'moves a token to the entity that is configured with it now (%s)',
    async (kind) => {
      const store = openSandboxStore(kind === 'file' ? join(tempDir(), 'token.db') : kind, TOKEN_KEY);
      await store.upsertMerchant(SECOND_MERCHANT);
      const renamed = { ...SECOND_MERCHANT, entityId: 'f'.repeat(32) };
      await store.upsertMerchant(renamed);
      expect(await store.merchantByToken(SECOND_MERCHANT.accessToken)).toEqual(withoutToken(renamed));
      expect(await store.merchantByEntity(SECOND_MERCHANT.entityId)).toBeUndefined();
      store.close();
    },
  );
});
