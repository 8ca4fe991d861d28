// Payments per second and CPU per payment of the sandbox on SQLite and on one PostgreSQL with 1, 2
// and 3 instances behind nginx, beside the bare node:http control, in one run: wrk drives
// `POST /v1/payments` with the throughput bench's full body (from many shoppers, and from one);
// the CPU time of every process serving the round (sandboxes, PostgreSQL's backends of the round's
// database and its own processes, nginx, wrk) is read from /proc around the measured window. The
// rounds of the configurations alternate, each started afresh, and the report gives medians and
// spreads, since the machine is shared.
// `npx tsx bench/instances.ts [rounds] [seconds]` (part of `npm run bench`).
import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { DEFAULT_CONFIG } from '../src/sandbox/config.js';
import { PG_TEST_URL } from '../src/sandbox/store/pg/pg-test-db.js';
import { widgetDir } from '../src/sandbox/test-support.js';
import { isSuccessful } from '../src/spec/result-codes.js';
import { type Running, type Setup, startSetup, Teardown, total } from './instances-setups.js';
import { pgProcesses, postmasterPid } from './pg-cpu.js';
import { allProcesses, cpuMsOf, machineCpuMs, type ProcessInfo, processInfo } from './proc-cpu.js';
import { shopperBodies } from './shoppers.js';
import { fullPaymentBody } from './throughput.js';
import { assertClean, startWrk, type WrkRequest, type WrkResult } from './wrk.js';

export const CONNECTIONS = 64;
const WRK_THREADS = 2;
/** Long enough for the first answers to come and go out of step, on a loaded machine too. */
const WARMUP_SECONDS = 2;
/** wrk goes on this long after the window, so that the window ends under load. */
const TAIL_SECONDS = 1;
/**
 * An answer later than this counts as a socket error. Generous: the measure is payments per
 * second, and 64 payments in flight on a loaded machine may each take a second or two.
 */
const TIMEOUT_SECONDS = 10;
/** How often the server's count is read while waiting for the last requests to finish. */
const SETTLE_MS = 250;

/** Shoppers the payments come from: enough that no two payments in flight share a card. */
const SHOPPERS = 1000;

export const SETUPS: readonly Setup[] = [
  { name: 'bare node:http (control)', kind: 'bare', instances: 1, nginx: false, shoppers: SHOPPERS },
  { name: 'SQLite, 1 instance', kind: 'sqlite', instances: 1, nginx: false, shoppers: SHOPPERS },
  { name: 'SQLite, 1 instance, nginx', kind: 'sqlite', instances: 1, nginx: true, shoppers: SHOPPERS },
  { name: 'PostgreSQL, 1 instance, nginx', kind: 'pg', instances: 1, nginx: true, shoppers: SHOPPERS },
  { name: 'PostgreSQL, 2 instances, nginx', kind: 'pg', instances: 2, nginx: true, shoppers: SHOPPERS },
  { name: 'PostgreSQL, 3 instances, nginx', kind: 'pg', instances: 3, nginx: true, shoppers: SHOPPERS },
  // One card, email and IP on every payment (the throughput bench's body as it is).
  { name: 'SQLite, 1 instance, one shopper', kind: 'sqlite', instances: 1, nginx: false, shoppers: 1 },
  { name: 'PostgreSQL, 3 instances, nginx, one shopper', kind: 'pg', instances: 3, nginx: true, shoppers: 1 },
];
const SQLITE = 'SQLite, 1 instance';
const BARE = 'bare node:http (control)';

/** CPU milliseconds in the measured window, by part. */
export interface CpuMs {
  /** Each sandbox process (or the bare server), all threads. */
  instances: number[];
  pgBackends: number;
  pgShared: number;
  nginx: number;
  wrk: number;
  /** The whole machine's busy time, ours and everybody else's. */
  machine: number;
}

export interface RoundResult {
  setup: string;
  round: number;
  /** wrk's counts over its whole run (warm-up and tail included). */
  wrk: WrkResult;
  /** Payments made in the window (the bare control: requests received). */
  payments: number;
  rps: number;
  wallMs: number;
  cpu: CpuMs;
  /** Payments made over wrk's whole run, which its answers below 400 were held against. */
  made: number;
  /** PostgreSQL backends of the run that ended inside the window: their CPU time is missing. */
  goneBackends: number;
}

const bodies = new Map<number, string[]>();
const bodiesOf = (shoppers: number): string[] => {
  if (!bodies.has(shoppers))
    bodies.set(shoppers, shoppers === 1 ? [fullPaymentBody()] : shopperBodies(shoppers));
  return bodies.get(shoppers) as string[];
};

