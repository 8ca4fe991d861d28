import { readFileSync } from 'node:fs';

// On a virtual machine the host may run other guests on our cores: that time is "steal" in
// /proc/stat. A run with much of it measured the neighbours as well as the code.

/** CPU time of all cores so far, and the part of it the host took (Linux only). */
function cpuTicks(): { total: number; steal: number } | undefined {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
    // cpu user nice system idle iowait irq softirq steal …
    const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
    if (ticks.length < 8 || ticks.some((n) => !Number.isFinite(n))) return undefined;
    return { total: ticks.reduce((a, b) => a + b, 0), steal: ticks[7] as number };
  } catch {
    return undefined;
  }
}

/** Starts a window; the returned function gives the host's share of CPU time in it, if known. */
export function stealWindow(): () => number | undefined {
  const start = cpuTicks();
  return () => {
    const end = cpuTicks();
    if (!start || !end || end.total === start.total) return undefined;
    return (end.steal - start.steal) / (end.total - start.total);
  };
}
