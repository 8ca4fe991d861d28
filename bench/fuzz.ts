// `npm run fuzz [-- runs]`: the fuzz property of src/sandbox/fuzz against every endpoint, long.
// Default 100,000 runs; prints requests, time, answers by status, and the seed to replay a failure.
import fc from 'fast-check';
import { formBody, target } from '../src/sandbox/fuzz/arbitraries.js';
import { problemWith, send } from '../src/sandbox/fuzz/check.js';
import { testSandbox } from '../src/sandbox/test-support.js';

const runs = Number(process.argv[2] ?? process.env.FUZZ_RUNS ?? 100_000);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const sb = await testSandbox();
const statuses = new Map<number, number>();
let requests = 0;
const started = performance.now();

try {
  await fc.assert(
    fc.asyncProperty(target, formBody, async (t, body) => {
      const c = { target: t, body };
      const res = await send(sb.app, c);
      // Some targets first create what they refer to: a checkout, a payment.
      requests += t === 'browserPayment' || t === 'backOffice' || t === 'queryById' ? 2 : 1;
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const problem = problemWith(c, res);
      if (problem) throw new Error(`${problem}\n${JSON.stringify(c)}`);
    }),
    { numRuns: runs, seed, endOnFailure: true },
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `fuzz: ${runs} cases, ${requests} requests in ${seconds.toFixed(1)} s (${Math.round(requests / seconds)} req/s), seed ${seed}`,
  );
  console.log(
    `answers by status: ${[...statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ')}`,
  );
  console.log('no 5xx, every answer in the gateway shape, every 400 naming its parameters');
} finally {
  await sb.app.close();
}
