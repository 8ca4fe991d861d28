import { chromium } from '@playwright/test';

export interface ReadyTiming {
  /** From the script's response end to wpwlOptions.onReady: evaluate, fetch the checkout, mount, iframes ready. */
  scriptToReadyMs: number;
  /** From navigation start to onReady. */
  navigationToReadyMs: number;
}

// Wraps wpwlOptions.onReady, whenever the page sets it, to note when the widget became ready.
const READY_PROBE = `(() => {
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

/** Opens the demo shop's payment page `runs` times in Debian's Chromium and times the widget. */
export async function measureTimeToReady(shopUrl: string, runs: number): Promise<ReadyTiming[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ARGS,
  });
  const timings: ReadyTiming[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      // A string, not a function: tsx would wrap a function's inner functions in a helper the page lacks.
      await page.addInitScript(READY_PROBE);
      await page.goto(`${shopUrl}/`);
      await page.locator('button.buy[data-sku="mug"]').click();
      await page.waitForFunction(() => (window as unknown as { __readyAt?: number }).__readyAt !== undefined);
      timings.push(
        await page.evaluate(() => {
          const readyAt = (window as unknown as { __readyAt: number }).__readyAt;
          const script = performance
            .getEntriesByType('resource')
            .find((e) => e.name.includes('paymentWidgets.js')) as PerformanceResourceTiming | undefined;
          return { scriptToReadyMs: readyAt - (script?.responseEnd ?? 0), navigationToReadyMs: readyAt };
        }),
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return timings;
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
