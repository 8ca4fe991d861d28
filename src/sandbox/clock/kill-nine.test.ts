// The gateway's own work across a `kill -9`: the sandbox runs as its own process (src/sandbox/main.ts)
// on a database file, is killed mid-work, and started again on the same file. No webhook
// notification and no schedule run is lost or made twice.
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { killProcess, type SandboxProcess, startSandboxProcess, until } from '../sandbox-process';
import {
  AUTH,
  ENTITY_ID,
  encodeForm,
  FORM,
  PAYMENT,
  SUBSCRIPTION_START,
  tempDir,
  widgetDir,
} from '../test-support';
import { type TestReceiver, testReceiver } from '../webhooks/test-receiver';

const KEY = '5a'.repeat(32);

const started: SandboxProcess[] = [];
afterEach(async () => {
  for (const running of started.splice(0)) await killProcess(running);
});

/** Starts the sandbox on `dir`'s database and resolves with its URL once its banner is out. */
async function start(dir: string, env: Record<string, string>): Promise<SandboxProcess> {
  const running = await startSandboxProcess({
    SANDBOX_DB: join(dir, 'sandbox.db'),
    SANDBOX_WIDGET_DIR: widgetDir(),
    ...env,
  });
  started.push(running);
  return running;
}

const kill = killProcess;

// biome-ignore lint/suspicious/noExplicitAny: tests check answers with expect, not with types
type Answer = Record<string, any>;

async function post(base: string, path: string, params: Record<string, string>) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { ...AUTH, ...FORM },
    body: encodeForm(params),
  });
  return { status: res.status, body: (await res.json()) as Answer };
}

async function get(base: string, path: string) {
  const res = await fetch(`${base}${path}`, { headers: AUTH });
  return (await res.json()) as Answer;
}

describe('kill -9', () => {
  let receiver: TestReceiver;
  afterEach(async () => {
    await receiver?.close();
  });

  it('mid-delivery: every acknowledged payment is notified after the restart, a delivery cut off is sent again, none is recorded twice', async () => {
    receiver = await testReceiver();
    receiver.answerAll('hang');
    const dir = tempDir();
    const env = {
      SANDBOX_WEBHOOK_URL: receiver.url,
      SANDBOX_WEBHOOK_KEY: KEY,
      SANDBOX_WEBHOOK_TIMEOUT_MS: '60000',
    };
    const first = await start(dir, env);
    const acknowledged: string[] = [];
    for (let batch = 0; batch < 5; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => post(first.base, '/v1/payments', PAYMENT)),
      );
      for (const answer of answers) if (answer.status === 200) acknowledged.push(answer.body.id as string);
    }
    expect(acknowledged).toHaveLength(40);
    // The sandbox is sending (the receiver holds every request open) when it is killed.
    await until(() => receiver.received.length > 0, 'the first delivery');
    await kill(first);
    const cutOff = new Set(receiver.notifications(KEY).map((n) => (n.payload as { id: string }).id));

    receiver.answerAll(undefined);
    const second = await start(dir, env);
    // The cut-off deliveries are due again once their lease is over: move the merchant's clock past it.
    const moved = await post(second.base, '/v1/sandbox/clock/advance', {
      entityId: ENTITY_ID,
      seconds: '300',
    });
    expect(moved.status).toBe(200);
    const hooks = (await get(second.base, `/v1/sandbox/webhooks?entityId=${ENTITY_ID}`)).webhooks as {
      id: string;
    }[];
    const deliveriesOf = async () =>
      (await get(second.base, `/v1/sandbox/webhooks/${hooks[0]?.id}/deliveries?entityId=${ENTITY_ID}`))
        .deliveries as { state: string; attempts: { status?: number }[] }[];
    // The gateway's own round may have taken some of them meanwhile: wait for it too.
    await until(async () => (await deliveriesOf()).every((d) => d.state === 'DELIVERED'), 'every delivery');
    const ids = receiver.notifications(KEY).map((n) => (n.payload as { id: string }).id);
    expect(new Set(ids)).toEqual(new Set(acknowledged));
    const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
    for (const id of twice) expect(cutOff.has(id), `${id} was sent twice without being cut off`).toBe(true);

    const deliveries = await deliveriesOf();
    expect(deliveries).toHaveLength(40);
    for (const delivery of deliveries) {
      expect(delivery.state).toBe('DELIVERED');
      expect(delivery.attempts.filter((a) => a.status === 200)).toHaveLength(1);
    }
    await kill(second);
  });

  it('mid-schedule: every run of a schedule that pays every second is made once, in order, with one payment', async () => {
    const dir = tempDir();
    const first = await start(dir, {});
    const registrationId = (await post(first.base, '/v1/payments', SUBSCRIPTION_START)).body
      .registrationId as string;
    const created = await post(first.base, '/scheduling/v1/schedules', {
      entityId: ENTITY_ID,
      registrationId,
      amount: '1.00',
      currency: 'EUR',
      paymentType: 'DB',
      merchantTransactionId: 'every-second-run',
      'standingInstruction.type': 'RECURRING',
      'standingInstruction.mode': 'REPEATED',
      'standingInstruction.source': 'MIT',
      'job.expression': '* * * * * ? *',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.id as string;
    const runs = async (base: string) =>
      (await get(base, `/scheduling/v1/schedules/${id}?entityId=${ENTITY_ID}`)).payments as {
        id: string;
        scheduledFor: string;
      }[];
    await until(async () => (await runs(first.base)).length >= 3, 'three runs');
    await kill(first);

    const second = await start(dir, {});
    const before = (await runs(second.base)).length;
    await until(async () => (await runs(second.base)).length >= before + 3, 'three more runs');
    await fetch(`${second.base}/scheduling/v1/schedules/${id}?entityId=${ENTITY_ID}`, {
      method: 'DELETE',
      headers: AUTH,
    });
    // Runs under way when it was cancelled finish; then the list stands still.
    await until(
      async () =>
        (
          await get(
            second.base,
            `/v1/query?entityId=${ENTITY_ID}&merchantTransactionId=every-second-run&limit=500`,
          )
        ).payments.length === (await runs(second.base)).length,
      'the runs to settle',
    );

    const made = await runs(second.base);
    const seconds = made.map((run) => Date.parse(`${run.scheduledFor.replace(' ', 'T')}Z`) / 1000);
    // One run per second, none missing in between, none twice: a run missed while the sandbox was
    // down was made after the restart.
    seconds.forEach((second, i) => {
      if (i > 0) expect(second - (seconds[i - 1] as number)).toBe(1);
    });
    const paid = (
      await get(
        second.base,
        `/v1/query?entityId=${ENTITY_ID}&merchantTransactionId=every-second-run&limit=500`,
      )
    ).payments as { id: string }[];
    expect(new Set(paid.map((p) => p.id))).toEqual(new Set(made.map((run) => run.id)));
    expect(paid).toHaveLength(made.length);
    await kill(second);
    // A run cut off mid-payment is paid once its lease is over (10 s), by whichever gateway is up.
  }, 45_000);
});
