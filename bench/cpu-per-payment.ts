// Server CPU per `POST /v1/payments` (the throughput bench's 111-parameter body), measured with
// wrk so the load generator runs in a process of its own: the sandbox (SQLite file, as `npm start`
// keeps it, log off) and a bare node:http control each run in a child process, and the CPU of each
// of its threads is read from /proc/<pid>/task/<tid>/schedstat (nanoseconds) around a wrk run.
// Two modes: concurrent (64 connections, answers overlap, so commits are grouped) and sequential
// (1 connection, each payment alone: one writer hop and one commit each).
//
//   npx tsx bench/cpu-per-payment.ts [rounds]   (CPU_MODES=sequential or concurrent: one mode only;
//                                               CPU_PROF=dir: --cpu-prof for the sandbox, and
//                                               where its threads' CPU went in the measured runs;
//                                               CPU_STREAM=1: the merchant's live request stream
//                                               open meanwhile, as the inspector's Requests view)
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buildSandbox, configFromEnv } from '../src/sandbox/index.js';
import { describeGroups, type Grouped, groupProfiles } from './profile-groups.js';
import { fullPaymentBody } from './throughput.js';

const WRK = '/usr/bin/wrk';
const WARMUP_S = 2;
const DURATION_S = 5;
export const MODES = [
  { name: 'concurrent, 64 connections', connections: 64 },
  { name: 'sequential, 1 connection', connections: 1 },
] as const;

type Kind = 'sandbox' | 'bare';

// ---- the child: one server, prints its port when listening --------------------------------------

async function serve(kind: Kind): Promise<void> {
  if (kind === 'bare') {
    const answer = JSON.stringify({
      result: { code: '000.100.110', description: 'Request successfully processed' },
    });
    const server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(answer));
    });
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      process.stdout.write(`port ${typeof address === 'object' && address ? address.port : 0}\n`);
    });
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-cpu-'));
  const app = await buildSandbox({
    ...configFromEnv(),
    sftp: undefined,
    dbPath: join(dir, 'sandbox.db'),
    logger: false,
    port: 0,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.stdout.write(`port ${typeof address === 'object' && address ? address.port : 0}\n`);
  const stop = () => {
    app.close().finally(() => {
      rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    });
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

// ---- the parent: starts children, drives them with wrk, reads their threads' CPU ---------------

interface Child {
  pid: number;
  port: number;
  stop(): Promise<void>;
}

function startChild(kind: Kind, profileDir?: string): Promise<Child> {
  const prof = kind === 'sandbox' && profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(
    process.execPath,
    [...prof, ...process.execArgv, fileURLToPath(import.meta.url), 'serve', kind],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /port (\d+)/.exec(out);
      if (!match) return;
      child.stdout.removeAllListeners('data');
      resolve({
        pid: child.pid ?? 0,
        port: Number(match[1]),
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
    child.once('exit', (code) => reject(new Error(`${kind} server exited (${code}) before listening`)));
  });
}

/** CPU nanoseconds of each thread of a process, by thread id, with its name. */
function threadCpu(pid: number): Map<number, { name: string; ns: number }> {
  const threads = new Map<number, { name: string; ns: number }>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const ns = Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
      const name = readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
      threads.set(Number(tid), { name, ns });
    } catch {
      // the thread ended meanwhile
    }
  }
  return threads;
}

function luaScript(kind: Kind): string {
  const { accessToken } = configFromEnv();
  const body = fullPaymentBody();
  const headers =
    kind === 'sandbox'
      ? `wrk.headers["Authorization"] = "Bearer ${accessToken}"\n` +
        'wrk.headers["Content-Type"] = "application/x-www-form-urlencoded; charset=UTF-8"\n'
      : 'wrk.headers["Content-Type"] = "application/x-www-form-urlencoded"\n';
  return `wrk.method = "POST"\nwrk.body = "${body}"\n${headers}`;
}

interface WrkRun {
  requests: number;
  rps: number;
  non2xx: number;
}

async function wrk(url: string, script: string, connections: number, seconds: number): Promise<WrkRun> {
  const { stdout } = await promisify(execFile)(WRK, [
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    '-s',
    script,
    url,
  ]);
  const requests = Number(/(\d+) requests in/.exec(stdout)?.[1] ?? 0);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? 0);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0);
  return { requests, rps, non2xx };
}

