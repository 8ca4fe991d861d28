// Time to ready alone (the part of `npm run bench` that loads pages in Debian's Chromium), after
// `npm run build`: `npx tsx bench/ready.ts [runs] [--before <dir>]`. With --before, another
// checkout of the repository, built, serves its own pages, which take turns with this one's in the
// same rounds (e.g. `git archive <commit> | tar -x -C /tmp/before`, a link to node_modules, and
// `npm run build` there).
import { describeReadyComparison, measureReadyComparison, startReadyTarget } from './ready-report.js';

const args = process.argv.slice(2);
const beforeAt = args.indexOf('--before');
const before = beforeAt >= 0 ? args.splice(beforeAt, 2)[1] : undefined;
const runs = Number(args[0] ?? 11);

const targets = [
  await startReadyTarget('', process.cwd(), { sandbox: 18280, shop: 13200, pages: 13201 }, true),
];
try {
  if (before)
    targets.push(await startReadyTarget('before', before, { sandbox: 18380, shop: 13300, pages: 13301 }));
  for (const line of describeReadyComparison(await measureReadyComparison(targets, runs))) console.log(line);
} finally {
  for (const target of targets) await target.close();
}
