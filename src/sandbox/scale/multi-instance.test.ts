// Three sandboxes on one PostgreSQL behind nginx (deploy/nginx/sandbox.conf), 32 clients spread
// over them, one sandbox killed with `kill -9` mid-run. They behave as one gateway: every
// acknowledged payment is stored exactly once, no checkout is paid twice, no capture goes over its
// authorisation, a schedule that runs every second runs once per second whichever sandbox runs it,
// and every notification is delivered at least once and recorded once.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSuccessful } from '../../spec/result-codes';
import { SECOND_MERCHANT } from '../merchants';
import { killProcess, type SandboxProcess, startSandboxProcess, until } from '../sandbox-process';
import { PG_TEST_URL } from '../store/pg/pg-test-db';
import {
  AUTH,
  CARD,
  ENTITY_ID,
  encodeForm,
  FORM,
  PAYMENT,
  REPEATED_MIT,
  SUBSCRIPTION_START,
  tempDir,
  widgetDir,
} from '../test-support';
import { type TestReceiver, testReceiver } from '../webhooks/test-receiver';
import { freePort, type Nginx, startNginx } from './nginx';

const CLIENTS = 32;
const ROUNDS = 6;
/** The third sandbox is killed once this many rounds are done in all. */
const KILL_AFTER = 60;
const KEY = '3c'.repeat(32);
const SECOND_AUTH = { authorization: `Bearer ${SECOND_MERCHANT.accessToken}` };

// biome-ignore lint/suspicious/noExplicitAny: answers are checked with expect
type Answer = Record<string, any>;

async function call(
  base: string,
  method: string,
  path: string,
  params?: Record<string, string>,
  headers: Record<string, string> = AUTH,
): Promise<{ status: number; body: Answer }> {
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: params ? { ...headers, ...FORM } : headers,
      ...(params ? { body: encodeForm(params) } : {}),
    });
    const text = await res.text();
    let body: Answer = {};
    try {
      body = JSON.parse(text) as Answer;
    } catch {
      body = { text };
    }
    return { status: res.status, body };
  } catch (error) {
    return { status: 0, body: { error: String(error) } };
  }
}

/** What did not succeed, by status and result code: the failure message of the test says. */
const refused = new Map<string, number>();
function succeeded(answer: { status: number; body: Answer }): boolean {
  const ok = answer.status === 200 && isSuccessful(String(answer.body.result?.code));
  if (!ok) {
    const key =
      `${answer.status} ${answer.body.result?.code ?? ''} ${answer.body.result?.description ?? answer.body.error ?? ''}`.slice(
        0,
        160,
      );
    refused.set(key, (refused.get(key) ?? 0) + 1);
  }
  return ok;
}

