// The heavy requests at several data sizes: a merchant's SQLite file filled with 1 k, 100 k and
// 1 M payments (90 days of them, up to yesterday), then, on the real server, the longest time the
// event loop was held during a settlement day's detail report, its CSV, the aggregations of 31
// days, the paged v2 report read to its last page, and three transaction queries; and the
// payments' p99 latency while three detail reports run. Clients run in worker threads, so the
// event loop measured is the sandbox's alone.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { MIGRATIONS } from '../src/sandbox/database/schema.js';
import { buildSandbox, configFromEnv } from '../src/sandbox/index.js';
import { fillSettlementLedger } from '../src/sandbox/reporting/settlement-ledger.js';
import { openDatabase } from '../src/sandbox/store/open-database.js';
import { widgetDir } from '../src/sandbox/test-support.js';
import { threadCpuMs } from './thread-usage.js';
import { fullPaymentBody } from './throughput.js';

const TOKEN = configFromEnv().accessToken;
const ENTITY = configFromEnv().entityId;
const AUTH = { authorization: `Bearer ${TOKEN}` };
const FORM = 'application/x-www-form-urlencoded; charset=UTF-8';
const DAY_MS = 24 * 3600_000;
const DAYS = 90;
/** Reading the v2 report of the old code takes a whole day's read per page: stop after this. */
const PAGES_CAP_MS = 60_000;
const LATENCY_ROUND_MS = 5000;

export const SIZES = [1_000, 100_000, 1_000_000] as const;

const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

// ---------------------------------------------------------------------------------------------
// Filling: payments as the gateway stores them (a shop's full body: 2.8 KB of answer), straight
// into the tables, in one transaction.

/** What the rest of a full-body payment's answer holds (customer, addresses, a cart of 10). */
const CART = Array.from(
  { length: 10 },
  (_, i) =>
    `{"name":"Article ${i + 1}","merchantItemId":"sku-${1000 + i}","quantity":"1","type":"PHYSICAL","price":"24.50","currency":"EUR","totalAmount":"24.50","taxAmount":"3.91"}`,
).join(',');
const BODY_MEMBERS = `"customer":{"givenName":"Jane","surname":"Doe","email":"jane.doe@example.com","phone":"+49 30 1234567","ip":"203.0.113.7","birthDate":"1990-04-01","merchantCustomerId":"cust-1001"},"billing":{"street1":"Hauptstrasse 1","city":"Berlin","postcode":"10115","country":"DE"},"shipping":{"street1":"Nebenstrasse 2","city":"Berlin","postcode":"10117","country":"DE","method":"GROUND","cost":"4.90"},"customParameters":{"SHOP_ORDER_ID":"42"},"cart":{"items":[${CART}]},"risk":{"score":"25"}`;
const APPROVED = `"result":{"code":"000.100.110","description":"Request successfully processed in 'Merchant in Integrator Test Mode'"}`;
const DECLINED = `"result":{"code":"800.100.151","description":"transaction declined (invalid card)"}`;

/** The i-th payment's short id: 12 digits from its number. */
const shortIdOf = (i: number): string => {
  const digits = String(i).padStart(12, '0');
  return `${digits.slice(0, 4)}.${digits.slice(4, 8)}.${digits.slice(8)}`;
};

interface Filled {
  /** The first moment of the 90 days. */
  start: number;
  /** A short id that exists (the middle payment's). */
  shortId: string;
  /** Of the fill, the settlement ledger's part: what migrating a database of this size takes. */
  ledgerMs: number;
  fillMs: number;
  fileMb: number;
}

/**
 * `count` payments of the configured merchant over the 90 days before today, evenly spread: mostly
 * debits (a tenth in USD), one in 20 an authorisation, one in 25 declined, one in 50 a refund of
 * the payment before it, one in 200 a reversal of the payment before it (the same day, so that
 * payment is not settled); refunds and reversals with their back-office links.
 */
