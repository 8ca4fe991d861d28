import type { Database } from 'better-sqlite3';
import { featureStore } from '../store/feature-store';
import { CARD_VELOCITY_LIMIT, EMAIL_VELOCITY_LIMIT, IP_VELOCITY_LIMIT } from './rules';

// What the velocity rules count: one row per payment the risk engine checked and per thing it
// counts (card, ip, email), by a keyed hash of the value (./fingerprint.ts): never a card number,
// IP or email itself. Times are the merchant's (its test clock).
export const RISK_VELOCITY_TABLE = `CREATE TABLE risk_velocity (
     entity_id TEXT NOT NULL,
     kind      TEXT NOT NULL CHECK (kind IN ('card', 'ip', 'email')),
     key_hash  TEXT NOT NULL,
     at        INTEGER NOT NULL
   );
   CREATE INDEX risk_velocity_by_key ON risk_velocity (entity_id, kind, key_hash, at);
   CREATE INDEX risk_velocity_by_time ON risk_velocity (entity_id, at);`;

export type VelocityKind = 'card' | 'ip' | 'email';

export interface VelocityKey {
  kind: VelocityKind;
  hash: string;
}

/** Rows this far behind the newest are gone: no rule looks back that far. */
export const KEEP_MS = 30 * 24 * 60 * 60 * 1000;
/** How often (an entity's clock) its old rows are deleted: far less than KEEP_MS beyond the rules' windows. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Counts stop at the highest limit of the rules (./rules.ts): a rule only asks whether its count
 * reached its limit, and a card paying thousands of times a day (a load test) must not make each
 * payment read thousands of rows.
 */
export const VELOCITY_COUNT_CAP = Math.max(CARD_VELOCITY_LIMIT, IP_VELOCITY_LIMIT, EMAIL_VELOCITY_LIMIT);

export type VelocityCounts = Record<VelocityKind, number>;

/** The hash of each kind among the keys; a kind without a key matches no row ('' is no hash). */
export function hashesOf(keys: readonly VelocityKey[]): Record<VelocityKind, string> {
  const hashes: Record<VelocityKind, string> = { card: '', ip: '', email: '' };
  for (const key of keys) hashes[key.kind] = key.hash;
  return hashes;
}

const countOf = (kind: VelocityKind) =>
  `(SELECT COUNT(*) FROM (SELECT 1 FROM risk_velocity
     WHERE entity_id = @entityId AND kind = '${kind}' AND key_hash = @${kind} AND at > @since AND at <= @until
     LIMIT ${VELOCITY_COUNT_CAP})) AS ${kind}`;

function velocityReads(db: Database) {
  // One statement for the three counts: one read of the database, which another thread writes.
  const counts = db.prepare<[Record<string, string | number>], VelocityCounts>(
    `SELECT ${countOf('card')}, ${countOf('ip')}, ${countOf('email')}`,
  );
  return {
    /** How many payments of the entity had each key in (since, until], up to VELOCITY_COUNT_CAP. */
    counts: (entityId: string, keys: readonly VelocityKey[], since: number, until: number): VelocityCounts =>
      counts.get({ entityId, since, until, ...hashesOf(keys) }) ?? { card: 0, ip: 0, email: 0 },
  };
}

function velocityWrites(db: Database) {
  const insert = db.prepare('INSERT INTO risk_velocity (entity_id, kind, key_hash, at) VALUES (?, ?, ?, ?)');
  const prune = db.prepare('DELETE FROM risk_velocity WHERE entity_id = ? AND at < ?');
  // When each entity was last pruned (its clock): a delete per payment cost the writer more than
  // the rows it saves; once per PRUNE_EVERY_MS a row is gone at most that much after KEEP_MS.
  const prunedAt = new Map<string, number>();
  return {
    /**
     * Counts a payment at `at` for the ones after it, and answers how many payments before it had
     * each key in (since, at]. `seen` is what `counts` read for it just before, and here the
     * answer: the write is then queued, and the request thread never waits for the writer thread
     * (every payment of a merchant with risk checks on comes here; docs/decisions.md), at the
     * price of missing a concurrent payment not yet committed. The PostgreSQL store, which several
     * processes share, counts again inside the write, one payment per key at a time
     * (./velocity-store-pg.ts), and misses none.
     */
    countAndRecord: (
      entityId: string,
      keys: readonly VelocityKey[],
      _since: number,
      at: number,
      seen: VelocityCounts,
    ): VelocityCounts => {
      for (const key of keys) insert.run(entityId, key.kind, key.hash, at);
      const last = prunedAt.get(entityId);
      if (last === undefined || at >= last + PRUNE_EVERY_MS || at < last) {
        prune.run(entityId, at - KEEP_MS);
        prunedAt.set(entityId, at);
      }
      return seen;
    },
  };
}

/** The risk engine's velocity counts in the sandbox's store (../database/feature-stores.ts). */
export const RISK_VELOCITY_STORE = featureStore({
  reads: velocityReads,
  writes: velocityWrites,
  // Nothing to wait for: the answer is the counts read before, the count goes out with the
  // payment's own write.
  queued: { countAndRecord: ([, , , , seen]) => ({ result: seen }) },
  // Reading the counts must not wait for other payments' writes to be committed: a concurrent
  // payment may count or not, as with any risk engine; a payment answered before was committed.
  withoutBarrier: { counts: true },
});
