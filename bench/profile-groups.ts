// Where a thread's CPU went within a window, from a V8 `.cpuprofile` (`node --cpu-prof`), its
// samples' self time grouped by what the code does (parsing, validation, the answer, the store…).
// A profile covers the whole process life, start-up included: the window (microseconds of the
// monotonic clock, the base of both `process.hrtime` and the profile's timestamps) keeps the
// measured run only.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface CallFrame {
  functionName: string;
  url: string;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Groups in order: the first whose test matches a sample's function names it. */
const GROUPS: ReadonlyArray<[string, (frame: CallFrame) => boolean]> = [
  ['garbage collection', (f) => f.functionName === '(garbage collector)'],
  ['V8 and native (program)', (f) => f.functionName === '(program)'],
  [
    'hand-off between threads',
    (f) =>
      f.functionName === 'postMessage' ||
      /internal\/worker|messageport|event_target|src\/sandbox\/store\/(thread-writer|writer-thread)\.ts/.test(
        f.url,
      ),
  ],
  ['form parsing', (f) => /src\/sandbox\/http\/form-(body|parsing)\.ts/.test(f.url)],
  [
    'validation',
    (f) => /src\/spec\/(validate|cross-field-rules)\.ts|src\/spec\/(catalogue|rules)\//.test(f.url),
  ],
  ['risk checks', (f) => /src\/sandbox\/risk\/|internal\/crypto/.test(f.url) || f.functionName === 'Hmac'],
  [
    'the answer (echo, JSON)',
    (f) =>
      /src\/sandbox\/payments\/(payment-response|nest-params|echo)|src\/sandbox\/http\/(answer|json-once|response-meta)\.ts/.test(
        f.url,
      ),
  ],
  [
    'the payment',
    (f) => /src\/sandbox\/(payments|simulator|duplicates|wallets|registrations|threeds)\//.test(f.url),
  ],
  ['request log', (f) => /src\/sandbox\/request-log\//.test(f.url)],
  ['settlement ledger', (f) => /src\/sandbox\/reporting\//.test(f.url)],
  ['webhooks outbox', (f) => /src\/sandbox\/webhooks\//.test(f.url)],
  ['store and SQLite', (f) => /src\/sandbox\/store\/|better-sqlite3/.test(f.url)],
  ['Fastify', (f) => /node_modules\/(fastify|find-my-way|avvio|light-my-request|@fastify)\//.test(f.url)],
  [
    "Node's HTTP and sockets",
    (f) =>
      /node:_http|node:net|internal\/streams|stream_base_commons|node:stream/.test(f.url) ||
      ['writev', 'writeUtf8String', 'writeLatin1String', 'writeBuffer'].includes(f.functionName),
  ],
  [
    'promises and ticks',
    (f) =>
      f.functionName === 'runMicrotasks' || /task_queues|internal\/process\/promises|async_hooks/.test(f.url),
  ],
  ['other code of ours', (f) => /\/src\//.test(f.url)],
];

export interface Grouped {
  /** Busy self time in the window, microseconds. */
  busyUs: number;
  groups: Array<{ name: string; us: number }>;
}

/** Self time (µs) of the profile's samples between `fromUs` and `toUs`, by group; idle left out. */
export function groupProfile(profile: Profile, fromUs: number, toUs: number): Grouped {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const groupOf = new Map<number, string>();
  const totals = new Map<string, number>();
  let at = profile.startTime;
  let busy = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    // A sample stands for the time until the next one.
    const us = profile.timeDeltas[i + 1] ?? 0;
    if (at < fromUs || at > toUs) continue;
    const id = profile.samples[i] as number;
    let group = groupOf.get(id);
    if (group === undefined) {
      const frame = frames.get(id) as CallFrame;
      group =
        frame.functionName === '(idle)'
          ? ''
          : (GROUPS.find(([, test]) => test(frame))?.[0] ?? "other (Node's own)");
      groupOf.set(id, group);
    }
    if (group === '') continue;
    busy += us;
    totals.set(group, (totals.get(group) ?? 0) + us);
  }
  return {
    busyUs: busy,
    groups: [...totals].map(([name, us]) => ({ name, us })).sort((a, b) => b.us - a.us),
  };
}

/** Each profile in `dir` grouped for the window, named by its thread (the writer's has its code). */
export function groupProfiles(
  dir: string,
  fromUs: number,
  toUs: number,
): Array<{ thread: string } & Grouped> {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => {
      const profile = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Profile;
      const writer = profile.nodes.some((node) => node.callFrame.url.includes('writer-thread.ts'));
      return { thread: writer ? 'writer thread' : 'request thread', ...groupProfile(profile, fromUs, toUs) };
    })
    .filter((grouped) => grouped.busyUs > 0);
}

/**
 * Lines for one thread: each group's share of the samples, and that share of `cpuUs`, the thread's
 * CPU per payment as the kernel counted it. The profile's own times are the samples' intervals, which
 * count a thread waiting for a core as busy: on a loaded machine they exceed its CPU.
 */
export function describeGroups(grouped: { thread: string } & Grouped, cpuUs: number): string[] {
  return [
    `${grouped.thread}: ${cpuUs.toFixed(0)} µs of CPU per payment`,
    ...grouped.groups
      .filter((group) => group.us / grouped.busyUs >= 0.01)
      .map((group) => {
        const share = group.us / grouped.busyUs;
        return `  ${group.name.padEnd(28)} ${(100 * share).toFixed(1).padStart(5)} %  ${(share * cpuUs).toFixed(0).padStart(5)} µs`;
      }),
  ];
}
