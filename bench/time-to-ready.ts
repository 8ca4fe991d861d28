// Time to ready in Debian's Chromium: pages loaded in cold browser contexts (no cache, no open
// connection), the variants interleaved load by load so the machine's noise falls on each alike.
// Per load: navigation to ready, long tasks (>= 50 ms) in the page and its frames until ready, the
// page's JS heap after a full GC, and which scripts the page ran from the gateway. Each load starts
// once the new window's own work is over (./browser-settled.ts; READY_SETTLE=0 starts at once, as
// the bench did before 2026-11-27).
import { type Browser, type BrowserContext, chromium, type Frame } from '@playwright/test';
import { browserSettled } from './browser-settled.js';

export interface ReadyLoad {
  /** From navigation start to ready (wpwlOptions.onReady, or the control's "ready" message). */
  navigationToReadyMs: number;
  /** From the widget script's response end to onReady: evaluate, checkout, mount, iframes. */
  scriptToReadyMs?: number;
  /** Long tasks (>= 50 ms) in the page and every frame, from navigation to ready. */
  longTasks: number;
  longTaskMs: number;
  /** The page's JS heap (its isolate) after HeapProfiler.collectGarbage, at ready. */
  heapAfterGcBytes: number;
  /** The scripts the page itself loaded from the gateway (the widget and what it loaded). */
  gatewayScripts: string[];
  /** From navigation start: the page's first script (the widget's; the control's listener) arrived. */
  scriptEndMs: number;
  /** From navigation start: the first iframe's navigation start, and the load of the last one before ready. */
  framesStartMs: number;
  framesLoadedMs: number;
  /** From navigation start: the bank frame's page (/v1/bank-field) requested, and its last byte; NaN without one. */
  bankFrameStartMs: number;
  bankFrameEndMs: number;
}

export interface Variant {
  name: string;
  /** The URL of one load, prepared anew for each (a new checkout or order). */
  url(): Promise<string>;
  /** The origin whose scripts count as the widget's. */
  gatewayOrigin: string;
}

// Runs in the page and in every frame before their own scripts: notes long tasks, and wraps
// wpwlOptions.onReady, whenever the page sets it, to note when the widget became ready. The bench
// waits on a promise that settles then (no polling, which would take the page's main thread).
const PROBE = `(() => {
  window.__longTasks = [];
  window.__frameLoads = [];
  // An iframe's load does not reach the window: listened for on the document, capturing.
  document.addEventListener('load', (e) => {
    if (e.target instanceof HTMLIFrameElement) window.__frameLoads.push(performance.now());
  }, true);
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  let readyAt;
  let settle;
  window.__ready = new Promise((resolve) => { settle = resolve; });
  Object.defineProperty(window, '__readyAt', {
    configurable: true,
    get: () => readyAt,
    set(value) {
      if (readyAt !== undefined) return;
      readyAt = value;
      settle();
    },
  });
  let options;
  Object.defineProperty(window, 'wpwlOptions', {
    configurable: true,
    get: () => options,
    set(value) {
      const original = value.onReady;
      value.onReady = function () {
        window.__readyAt = performance.now();
        if (original) original.call(this);
      };
      options = value;
    },
  });
})();`;

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });

interface FrameProbe {
  readyAt?: number;
  timeOrigin: number;
  longTasks: Array<{ start: number; duration: number }>;
}

async function loadOnce(context: BrowserContext, variant: Variant): Promise<ReadyLoad> {
  const url = await variant.url();
  const page = await context.newPage();
  // A string, not a function: tsx would wrap a function's inner functions in a helper the page lacks.
  await page.addInitScript(PROBE);
  if (process.env.READY_SETTLE !== '0') await browserSettled();
  await page.goto(url);
  await page.evaluate(() => (window as unknown as { __ready: Promise<void> }).__ready);
  const probe = async (frame: Frame) =>
    frame
      .evaluate(
        (): FrameProbe => ({
          readyAt: (window as unknown as { __readyAt?: number }).__readyAt,
          timeOrigin: performance.timeOrigin,
          longTasks: (window as unknown as { __longTasks?: FrameProbe['longTasks'] }).__longTasks ?? [],
        }),
      )
      .catch(() => null);
  const main = (await probe(page.mainFrame())) as FrameProbe;
  const readyAt = main.readyAt ?? 0;
  const readyEpoch = main.timeOrigin + readyAt;
  let longTasks = 0;
  let longTaskMs = 0;
  for (const frame of page.frames()) {
    const found = frame === page.mainFrame() ? main : await probe(frame);
    for (const task of found?.longTasks ?? []) {
      if (found && found.timeOrigin + task.start < readyEpoch) {
        longTasks++;
        longTaskMs += task.duration;
      }
    }
  }
  const entries = await page.evaluate((origin) => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const widget = resources.find((e) => e.name.includes('paymentWidgets.js'));
    const readyAt = (window as unknown as { __readyAt: number }).__readyAt;
    const loads = (window as unknown as { __frameLoads: number[] }).__frameLoads.filter((t) => t <= readyAt);
    const first = resources.find((e) => e.initiatorType === 'script' && !e.name.includes('wpwl-options'));
    return {
      widgetEnd: widget?.responseEnd,
      scriptEnd: (widget ?? first)?.responseEnd ?? Number.NaN,
      scripts: resources
        .filter((e) => e.initiatorType === 'script' && e.name.startsWith(origin))
        .map((e) => new URL(e.name).pathname),
      framesStart: Math.min(...resources.filter((e) => e.initiatorType === 'iframe').map((e) => e.startTime)),
      // The control's frame says ready while its document loads: no load before ready.
      framesLoaded: loads.length ? Math.max(...loads) : Number.NaN,
      bank: resources.find((e) => e.initiatorType === 'iframe' && e.name.includes('/v1/bank-field')),
    };
  }, variant.gatewayOrigin);
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  await page.close();
  return {
    navigationToReadyMs: readyAt,
    ...(entries.widgetEnd !== undefined ? { scriptToReadyMs: readyAt - entries.widgetEnd } : {}),
    longTasks,
    longTaskMs,
    heapAfterGcBytes: usedSize,
    gatewayScripts: entries.scripts,
    scriptEndMs: entries.scriptEnd,
    framesStartMs: entries.framesStart,
    framesLoadedMs: entries.framesLoaded,
    bankFrameStartMs: entries.bank?.startTime ?? Number.NaN,
    bankFrameEndMs: entries.bank?.responseEnd ?? Number.NaN,
  };
}

/**
 * Loads each variant `runs` times, each load in a new browser context, the variants taking turns
 * (their order rotating from one round to the next).
 */
export async function measureReady(variants: Variant[], runs: number): Promise<Map<string, ReadyLoad[]>> {
  const browser = await launchChromium();
  const results = new Map<string, ReadyLoad[]>(variants.map((v) => [v.name, []]));
  try {
    for (let round = 0; round < runs; round++) {
      for (let i = 0; i < variants.length; i++) {
        const variant = variants[(round + i) % variants.length] as Variant;
        const context = await browser.newContext();
        try {
          results.get(variant.name)?.push(await loadOnce(context, variant));
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export const spread = (values: number[]): Spread => ({
  median: median(values),
  min: Math.min(...values),
  max: Math.max(...values),
});
