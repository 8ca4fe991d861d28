import { afterEach, describe, expect, it } from 'vitest';
import { openPgDb, type PgDb } from './pg-db';
import { migratePg, SchemaMismatch, stepDigest } from './pg-migrations';
import { createTestSchema, dropTestSchema, PG_TEST_URL } from './pg-test-db';

const STEPS = ['CREATE TABLE a (id INTEGER PRIMARY KEY);', 'CREATE TABLE b (id INTEGER PRIMARY KEY);'];

describe('PostgreSQL migrations', () => {
  let schema = '';
  let pools: PgDb[] = [];
  const pool = async () => {
    schema ||= await createTestSchema();
    const db = openPgDb(PG_TEST_URL, { schema, max: 2 });
    pools.push(db);
    return db;
  };
  afterEach(async () => {
    for (const db of pools) await db.close();
    if (schema) await dropTestSchema(schema);
    pools = [];
    schema = '';
  });
  const versions = (db: PgDb) => db.rows('SELECT version, digest FROM schema_version ORDER BY version');

  it('applies each step once, in order, and records it with its digest', async () => {
    const db = await pool();
    expect(await migratePg(db, STEPS.slice(0, 1))).toBe(0);
    expect(await migratePg(db, STEPS)).toBe(1);
    expect(await migratePg(db, STEPS)).toBe(2);
    expect(await versions(db)).toEqual(
      STEPS.map((step, i) => ({ version: i + 1, digest: stepDigest(step) })),
    );
  });

  it('applies each step once when several sandboxes start at the same time', async () => {
    const dbs = await Promise.all(Array.from({ length: 5 }, () => pool()));
    // A step applied twice would fail: its table would exist already.
    await Promise.all(dbs.map((db) => migratePg(db, STEPS)));
    expect(await versions(dbs[0] as PgDb)).toHaveLength(2);
  });

  it('refuses a database newer than the sandbox, or made by other steps', async () => {
    const db = await pool();
    await migratePg(db, STEPS);
    await expect(migratePg(db, STEPS.slice(0, 1))).rejects.toThrow(
      new SchemaMismatch(
        "the database's schema version 2 is newer than this sandbox's (1): run a sandbox at least as new as the one that migrated it, or use another database",
      ),
    );
    await expect(migratePg(db, [STEPS[0] as string, 'CREATE TABLE c (id INTEGER);'])).rejects.toThrow(
      /schema step 2 is not this sandbox's/,
    );
  });

  it('leaves nothing of a step that fails, and says which one', async () => {
    const db = await pool();
    const broken = [STEPS[0] as string, 'CREATE TABLE c (id INTEGER); CREATE TABLE c (id INTEGER);'];
    await expect(migratePg(db, broken)).rejects.toThrow(/schema step 2 failed: relation "c" already exists/);
    expect(await versions(db)).toHaveLength(1);
    expect(
      await db.rows("SELECT 1 FROM pg_tables WHERE schemaname = $1 AND tablename = 'c'", [schema]),
    ).toEqual([]);
  });
});
