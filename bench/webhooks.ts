// What webhooks cost and how fast they go out:
// - the outbox: POST /v1/payments with a webhook endpoint configured (each payment writes its
//   notification in its transaction, and the gateway clock sends it meanwhile) beside the same
//   sandbox without one, alternating rounds, CPU per request of the whole process;
// - delivery: a backlog of notifications sent by the gateway clock to a local receiver, beside the
//   same number of bare fetch POSTs to that receiver at the same concurrency (the control).

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSandbox, configFromEnv } from '../src/sandbox/index.js';
import { fullPaymentBody, type Load, load, median } from './throughput.js';

const KEY = 'ab'.repeat(32);
const CONNECTIONS = 64;

// The receiver runs in a process of its own, so its CPU is not counted as the sandbox's.
const RECEIVER = `
const http = require('node:http');
let received = 0;
http.createServer((req, res) => {
  if (req.method === 'GET') return res.end(String(received));
  req.resume();
  req.on('end', () => { received++; res.writeHead(200).end(); });
}).listen(Number(process.argv[1]), '127.0.0.1', () => process.stdout.write('ready'));
`;

/** A receiver answering 200 to every POST; GET answers how many it got. */
async function receiver(port: number) {
  const child = spawn(process.execPath, ['-e', RECEIVER, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  const url = `http://127.0.0.1:${port}/hook`;
  return {
    url,
    received: async () => Number(await (await fetch(url)).text()),
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

async function sandboxOn(port: number, dir: string, webhookUrl?: string, clockPollMs = 200) {
  const config = configFromEnv();
  const app = await buildSandbox({
    ...config,
    sftp: undefined,
    dbPath: join(dir, 'sandbox.db'),
    logger: false,
    port,
    clockPollMs,
    rateLimits: {},
    webhooks: { ...config.webhooks, ...(webhookUrl ? { endpoint: { url: webhookUrl, key: KEY } } : {}) },
  });
  await app.listen({ port, host: '127.0.0.1' });
  return app;
}

async function paymentsLoad(port: number, webhookUrl?: string, clockPollMs = 200): Promise<Load> {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-bench-'));
  const app = await sandboxOn(port, dir, webhookUrl, clockPollMs);
  try {
    return await load(
      CONNECTIONS,
      `http://127.0.0.1:${port}/v1/payments`,
      'POST',
      {
        authorization: `Bearer ${configFromEnv().accessToken}`,
        'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
      },
      fullPaymentBody(),
    );
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface OutboxCost {
  without: Load;
  /** A webhook configured, the gateway clock off: the outbox's writes alone. */
  outboxOnly: Load;
  /** The outbox, and the deliveries sent meanwhile. */
  withWebhook: Load;
  rounds: number;
}

export async function measureOutboxCost(port: number, receiverPort: number, rounds = 3): Promise<OutboxCost> {
  const hook = await receiver(receiverPort);
  const without: Load[] = [];
  const outboxOnly: Load[] = [];
  const withWebhook: Load[] = [];
  try {
    for (let i = 0; i < rounds; i++) {
      without.push(await paymentsLoad(port));
      outboxOnly.push(await paymentsLoad(port, hook.url, 0));
      withWebhook.push(await paymentsLoad(port, hook.url));
    }
  } finally {
    await hook.close();
  }
  return {
    without: median(without),
    outboxOnly: median(outboxOnly),
    withWebhook: median(withWebhook),
    rounds,
  };
}

export interface DeliveryRate {
  notifications: number;
  deliveriesPerSecond: number;
  controlPerSecond: number;
}

/** `count` payments' notifications sent by one gateway clock run, beside `count` bare POSTs. */
export async function measureDeliveryRate(
  port: number,
  receiverPort: number,
  count = 3000,
): Promise<DeliveryRate> {
  const hook = await receiver(receiverPort);
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-bench-'));
  const app = await sandboxOn(port, dir, hook.url, 0);
  try {
    const headers = {
      authorization: `Bearer ${configFromEnv().accessToken}`,
      'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
    };
    const body = fullPaymentBody();
    for (let sent = 0; sent < count; sent += CONNECTIONS) {
      await Promise.all(
        Array.from({ length: Math.min(CONNECTIONS, count - sent) }, () =>
          app.inject({ method: 'POST', url: '/v1/payments', headers, payload: body }),
        ),
      );
    }
    let started = performance.now();
    await app.gatewayClock.runDue();
    const deliverySeconds = (performance.now() - started) / 1000;
    const received = await hook.received();
    if (received !== count) throw new Error(`delivered ${received} of ${count}`);

    // The control: the same POSTs (same body size) straight to the receiver, 64 at a time.
    const sample = 'ab'.repeat(1500);
    started = performance.now();
    for (let sent = 0; sent < count; sent += CONNECTIONS) {
      await Promise.all(
        Array.from({ length: Math.min(CONNECTIONS, count - sent) }, async () => {
          const res = await fetch(hook.url, {
            method: 'POST',
            headers: { 'content-type': 'text/plain' },
            body: sample,
          });
          await res.body?.cancel();
        }),
      );
    }
    const controlSeconds = (performance.now() - started) / 1000;
    return {
      notifications: count,
      deliveriesPerSecond: count / deliverySeconds,
      controlPerSecond: count / controlSeconds,
    };
  } finally {
    await app.close();
    await hook.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const us = (n: number) => `${Math.round(n)} µs`;
const rps = (n: number) => `${Math.round(n).toLocaleString('en')} req/s`;

export function describeOutboxCost({ without, outboxOnly, withWebhook, rounds }: OutboxCost): string[] {
  const cpu = (l: Load) => l.server.processCpuPerRequestUs;
  const added = (l: Load) =>
    `+${us(cpu(l) - cpu(without))} (${((cpu(l) / cpu(without) - 1) * 100).toFixed(0)} %), ${((l.rps / without.rps) * 100).toFixed(0)} % of the requests per second`;
  return [
    `median of ${rounds} alternating rounds, ${CONNECTIONS} connections, 5 s each; CPU per request of the whole sandbox process`,
    `without a webhook:               ${rps(without.rps)}, ${us(cpu(without))}`,
    `with one, outbox only (no sends): ${rps(outboxOnly.rps)}, ${us(cpu(outboxOnly))}: ${added(outboxOnly)}`,
    `with one, sent meanwhile:        ${rps(withWebhook.rps)}, ${us(cpu(withWebhook))}: ${added(withWebhook)}`,
  ];
}

export const describeDeliveryRate = (rate: DeliveryRate): string[] => [
  `${rate.notifications} notifications: ${rps(rate.deliveriesPerSecond)} delivered (encrypted, claimed, sent, recorded), ${CONNECTIONS} at a time`,
  `control, bare fetch POSTs of the same size to the same receiver: ${rps(rate.controlPerSecond)}; ratio ${((rate.deliveriesPerSecond / rate.controlPerSecond) * 100).toFixed(0)} %`,
];

// `npx tsx bench/webhooks.ts`: these measurements alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of describeOutboxCost(await measureOutboxCost(18191, 18192))) console.log(line);
  for (const line of describeDeliveryRate(await measureDeliveryRate(18191, 18192))) console.log(line);
}
