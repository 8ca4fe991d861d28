// The time-to-ready comparison of `npm run bench` and `npx tsx bench/ready.ts`: the control (one
// gateway iframe, ./ready-pages.ts), the card form alone and the demo shop's payment page (card,
// SEPA, EPS, PayPal), interleaved in cold contexts; then what the pages cost beside the time.
import { gzipSync } from 'node:zlib';
import type { DemoStack } from './demo-stack.js';
import { measureReady, type ReadyLoad, type Spread, spread, type Variant } from './time-to-ready.js';

async function shopPaymentPage(shopUrl: string): Promise<string> {
  const created = await fetch(`${shopUrl}/orders`, {
    method: 'POST',
    body: new URLSearchParams({ sku: 'mug' }),
    redirect: 'manual',
  });
  const pay = new URL(created.headers.get('location') ?? '', shopUrl).href;
  // The shop creates the order's checkout on the first view: done here, so each load is the page alone.
  await (await fetch(pay)).text();
  return pay;
}

export async function measureReadyComparison(stack: DemoStack, runs: number) {
  const { pages, gateway, shopUrl } = stack;
  if (!pages) throw new Error('the demo stack was started without the bench pages');
  const variants: Variant[] = [
    { name: 'floor', url: async () => `${pages.origin}/floor`, gatewayOrigin: gateway },
    { name: 'card', url: async () => `${pages.origin}/card`, gatewayOrigin: gateway },
    { name: 'shop', url: () => shopPaymentPage(shopUrl), gatewayOrigin: gateway },
  ];
  const loads = await measureReady(variants, runs);
  // The card page's widget code: each script it ran from the gateway, gzip -9 of the bytes served.
  const scripts = [...new Set((loads.get('card') ?? []).flatMap((load) => load.gatewayScripts))];
  const evaluated = await Promise.all(
    scripts.map(async (path) => {
      const body = (await stack.sandbox.inject({ method: 'GET', url: path })).rawPayload;
      return { path, gzip: gzipSync(body, { level: 9 }).length };
    }),
  );
  return { runs, loads, evaluated };
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const show = (s: Spread, unit = ms) => `${unit(s.median)} / ${unit(s.min)} / ${unit(s.max)}`;
const LABELS: Record<string, string> = {
  floor: 'floor: one gateway iframe, 0.2 KB HTML + 13 KB script',
  card: 'card form (VISA MASTER AMEX)',
  shop: 'demo shop page (card, SEPA, EPS, PayPal)',
};

export function describeReadyComparison({
  runs,
  loads,
  evaluated,
}: Awaited<ReturnType<typeof measureReadyComparison>>): string[] {
  const of = (name: string): ReadyLoad[] => loads.get(name) ?? [];
  const floor = of('floor').map((l) => l.navigationToReadyMs);
  const lines = [
    `Time to ready in Debian's Chromium, ${runs} cold contexts per page, interleaved; navigation to ready, median / min / max`,
  ];
  for (const name of ['floor', 'card', 'shop']) {
    const times = of(name).map((l) => l.navigationToReadyMs);
    const line = `  ${LABELS[name]?.padEnd(56)} ${show(spread(times))}`;
    if (name === 'floor') {
      lines.push(line);
      continue;
    }
    // Load i of each page ran in the same round: the pairs' differences show the spread of the gap.
    const pairs = times.map((t, i) => t - (floor[i] ?? 0));
    lines.push(
      `${line}\n    floor + ${ms(spread(times).median - spread(floor).median)} (per-round differences ${show(spread(pairs))})`,
    );
  }
  const kb = (n: number) => `${(n / 1024).toFixed(2)} MB`.replace(' MB', ' KB');
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;
  lines.push('  long tasks (>= 50 ms) in the page and its frames, navigation to ready, per load:');
  for (const name of ['floor', 'card', 'shop']) {
    const counts = of(name).map((l) => l.longTasks);
    const total = counts.reduce((a, b) => a + b, 0);
    lines.push(
      `    ${name.padEnd(6)} count ${show(spread(counts), String)}; ${total} in ${counts.length} loads, ${ms(
        of(name).reduce((a, l) => a + l.longTaskMs, 0),
      )} in all`,
    );
  }
  lines.push("  the page's JS heap after a full GC at ready (CDP), median / min / max:");
  for (const name of ['floor', 'card', 'shop'])
    lines.push(`    ${name.padEnd(6)} ${show(spread(of(name).map((l) => l.heapAfterGcBytes)), mb)}`);
  const total = evaluated.reduce((a, e) => a + e.gzip, 0);
  lines.push(
    `  widget code the card page ran: ${kb(total)} gzip -9 (${evaluated.map((e) => `${e.path} ${e.gzip} B`).join(', ')})`,
  );
  return lines;
}