describe.runIf(process.env.SANDBOX_SKIP_SCALE !== '1')('three sandboxes on one PostgreSQL', () => {
  const database = `scale_${randomBytes(5).toString('hex')}`;
  const url = new URL(PG_TEST_URL);
  url.pathname = `/${database}`;
  let admin: pg.Client;
  let sandboxes: SandboxProcess[] = [];
  let nginx: Nginx | undefined;
  let receiver: TestReceiver;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: PG_TEST_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    receiver = await testReceiver();
    const proxyPort = await freePort();
    const env = {
      SANDBOX_DATABASE_URL: url.toString(),
      SANDBOX_KEY_DIR: tempDir(),
      SANDBOX_WIDGET_DIR: widgetDir(),
      SANDBOX_PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
      SANDBOX_WEBHOOK_URL: receiver.url,
      SANDBOX_WEBHOOK_KEY: KEY,
    };
    // All three at once: the schema is made once, whichever gets there first.
    sandboxes = await Promise.all([1, 2, 3].map(() => startSandboxProcess(env)));
    nginx = await startNginx(
      proxyPort,
      sandboxes.map((s) => s.port),
    );
  }, 60_000);

  afterAll(async () => {
    await nginx?.close();
    for (const sandbox of sandboxes) await killProcess(sandbox);
    await receiver?.close();
    await admin?.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin?.end();
  }, 60_000);

  it('pays once, captures within the authorisation, runs each schedule slot once and notifies every payment', async () => {
    const base = (nginx as Nginx).base;
    const origin = { origin: `http://127.0.0.1:${new URL(base).port}` };

    // The second merchant's subscription, charged every second by whichever sandbox claims the run.
    const start = await call(
      base,
      'POST',
      '/v1/payments',
      { ...SUBSCRIPTION_START, entityId: SECOND_MERCHANT.entityId },
      SECOND_AUTH,
    );
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    const schedule = await call(
      base,
      'POST',
      '/scheduling/v1/schedules',
      {
        entityId: SECOND_MERCHANT.entityId,
        registrationId: start.body.registrationId,
        amount: '1.00',
        currency: 'EUR',
        paymentType: 'DB',
        merchantTransactionId: 'every-second',
        ...REPEATED_MIT,
        'job.expression': '* * * * * ? *',
      },
      SECOND_AUTH,
    );
    expect(schedule.status, JSON.stringify(schedule.body)).toBe(200);

    const acknowledged: string[] = [];
    const paidCheckouts = new Map<string, number>();
    const capturesOf = new Map<string, number>();
    let rounds = 0;
    const third = sandboxes[2] as SandboxProcess;

    const client = async (n: number) => {
      for (let round = 0; round < ROUNDS; round++) {
        // A checkout submitted twice at once, each submit through whichever sandbox nginx picks.
        const checkout = await call(base, 'POST', '/v1/checkouts', {
          entityId: ENTITY_ID,
          amount: '20.00',
          currency: 'EUR',
          paymentType: 'DB',
          merchantTransactionId: `scale-checkout-${n}-${round}`,
        });
        if (checkout.status !== 200) succeeded(checkout);
        else {
          const pays = await Promise.all(
            [1, 2].map(() =>
              call(
                base,
                'POST',
                `/v1/checkouts/${checkout.body.id}/payment`,
                { paymentBrand: 'VISA', ...CARD },
                origin,
              ),
            ),
          );
          const paid = pays.filter(succeeded);
          paidCheckouts.set(checkout.body.id as string, paid.length);
          for (const p of paid) acknowledged.push(p.body.id as string);
        }
        // An authorisation of 10.00 and three captures of 6.00 at once: one fits.
        const pa = await call(base, 'POST', '/v1/payments', {
          ...PAYMENT,
          amount: '10.00',
          paymentType: 'PA',
        });
        if (succeeded(pa)) {
          acknowledged.push(pa.body.id as string);
          const captures = await Promise.all(
            [1, 2, 3].map(() =>
              call(base, 'POST', `/v1/payments/${pa.body.id}`, {
                entityId: ENTITY_ID,
                amount: '6.00',
                currency: 'EUR',
                paymentType: 'CP',
              }),
            ),
          );
          const made = captures.filter(succeeded);
          capturesOf.set(pa.body.id as string, made.length);
          for (const c of made) acknowledged.push(c.body.id as string);
        }
        rounds++;
        if (rounds === KILL_AFTER) void killProcess(third);
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));

    expect(third.child.signalCode).toBe('SIGKILL');
    // Most of the work was acknowledged despite the kill (requests in flight to it fail, nginx
    // sends a POST nowhere else once it reached a sandbox).
    expect(acknowledged.length, JSON.stringify([...refused])).toBeGreaterThan(CLIENTS * ROUNDS * 2);
    for (const [checkout, paid] of paidCheckouts) expect(paid, checkout).toBeLessThanOrEqual(1);
    for (const [pa, made] of capturesOf) expect(made, pa).toBeLessThanOrEqual(1);

    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    try {
      // Every acknowledged payment is stored, once (ids are the table's key).
      const stored = await db.query('SELECT count(*)::int AS n FROM payments WHERE id = ANY($1)', [
        acknowledged,
      ]);
      expect(stored.rows[0].n).toBe(new Set(acknowledged).size);
      expect(new Set(acknowledged).size).toBe(acknowledged.length);
      // No checkout with two successful payments, whatever the clients saw.
      const twice = await db.query(
        `SELECT checkout_id FROM payments WHERE checkout_id IS NOT NULL
           AND (response::json -> 'result' ->> 'code') ~ '^000\\.(000|100\\.1)'
         GROUP BY checkout_id HAVING count(*) > 1`,
      );
      expect(twice.rows).toEqual([]);
      // No capture over its authorisation (1000 cents).
      const over = await db.query(
        `SELECT referenced_id, sum(amount_cents) AS total FROM back_office_operations
         WHERE payment_type = 'CP' GROUP BY referenced_id HAVING sum(amount_cents) > 1000`,
      );
      expect(over.rows).toEqual([]);

      // The schedule: stopped, then its runs settle; each second once, no gap, one payment each.
      await call(
        base,
        'DELETE',
        `/scheduling/v1/schedules/${schedule.body.id}?entityId=${SECOND_MERCHANT.entityId}`,
        undefined,
        SECOND_AUTH,
      );
      const runs = async () =>
        (
          await db.query(
            'SELECT scheduled_for, payment_id, paid FROM schedule_executions WHERE schedule_id = $1 ORDER BY scheduled_for',
            [schedule.body.id],
          )
        ).rows as { scheduled_for: string; payment_id: string; paid: number }[];
      await until(async () => (await runs()).every((r) => r.paid === 1), 'the schedule runs to be paid');
      const made = await runs();
      expect(made.length).toBeGreaterThanOrEqual(2);
      const seconds = made.map((r) => Number(r.scheduled_for) / 1000);
      seconds.forEach((s, i) => {
        if (i > 0) expect(s - (seconds[i - 1] as number)).toBe(1);
      });
      const payments = await db.query(
        `SELECT id FROM payments WHERE entity_id = $1 AND (response::json ->> 'merchantTransactionId') = 'every-second'`,
        [SECOND_MERCHANT.entityId],
      );
      expect(new Set(payments.rows.map((r) => r.id))).toEqual(new Set(made.map((r) => r.payment_id)));

      // Deliveries the killed sandbox held under lease are due again after it: move the clock past it.
      const survivor = sandboxes[0] as SandboxProcess;
      await call(survivor.base, 'POST', '/v1/sandbox/clock/advance', { entityId: ENTITY_ID, seconds: '300' });
      const pendingDeliveries = async () =>
        (
          await db.query(
            `SELECT count(*)::int AS n FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id
             WHERE e.entity_id = $1 AND d.state <> 'DELIVERED'`,
            [ENTITY_ID],
          )
        ).rows[0].n as number;
      await until(async () => (await pendingDeliveries()) === 0, 'every delivery', 60);
      const notified = new Set(receiver.notifications(KEY).map((n) => (n.payload as { id: string }).id));
      for (const id of acknowledged) expect(notified.has(id), `${id} was not notified`).toBe(true);
      // Recorded once: one delivery per event, with one successful attempt.
      const recorded = await db.query(
        `SELECT d.id, count(a.*) FILTER (WHERE a.status BETWEEN 200 AND 299)::int AS ok
         FROM webhook_deliveries d LEFT JOIN webhook_attempts a ON a.delivery_id = d.id
         GROUP BY d.id HAVING count(a.*) FILTER (WHERE a.status BETWEEN 200 AND 299) <> 1`,
      );
      expect(recorded.rows).toEqual([]);
      const perEvent = await db.query(
        'SELECT event_id FROM webhook_deliveries GROUP BY event_id, webhook_id HAVING count(*) > 1',
      );
      expect(perEvent.rows).toEqual([]);
    } finally {
      await db.end();
    }
  }, 240_000);
});
