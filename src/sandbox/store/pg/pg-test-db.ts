import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPgDb, type PgDb } from './pg-db';

// Tests on a real PostgreSQL: each gets a schema of its own in the test database, dropped after.
// `npm test` makes that database when it is missing (scripts/ensure-system-packages.sh).

export const PG_TEST_URL =
  process.env.SANDBOX_TEST_DATABASE_URL ?? 'postgres://sandbox:sandbox@127.0.0.1:5432/sandbox_test';

export interface PgTestDb extends PgDb {
  readonly schema: string;
  /** Closes the pool and drops the schema. */
  drop(): Promise<void>;
}

/** A fresh schema holding `tables` (DDL), and a pool whose connections look there first. */
export async function pgTestDb(tables = ''): Promise<PgTestDb> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_TEST_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.end();
  }
  const db = openPgDb(PG_TEST_URL, { schema, max: 8 });
  if (tables) await db.run(tables);
  return Object.assign(db, {
    schema,
    async drop() {
      await db.close();
      const client = new pg.Client({ connectionString: PG_TEST_URL });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA ${schema} CASCADE`);
      } finally {
        await client.end();
      }
    },
  });
}
