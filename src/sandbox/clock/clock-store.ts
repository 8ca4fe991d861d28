import type { Database } from 'better-sqlite3';
import { featureStore } from '../store/feature-store';

// A merchant entity's test clock: how far ahead of the sandbox's time it runs (./merchant-clocks.ts).
export const MERCHANT_CLOCK_TABLE = `CREATE TABLE merchant_clocks (
     entity_id TEXT PRIMARY KEY,
     offset_ms INTEGER NOT NULL CHECK (offset_ms > 0)
   );`;

export interface ClockRow {
  entity_id: string;
  offset_ms: number;
}

/**
 * The SQL of "due by the entity's own time": `<column> <= ? + offset`, for queries that join
 * merchant_clocks AS clock on the row's entity.
 */
export const dueByEntityTime = (column: string): string => `${column} <= ? + COALESCE(clock.offset_ms, 0)`;

function clockReads(db: Database) {
  const all = db.prepare<[], ClockRow>('SELECT * FROM merchant_clocks');
  return { all: (): ClockRow[] => all.all() };
}

function clockWrites(db: Database) {
  const set = db.prepare(
    `INSERT INTO merchant_clocks (entity_id, offset_ms) VALUES (?, ?)
     ON CONFLICT (entity_id) DO UPDATE SET offset_ms = excluded.offset_ms`,
  );
  const remove = db.prepare('DELETE FROM merchant_clocks WHERE entity_id = ?');
  const offsetOf = db.prepare<[string], { offset_ms: number }>(
    'SELECT offset_ms FROM merchant_clocks WHERE entity_id = ?',
  );
  const setOffset = (entityId: string, offsetMs: number): void => {
    if (offsetMs > 0) set.run(entityId, offsetMs);
    else remove.run(entityId);
  };
  return {
    /** The entity's clock runs `offsetMs` ahead (0 or less: the sandbox's time). */
    set: setOffset,
    /**
     * Moves the entity's clock `byMs` (> 0) further ahead, unless it would then run more than
     * `maxMs` ahead: the new offset, or null (unchanged). One transaction, so two moves at once
     * (two gateways, two requests) both count.
     */
    advance: db.transaction((entityId: string, byMs: number, maxMs: number): number | null => {
      const offsetMs = (offsetOf.get(entityId)?.offset_ms ?? 0) + byMs;
      if (offsetMs > maxMs) return null;
      setOffset(entityId, offsetMs);
      return offsetMs;
    }),
  };
}

/** The merchants' clocks in the sandbox's store (../database/feature-stores.ts). */
export const CLOCK_STORE = featureStore({ reads: clockReads, writes: clockWrites });
