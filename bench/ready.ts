// Time to ready alone (the part of `npm run bench` that loads the demo shop's payment page in
// Debian's Chromium), for alternating runs of two versions: `npx tsx bench/ready.ts` after
// `npm run build`.
import { startDemoStack } from './demo-stack.js';
import { measureTimeToReady, median } from './time-to-ready.js';

const RUNS = 11;
const stack = await startDemoStack(18280, 13200);
const { shopUrl } = stack;
try {
  const timings = await measureTimeToReady(shopUrl, RUNS);
  console.log(`Time to ready, demo shop payment page, ${RUNS} cold contexts (median / min / max)`);
  for (const key of ['scriptToReadyMs', 'navigationToReadyMs'] as const) {
    const values = timings.map((t) => t[key]);
    const ms = (n: number) => `${n.toFixed(1)} ms`;
    console.log(
      `  ${key.padEnd(22)} ${ms(median(values))} / ${ms(Math.min(...values))} / ${ms(Math.max(...values))}`,
    );
  }
} finally {
  await stack.close();
}
