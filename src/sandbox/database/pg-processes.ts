import { openPgDb, type PgDb } from '../store/pg/pg-db';
import { PG_TEST_URL } from '../store/pg/pg-test-db';
import type { SharedBackend } from './shared-backend';

// For tests of writes that race across sandbox processes sharing one PostgreSQL database.

/**
 * `count` sandbox processes on the PostgreSQL schema of `backend`: a pool each, as separate
 * processes have, with its `connections` open already, so that racing writes start together
 * rather than one after the other as each new connection is made. `close` before the backend.
 */
export async function pgProcesses(
  backend: SharedBackend,
  count = 2,
  connections = 8,
): Promise<{ pools: PgDb[]; close(): Promise<void> }> {
  const schema = backend.pg?.schema;
  if (schema === undefined) throw new Error('sandbox processes share a PostgreSQL database only');
  const pools = Array.from({ length: count }, () => openPgDb(PG_TEST_URL, { schema, max: connections }));
  await Promise.all(
    pools.flatMap((pool) => Array.from({ length: connections }, () => pool.one('SELECT pg_sleep(0.05)'))),
  );
  return {
    pools,
    close: async () => {
      await Promise.all(pools.map((pool) => pool.close()));
    },
  };
}