const request = (setup: Setup, base: string): WrkRequest => ({
  url: `${base}/v1/payments`,
  method: 'POST',
  headers: {
    Authorization: `Bearer ${DEFAULT_CONFIG.accessToken}`,
    'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8',
  },
  bodies: bodiesOf(setup.shoppers),
});

/** One payment before the load: a 200 with a successful result code, or the round stops here. */
async function preflight(setup: Setup, running: Running): Promise<void> {
  const { url, method, headers, bodies } = request(setup, running.base);
  const res = await fetch(url, { method, headers, body: bodies[0] });
  const answer = (await res.json()) as { result?: { code?: string } };
  const code = answer.result?.code ?? '';
  if (res.status !== 200 || (setup.kind !== 'bare' && !isSuccessful(code)))
    throw new Error(
      `${setup.name}: a payment answered ${res.status} ${JSON.stringify(answer).slice(0, 300)}`,
    );
}

const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);

/** CPU so far of every process the round runs, by part; PostgreSQL's by pid, to match the end's. */
interface Snapshot {
  instances: number[];
  backends: Map<number, number>;
  shared: Map<number, number>;
  nginx: number;
  wrk: number;
  machine: number;
}

const byPid = (list: ProcessInfo[]) => new Map(list.map((p) => [p.pid, p.cpuMs]));

function snapshot(running: Running, postmaster: number | undefined, wrk: number): Snapshot {
  const pgNow =
    running.pg && postmaster !== undefined
      ? pgProcesses(postmaster, running.pg.database, running.pg.exclude)
      : { backends: [], shared: [] };
  const nginx =
    running.nginx === undefined
      ? 0
      : sum(
          allProcesses()
            .filter((p) => p.pid === running.nginx || p.ppid === running.nginx)
            .map((p) => p.cpuMs),
        );
  return {
    instances: running.servers.map(cpuMsOf),
    backends: byPid(pgNow.backends),
    shared: byPid(pgNow.shared),
    nginx,
    wrk: cpuMsOf(wrk),
    machine: machineCpuMs().busy,
  };
}

/** CPU used between two snapshots; processes that appeared meanwhile count from zero. */
function used(start: Map<number, number>, end: Map<number, number>): number {
  return sum([...end].map(([pid, ms]) => ms - (start.get(pid) ?? 0)));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The count once it stays put: the requests in flight when the load stopped are done. */
async function settled(running: Running): Promise<number> {
  let last = -1;
  for (let i = 0; i < 40; i++) {
    const now = await running.count();
    if (now === last) return now;
    last = now;
    await pause(SETTLE_MS);
  }
  throw new Error('the stored payments kept changing 10 s after the load stopped');
}

/**
 * One round: wrk runs without a break through the warm-up, the measured window and a tail, so
 * that the window sees a steady load (64 requests started at once would first all be in flight
 * together and answered together, late). Payments in the window are counted where they are made
 * (committed rows; the bare server's requests received), and CPU time is read at the same two
 * moments. wrk's own counts over the whole run are held against the store's afterwards.
 */
async function measureRound(
  setup: Setup,
  round: number,
  seconds: number,
  widgets: string,
): Promise<RoundResult> {
  const teardown = new Teardown();
  active.add(teardown);
  try {
    const running = await startSetup(setup, widgets, teardown);
    await preflight(setup, running);
    const postmaster = running.pg ? await postmasterPid(running.pg.admin) : undefined;
    const first = await running.count();
    const wrkRun = startWrk(request(setup, running.base), {
      connections: CONNECTIONS,
      threads: WRK_THREADS,
      timeoutSeconds: TIMEOUT_SECONDS,
      seconds: WARMUP_SECONDS + seconds + TAIL_SECONDS,
    });
    teardown.add(() => wrkRun.stop());
    wrkRun.done.catch(() => {});

    await pause(WARMUP_SECONDS * 1000);
    const t0 = performance.now();
    const start = snapshot(running, postmaster, wrkRun.pid);
    const before = await running.count();
    await pause(seconds * 1000 - (performance.now() - t0));
    const wallMs = performance.now() - t0;
    const end = snapshot(running, postmaster, wrkRun.pid);
    const after = await running.count();
    const wrk = await wrkRun.done;

    assertClean(wrk, `${setup.name}, round ${round + 1}`);
    // wrk's answers below 400 against what the server counted over the whole run: every answered
    // payment is stored before its answer; beyond those, only requests in flight when wrk stopped.
    const answered = wrk.requests - wrk.status;
    const made = (await settled(running)) - first;
    if (made < answered || made > answered + CONNECTIONS)
      throw new Error(
        `${setup.name}: wrk counted ${answered} answers below 400, the server ${made} payments`,
      );
    if (running.countPayments) {
      const codes = await running.countPayments();
      const failed = sum([...codes].filter(([code]) => !isSuccessful(code)).map(([, n]) => n));
      if (failed > total(codes) * 0.01)
        throw new Error(
          `${setup.name}: ${failed} of ${total(codes)} stored payments did not succeed: ${[...codes]}`,
        );
    }
    const payments = after - before;
    const gone = [...start.backends.keys()].filter((pid) => !end.backends.has(pid) && !processInfo(pid));
    return {
      setup: setup.name,
      round,
      wrk,
      payments,
      rps: payments / (wallMs / 1000),
      wallMs,
      cpu: {
        instances: end.instances.map((ms, i) => ms - (start.instances[i] as number)),
        pgBackends: used(start.backends, end.backends),
        pgShared: used(start.shared, end.shared),
        nginx: end.nginx - start.nginx,
        wrk: end.wrk - start.wrk,
        machine: end.machine - start.machine,
      },
      made,
      goneBackends: gone.length,
    };
  } finally {
    active.delete(teardown);
    await teardown.run();
  }
}

/** Teardowns under way: a signal runs them before the process ends. */
const active = new Set<Teardown>();
function onSignal(signal: NodeJS.Signals) {
  void Promise.allSettled([...active].map((t) => t.run())).then(() =>
    process.exit(signal === 'SIGINT' ? 130 : 143),
  );
}

export interface Instances {
  rounds: RoundResult[][];
  seconds: number;
}

/** Every configuration `rounds` times, alternating, the order turned by one each round. */
export async function measureInstances(rounds = 3, seconds = 5): Promise<Instances> {
  await checkPostgres();
  const widgets = widgetDir();
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    const results: RoundResult[][] = SETUPS.map(() => []);
    for (let round = 0; round < rounds; round++) {
      for (let k = 0; k < SETUPS.length; k++) {
        const index = (k + round) % SETUPS.length;
        (results[index] as RoundResult[]).push(
          await measureRound(SETUPS[index] as Setup, round, seconds, widgets),
        );
      }
    }
    return { rounds: results, seconds };
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    rmSync(widgets, { recursive: true, force: true });
  }
}

