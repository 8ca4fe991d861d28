import { afterEach, describe, expect, it } from 'vitest';
import { isStoreFailure, StoreError } from '../store-error';
import { joinedPgDb, openPgDb, type PgDb } from './pg-db';
import { PG_TEST_URL, type PgTestDb, pgTestDb } from './pg-test-db';

describe('PostgreSQL connection pool', () => {
  let db: PgTestDb | undefined;
  let other: PgDb | undefined;
  afterEach(async () => {
    await other?.close();
    await db?.drop();
    other = undefined;
    db = undefined;
  });

  it('answers what the driver raised as a store failure that keeps its code', async () => {
    db = await pgTestDb('CREATE TABLE t (id INTEGER PRIMARY KEY);');
    await db.run('INSERT INTO t VALUES (1)');
    const violation = await db.run('INSERT INTO t VALUES (1)').catch((error: unknown) => error);
    expect(violation).toBeInstanceOf(StoreError);
    expect(violation).toMatchObject({ code: '23505', message: expect.stringMatching(/duplicate key/) });
    other = openPgDb('postgres://sandbox:sandbox@127.0.0.1:1/sandbox_test');
    const unreachable = await other.tx(async (sql) => sql.run('SELECT 1')).catch((error: unknown) => error);
    expect(isStoreFailure(unreachable)).toBe(true);
    expect(unreachable).toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('runs a transaction again after a serialization failure, and passes on other errors as they are', async () => {
    db = await pgTestDb();
    let attempts = 0;
    const value = await db.tx(async () => {
      attempts++;
      if (attempts < 3) throw Object.assign(new Error('could not serialize access'), { code: '40001' });
      return 'done';
    });
    expect({ value, attempts }).toEqual({ value: 'done', attempts: 3 });
    const mine = new Error('not the database');
    await expect(db.tx(async () => Promise.reject(mine))).rejects.toBe(mine);
  });

  it('fails the statement of a transaction whose connection is lost, without crashing, and serves on', async () => {
    db = await pgTestDb();
    other = openPgDb(PG_TEST_URL, { max: 1 });
    const killer = other;
    let pid = 0;
    const lost = db.tx(async (sql) => {
      pid = (await sql.one<{ pid: number }>('SELECT pg_backend_pid() AS pid'))?.pid ?? 0;
      await sql.run('SELECT pg_sleep(60)');
    });
    // Its failure is taken at once: it may come while the lines below still wait, and a rejection
    // nobody has taken yet by then counts as unhandled.
    const outcome = lost.then(
      () => undefined,
      (error: unknown) => error,
    );
    // Once the transaction's statement runs, its connection is ended from the server's side.
    while (
      !(await killer.one("SELECT 1 FROM pg_stat_activity WHERE pid = $1 AND query LIKE '%pg_sleep%'", [pid]))
    );
    await killer.run('SELECT pg_terminate_backend($1)', [pid]);
    expect(isStoreFailure(await outcome)).toBe(true);
    expect(await db.one('SELECT 1 AS one')).toEqual({ one: 1 });
  });

  it('joins a transaction under way, SERIALIZABLE when the joining write asks first', async () => {
    db = await pgTestDb();
    const outer = db;
    const level = await db.tx(async (sql) =>
      joinedPgDb(sql, outer).tx(
        async (inner) =>
          (await inner.one<{ level: string }>("SELECT current_setting('transaction_isolation') AS level"))
            ?.level,
        { serializable: true },
      ),
    );
    expect(level).toBe('serializable');
    await expect(
      db.tx(async (sql) => {
        const joined = joinedPgDb(sql, outer);
        await joined.run('SELECT 1');
        return joined.tx(async () => 0, { serializable: true });
      }),
    ).rejects.toThrow(/cannot join one whose statements have run/);
  });
});
