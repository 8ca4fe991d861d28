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
  it('creates its folder, uses WAL and keeps data across reopening', () => {
    const path = join(tempDir(), 'nested', 'sandbox.db');
    const first = openSandboxStore(path, TOKEN_KEY);
    first.upsertMerchant(SECOND_MERCHANT);
    first.insertCheckout(checkout('C1'));
    first.insertPayment(payment('P1', 'C1'));
    first.close();

    const second = openSandboxStore(path, TOKEN_KEY);
    expect(second.merchantByToken(SECOND_MERCHANT.accessToken)).toEqual(withoutToken(SECOND_MERCHANT));
    expect(second.checkout('C1')).toEqual(checkout('C1'));
    expect(second.payment('P1')).toEqual(payment('P1', 'C1'));
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
    a.insertCheckout(checkout('C2'));
    // Another store sees a queued write once it is committed, which is before any answer leaves.
    await a.durable();
    expect(b.insertPayment(payment('PA', 'C2'), { paysCheckout: true })).toBe(true);
    expect(a.insertPayment(payment('PB', 'C2'), { paysCheckout: true })).toBe(false);
    expect(a.payment('PB')).toBeUndefined();
    expect(a.checkout('C2')?.state).toBe('PAID');
    a.close();
    b.close();
  });

  it('keeps a checkout open for declined attempts and finds the latest one', () => {
    const store = openSandboxStore(':memory:', TOKEN_KEY);
    store.insertCheckout(checkout('C3'));
    expect(store.latestPaymentOfCheckout('C3')).toBeUndefined();
    store.insertPayment(payment('D1', 'C3', '2026-01-01T00:01:00Z'));
    store.insertPayment(payment('D2', 'C3', '2026-01-01T00:02:00Z'));
    expect(store.checkout('C3')?.state).toBe('OPEN');
    expect(store.latestPaymentOfCheckout('C3')?.id).toBe('D2');
    store.close();
  });

  it.each([':memory:', 'file'])('moves a token to the entity that is configured with it now (%s)', (kind) => {
    const store = openSandboxStore(kind === 'file' ? join(tempDir(), 'token.db') : kind, TOKEN_KEY);
    store.upsertMerchant(SECOND_MERCHANT);
    const renamed = { ...SECOND_MERCHANT, entityId: 'f'.repeat(32) };
    store.upsertMerchant(renamed);
    expect(store.merchantByToken(SECOND_MERCHANT.accessToken)).toEqual(withoutToken(renamed));
    expect(store.merchantByEntity(SECOND_MERCHANT.entityId)).toBeUndefined();
    store.close();
  });
});
