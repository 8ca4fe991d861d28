// A test clock per merchant entity: its time runs ahead of the sandbox's by an offset the merchant
// moves (POST /v1/sandbox/clock/advance). Every request runs in a scope (AsyncLocalStorage) that
// knows its merchant once the request names it — the merchant API by its entityId, the shopper's
// browser by the checkout or session in its path — and ctx.now() is that merchant's time, so
// timestamps, expiries, job.nextExecution and report dates all follow it. Work the gateway does on
// its own runs in the scope of the merchant it is for. Without a scope, or for a merchant that
// never moved its clock, the time is the sandbox's.
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
}

export async function merchantClocks(
  base: () => Date,
  persistence: ClockPersistence,
): Promise<MerchantClocks> {
  const scopes = new AsyncLocalStorage<Scope>();
  const offsets = new Map((await persistence.all()).map((row) => [row.entity_id, row.offset_ms]));
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
    async refresh() {
      const rows = await persistence.all();
      offsets.clear();
      for (const row of rows) offsets.set(row.entity_id, row.offset_ms);
    },
    async set(entityId, offsetMs) {
      await persistence.set(entityId, offsetMs);
      if (offsetMs > 0) offsets.set(entityId, offsetMs);
      else offsets.delete(entityId);
    },
  };
}
