import { afterEach, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import { PAYMENT_EVENTS } from '../payments/payment-events';
import { PAYMENT_PG_EVENTS } from '../payments/payment-events-pg';
import type { PaymentResponse } from '../payments/payment-response';
import { REGISTRATION_EVENTS } from '../registrations/registration-events';
import { REGISTRATION_PG_EVENTS } from '../registrations/registration-events-pg';
import { SCHEDULE_EVENTS } from '../scheduling/schedule-events';
import { SCHEDULE_PG_EVENTS } from '../scheduling/schedule-events-pg';
import { CORE_PG_TABLES } from '../store/pg/core-pg-schema';
import { pgStore } from '../store/pg/pg-store';
import { type PgTestDb, pgTestDb } from '../store/pg/pg-test-db';
import type { PaymentRecord } from '../store/store';
import { TOKEN_KEY } from '../test-support';
import { webhookOutboxPg } from './outbox-pg';

// The tables the outbox writes, as ./schema.ts has them, in PostgreSQL's dialect.
const WEBHOOK_PG_TABLES = `CREATE TABLE webhooks (id TEXT PRIMARY KEY, entity_id TEXT NOT NULL, url TEXT NOT NULL,
     key_sealed TEXT NOT NULL, types TEXT, created_at BIGINT NOT NULL, deleted_at BIGINT);
   CREATE TABLE webhook_events (id TEXT PRIMARY KEY, entity_id TEXT NOT NULL, type TEXT NOT NULL, action TEXT,
     payload TEXT NOT NULL, created_at BIGINT NOT NULL);
   CREATE TABLE webhook_deliveries (id TEXT PRIMARY KEY, event_id TEXT NOT NULL REFERENCES webhook_events (id),
     webhook_id TEXT NOT NULL REFERENCES webhooks (id), state TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at BIGINT, first_attempt_at BIGINT, url TEXT);
   CREATE TABLE payment_notification_urls (payment_id TEXT PRIMARY KEY, entity_id TEXT NOT NULL, url TEXT NOT NULL);`;

const ENTITY = 'e'.repeat(32);
const payment = (id: string, checkoutId: string | null = null): PaymentRecord => ({
  id,
  entityId: ENTITY,
  checkoutId,
  response: { id, result: RESULT.SUCCESS_INTEGRATOR_TEST } as PaymentResponse,
  createdAt: new Date(1000),
});

describe('webhook outbox rules', () => {
  it('are the same writes on PostgreSQL as on SQLite', () => {
    const pg = { ...PAYMENT_PG_EVENTS, ...SCHEDULE_PG_EVENTS, ...REGISTRATION_PG_EVENTS };
    const sqlite = { ...PAYMENT_EVENTS, ...SCHEDULE_EVENTS, ...REGISTRATION_EVENTS };
    expect(Object.keys(pg).sort()).toEqual(Object.keys(sqlite).sort());
  });
});

describe('webhook outbox on PostgreSQL', () => {
  let db: PgTestDb | undefined;
  afterEach(() => db?.drop());

  const open = async () => {
    db = await pgTestDb(`${CORE_PG_TABLES}\n${WEBHOOK_PG_TABLES}`);
    const alongside = webhookOutboxPg(PAYMENT_PG_EVENTS, () => 5000);
    const store = pgStore(db, { tokenKey: TOKEN_KEY, features: {}, alongside });
    await db.run(
      `INSERT INTO webhooks (id, entity_id, url, key_sealed, types, created_at) VALUES
         ('w1', $1, 'https://a.test', 'k', NULL, 1), ('w2', $1, 'https://b.test', 'k', 'SCHEDULE', 2)`,
      [ENTITY],
    );
    return { db, store };
  };
  const deliveries = (pg: PgTestDb) =>
    pg.rows(
      `SELECT e.type, e.payload, d.webhook_id, d.url, d.next_attempt_at FROM webhook_deliveries d
         JOIN webhook_events e ON e.id = d.event_id ORDER BY d.webhook_id, d.url`,
    );

  it('writes a payment and its notification to each endpoint that takes it, a notificationUrl too', async () => {
    const { db, store } = await open();
    await db.run("INSERT INTO payment_notification_urls VALUES ('P1', $1, 'https://n.test')", [ENTITY]);
    expect(await store.insertPayment(payment('P1'))).toBe(true);
    expect(await deliveries(db)).toEqual([
      {
        type: 'PAYMENT',
        payload: JSON.stringify(payment('P1').response),
        webhook_id: 'w1',
        url: 'https://n.test',
        next_attempt_at: 0,
      },
      {
        type: 'PAYMENT',
        payload: JSON.stringify(payment('P1').response),
        webhook_id: 'w1',
        url: null,
        next_attempt_at: 0,
      },
    ]);
  });

  it('notifies nothing of a payment that was not stored', async () => {
    const { db, store } = await open();
    await db.run(
      "INSERT INTO checkouts (id, entity_id, params, created_at, expires_at, state) VALUES ('C1', $1, '{}', 0, 1, 'PAID')",
      [ENTITY],
    );
    expect(await store.insertPayment(payment('P2', 'C1'), { paysCheckout: true })).toBe(false);
    expect(await deliveries(db)).toEqual([]);
  });

  it('stores neither the payment nor its notification when the notification cannot be written', async () => {
    const { db, store } = await open();
    await db.run("ALTER TABLE webhook_deliveries ADD CONSTRAINT never CHECK (state = 'NEVER')");
    await expect(store.insertPayment(payment('P3'))).rejects.toThrow(/never/);
    expect(await store.payment('P3')).toBeUndefined();
    expect(await db.rows('SELECT * FROM webhook_events')).toEqual([]);
  });

  it('notifies the end of a pending payment with its final answer', async () => {
    const { db, store } = await open();
    await store.insertPayment({ ...payment('P4'), pendingUntil: new Date(9000) });
    await db.run('DELETE FROM webhook_deliveries');
    const final = { id: 'P4', result: RESULT.DECLINED } as PaymentResponse;
    expect(await store.completePayment('P4', final)).toBe('completed');
    expect(await store.completePayment('P4', final)).toBe('notPending');
    expect((await deliveries(db)).map((row) => row.payload)).toEqual([JSON.stringify(final)]);
  });
});