export function fill(path: string, count: number, today: number): Filled {
  const started = performance.now();
  const db = openDatabase(path, MIGRATIONS);
  // A bench's fill: a cache that holds the indexes being built, nothing zeroed, no log to sync.
  db.pragma('cache_size = -1000000');
  db.pragma('secure_delete = OFF');
  db.pragma('synchronous = OFF');
  const start = today - DAYS * DAY_MS;
  const insertPayment = db.prepare(
    'INSERT INTO payments (id, entity_id, checkout_id, response, created_at, pending_until) VALUES (?, ?, NULL, ?, ?, NULL)',
  );
  const insertLink = db.prepare(
    `INSERT INTO back_office_operations (id, referenced_id, entity_id, payment_type, amount_cents, final, created_at)
     VALUES (?, ?, ?, ?, ?, 0, ?)`,
  );
  db.transaction(() => {
    let previous = '';
    for (let i = 0; i < count; i++) {
      const id = randomBytes(16).toString('hex');
      const at = start + Math.floor((i * DAYS * DAY_MS) / count);
      const follows = previous !== '' && (i % 50 === 1 || i % 200 === 7);
      const type = follows ? (i % 50 === 1 ? 'RF' : 'RV') : i % 20 === 3 ? 'PA' : 'DB';
      const amount = type === 'RF' ? '1.00' : `${10 + (i % 240)}.${String(i % 100).padStart(2, '0')}`;
      const currency = i % 10 === 9 ? 'USD' : 'EUR';
      const result = i % 25 === 5 ? DECLINED : APPROVED;
      const reference = follows ? `"referencedId":"${previous}",` : '';
      const response = `{"id":"${id}","paymentType":"${type}",${reference}"paymentBrand":"VISA","amount":"${amount}","currency":"${currency}","descriptor":"${shortIdOf(i)} Demo Shop order ${i}","merchantTransactionId":"order-${i}","merchantInvoiceId":"inv-${i}",${BODY_MEMBERS},${result},"resultDetails":{"ExtendedDescription":"Request successfully processed","ConnectorTxID1":"${id.slice(0, 12).toUpperCase()}","AcquirerResponse":"00","clearingInstituteName":"Sandbox INTERNAL simulator"},"card":{"bin":"420000","last4Digits":"0000","holder":"Jane Doe","expiryMonth":"12","expiryYear":"2030"},"buildNumber":"sandbox@0.1.0","timestamp":"${new Date(at).toISOString().slice(0, 19).replace('T', ' ')}+0000","ndc":"${randomBytes(16).toString('hex')}"}`;
      insertPayment.run(id, ENTITY, response, at);
      if (follows) insertLink.run(id, previous, ENTITY, type, Math.round(Number(amount) * 100), at);
      previous = type === 'DB' ? id : previous;
    }
  })();
  // What the migration that adds the settlement ledger does with payments already stored.
  const ledgerStarted = performance.now();
  db.transaction(() => fillSettlementLedger(db))();
  const ledgerMs = performance.now() - ledgerStarted;
  const pages = db.pragma('page_count', { simple: true }) as number;
  const pageSize = db.pragma('page_size', { simple: true }) as number;
  db.close();
  return {
    start,
    shortId: shortIdOf(Math.floor(count / 2)),
    ledgerMs,
    fillMs: performance.now() - started,
    fileMb: (pages * pageSize) / 1e6,
  };
}

// ---------------------------------------------------------------------------------------------
// Measuring.

interface Answer {
  ms: number;
  status: number;
  bytes: number;
  chunks: number;
}

interface ClientReport {
  answers: Answer[];
  pages?: number;
}

/** A client started and ready; `go` sends its requests and settles with what it saw. */
async function client(workerData: Record<string, unknown>): Promise<{ go(): Promise<ClientReport> }> {
  const worker = new Worker(new URL('./heavy-client.mjs', import.meta.url), { workerData });
  await new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    go: () =>
      new Promise((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.postMessage('go');
      }),
  };
}

/** Each of these clients' requests, all at once. */
const run = async (workerData: Record<string, unknown>): Promise<ClientReport> =>
  (await client(workerData)).go();