/** Fails early, with the reason, when the server is not there. */
async function checkPostgres(): Promise<void> {
  const client = new pg.Client({ connectionString: PG_TEST_URL });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`PostgreSQL at ${PG_TEST_URL.replace(/:[^:@/]*@/, ':…@')}: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => {});
  }
}

// --- the report ---

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const spread = (values: number[], format: (n: number) => string) =>
  values.length > 1 ? ` (${format(Math.min(...values))}–${format(Math.max(...values))})` : '';
const whole = (n: number) => Math.round(n).toLocaleString('en');
const percent = (n: number) => `${(n * 100).toFixed(n < 0.1 ? 1 : 0)} %`;

/** µs of CPU per payment. */
const perPayment = (ms: number, r: RoundResult) => (r.payments === 0 ? 0 : (ms * 1000) / r.payments);
/** The application's CPU per payment: sandboxes (or the bare server), PostgreSQL, nginx; not wrk. */
const appUs = (r: RoundResult) =>
  perPayment(sum(r.cpu.instances) + r.cpu.pgBackends + r.cpu.pgShared + r.cpu.nginx, r);
const oursMs = (r: RoundResult) =>
  sum(r.cpu.instances) + r.cpu.pgBackends + r.cpu.pgShared + r.cpu.nginx + r.cpu.wrk;

/** Per-round ratios against the row of the same round (the same minutes of the machine). */
function ratios(rows: RoundResult[], against: RoundResult[], value: (r: RoundResult) => number): number[] {
  return rows.flatMap((r) => {
    const other = against.find((a) => a.round === r.round);
    return other ? [value(r) / value(other)] : [];
  });
}

export function describeInstances({ rounds, seconds }: Instances): string[] {
  const named = (name: string) => rounds[SETUPS.findIndex((s) => s.name === name)] as RoundResult[];
  const sqlite = named(SQLITE);
  const bare = named(BARE);
  const lines = [
    `POST /v1/payments (111 parameters; from ${SHOPPERS.toLocaleString('en')} shoppers in turn unless one shopper), wrk ${WRK_THREADS} threads, ${CONNECTIONS} keep-alive connections, a window of ${seconds} s after ${WARMUP_SECONDS} s of the same load (payments counted by the servers in the window), ${rounds[0]?.length ?? 0} alternating rounds, each configuration started afresh; ${availableParallelism()} cores shared by every process. Median (min–max); ratios taken round by round.`,
    '',
    "| configuration | payments/s | against SQLite | against bare | wrk's answers/s over its run | errors (socket, status ≥ 400) | p50 / p99 latency |",
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  SETUPS.forEach((setup, i) => {
    const rows = rounds[i] as RoundResult[];
    const rps = rows.map((r) => r.rps);
    const vsSqlite = setup.kind === 'bare' || setup.name === SQLITE ? '' : ratios(rows, sqlite, (r) => r.rps);
    const vsBare = setup.name === BARE ? '' : ratios(rows, bare, (r) => r.rps);
    const ratio = (list: number[] | '') =>
      list === '' ? '' : `${percent(median(list))}${spread(list, percent)}`;
    const errors = `${sum(rows.map((r) => r.wrk.socket))}, ${sum(rows.map((r) => r.wrk.status))}`;
    const wrkRate = whole(median(rows.map((r) => (r.wrk.requests - r.wrk.status) / r.wrk.seconds)));
    const latency = `${median(rows.map((r) => r.wrk.p50Ms)).toFixed(1)} / ${median(rows.map((r) => r.wrk.p99Ms)).toFixed(1)} ms`;
    lines.push(
      `| ${setup.name} | ${whole(median(rps))}${spread(rps, whole)} | ${ratio(vsSqlite)} | ${ratio(vsBare)} | ${wrkRate} | ${errors} | ${latency} |`,
    );
  });
  lines.push(
    '',
    'CPU per payment, µs (median of the rounds; all threads of each process):',
    '',
    "| configuration | sandboxes (each instance) | PostgreSQL: the run's backends | PostgreSQL: its own processes | nginx | all but wrk | against SQLite | wrk |",
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  SETUPS.forEach((setup, i) => {
    const rows = rounds[i] as RoundResult[];
    const us = (pick: (r: RoundResult) => number) => whole(median(rows.map((r) => perPayment(pick(r), r))));
    const each =
      setup.instances > 1
        ? ` (${Array.from({ length: setup.instances }, (_, k) => us((r) => r.cpu.instances[k] as number)).join(' + ')})`
        : '';
    const app = rows.map(appUs);
    const vsSqlite = setup.kind === 'bare' || setup.name === SQLITE ? [] : ratios(rows, sqlite, appUs);
    const pgPart = (n: string) => (setup.kind === 'pg' ? n : '');
    lines.push(
      `| ${setup.name} | ${us((r) => sum(r.cpu.instances))}${each} | ${pgPart(us((r) => r.cpu.pgBackends))} | ${pgPart(us((r) => r.cpu.pgShared))} | ${setup.nginx ? us((r) => r.cpu.nginx) : ''} | ${whole(median(app))}${spread(app, whole)} | ${vsSqlite.length ? `${median(vsSqlite).toFixed(2)}×` : ''} | ${us((r) => r.cpu.wrk)} |`,
    );
  });
  lines.push(
    '',
    "Cores busy in the measured window (median): the run's processes (wrk included) and everything else on the machine:",
    '',
    '| configuration | sandboxes | PostgreSQL | nginx | wrk | the run in all | others |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  );
  SETUPS.forEach((setup, i) => {
    const rows = rounds[i] as RoundResult[];
    const cores = (pick: (r: RoundResult) => number) =>
      median(rows.map((r) => pick(r) / r.wallMs)).toFixed(2);
    lines.push(
      `| ${setup.name} | ${cores((r) => sum(r.cpu.instances))} | ${setup.kind === 'pg' ? cores((r) => r.cpu.pgBackends + r.cpu.pgShared) : ''} | ${setup.nginx ? cores((r) => r.cpu.nginx) : ''} | ${cores((r) => r.cpu.wrk)} | ${cores(oursMs)} | ${cores((r) => Math.max(0, r.cpu.machine - oursMs(r)))} |`,
    );
  });
  const gone = sum(rounds.flat().map((r) => r.goneBackends));
  if (gone > 0)
    lines.push(
      '',
      `${gone} PostgreSQL backends of a run ended inside its window: their CPU time is missing.`,
    );
  lines.push(
    '',
    `Over each whole wrk run, the servers' count less wrk's answers below 400 (requests in flight when wrk stopped): ${rounds
      .flat()
      .map((r) => r.made - (r.wrk.requests - r.wrk.status))
      .join(', ')}.`,
  );
  return lines;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rounds = Number(process.argv[2] ?? 3);
  const seconds = Number(process.argv[3] ?? 5);
  if (!Number.isInteger(rounds) || rounds < 1 || !Number.isInteger(seconds) || seconds < 1)
    throw new Error('usage: npx tsx bench/instances.ts [rounds] [seconds]');
  for (const line of describeInstances(await measureInstances(rounds, seconds))) console.log(line);
}
