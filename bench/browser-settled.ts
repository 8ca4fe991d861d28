// Waits until the browser's own start-up work is over. A new browser context is a new window, and
// Chromium 156 loads its top-chrome WebUI for every window (the omnibox popup, about 200
// chrome:// resources, 250–450 ms of a renderer's CPU in traces of the bench); begun with the
// page load, it took the cores the page and its frames wait for. A shopper's browser has its
// window open already, so a load is measured once the browser is idle.
import { setTimeout as sleep } from 'node:timers/promises';
import { allProcesses } from './proc-cpu.js';

/** CPU time (ms) of every Chromium process so far: the browser, its renderers and services. */
const chromiumCpuMs = (): number =>
  allProcesses()
    .filter((p) => p.comm === 'chromium' || p.title.startsWith('/usr/lib/chromium/'))
    .reduce((sum, p) => sum + p.cpuMs, 0);

/**
 * Resolves once Chromium's processes used at most `quietMs` of CPU in `windowMs` (one clock tick
 * of /proc in 100 ms: idle), or after `maxMs` on a machine too busy to tell. Answers the wait (ms).
 */
export async function browserSettled(quietMs = 10, windowMs = 100, maxMs = 5000): Promise<number> {
  const started = performance.now();
  let before = chromiumCpuMs();
  while (performance.now() - started < maxMs) {
    await sleep(windowMs);
    const now = chromiumCpuMs();
    if (now - before <= quietMs) break;
    before = now;
  }
  return performance.now() - started;
}