export interface Measure {
  rps: number;
  non2xx: number;
  /** Request (main) thread, µs per payment. */
  mainUs: number;
  /** The writer thread (named `sandbox-writer` by ../src/sandbox/store/writer-thread.ts), µs per payment. */
  writerUs: number;
  /** Every thread of the process, µs per payment. */
  allUs: number;
  /** The measured run: monotonic microseconds (process.hrtime's and a CPU profile's clock), and its requests. */
  window: { fromUs: number; toUs: number; requests: number };
}

const monotonicUs = (): number => Number(process.hrtime.bigint() / 1000n);

async function measure(child: Child, kind: Kind, connections: number, dir: string): Promise<Measure> {
  const script = join(dir, `${kind}.lua`);
  writeFileSync(script, luaScript(kind));
  const url = `http://127.0.0.1:${child.port}${kind === 'sandbox' ? '/v1/payments' : '/'}`;
  await wrk(url, script, connections, WARMUP_S);
  const before = threadCpu(child.pid);
  const fromUs = monotonicUs();
  const run = await wrk(url, script, connections, DURATION_S);
  const toUs = monotonicUs();
  const after = threadCpu(child.pid);
  const per = (ns: number) => (run.requests === 0 ? 0 : ns / 1000 / run.requests);
  let all = 0;
  let writer = 0;
  for (const [tid, { name, ns }] of after) {
    const used = ns - (before.get(tid)?.ns ?? 0);
    all += used;
    if (name === 'sandbox-writer') writer += used;
  }
  const main = (after.get(child.pid)?.ns ?? 0) - (before.get(child.pid)?.ns ?? 0);
  return {
    rps: run.rps,
    non2xx: run.non2xx,
    mainUs: per(main),
    writerUs: per(writer),
    allUs: per(all),
    window: { fromUs, toUs, requests: run.requests },
  };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

export interface CpuPerPayment {
  mode: string;
  sandbox: Measure[];
  bare: Measure[];
  /** With CPU_STREAM: the events the merchant's live request stream delivered meanwhile. */
  streamed?: number;
  /** With CPU_PROF: the sandbox's threads' samples in the measured runs, grouped. */
  profile?: { threads: Array<{ thread: string } & Grouped> };
}

/** Each thread's groups summed over the measured runs' windows. */
function profileOf(dir: string, runs: Measure[]): CpuPerPayment['profile'] {
  const threads = new Map<string, { thread: string } & Grouped>();
  for (const { window } of runs) {
    for (const grouped of groupProfiles(dir, window.fromUs, window.toUs)) {
      const sum = threads.get(grouped.thread) ?? { thread: grouped.thread, busyUs: 0, groups: [] };
      sum.busyUs += grouped.busyUs;
      for (const group of grouped.groups) {
        const known = sum.groups.find((g) => g.name === group.name);
        if (known) known.us += group.us;
        else sum.groups.push({ ...group });
      }
      threads.set(grouped.thread, sum);
    }
  }
  for (const sum of threads.values()) sum.groups.sort((a, b) => b.us - a.us);
  return { threads: [...threads.values()] };
}

/** The merchant's live request stream (GET /v1/sandbox/requests/stream), its events counted. */
function openRequestStream(port: number): { close(): number } {
  const { entityId, accessToken } = configFromEnv();
  let events = 0;
  const request = http.get(
    {
      host: '127.0.0.1',
      port,
      path: `/v1/sandbox/requests/stream?entityId=${entityId}`,
      headers: { authorization: `Bearer ${accessToken}` },
    },
    (response) => {
      // Events end with a blank line; a chunk may end inside one.
      let pending = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        const blocks = (pending + chunk).split('\n\n');
        pending = blocks.pop() ?? '';
        events += blocks.filter((block) => block.includes('event: request')).length;
      });
    },
  );
  request.on('error', () => {});
  return {
    close() {
      request.destroy();
      return events;
    },
  };
}

