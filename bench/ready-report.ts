// The time-to-ready comparison of `npm run bench` and `npx tsx bench/ready.ts`: the control (one
// gateway iframe, ./ready-pages.ts), the card form alone and the demo shop's payment page (card,
// SEPA, EPS, PayPal), interleaved in cold contexts; then what the pages cost beside the time.
// With a second target (another build, `--before`), its pages take their turns in the same rounds.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { gzipSync } from 'node:zlib';
import { cardPageUrl, startPageServer } from './ready-pages.js';
import { measureReady, type ReadyLoad, type Spread, spread, type Variant } from './time-to-ready.js';

export interface ReadyTarget {
  /** '' for this checkout, e.g. 'before' for another. */
  label: string;
  gateway: string;
  /** Its bench pages (./ready-pages.ts). */
  pagesOrigin: string;
  shopUrl: string;
}

/**
 * The demo stack of the checkout at `dir` in a process of its own (./stack-process.ts), so that
 * neither its server nor this one's shares a process with the browser's driver, and the bench's
 * pages in front of it. With `floor`, its gateway serves the control's frame.
 */
export async function startReadyTarget(
  label: string,
  dir: string,
  ports: { sandbox: number; shop: number; pages: number },
  floor = false,
): Promise<ReadyTarget & { close(): Promise<void> }> {
  const script = new URL('./stack-process.ts', import.meta.url).pathname;
  const args = [
    '--import',
    'tsx',
    script,
    String(ports.sandbox),
    String(ports.shop),
    ...(floor ? ['floor'] : []),
  ];
  const child = spawn(process.execPath, args, { cwd: dir, stdio: ['ignore', 'pipe', 'inherit'] });
  const [started] = (await Promise.race([once(child.stdout, 'data'), once(child, 'exit')])) as [unknown];
  if (typeof started === 'number' || started === null)
    throw new Error(`the demo stack in ${dir} did not start`);
  const gateway = `http://127.0.0.1:${ports.sandbox}`;
  const pages = await startPageServer(ports.pages, gateway);
  return {
    label,
    gateway,
    pagesOrigin: pages.origin,
    shopUrl: `http://localhost:${ports.shop}`,
    async close() {
      await pages.close();
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

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

const named = (kind: string, target: ReadyTarget) => (target.label ? `${kind} (${target.label})` : kind);

export async function measureReadyComparison(targets: ReadyTarget[], runs: number) {
  const [first] = targets;
  if (!first) throw new Error('no target');
  const variants: Variant[] = [
    { name: 'floor', url: async () => `${first.pagesOrigin}/floor`, gatewayOrigin: first.gateway },
    {
      name: 'floor ×2',
      url: async () => `${first.pagesOrigin}/floor?frames=2`,
      gatewayOrigin: first.gateway,
    },
    {
      name: 'floor ×3',
      url: async () => `${first.pagesOrigin}/floor?frames=3`,
      gatewayOrigin: first.gateway,
    },
  ];
  for (const target of targets) {
    variants.push(
      {
        name: named('card', target),
        url: () => cardPageUrl(target.pagesOrigin, target.gateway),
        gatewayOrigin: target.gateway,
      },
      {
        name: named('shop', target),
        url: () => shopPaymentPage(target.shopUrl),
        gatewayOrigin: target.gateway,
      },
    );
  }
  const loads = await measureReady(variants, runs);
  // Each card page's widget code: every script it ran from the gateway, gzip -9 of the bytes served.
  const evaluated = new Map<string, Array<{ path: string; gzip: number }>>();
  for (const target of targets) {
    const scripts = [...new Set((loads.get(named('card', target)) ?? []).flatMap((l) => l.gatewayScripts))];
    const sizes = await Promise.all(
      scripts.map(async (path) => {
        const body = Buffer.from(await (await fetch(`${target.gateway}${path}`)).arrayBuffer());
        return { path, gzip: gzipSync(body, { level: 9 }).length };
      }),
    );
    evaluated.set(named('card', target), sizes);
  }
  return { runs, variants: variants.map((v) => v.name), loads, evaluated };
}

/** The control with as many gateway frames as each page: the card form's two, the shop page's three. */
const FRAMES_OF: ReadonlyArray<[string, string]> = [
  ['card', 'floor ×2'],
  ['shop', 'floor ×3'],
];

const ms = (n: number) => `${n.toFixed(1)} ms`;
const show = (s: Spread, unit = ms) => `${unit(s.median)} / ${unit(s.min)} / ${unit(s.max)}`;
const describe = (name: string): string =>
  name === 'floor'
    ? 'floor: one gateway iframe, 0.2 KB HTML + 13 KB script'
    : name === 'floor ×2'
      ? 'floor ×2: two such iframes (as card number and CVV)'
      : name === 'floor ×3'
        ? 'floor ×3: three (as card number, CVV and bank account)'
        : name.startsWith('card')
          ? `${name}: the card form alone (VISA MASTER AMEX)`
          : `${name}: demo shop page (card, SEPA, EPS, PayPal)`;

export function describeReadyComparison({
  runs,
  variants,
  loads,
  evaluated,
}: Awaited<ReturnType<typeof measureReadyComparison>>): string[] {
  const of = (name: string): ReadyLoad[] => loads.get(name) ?? [];
  const floor = of('floor').map((l) => l.navigationToReadyMs);
  const lines = [
    `Time to ready in Debian's Chromium, ${runs} cold contexts per page, interleaved; navigation to ready, median / min / max`,
  ];
  for (const name of variants) {
    const times = of(name).map((l) => l.navigationToReadyMs);
    lines.push(`  ${describe(name).padEnd(62)} ${show(spread(times))}`);
    if (name === 'floor') continue;
    // Load i of each page ran in the same round: the pairs' differences show the spread of the gap.
    const pairs = times.map((t, i) => t - (floor[i] ?? 0));
    lines.push(
      `    floor + ${ms(spread(times).median - spread(floor).median)} (differences within a round ${show(spread(pairs))})`,
    );
    // The control with as many gateway frames as the page: what its frames' documents cost a
    // browser, whatever code is in them.
    const matched = FRAMES_OF.find(([prefix]) => name.startsWith(prefix))?.[1];
    const control = matched ? of(matched).map((l) => l.navigationToReadyMs) : [];
    if (!matched || control.length === 0) continue;
    const matchedPairs = times.map((t, i) => t - (control[i] ?? 0));
    lines.push(
      `    ${matched} + ${ms(spread(times).median - spread(control).median)} (differences within a round ${show(spread(matchedPairs))})`,
    );
  }
  lines.push(
    "  where the time goes, medians from navigation: the script has arrived (the widget; the control's listener) / the first frame starts / the frames have loaded (the control's says ready before) / ready",
  );
  for (const name of variants) {
    const at = (key: 'scriptEndMs' | 'framesStartMs' | 'framesLoadedMs' | 'navigationToReadyMs') => {
      const values = of(name)
        .map((l) => l[key])
        .filter((v) => !Number.isNaN(v));
      return values.length ? ms(spread(values).median) : '-';
    };
    lines.push(
      `    ${name.padEnd(14)} ${at('scriptEndMs')} / ${at('framesStartMs')} / ${at('framesLoadedMs')} / ${at('navigationToReadyMs')}`,
    );
  }
  const withBank = variants.filter((name) => of(name).some((l) => !Number.isNaN(l.bankFrameStartMs)));
  if (withBank.length)
    lines.push('  the bank frame, medians from navigation: its page requested / its last byte');
  for (const name of withBank) {
    const at = (key: 'bankFrameStartMs' | 'bankFrameEndMs') =>
      ms(
        spread(
          of(name)
            .map((l) => l[key])
            .filter((v) => !Number.isNaN(v)),
        ).median,
      );
    lines.push(`    ${name.padEnd(14)} ${at('bankFrameStartMs')} / ${at('bankFrameEndMs')}`);
  }
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;
  lines.push(
    '  long tasks (>= 50 ms) in the page and its frames from navigation to ready, per load, median / min / max:',
  );
  for (const name of variants) {
    const counts = of(name).map((l) => l.longTasks);
    const total = counts.reduce((a, b) => a + b, 0);
    const time = of(name).reduce((a, l) => a + l.longTaskMs, 0);
    lines.push(
      `    ${name.padEnd(14)} ${show(spread(counts), String)} (${total} in ${counts.length} loads, ${ms(time)})`,
    );
  }
  lines.push("  the page's JS heap after a full GC at ready (CDP), median / min / max:");
  for (const name of variants)
    lines.push(`    ${name.padEnd(14)} ${show(spread(of(name).map((l) => l.heapAfterGcBytes)), mb)}`);
  for (const [name, scripts] of evaluated) {
    const total = scripts.reduce((a, e) => a + e.gzip, 0);
    lines.push(
      `  widget code ${name} ran: ${total} B gzip -9 (${scripts.map((e) => `${e.path} ${e.gzip} B`).join(', ')})`,
    );
  }
  return lines;
}
