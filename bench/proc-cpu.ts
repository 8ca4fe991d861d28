// CPU time of processes and of the whole machine, read from /proc (Linux), in milliseconds.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ, 100 on Linux as built everywhere). */
const TICK_MS = (() => {
  try {
    return 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
  } catch {
    return 10;
  }
})();

export interface ProcessInfo {
  pid: number;
  ppid: number;
  /** The executable's name (/proc/PID/comm), e.g. `postgres`, `nginx`. */
  comm: string;
  /** The command line as the process shows it: postgres and nginx rewrite it into a title. */
  title: string;
  /** User and system CPU time of all its threads so far. */
  cpuMs: number;
}

/** One process, or undefined once it is gone. */
export function processInfo(pid: number): ProcessInfo | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    // After the name: state, ppid, … utime and stime (fields 14 and 15 of proc(5)).
    const fields = stat.slice(close + 2).split(' ');
    const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      .replace(/\0+$/, '')
      .replaceAll('\0', ' ')
      .trim();
    return {
      pid,
      ppid: Number(fields[1]),
      comm: stat.slice(stat.indexOf('(') + 1, close),
      title,
      cpuMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS,
    };
  } catch {
    return undefined;
  }
}

/** Every process this user may read: all of them on a default /proc mount. */
export function allProcesses(): ProcessInfo[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => processInfo(Number(name)) ?? []);
}

/** CPU time of a process's threads so far; 0 once it is gone. */
export const cpuMsOf = (pid: number): number => processInfo(pid)?.cpuMs ?? 0;

/**
 * The machine's CPU time on all cores so far: busy (user, nice, system, interrupts; guest time is
 * inside user already) and taken by the host for other guests (steal).
 */
export function machineCpuMs(): { busy: number; steal: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
  // cpu user nice system idle iowait irq softirq steal
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = line
    .trim()
    .split(/\s+/)
    .slice(1, 9)
    .map(Number);
  return { busy: (user + nice + system + irq + softirq) * TICK_MS, steal: steal * TICK_MS };
}