/** Alternating rounds of sandbox and bare, in each mode; each server is started fresh per mode. */
export async function measureCpuPerPayment(rounds = 3): Promise<CpuPerPayment[]> {
  const dir = mkdtempSync(join(tmpdir(), 'wrk-lua-'));
  const results: CpuPerPayment[] = [];
  try {
    // CPU_MODES=sequential (or concurrent): one mode only.
    const only = process.env.CPU_MODES;
    for (const mode of MODES.filter((m) => !only || m.name.startsWith(only))) {
      // Each mode's sandbox profiles in a folder of its own.
      const profileDir =
        process.env.CPU_PROF && join(process.env.CPU_PROF, mode.name.split(',')[0] as string);
      const sandbox = await startChild('sandbox', profileDir);
      const bare = await startChild('bare');
      const result: CpuPerPayment = { mode: mode.name, sandbox: [], bare: [] };
      const stream = process.env.CPU_STREAM === '1' ? openRequestStream(sandbox.port) : undefined;
      try {
        for (let round = 0; round < rounds; round++) {
          result.sandbox.push(await measure(sandbox, 'sandbox', mode.connections, dir));
          result.bare.push(await measure(bare, 'bare', mode.connections, dir));
        }
      } finally {
        if (stream) result.streamed = stream.close();
        await Promise.all([sandbox.stop(), bare.stop()]);
      }
      // The profiles are written as the sandbox exits.
      if (profileDir) result.profile = profileOf(profileDir, result.sandbox);
      results.push(result);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return results;
}

const fmt = (values: number[]) =>
  `${Math.round(median(values))} µs (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;

export function describeCpuPerPayment(results: CpuPerPayment[]): string[] {
  const lines: string[] = [];
  for (const { mode, sandbox, bare, profile, streamed } of results) {
    const ratio = median(sandbox.map((m) => m.rps)) / median(bare.map((m) => m.rps));
    const failed = sandbox.reduce((n, m) => n + m.non2xx, 0);
    lines.push(
      `${mode}: sandbox ${Math.round(median(sandbox.map((m) => m.rps)))} req/s, bare ${Math.round(median(bare.map((m) => m.rps)))} req/s, ratio ${(ratio * 100).toFixed(1)} %${failed ? ` (${failed} sandbox answers not 2xx)` : ''}`,
      `  sandbox per payment, median (min–max) of ${sandbox.length}: request thread ${fmt(sandbox.map((m) => m.mainUs))}, writer thread ${fmt(sandbox.map((m) => m.writerUs))}, both ${fmt(sandbox.map((m) => m.mainUs + m.writerUs))}, all threads ${fmt(sandbox.map((m) => m.allUs))}`,
      `  bare per request: main thread ${fmt(bare.map((m) => m.mainUs))}, all threads ${fmt(bare.map((m) => m.allUs))}`,
    );
    if (streamed !== undefined)
      lines.push(`  the merchant's live request stream was open: ${streamed} requests streamed to it`);
    if (profile) {
      lines.push(
        `  where the sandbox's CPU went in the measured runs (--cpu-prof, self time; the profiler adds its own cost):`,
      );
      // The threads' CPU per payment over the profiled runs, as the kernel counted it.
      const payments = sandbox.reduce((n, m) => n + m.window.requests, 0);
      const cpuOf = (pick: (m: Measure) => number) =>
        payments > 0 ? sandbox.reduce((us, m) => us + pick(m) * m.window.requests, 0) / payments : 0;
      for (const thread of profile.threads) {
        const cpu = cpuOf((m) => (thread.thread === 'writer thread' ? m.writerUs : m.mainUs));
        lines.push(...describeGroups(thread, cpu).map((line) => `    ${line}`));
      }
    }
  }
  return lines;
}

if (process.argv[2] === 'serve') {
  await serve(process.argv[3] as Kind);
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { stdout } = await promisify(execFile)('uptime');
  console.log(`uptime: ${stdout.trim()}`);
  const rounds = Number(process.argv[2] ?? 3);
  for (const line of describeCpuPerPayment(await measureCpuPerPayment(rounds))) console.log(line);
}
