import { describe, expect, it } from 'vitest';
import { type ClockPersistence, merchantClocks } from './merchant-clocks';

/** One store's merchant_clocks, as two sandbox processes on one database see it. */
function sharedPersistence(): ClockPersistence {
  const rows = new Map<string, number>();
  return {
    all: async () => [...rows].map(([entity_id, offset_ms]) => ({ entity_id, offset_ms })),
    set: async (entityId, offsetMs) => {
      if (offsetMs > 0) rows.set(entityId, offsetMs);
      else rows.delete(entityId);
    },
    advance: async (entityId, byMs, maxMs) => {
      const offset = (rows.get(entityId) ?? 0) + byMs;
      if (offset > maxMs) return null;
      rows.set(entityId, offset);
      return offset;
    },
  };
}

describe('merchant clocks of two processes on one store', () => {
  it('see a clock the other moved once they read the clocks again', async () => {
    const base = () => new Date('2026-01-01T00:00:00Z');
    const persistence = sharedPersistence();
    const a = await merchantClocks(base, persistence);
    const b = await merchantClocks(base, persistence);
    await a.set('e1', 60_000);
    expect(b.anyAhead()).toBe(false);
    await b.refresh();
    expect(b.offsetOf('e1')).toBe(60_000);
    expect(b.inScopeOf('e1', () => b.now())).toEqual(new Date('2026-01-01T00:01:00Z'));
    await a.set('e1', 0);
    await b.refresh();
    expect(b.anyAhead()).toBe(false);
  });
});
