import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import type { SandboxStore } from '../database/open';
import { openSandboxStore } from '../database/open';
import { SECOND_MERCHANT } from '../merchants';
import type { PaymentResponse } from '../payments/payment-response';
import { TEST_STORES, TOKEN_KEY, tempDir, testStore } from '../test-support';
import type { CheckoutRecord, PaymentRecord } from './store';

const AT = new Date('2026-01-01T00:01:00Z');
const UNTIL = new Date('2026-01-01T00:30:00Z');

const checkout = (id: string): CheckoutRecord => ({
  id,
  entityId: SECOND_MERCHANT.entityId,
  params: { amount: '1.00' },
  createdAt: new Date('2026-01-01T00:00:00Z'),
  expiresAt: UNTIL,
  state: 'OPEN',
});

const pending = (id: string, checkoutId: string | null): PaymentRecord => ({
  id,
  entityId: SECOND_MERCHANT.entityId,
  checkoutId,
  response: { id, result: RESULT.PENDING } as PaymentResponse,
  createdAt: AT,
  pendingUntil: UNTIL,
});

const approved = (id: string) => ({ id, result: RESULT.SUCCESS_INTEGRATOR_TEST }) as PaymentResponse;

describe.each(TEST_STORES)('store on %s: pending payments and redirect sessions', (backend) => {
  let opened: SandboxStore | undefined;
  const open = async () => {
    opened = await testStore(backend);
    return opened;
  };
  afterEach(async () => {
    await opened?.close();
    opened = undefined;
  });

  it('completes a pending payment once, and pays its checkout', async () => {
    const store = await open();
    await store.insertCheckout(checkout('C1'));
    await store.insertPayment(pending('P1', 'C1'));
    expect(await store.payment('P1')).toEqual(pending('P1', 'C1'));
    expect((await store.pendingPaymentsOfCheckout('C1')).map((p) => p.id)).toEqual(['P1']);
    expect(await store.completePayment('P1', approved('P1'), { paysCheckout: true })).toBe('completed');
    expect(await store.payment('P1')).toMatchObject({ response: approved('P1') });
    expect(await store.payment('P1')).not.toHaveProperty('pendingUntil');
    expect((await store.checkout('C1'))?.state).toBe('PAID');
    expect(await store.completePayment('P1', { id: 'P1', result: RESULT.DECLINED } as PaymentResponse)).toBe(
      'notPending',
    );
    expect((await store.payment('P1'))?.response.result).toEqual(RESULT.SUCCESS_INTEGRATOR_TEST);
    expect(await store.pendingPaymentsOfCheckout('C1')).toEqual([]);
  });

  it('does not pay a checkout twice: the second completion is told the checkout is closed', async () => {
    const store = await open();
    await store.insertCheckout(checkout('C2'));
    await store.insertPayment(pending('P2', 'C2'));
    await store.insertPayment({ ...pending('P3', 'C2'), response: approved('P3') }, { paysCheckout: true });
    expect(await store.completePayment('P2', approved('P2'), { paysCheckout: true })).toBe('checkoutClosed');
    expect((await store.payment('P2'))?.pendingUntil).toEqual(UNTIL);
  });

  it('ends lifetimes early (sandbox aid), never later', async () => {
    const store = await open();
    await store.insertCheckout(checkout('C3'));
    await store.insertPayment(pending('P4', 'C3'));
    await store.insertPayment(pending('P5', null));
    const early = new Date('2026-01-01T00:05:00Z');
    await store.expireCheckout('C3', early);
    await store.expireCheckout('C3', new Date('2027-01-01T00:00:00Z'));
    expect((await store.checkout('C3'))?.expiresAt).toEqual(early);
    expect((await store.payment('P4'))?.pendingUntil).toEqual(early);
    await store.expirePayment('P5', early);
    expect((await store.payment('P5'))?.pendingUntil).toEqual(early);
  });

  it('keeps a redirect flow’s state as JSON', async () => {
    const store = await open();
    await store.insertPayment(pending('P6', null));
    await store.insertAsyncSession({
      id: 'S1',
      paymentId: 'P6',
      kind: 'threeDS',
      data: { stage: 'created' },
      createdAt: AT,
      expiresAt: UNTIL,
    });
    await store.updateAsyncSession('S1', { stage: 'method' });
    expect(await store.asyncSession('S1')).toEqual({
      id: 'S1',
      paymentId: 'P6',
      kind: 'threeDS',
      data: { stage: 'method' },
      createdAt: AT,
      expiresAt: UNTIL,
    });
    expect(await store.asyncSession('S2')).toBeUndefined();
  });
});

describe('SQLite store: schema versions', () => {
  it('migrates a database of the first schema version', async () => {
    const path = join(tempDir(), 'v1.db');
    const v1 = new Database(path);
    v1.exec(`CREATE TABLE merchants (entity_id TEXT PRIMARY KEY, access_token TEXT NOT NULL UNIQUE, name TEXT NOT NULL);
      CREATE TABLE checkouts (id TEXT PRIMARY KEY, entity_id TEXT NOT NULL, params TEXT NOT NULL, created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL, state TEXT NOT NULL CHECK (state IN ('OPEN', 'PAID')));
      CREATE TABLE payments (id TEXT PRIMARY KEY, entity_id TEXT NOT NULL, checkout_id TEXT REFERENCES checkouts (id),
        response TEXT NOT NULL, created_at INTEGER NOT NULL);
      CREATE INDEX payments_by_checkout ON payments (checkout_id, created_at);
      INSERT INTO payments VALUES ('OLD', 'e', NULL, '{"id":"OLD"}', 1);
      PRAGMA user_version = 1;`);
    v1.close();
    const store = openSandboxStore(path, TOKEN_KEY);
    expect(await store.payment('OLD')).toEqual({
      id: 'OLD',
      entityId: 'e',
      checkoutId: null,
      response: { id: 'OLD' },
      createdAt: new Date(1),
    });
    store.close();
  });
});
