import { readFileSync } from 'node:fs';

// On a virtual machine the host may run other guests on our cores: that time is "steal" in
// /proc/stat. A run with much of it measured the neighbours as well as the code. Idle time says
// whether the machine had cores to spare, i.e. whether one thread or the whole machine was the limit.

/** CPU time of all cores so far: in total, taken by the host, and idle (Linux only). */
function cpuTicks(): { total: number; steal: number; idle: number } | undefined {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
    // cpu user nice system idle iowait irq softirq steal …
    const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
    if (ticks.length < 8 || ticks.some((n) => !Number.isFinite(n))) return undefined;
    const [, , , idle, iowait, , , steal] = ticks as number[];
    return { total: ticks.reduce((a, b) => a + b, 0), steal: steal ?? 0, idle: (idle ?? 0) + (iowait ?? 0) };
  } catch {
    return undefined;
  }
}

export interface MachineShares {
  /** Share of the machine's CPU time the host gave to other guests. */
  stolen: number;
  /** Share nobody used (idle or waiting for the disk). */
  idle: number;
}

/** Starts a window; the returned function gives the shares of CPU time in it, if known. */
export function machineWindow(): () => MachineShares | undefined {
  const start = cpuTicks();
  return () => {
    const end = cpuTicks();
    if (!start || !end || end.total === start.total) return undefined;
    const total = end.total - start.total;
    return { stolen: (end.steal - start.steal) / total, idle: (end.idle - start.idle) / total };
  };
}
