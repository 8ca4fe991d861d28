import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

// How much of the measured window the request thread (this one) worked, and what that costs per
// request: steadier than requests per second on a shared machine, and the figure to watch when
// changing the request path.

/** CPU milliseconds of this thread so far (Linux: /proc; elsewhere undefined). */
export function threadCpuMs(): number | undefined {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, in clock ticks of 10 ms (fields 14 and 15 of proc(5)).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

export interface ThreadUsage {
  /** Share of the window the event loop was not idle. */
  busy: number;
  /** CPU time of the thread in the window, µs per request (undefined where it cannot be read). */
  cpuPerRequestUs: number | undefined;
  /**
   * CPU time of every thread of the process (writer thread, garbage collector's helpers…) except
   * the load generator's, µs per request: what serving a request costs the machine.
   */
  processCpuPerRequestUs: number;
}

const processCpuUs = (): number => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

/**
 * Starts a window; call the returned function with the requests served in it and the CPU time
 * (µs) the load generator's thread, which runs in this process, used meanwhile.
 */
export function threadUsageWindow(): (requests: number, loadGeneratorUs: number) => ThreadUsage {
  const loop = performance.eventLoopUtilization();
  const cpu = threadCpuMs();
  const processCpu = processCpuUs();
  return (requests, loadGeneratorUs) => {
    const used = threadCpuMs();
    const perRequest = (us: number) => (requests === 0 ? 0 : us / requests);
    return {
      busy: performance.eventLoopUtilization(loop).utilization,
      cpuPerRequestUs: cpu === undefined || used === undefined ? undefined : perRequest((used - cpu) * 1000),
      processCpuPerRequestUs: perRequest(processCpuUs() - processCpu - loadGeneratorUs),
    };
  };
}