function latencyClient(url: string, body: string, durationMs: number): Promise<Answer[]> {
  const worker = new Worker(new URL('./latency-client.mjs', import.meta.url), {
    workerData: {
      url,
      method: 'POST',
      headers: { ...AUTH, 'content-type': FORM },
      body,
      durationMs,
    },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/** One run of a case. */
export interface Run {
  /** The longest the sandbox's event loop was held meanwhile (ms). */
  longestBlockMs: number;
  /** Time from each request sent to its answer's last byte, added up (ms). */
  answerMs: number;
  /** CPU time of the sandbox's request thread meanwhile (ms, in 10 ms ticks). */
  cpuMs: number;
  answers: Answer[];
  /** The sandbox process's resident memory at its highest during the run, above where it started (MB). */
  peakRssMb: number;
  pages?: number;
}

/**
 * A case run RUNS times: on a shared machine another process can take the CPU from the sandbox in
 * the middle of any task, which the event loop's delay counts too; the least of the runs' longest
 * blocks is the figure closest to the sandbox's own.
 */
export interface Case {
  what: string;
  runs: Run[];
}

const RUNS = 3;

/** Runs the client's requests with the event loop's delays, this thread's CPU and the process's memory watched. */
async function watchedOnce(workerData: Record<string, unknown>): Promise<Run> {
  const ready = await client(workerData);
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  const cpu = threadCpuMs() ?? 0;
  histogram.enable();
  const report = await ready.go();
  histogram.disable();
  const cpuMs = (threadCpuMs() ?? 0) - cpu;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  return {
    longestBlockMs: histogram.max / 1e6,
    answerMs: report.answers.reduce((n, a) => n + a.ms, 0),
    cpuMs,
    answers: report.answers,
    peakRssMb: (peak - baseline) / 1e6,
    ...(report.pages === undefined ? {} : { pages: report.pages }),
  };
}

async function watched(what: string, workerData: Record<string, unknown>): Promise<Case> {
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await watchedOnce(workerData));
  return { what, runs };
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

export interface Latency {
  quiet: { p50: number; p99: number; count: number };
  withReports: { p50: number; p99: number; count: number; reports: number };
}

export interface SizeFigures {
  payments: number;
  fillMs: number;
  ledgerMs: number;
  fileMb: number;
  /** Records of the settlement day the detail cases read. */
  dayRecords: number;
  cases: Case[];
  latency: Latency;
}

async function measureSize(port: number, count: number): Promise<SizeFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'heavy-bench-'));
  const path = join(dir, 'sandbox.db');
  const today = Date.parse(`${dayOf(Date.now())}T00:00:00Z`);
  const filled = fill(path, count, today);
  const app = await buildSandbox({
    ...configFromEnv(),
    sftp: undefined,
    https: undefined,
    dbPath: path,
    widgetDir: widgetDir(),
    logger: false,
    port,
    clockPollMs: 0,
  });
  await app.listen({ port, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${port}`;
  const get = (url: string) => fetch(`${origin}${url}`, { headers: AUTH });
  try {
    // The settlement day of the payments made two days ago, and the 31 days up to yesterday.
    const day = dayOf(today - DAY_MS);
    const period = (from: string, to: string) => `entityId=${ENTITY}&date.from=${from}&date.to=${to}`;
    const listed = (await (
      await get(`/reports/v1/reconciliations/aggregations?${period(day, day)}&currency=EUR`)
    ).json()) as { aggregations: Array<{ id: string; recordCount: number }> };
    const [aggregation] = listed.aggregations;
    if (!aggregation) throw new Error(`no aggregation on ${day}`);
    const detail = `${origin}/reports/v1/reconciliations/${aggregation.id}?${period(day, day)}`;
    const csv = `${origin}/reports/v1/reconciliations/${aggregation.id}.csv?${period(day, day)}`;
    const paged = `${origin}/reports/v2/reconciliations/${aggregation.id}?${period(day, day)}`;
    const month = `${origin}/reports/v1/reconciliations/aggregations?${period(dayOf(today - 31 * DAY_MS), dayOf(today - DAY_MS))}`;
    const frame = (fromMs: number, toMs: number) =>
      `date.from=${encodeURIComponent(new Date(fromMs).toISOString().slice(0, 19).replace('T', ' '))}&date.to=${encodeURIComponent(new Date(toMs - 1000).toISOString().slice(0, 19).replace('T', ' '))}`;
    const query = `${origin}/v1/query?entityId=${ENTITY}`;
    const oneDay = `${query}&${frame(today - 2 * DAY_MS, today - DAY_MS)}`;
    const ninetyDays = `${query}&${frame(filled.start, today)}`;

    const once = (url: string) => ({ urls: [url], headers: AUTH });
    const cases: Case[] = [];
    // Warm the file's pages and the code once, then measure.
    await run({ urls: [oneDay, detail], headers: AUTH });
    cases.push(await watched('detail report (v1 JSON)', once(detail)));
    cases.push(await watched('reconciliation CSV', once(csv)));
    cases.push(await watched('aggregations, 31 days', once(month)));
    cases.push(
      await watched('v2 report, every page', {
        urls: [paged],
        headers: AUTH,
        pages: true,
        capMs: PAGES_CAP_MS,
      }),
    );
    cases.push(await watched('query, one day', once(oneDay)));
    cases.push(
      await watched('query, 90 days, paymentTypes=CD (none)', once(`${ninetyDays}&paymentTypes=CD`)),
    );
    cases.push(await watched(`query, 90 days, shortId`, once(`${ninetyDays}&shortId=${filled.shortId}`)));

    // Payments' latency alone, then beside three clients reading the detail report in a loop;
    // the two alternate, RUNS rounds of each.
    const payment = fullPaymentBody();
    const quiet: Answer[] = [];
    const busy: Answer[] = [];
    let reports = 0;
    for (let round = 0; round < RUNS; round++) {
      quiet.push(...(await latencyClient(`${origin}/v1/payments`, payment, LATENCY_ROUND_MS)));
      const readers = await Promise.all(
        Array.from({ length: 3 }, () =>
          client({ urls: [detail], headers: AUTH, durationMs: LATENCY_ROUND_MS }),
        ),
      );
      const reading = readers.map((reader) => reader.go());
      busy.push(...(await latencyClient(`${origin}/v1/payments`, payment, LATENCY_ROUND_MS)));
      reports += (await Promise.all(reading)).reduce((n, r) => n + r.answers.length, 0);
    }
    const stats = (answers: Answer[]) => ({
      p50: percentile(
        answers.map((a) => a.ms),
        50,
      ),
      p99: percentile(
        answers.map((a) => a.ms),
        99,
      ),
      count: answers.length,
    });
    return {
      payments: count,
      fillMs: filled.fillMs,
      ledgerMs: filled.ledgerMs,
      fileMb: filled.fileMb,
      dayRecords: aggregation.recordCount,
      cases,
      latency: { quiet: stats(quiet), withReports: { ...stats(busy), reports } },
    };
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function measureHeavy(port: number, sizes: readonly number[] = SIZES): Promise<SizeFigures[]> {
  const figures: SizeFigures[] = [];
  for (const size of sizes) figures.push(await measureSize(port, size));
  return figures;
}

const ms = (n: number) => (n >= 1000 ? `${(n / 1000).toFixed(2)} s` : `${n.toFixed(1)} ms`);
const mb = (n: number) => `${(n / 1e6).toFixed(2)} MB`;

export function describeHeavy(figures: readonly SizeFigures[]): string[] {
  const lines: string[] = [];
  for (const size of figures) {
    lines.push(
      `${size.payments.toLocaleString('en')} payments (filled in ${ms(size.fillMs)}, of which the settlement ledger ${ms(size.ledgerMs)}; ${size.fileMb.toFixed(0)} MB file; the settlement day read has ${size.dayRecords.toLocaleString('en')} records)`,
    );
    for (const c of size.cases) {
      const byTime = [...c.runs].sort((a, b) => a.answerMs - b.answerMs);
      const median = byTime[Math.floor(byTime.length / 2)] as Run;
      const blocks = c.runs.map((r) => r.longestBlockMs).sort((a, b) => a - b);
      const [first] = median.answers;
      const bytes = median.answers.reduce((n, a) => n + a.bytes, 0);
      const statuses = [...new Set(median.answers.map((a) => a.status))].join('/');
      const paging =
        median.pages === undefined
          ? ''
          : `, ${median.answers.length} of ${median.pages} pages, ${ms(median.answerMs / median.answers.length)} a page (first ${ms(first?.ms ?? 0)}, last ${ms(median.answers.at(-1)?.ms ?? 0)})`;
      lines.push(
        `  ${c.what.padEnd(42)} longest block ${blocks.map((b) => ms(b)).join(' / ')}, answered in ${ms(median.answerMs)}, CPU ${ms(median.cpuMs)}, ${mb(bytes)} in ${median.answers.reduce((n, a) => n + a.chunks, 0)} chunks, HTTP ${statuses}, memory +${Math.max(...c.runs.map((r) => r.peakRssMb)).toFixed(0)} MB${paging}`,
      );
    }
    const { quiet, withReports } = size.latency;
    lines.push(
      `  payments alone: p50 ${ms(quiet.p50)}, p99 ${ms(quiet.p99)} (${quiet.count}); beside 3 detail reports in a loop (${withReports.reports} read): p50 ${ms(withReports.p50)}, p99 ${ms(withReports.p99)} (${withReports.count})`,
    );
  }
  return lines;
}

// `npx tsx bench/heavy.ts [size…]`: this measurement alone (sizes in payments; default 1k, 100k, 1M).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sizes = process.argv.slice(2).map(Number);
  const figures = await measureHeavy(18184, sizes.length > 0 ? sizes : SIZES);
  for (const line of describeHeavy(figures)) console.log(line);
}
