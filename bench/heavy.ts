// The heavy requests at several data sizes: a merchant's SQLite file filled with 1 k, 100 k and
// 1 M payments (90 days of them, up to yesterday), then, on the real server, the longest time the
// event loop was held during a settlement day's detail report, its CSV, the aggregations of 31
// days, the paged v2 report read to its last page, and three transaction queries; and the
// payments' p99 latency while three detail reports run. The data is made in a process of its own
// (./heavy-fill.ts) and the clients run in worker threads, so the event loop and the heap measured
// are the sandbox's alone.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { buildSandbox, configFromEnv } from '../src/sandbox/index.js';
import { widgetDir } from '../src/sandbox/test-support.js';
import type { Filled } from './heavy-fill.js';
import { threadCpuMs } from './thread-usage.js';
import { fullPaymentBody } from './throughput.js';

const TOKEN = configFromEnv().accessToken;
const ENTITY = configFromEnv().entityId;
const AUTH = { authorization: `Bearer ${TOKEN}` };
const FORM = 'application/x-www-form-urlencoded; charset=UTF-8';
const DAY_MS = 24 * 3600_000;
/** Reading the v2 report of the old code takes a whole day's read per page: stop after this. */
const PAGES_CAP_MS = 60_000;
const LATENCY_ROUND_MS = 5000;

export const SIZES = [1_000, 100_000, 1_000_000] as const;

const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

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
  /** The longest the thread ran between two turns of the event loop (ms; cpuProbe). */
  longestOnCpuMs: number | undefined;
  /** The garbage collector's longest pause (ms). */
  longestGcMs: number;
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

/**
 * The longest this thread ran between two ticks of a 1 ms timer: the longest the event loop was held
 * by work of its own, without the time the machine gave other processes meanwhile (which the
 * event loop's delay counts too). Linux only (the thread's schedstat: nanoseconds on the CPU).
 */
function cpuProbe(): { stop(): number | undefined } {
  const file = `/proc/self/task/${process.pid}/schedstat`;
  const onCpu = (): number | undefined => {
    try {
      return Number(readFileSync(file, 'utf8').split(' ')[0]);
    } catch {
      return undefined;
    }
  };
  let last = onCpu();
  let longest = 0;
  const tick = () => {
    const now = onCpu();
    if (now !== undefined && last !== undefined) longest = Math.max(longest, (now - last) / 1e6);
    last = now;
  };
  const timer = setInterval(tick, 1);
  return {
    stop() {
      clearInterval(timer);
      tick();
      return last === undefined ? undefined : longest;
    },
  };
}

/** Runs the client's requests with the event loop's delays, this thread's CPU and the process's memory watched. */
async function watchedOnce(workerData: Record<string, unknown>): Promise<Run> {
  const ready = await client(workerData);
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  let longestGcMs = 0;
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longestGcMs = Math.max(longestGcMs, entry.duration);
  });
  gc.observe({ entryTypes: ['gc'] });
  const cpu = threadCpuMs() ?? 0;
  histogram.enable();
  const probe = cpuProbe();
  const report = await ready.go();
  const longestOnCpuMs = probe.stop();
  histogram.disable();
  const cpuMs = (threadCpuMs() ?? 0) - cpu;
  // The observer hears of the last collections on a later turn.
  await new Promise((resolve) => setImmediate(resolve));
  gc.disconnect();
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  return {
    longestBlockMs: histogram.max / 1e6,
    longestOnCpuMs,
    longestGcMs,
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
  const filled = JSON.parse(
    execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        fileURLToPath(new URL('./heavy-fill.ts', import.meta.url)),
        path,
        String(count),
        String(today),
      ],
      { encoding: 'utf8', maxBuffer: 1 << 20 },
    ),
  ) as Filled;
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
      const onCpu = c.runs.map((r) => r.longestOnCpuMs ?? Number.NaN).sort((a, b) => a - b);
      const [first] = median.answers;
      const bytes = median.answers.reduce((n, a) => n + a.bytes, 0);
      const statuses = [...new Set(median.answers.map((a) => a.status))].join('/');
      const paging =
        median.pages === undefined
          ? ''
          : `, ${median.answers.length} of ${median.pages} pages, ${ms(median.answerMs / median.answers.length)} a page (first ${ms(first?.ms ?? 0)}, last ${ms(median.answers.at(-1)?.ms ?? 0)})`;
      lines.push(
        `  ${c.what.padEnd(42)} longest block ${blocks.map((b) => ms(b)).join(' / ')}, on the CPU ${onCpu.map((b) => ms(b)).join(' / ')} (GC at most ${ms(Math.max(...c.runs.map((r) => r.longestGcMs)))}), answered in ${ms(median.answerMs)}, CPU ${ms(median.cpuMs)}, ${mb(bytes)} in ${median.answers.reduce((n, a) => n + a.chunks, 0)} chunks, HTTP ${statuses}, memory +${Math.max(...c.runs.map((r) => r.peakRssMb)).toFixed(0)} MB${paging}`,
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
