// Requests per second of POST /v1/payments with a realistic full body, beside a bare node:http
// server answering a fixed JSON on the same machine (the ceiling), both on loopback, measured by
// the same load generator in a worker thread.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { buildSandbox, configFromEnv } from '../src/sandbox/index.js';
import { bareServer } from './bare-server.js';
import { type MachineShares, machineWindow } from './machine-shares.js';
import { type ThreadUsage, threadUsageWindow } from './thread-usage.js';

/**
 * Enough keep-alive connections to keep each server's thread busy: with 16, the sandbox's thread
 * waited for commits a sixth of the time (each answer waits for its durable write), which measured
 * latency rather than the requests per second it can serve.
 */
export const CONNECTIONS = 64;
const WARMUP_MS = 1500;
const DURATION_MS = 5000;
const TOKEN = configFromEnv().accessToken;
const ENTITY = configFromEnv().entityId;

/** A payment as a shop sends it: card, customer, billing, shipping, a cart of 10 items. */
export function fullPaymentBody(): string {
  const params: Record<string, string> = {
    entityId: ENTITY,
    amount: '249.90',
    currency: 'EUR',
    paymentType: 'DB',
    paymentBrand: 'VISA',
    'card.number': '4200000000000000',
    'card.holder': 'Jane Doe',
    'card.expiryMonth': '12',
    'card.expiryYear': '2030',
    'card.cvv': '123',
    merchantTransactionId: 'order-2026-000042',
    merchantInvoiceId: 'inv-2026-000042',
    descriptor: 'Demo Shop order 42',
    'customer.givenName': 'Jane',
    'customer.surname': 'Doe',
    'customer.email': 'jane.doe@example.com',
    'customer.phone': '+49 30 1234567',
    'customer.ip': '203.0.113.7',
    'customer.birthDate': '1990-04-01',
    'customer.merchantCustomerId': 'cust-1001',
    'billing.street1': 'Hauptstrasse 1',
    'billing.city': 'Berlin',
    'billing.postcode': '10115',
    'billing.country': 'DE',
    'shipping.street1': 'Nebenstrasse 2',
    'shipping.city': 'Berlin',
    'shipping.postcode': '10117',
    'shipping.country': 'DE',
    'shipping.method': 'GROUND',
    'shipping.cost': '4.90',
    'customParameters[SHOP_ORDER_ID]': '42',
  };
  for (let i = 0; i < 10; i++) {
    Object.assign(params, {
      [`cart.items[${i}].name`]: `Article ${i + 1}`,
      [`cart.items[${i}].merchantItemId`]: `sku-${1000 + i}`,
      [`cart.items[${i}].quantity`]: '1',
      [`cart.items[${i}].type`]: 'PHYSICAL',
      [`cart.items[${i}].price`]: '24.50',
      [`cart.items[${i}].currency`]: 'EUR',
      [`cart.items[${i}].totalAmount`]: '24.50',
      [`cart.items[${i}].taxAmount`]: '3.91',
    });
  }
  return new URLSearchParams(params).toString();
}

export interface Load {
  rps: number;
  ok: number;
  other: number;
  /** The server's thread (this one) and process over the measured window. */
  server: ThreadUsage;
  /** CPU time of the load generator's thread, µs per request. */
  loadGeneratorCpuPerRequestUs: number;
  /** Shares of the machine's CPU time taken by the host (steal) and left idle meanwhile, if known. */
  machine: MachineShares | undefined;
}

