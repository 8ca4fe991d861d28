// `npm run bench`: figures, not pass/fail. Record what it prints in docs/benchmarks.md.
import { describeAttack, measureAttack } from './attack.js';
import { describeCpuPerPayment, measureCpuPerPayment } from './cpu-per-payment.js';
import { startDemoStack } from './demo-stack.js';
import { describeHeavy, measureHeavy } from './heavy.js';
import { describeInstances, measureInstances } from './instances.js';
import { describeListScan, measureListScan } from './list-scan.js';
import { describeLogVolume, measureLogVolume } from './log-volume.js';
import { describeReadyComparison, measureReadyComparison, startReadyTarget } from './ready-report.js';
import { everyForm, measureInspector, measureSizes, WIDGET_BUDGET } from './sizes.js';
import {
  CONNECTIONS,
  describeBudget,
  describeMachine,
  describeUsage,
  measureThroughput,
} from './throughput.js';
import { describeWalPages, measureWalPages } from './wal-pages.js';
import {
  describeDeliveryRate,
  describeOutboxCost,
  measureDeliveryRate,
  measureOutboxCost,
} from './webhooks.js';

const SANDBOX_PORT = 18180;
const SHOP_PORT = 13100;
const READY_PORTS = { sandbox: 18190, shop: 13110, pages: 13111 };
const THROUGHPUT_PORT = 18181;
const ATTACK_PORT = 18182;
const WEBHOOK_RECEIVER_PORT = 18183;
const HEAVY_PORT = 18184;
const RUNS = 15;

const stack = await startDemoStack(SANDBOX_PORT, SHOP_PORT);
const { sandbox } = stack;

try {
  const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;
  console.log('Bundle sizes (bytes as served; gzip -9, brotli q11)');
  console.log(`${'what'.padEnd(40)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}`);
  const sizes = [...(await measureSizes(sandbox)), ...measureInspector()];
  for (const row of sizes) {
    console.log(
      `${row.what.padEnd(40)} ${kb(row.raw).padStart(10)} ${kb(row.gzip).padStart(10)} ${kb(row.brotli).padStart(10)}`,
    );
  }
  console.log(
    `Budgets (bench/sizes.test.ts holds them): ${sizes
      .filter((row) => row.budget)
      .map((row) => `${row.what} <= ${row.budget} bytes gzip (${row.gzip})`)
      .join('; ')}.`,
  );
  console.log(
    `The widget with every form (paymentWidgets.js and its chunks): ${everyForm(sizes)} bytes gzip (goal ${WIDGET_BUDGET}).\n`,
  );

  // Its own stack, in a process of its own (./ready-report.ts).
  const target = await startReadyTarget('', process.cwd(), READY_PORTS, true);
  try {
    for (const line of describeReadyComparison(await measureReadyComparison([target], RUNS)))
      console.log(line);
  } finally {
    await target.close();
  }

  const throughput = await measureThroughput(THROUGHPUT_PORT);
  const { sandbox: full, ceiling, ratio, rounds } = throughput;
  const rps = (n: number) => `${Math.round(n).toLocaleString('en')} req/s`.padStart(14);
  console.log(
    `\nThroughput on loopback, ${CONNECTIONS} keep-alive connections, 5 s after a 1.5 s warm-up, median of ${rounds} alternating rounds`,
  );
  console.log(`  POST /v1/payments, full body, SQLite file (WAL) ${rps(full.rps)}  (${full.other} not 200)`);
  console.log(`  bare node:http answering a fixed JSON (ceiling)  ${rps(ceiling.rps)}`);
  console.log(`  ratio ${(ratio * 100).toFixed(1)} % of the ceiling (target >= 40 %)`);
  console.log(
    `  request thread: sandbox ${describeUsage(full.server)}${describeMachine(full)}; ceiling ${describeUsage(ceiling.server)}${describeMachine(ceiling)}`,
  );
  for (const line of describeBudget(throughput)) console.log(`  ${line}`);

  console.log(
    '\nServer CPU per POST /v1/payments under wrk (bench/cpu-per-payment.ts; SQLite file, log off), alternating with bare node:http',
  );
  for (const line of describeCpuPerPayment(await measureCpuPerPayment())) console.log(`  ${line}`);
  console.log(
    'Database pages the writer commits per POST /v1/payments (bench/wal-pages.ts; SQLite file, WAL frames)',
  );
  for (const line of describeWalPages(await measureWalPages())) console.log(`  ${line}`);

  console.log(
    '\nA merchant beside anonymous clients posting 100,000 parameters to the browser card route (alternating 3 s rounds)',
  );
  for (const line of describeAttack(await measureAttack(ATTACK_PORT))) console.log(`  ${line}`);

  console.log('\nWebhooks: the outbox on POST /v1/payments (full body, SQLite file)');
  for (const line of describeOutboxCost(await measureOutboxCost(THROUGHPUT_PORT, WEBHOOK_RECEIVER_PORT)))
    console.log(`  ${line}`);
  console.log('Webhooks: delivery to a local receiver');
  for (const line of describeDeliveryRate(await measureDeliveryRate(THROUGHPUT_PORT, WEBHOOK_RECEIVER_PORT)))
    console.log(`  ${line}`);

  console.log(
    '\nHeavy requests at 1 k, 100 k and 1 M payments: the longest event-loop block of each, and payments beside detail reports',
  );
  for (const line of describeHeavy(await measureHeavy(HEAVY_PORT))) console.log(`  ${line}`);

  console.log('\nA filtered list read on a long history (SQLite file), median of 5 reads');
  for (const line of describeListScan(await measureListScan())) console.log(`  ${line}`);

  console.log('\nThe default log (info), full payment bodies');
  for (const line of describeLogVolume(await measureLogVolume())) console.log(`  ${line}`);

  console.log('\nSeveral instances on PostgreSQL beside SQLite, driven by wrk');
  for (const line of describeInstances(await measureInstances())) console.log(`  ${line}`);
} finally {
  await stack.close();
}
