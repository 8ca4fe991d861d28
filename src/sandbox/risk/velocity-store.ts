import type { Database } from 'better-sqlite3';
import { featureStore } from '../store/feature-store';

// What the velocity rules count: one row per payment the risk engine checked and per thing it
// counts (card, ip, email), by a keyed hash of the value (./fingerprint.ts): never a card number,
// IP or email itself. Times are the merchant's (its test clock).
export const RISK_VELOCITY_TABLE = `CREATE TABLE risk_velocity (
     entity_id TEXT NOT NULL,
     kind      TEXT NOT NULL CHECK (kind IN ('card', 'ip', 'email')),
     key_hash  TEXT NOT NULL,
     at        INTEGER NOT NULL
   );
   CREATE INDEX risk_velocity_by_key ON risk_velocity (entity_id, kind, key_hash, at);`;

export type VelocityKind = 'card' | 'ip' | 'email';

export interface VelocityKey {
  kind: VelocityKind;
  hash: string;
}

/** Rows this far behind the newest are gone: no rule looks back that far. */
const KEEP_MS = 30 * 24 * 60 * 60 * 1000;

function velocityReads(db: Database) {
  const count = db.prepare<[string, string, string, number, number], { n: number }>(
    `SELECT COUNT(*) AS n FROM risk_velocity
      WHERE entity_id = ? AND kind = ? AND key_hash = ? AND at > ? AND at <= ?`,
  );
  return {
    /** How many payments of the entity had this key in (since, until]. */
    count: (entityId: string, key: VelocityKey, since: number, until: number): number =>
      count.get(entityId, key.kind, key.hash, since, until)?.n ?? 0,
  };
}

function velocityWrites(db: Database) {
  const insert = db.prepare('INSERT INTO risk_velocity (entity_id, kind, key_hash, at) VALUES (?, ?, ?, ?)');
  const prune = db.prepare('DELETE FROM risk_velocity WHERE entity_id = ? AND at < ?');
  return {
    record: (entityId: string, keys: readonly VelocityKey[], at: number): void => {
      for (const key of keys) insert.run(entityId, key.kind, key.hash, at);
      prune.run(entityId, at - KEEP_MS);
    },
  };
}

/** The risk engine's velocity counts in the sandbox's store (../database/feature-stores.ts). */
export const RISK_VELOCITY_STORE = featureStore({
  reads: velocityReads,
  writes: velocityWrites,
  // Nothing to wait for: the count goes out with the payment's own write.
  queued: { record: () => ({ result: undefined }) },
});
