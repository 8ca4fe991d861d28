// One client for bench/attack.ts, in a worker thread: one keep-alive connection, the next request
// as soon as the previous answer has been read, until the deadline; every answer's latency.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { url, method, headers, body, durationMs } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const target = new URL(url);

function once() {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request(
      { agent, hostname: target.hostname, port: target.port, path: target.pathname, method, headers },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk) => {
          bytes += chunk.length;
        });
        res.on('end', () => resolve({ ms: performance.now() - started, status: res.statusCode, bytes }));
      },
    );
    req.on('error', () => resolve({ ms: performance.now() - started, status: 0, bytes: 0 }));
    req.end(body);
  });
}

const answers = [];
const until = performance.now() + durationMs;
while (performance.now() < until) answers.push(await once());
agent.destroy();
parentPort.postMessage(answers);
