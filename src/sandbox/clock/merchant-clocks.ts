// A test clock per merchant entity: its time runs ahead of the sandbox's by an offset the merchant
// moves (POST /v1/sandbox/clock/advance). Every request runs in a scope (AsyncLocalStorage) that
// knows its merchant once the request names it — the merchant API by its entityId, the shopper's
// browser by the checkout or session in its path — and ctx.now() is that merchant's time, so
// timestamps, expiries, job.nextExecution and report dates all follow it. Work the gateway does on
// its own runs in the scope of the merchant it is for. Without a scope, or for a merchant that
// never moved its clock, the time is the sandbox's.
//
// The offsets are kept in memory, so no request pays a lookup for them on SQLite: read at start and
// again after each change made here. Where other gateways share the database (PostgreSQL), they are
// read again before each request and each round of due work (`refresh`, ./request-scope.ts): a
// merchant's clock moved through one gateway is the time of the very next request on any other
// (docs/decisions.md).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DueWork } from './due-work';

interface Scope {
  entityId: string | undefined;
  /** Work the gateway does late, for a time its merchant's clock has passed, happens at that time. */
  at?: Date;
}

export interface MerchantClocks {
  /** The time of the merchant whose scope this is; the sandbox's without one. */
  now(): Date;
  /** The sandbox's own time, whatever the scope (due work compares it with each merchant's offset). */
  sandboxNow(): Date;
  /** How far ahead the entity's clock runs, in ms (0: real time). */
  offsetOf(entityId: string): number;
  /** Is any merchant's clock ahead? Otherwise nothing needs finding a request's merchant. */
  anyAhead(): boolean;
  /**
   * Runs fn in a scope for the entity (or none yet: a request before it names its merchant); with
   * `at`, its time stands still there (a schedule's run made after its time, say by a clock moved
   * a year ahead, is stamped with the time it was due).
   */
  inScopeOf<T>(entityId: string | undefined, fn: () => T, at?: Date): T;
  /** The current scope's merchant, once the request has named it. */
  enter(entityId: string): void;
  /** Sets the entity's offset (kept by the store; 0 is real time). */
  set(entityId: string, offsetMs: number): Promise<void>;
  /**
   * Moves the entity's clock `byMs` further ahead in one write (two moves at once both count);
   * false, and unchanged, when it would then run more than `maxMs` ahead.
   */
  advance(entityId: string, byMs: number, maxMs: number): Promise<boolean>;
  /**
   * Reads every offset from the store again: on a database other sandbox processes share, one of
   * them may have moved a merchant's clock (../server.ts calls it before each request and round).
   */
  refresh(): Promise<void>;
}

/** The first work of each round on a store other processes share: the clocks read again. */
export const clockRefreshWork = (clocks: MerchantClocks): DueWork => ({
  name: 'merchant clocks',
  async runDue() {
    await clocks.refresh();
    return 0;
  },
});

export interface ClockPersistence {
  all(): Promise<{ entity_id: string; offset_ms: number }[]>;
  set(entityId: string, offsetMs: number): Promise<void>;
  advance(entityId: string, byMs: number, maxMs: number): Promise<number | null>;
}

export async function merchantClocks(
  base: () => Date,
  persistence: ClockPersistence,
): Promise<MerchantClocks> {
  const scopes = new AsyncLocalStorage<Scope>();
  let offsets = new Map<string, number>();
  // Reads may finish out of order: only the latest started is kept, as it saw every change
  // committed before it began.
  let started = 0;
  let applied = 0;
  async function reload(): Promise<void> {
    const ticket = ++started;
    const rows = await persistence.all();
    if (ticket < applied) return;
    applied = ticket;
    offsets = new Map(rows.map((row) => [row.entity_id, row.offset_ms]));
  }
  await reload();
  const offsetOf = (entityId: string) => offsets.get(entityId) ?? 0;
  return {
    now() {
      const scope = scopes.getStore();
      if (scope?.at) return new Date(scope.at);
      const entityId = scope?.entityId;
      const time = base();
      return entityId === undefined || offsets.size === 0
        ? time
        : new Date(time.getTime() + offsetOf(entityId));
    },
    sandboxNow: base,
    offsetOf,
    anyAhead: () => offsets.size > 0,
    inScopeOf: (entityId, fn, at) => scopes.run(at ? { entityId, at } : { entityId }, fn),
    enter(entityId) {
      const scope = scopes.getStore();
      if (scope) scope.entityId = entityId;
    },
    refresh: reload,
    async set(entityId, offsetMs) {
      await persistence.set(entityId, offsetMs);
      await reload();
    },
    async advance(entityId, byMs, maxMs) {
      const moved = await persistence.advance(entityId, byMs, maxMs);
      await reload();
      return moved !== null;
    },
  };
}
