// A client for bench/heavy.ts, in a worker thread so that its work stays off the measured event
// loop: one keep-alive connection, GETs one after the other. `urls`: each once, in order; `pages`:
// the first URL's v2 report page by page (`&pageNo=n` until its `pages`); `durationMs`: the first
// URL again and again until then. Each answer: milliseconds, status, bytes and how many chunks
// the body arrived in.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { urls, headers = {}, pages = false, durationMs, capMs } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function get(url, keep = false) {
  const target = new URL(url);
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request(
      {
        agent,
        hostname: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method: 'GET',
        headers,
      },
      (res) => {
        let bytes = 0;
        let chunks = 0;
        const kept = [];
        res.on('data', (chunk) => {
          bytes += chunk.length;
          chunks++;
          if (keep) kept.push(chunk);
        });
        res.on('end', () =>
          resolve({
            ms: performance.now() - started,
            status: res.statusCode,
            bytes,
            chunks,
            ...(keep ? { body: Buffer.concat(kept).toString('utf8') } : {}),
          }),
        );
      },
    );
    req.on('error', () => resolve({ ms: performance.now() - started, status: 0, bytes: 0, chunks: 0 }));
    req.end();
  });
}

// Started and ready: the bench starts its measurement, then says go.
parentPort.postMessage({ ready: true });
await new Promise((resolve) => parentPort.once('message', resolve));

const answers = [];
if (pages) {
  // Page 1 says how many there are; then every further page, unless the cap is reached.
  const started = performance.now();
  const first = await get(`${urls[0]}&pageNo=1`, true);
  const count = JSON.parse(first.body).pages;
  delete first.body;
  answers.push(first);
  for (let n = 2; n <= count; n++) {
    if (capMs !== undefined && performance.now() - started > capMs) break;
    answers.push(await get(`${urls[0]}&pageNo=${n}`));
  }
  parentPort.postMessage({ answers, pages: count });
} else if (durationMs !== undefined) {
  const until = performance.now() + durationMs;
  while (performance.now() < until) answers.push(await get(urls[0]));
  parentPort.postMessage({ answers });
} else {
  for (const url of urls) answers.push(await get(url));
  parentPort.postMessage({ answers });
}
agent.destroy();
