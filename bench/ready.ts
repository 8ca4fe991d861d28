// Time to ready alone (the part of `npm run bench` that loads pages in Debian's Chromium):
// `npx tsx bench/ready.ts [runs]` after `npm run build`.
import { startDemoStack } from './demo-stack.js';
import { describeReadyComparison, measureReadyComparison } from './ready-report.js';

const runs = Number(process.argv[2] ?? 11);
const stack = await startDemoStack(18280, 13200, 13201);
try {
  for (const line of describeReadyComparison(await measureReadyComparison(stack, runs))) console.log(line);
} finally {
  await stack.close();
}
