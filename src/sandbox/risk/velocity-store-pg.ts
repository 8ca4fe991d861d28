import type { Sql } from '../store/pg/pg-db';
import { pgFeatureStore } from '../store/pg/pg-feature-store';
import {
  hashesOf,
  KEEP_MS,
  RISK_VELOCITY_STORE,
  VELOCITY_COUNT_CAP,
  type VelocityCounts,
  type VelocityKey,
  type VelocityKind,
} from './velocity-store';

// The risk engine's velocity counts on PostgreSQL (./velocity-store.ts is the SQLite one). Several
// sandbox processes may check payments with one card at the same moment: each payment's write
// locks its keys (transaction-scoped advisory locks, in one order so that two payments never wait
// for each other), counts the payments before it and records its own under those locks. Payments
// with one key thus pass one after the other, each counting every one committed before it.

const KINDS: readonly VelocityKind[] = ['card', 'ip', 'email'];

// $1 entity, $2-$4 the card, ip and email hashes, $5 since, $6 until.
const COUNTS = `SELECT ${KINDS.map(
  (kind, i) => `(SELECT COUNT(*) FROM (SELECT 1 FROM risk_velocity
     WHERE entity_id = $1 AND kind = '${kind}' AND key_hash = $${i + 2} AND at > $5 AND at <= $6
     LIMIT ${VELOCITY_COUNT_CAP}) AS found) AS ${kind}`,
).join(', ')}`;

const countsOf = async (
  sql: Sql,
  entityId: string,
  keys: readonly VelocityKey[],
  since: number,
  until: number,
): Promise<VelocityCounts> => {
  const hashes = hashesOf(keys);
  return (
    (await sql.one<VelocityCounts>(COUNTS, [
      entityId,
      hashes.card,
      hashes.ip,
      hashes.email,
      since,
      until,
    ])) ?? {
      card: 0,
      ip: 0,
      email: 0,
    }
  );
};

export const RISK_VELOCITY_PG_STORE = pgFeatureStore(RISK_VELOCITY_STORE, {
  tables: `CREATE TABLE risk_velocity (
     entity_id TEXT NOT NULL,
     kind      TEXT NOT NULL CHECK (kind IN ('card', 'ip', 'email')),
     key_hash  TEXT NOT NULL,
     at        BIGINT NOT NULL
   );
   CREATE INDEX risk_velocity_by_key ON risk_velocity (entity_id, kind, key_hash, at);
   CREATE INDEX risk_velocity_by_time ON risk_velocity (entity_id, at);`,
  reads: (db) => ({
    counts: (entityId, keys, since, until) => countsOf(db, entityId, keys, since, until),
  }),
  writes: (db) => ({
    // `seen` (what the read before found) is not the answer here: the count under the locks is.
    countAndRecord: (entityId, keys, since, at) =>
      db.tx(async (sql) => {
        const locks = [...new Set(keys.map((key) => `risk velocity\n${entityId}\n${key.kind}\n${key.hash}`))];
        // Sorted in the statement, locked in that order; a lock taken twice (a hash collision) is
        // held once.
        await sql.run(
          `SELECT pg_advisory_xact_lock(hashtextextended(k, 0))
           FROM (SELECT k FROM unnest($1::text[]) AS k ORDER BY k) AS sorted`,
          [locks],
        );
        // A statement after the locks: it sees every payment committed before they were granted.
        const before = await countsOf(sql, entityId, keys, since, at);
        if (keys.length > 0)
          await sql.run(
            `INSERT INTO risk_velocity (entity_id, kind, key_hash, at)
             SELECT $1, kind, key_hash, $4 FROM unnest($2::text[], $3::text[]) AS k (kind, key_hash)`,
            [entityId, keys.map((key) => key.kind), keys.map((key) => key.hash), at],
          );
        await sql.run('DELETE FROM risk_velocity WHERE entity_id = $1 AND at < $2', [entityId, at - KEEP_MS]);
        return before;
      }),
  }),
});
