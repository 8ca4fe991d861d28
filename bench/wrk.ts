// Load from wrk (Debian's /usr/bin/wrk): keep-alive connections sending requests over and over,
// set by a Lua script written to a temporary file: the method and headers, and bodies taken in turn
// (each request made once, at the start; each thread starts at another place in the list). The
// script's `done` prints wrk's counts as one JSON line.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const WRK = '/usr/bin/wrk';
const MARK = 'WRK_RESULT ';

export interface WrkRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** Sent in turn, one per request. */
  bodies: readonly string[];
}

export interface WrkResult {
  /** Answers received in the run, whatever their status. */
  requests: number;
  seconds: number;
  /** Answers with a status of 400 or more (wrk's "Non-2xx or 3xx responses"). */
  status: number;
  /** Socket errors: connect, read, write, timeout. */
  socket: number;
  /** Latency of the answers, median and 99th percentile. */
  p50Ms: number;
  p99Ms: number;
}

/** A Lua string literal holding `text` as is (a long bracket: no escapes inside). */
function luaString(text: string): string {
  let level = '=';
  while (text.includes(`]${level}]`)) level += '=';
  return `[${level}[${text}]${level}]`;
}

export function wrkScript({ method, headers, bodies }: WrkRequest): string {
  return [
    `wrk.method = ${luaString(method)}`,
    ...Object.entries(headers).map(
      ([name, value]) => `wrk.headers[ ${luaString(name)} ] = ${luaString(value)}`,
    ),
    'local bodies = {',
    ...bodies.map((body) => `  ${luaString(body)},`),
    '}',
    'local made, next, threads = {}, 0, 0',
    'setup = function(thread)',
    '  thread:set("id", threads)',
    '  threads = threads + 1',
    'end',
    'init = function(args)',
    '  for k, body in ipairs(bodies) do made[k] = wrk.format(nil, nil, nil, body) end',
    '  next = (id * 7919) % #made',
    'end',
    'request = function()',
    '  next = next % #made + 1',
    '  return made[next]',
    'end',
    'done = function(summary, latency, requests)',
    '  local e = summary.errors',
    `  io.write(string.format('${MARK}{"requests":%d,"us":%d,"status":%d,"socket":%d,"p50":%d,"p99":%d}\\n',`,
    '    summary.requests, summary.duration, e.status, e.connect + e.read + e.write + e.timeout,',
    '    latency:percentile(50), latency:percentile(99)))',
    'end',
    '',
  ].join('\n');
}

export interface WrkOptions {
  connections: number;
  threads: number;
  seconds: number;
  /** An answer later than this is a socket error (wrk's default: 2 s). */
  timeoutSeconds?: number;
}

export interface RunningWrk {
  /** wrk's process, for reading its CPU time meanwhile. */
  pid: number;
  /** Its counts, once it ends. */
  done: Promise<WrkResult>;
  /** Kills it if it still runs. */
  stop(): void;
}

/** Starts wrk for `seconds` with `connections` keep-alive connections on `threads` threads. */
export function startWrk(
  request: WrkRequest,
  { connections, threads, seconds, timeoutSeconds = 2 }: WrkOptions,
): RunningWrk {
  const dir = mkdtempSync(join(tmpdir(), 'bench-wrk-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  // Also when a signal ends the process first; and wrk with it.
  const onExit = () => {
    stop();
    remove();
  };
  process.once('exit', onExit);
  const script = join(dir, 'request.lua');
  writeFileSync(script, wrkScript(request));
  const args = [
    ...['-t', `${threads}`, '-c', `${connections}`, '-d', `${seconds}s`, '--timeout', `${timeoutSeconds}s`],
    ...['-s', script, request.url],
  ];
  const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  const done = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  })
    .finally(() => {
      process.off('exit', onExit);
      remove();
    })
    .then((code) => {
      const line = out.split('\n').find((l) => l.startsWith(MARK));
      // wrk reports a broken script on stderr and then runs without it: that run is not this request.
      if (code !== 0 || line === undefined || err.trim() !== '')
        throw new Error(`wrk failed (${code}): ${err}${out}`);
      const r = JSON.parse(line.slice(MARK.length)) as Record<string, number>;
      return {
        requests: r.requests as number,
        seconds: (r.us as number) / 1e6,
        status: r.status as number,
        socket: r.socket as number,
        p50Ms: (r.p50 as number) / 1000,
        p99Ms: (r.p99 as number) / 1000,
      };
    });
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  return { pid: child.pid as number, done, stop };
}

/** Runs wrk to its end. */
export const runWrk = (request: WrkRequest, options: WrkOptions): Promise<WrkResult> =>
  startWrk(request, options).done;

/** Share of the answers that were errors (socket errors and statuses of 400 or more). */
export const errorShare = (r: WrkResult): number =>
  r.requests === 0 ? 1 : (r.status + r.socket) / (r.requests + r.socket);

/** Throws rather than let a run with failures pass for a measurement. */
export function assertClean(r: WrkResult, what: string, maxShare = 0.01): void {
  if (r.requests === 0) throw new Error(`${what}: wrk received no answer`);
  const share = errorShare(r);
  if (share > maxShare)
    throw new Error(
      `${what}: ${r.socket} socket errors and ${r.status} answers of status 400 or more in ${r.requests} answers (${(share * 100).toFixed(2)} % > ${maxShare * 100} %): not a measurement`,
    );
}
