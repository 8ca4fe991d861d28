// Load generator for bench/throughput.ts, run in a worker thread: `connections` keep-alive
// connections, each sending its next request as soon as the previous answer has been read.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { url, method, headers, body, connections, warmupMs, durationMs } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const target = new URL(url);

function once() {
  return new Promise((resolve) => {
    const req = http.request(
      { agent, hostname: target.hostname, port: target.port, path: target.pathname, method, headers },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

async function loop(until, tally) {
  while (performance.now() < until) {
    const status = await once();
    if (tally) tally[status === 200 ? 'ok' : 'other']++;
  }
}

/** CPU µs of this thread so far (Linux: /proc/thread-self, in ticks of 10 ms), else 0. */
function threadCpuUs() {
  try {
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return 0;
  }
}

const warmupEnd = performance.now() + warmupMs;
await Promise.all(Array.from({ length: connections }, () => loop(warmupEnd)));
const tally = { ok: 0, other: 0 };
parentPort.postMessage({ measuring: true });
const start = performance.now();
const cpuStart = threadCpuUs();
await Promise.all(Array.from({ length: connections }, () => loop(start + durationMs, tally)));
const seconds = (performance.now() - start) / 1000;
const cpuUs = threadCpuUs() - cpuStart;
agent.destroy();
parentPort.postMessage({ rps: (tally.ok + tally.other) / seconds, ok: tally.ok, other: tally.other, cpuUs });
