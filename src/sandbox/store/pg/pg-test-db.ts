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

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_TEST_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new empty schema in the test database: its name. */
export async function createTestSchema(): Promise<string> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE SCHEMA ${schema}`);
  return schema;
}

export const dropTestSchema = (schema: string): Promise<void> => admin(`DROP SCHEMA ${schema} CASCADE`);

/** A fresh schema holding `tables` (DDL), and a pool whose connections look there first. */
export async function pgTestDb(tables = ''): Promise<PgTestDb> {
  const schema = await createTestSchema();
  const db = openPgDb(PG_TEST_URL, { schema, max: 8 });
  if (tables) await db.run(tables);
  return Object.assign(db, {
    schema,
    async drop() {
      await db.close();
      await dropTestSchema(schema);
    },
  });
}