export function load(
  connections: number,
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Load> {
  const worker = new Worker(new URL('./load-client.mjs', import.meta.url), {
    workerData: {
      url,
      method,
      headers,
      body,
      connections,
      warmupMs: WARMUP_MS,
      durationMs: DURATION_MS,
    },
  });
  return new Promise((resolve, reject) => {
    let usage: ReturnType<typeof threadUsageWindow> | undefined;
    let shares: (() => MachineShares | undefined) | undefined;
    type Report = { measuring?: true; rps: number; ok: number; other: number; cpuUs: number };
    worker.on('message', ({ measuring, rps, ok, other, cpuUs }: Report) => {
      if (measuring) {
        usage = threadUsageWindow();
        shares = machineWindow();
      } else {
        const requests = ok + other;
        resolve({
          rps,
          ok,
          other,
          server: usage
            ? usage(requests, cpuUs)
            : { busy: 0, cpuPerRequestUs: undefined, processCpuPerRequestUs: 0 },
          loadGeneratorCpuPerRequestUs: requests === 0 ? 0 : cpuUs / requests,
          machine: shares?.(),
        });
      }
    });
    worker.once('error', reject);
  });
}

async function ceiling(port: number, connections: number): Promise<Load> {
  const server = bareServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  try {
    return await load(
      connections,
      `http://127.0.0.1:${port}/`,
      'POST',
      { 'content-type': 'application/x-www-form-urlencoded' },
      fullPaymentBody(),
    );
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

async function sandbox(port: number, widgetDir: string, connections: number): Promise<Load> {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-bench-'));
  const app = await buildSandbox({
    ...configFromEnv(),
    sftp: undefined,
    dbPath: join(dir, 'sandbox.db'),
    widgetDir,
    logger: false,
    port,
  });
  await app.listen({ port, host: '127.0.0.1' });
  try {
    const headers = {
      authorization: `Bearer ${TOKEN}`,
      'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
    };
    return await load(
      connections,
      `http://127.0.0.1:${port}/v1/payments`,
      'POST',
      headers,
      fullPaymentBody(),
    );
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface Throughput {
  sandbox: Load;
  ceiling: Load;
  ratio: number;
  rounds: number;
}

/** `busy 81 %, 262 µs CPU per request` */
export const describeUsage = (usage: ThreadUsage): string =>
  `busy ${Math.round(usage.busy * 100)} %` +
  (usage.cpuPerRequestUs === undefined ? '' : `, ${Math.round(usage.cpuPerRequestUs)} µs CPU per request`);

/** `host steal 3 %, idle 12 %` when the machine reports them. */
export const describeMachine = (load: Load): string =>
  load.machine === undefined
    ? ''
    : `, host steal ${Math.round(load.machine.stolen * 100)} %, idle ${Math.round(load.machine.idle * 100)} %`;

const TARGET_RATIO = 0.4;

/**
 * What the whole machine spends per request (server process and load generator), and how many
 * cores the target ratio would take at that cost: above the machine's cores, no single-thread
 * speed-up of the request path reaches it without cutting the total.
 */
export function describeBudget({ sandbox, ceiling }: Throughput): string[] {
  const us = (n: number) => `${Math.round(n)} µs`;
  const machineCost = (load: Load) => load.server.processCpuPerRequestUs + load.loadGeneratorCpuPerRequestUs;
  const targetRps = ceiling.rps * TARGET_RATIO;
  const cores = availableParallelism();
  const atMost = (cores * 1e6) / machineCost(sandbox);
  return [
    `CPU per request, all threads: sandbox ${us(sandbox.server.processCpuPerRequestUs)} + load generator ${us(sandbox.loadGeneratorCpuPerRequestUs)}; ceiling ${us(ceiling.server.processCpuPerRequestUs)} + load generator ${us(ceiling.loadGeneratorCpuPerRequestUs)}`,
    `${Math.round(TARGET_RATIO * 100)} % of this ceiling (${Math.round(targetRps).toLocaleString('en')} req/s) at that cost would take ${((targetRps * machineCost(sandbox)) / 1e6).toFixed(2)} cores; with all ${cores} busy it allows at most ${Math.round(atMost).toLocaleString('en')} req/s, ${((atMost / ceiling.rps) * 100).toFixed(1)} % of the ceiling`,
  ];
}

export const median = (loads: Load[]): Load =>
  [...loads].sort((a, b) => a.rps - b.rps)[Math.floor(loads.length / 2)] as Load;

/** Both measurements, alternating for `rounds` rounds (the machine's noise hits both); medians. */
export async function measureThroughput(
  port: number,
  widgetDir = 'dist',
  rounds = 3,
  connections = CONNECTIONS,
): Promise<Throughput> {
  const bare: Load[] = [];
  const full: Load[] = [];
  for (let i = 0; i < rounds; i++) {
    bare.push(await ceiling(port, connections));
    full.push(await sandbox(port, widgetDir, connections));
  }
  const [b, f] = [median(bare), median(full)];
  return { sandbox: f, ceiling: b, ratio: f.rps / b.rps, rounds };
}

// `npx tsx bench/throughput.ts [connections]`: this measurement alone (needs `npm run build`).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const connections = Number(process.argv[2] ?? CONNECTIONS);
  if (!Number.isInteger(connections) || connections < 1) throw new Error('connections: a whole number');
  const throughput = await measureThroughput(18182, 'dist', 3, connections);
  const { sandbox: full, ceiling: bare, ratio } = throughput;
  console.log(
    `${connections} connections: sandbox ${Math.round(full.rps)} req/s, ceiling ${Math.round(bare.rps)} req/s, ${(ratio * 100).toFixed(1)} %`,
  );
  console.log(
    `sandbox request thread: ${describeUsage(full.server)}${describeMachine(full)}; ceiling's: ${describeUsage(bare.server)}${describeMachine(bare)}`,
  );
  for (const line of describeBudget(throughput)) console.log(line);
}
