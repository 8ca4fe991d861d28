import pg from 'pg';
import { StoreError } from '../store-error';

// The PostgreSQL side of the store: one pool shared by reads and writes. Every write commits before
// its promise settles (there is no writer thread or group commit here: PostgreSQL serves many
// connections, and several sandbox processes share one database).

/** A connection that runs statements: the pool itself, or the client of one transaction. */
export interface Sql {
  /** The rows of a statement (placeholders `$1`, `$2`, …). */
  rows<T = Record<string, unknown>>(text: string, values?: readonly unknown[]): Promise<T[]>;
  /** The first row, or undefined. */
  one<T = Record<string, unknown>>(text: string, values?: readonly unknown[]): Promise<T | undefined>;
  /** Runs a statement; answers how many rows it changed. */
  run(text: string, values?: readonly unknown[]): Promise<number>;
}

export interface PgDb extends Sql {
  /**
   * Runs `fn` in one transaction on one connection (READ COMMITTED unless `serializable`), retried
   * from the start on a serialization failure or a deadlock, so `fn` must do nothing but SQL.
   */
  tx<T>(fn: (sql: Sql) => Promise<T>, options?: { serializable?: boolean }): Promise<T>;
  readonly pool: pg.Pool;
  close(): Promise<void>;
}

export interface PgDbOptions {
  /** Connections in the pool (10). */
  max?: number;
  /** A schema of its own (tests): every connection of the pool looks there first. */
  schema?: string;
  /** How long a statement waits for a connection, new or free, before it fails (5000 ms). */
  connectionTimeoutMs?: number;
}

// BIGINT (epoch milliseconds, amounts in minor units, counts) comes back as a number, as from
// SQLite: every value the sandbox stores in one is far below 2^53.
const INT8 = 20;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 && format !== 'binary'
      ? Number
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** SQLSTATEs after which a transaction is run again: serialization failure, deadlock. */
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 8;

/**
 * What the driver raised, as the store's failure (answered 503, ../store-error.ts): a lost
 * connection, a refused login, a statement PostgreSQL refused. Its SQLSTATE stays in `code`
 * (`23505`, `40001`, `ECONNREFUSED` for a connection that failed), for the code that decides on it.
 */
export function storeFailure(error: unknown): StoreError {
  if (error instanceof StoreError) return error;
  const { message, code } = error as { message?: unknown; code?: unknown };
  const failure = new StoreError(typeof message === 'string' && message ? message : String(error), {
    cause: error,
  });
  if (typeof code === 'string') failure.code = code;
  return failure;
}

const guarded = async <T>(work: Promise<T>): Promise<T> => {
  try {
    return await work;
  } catch (error) {
    throw storeFailure(error);
  }
};

const sqlOf = (client: pg.Pool | pg.PoolClient): Sql => ({
  async rows<T>(text: string, values: readonly unknown[] = []) {
    return (await guarded(client.query({ text, values: values as unknown[], types }))).rows as T[];
  },
  async one<T>(text: string, values: readonly unknown[] = []) {
    return (await guarded(client.query({ text, values: values as unknown[], types }))).rows[0] as
      | T
      | undefined;
  },
  async run(text: string, values: readonly unknown[] = []) {
    return (await guarded(client.query({ text, values: values as unknown[], types }))).rowCount ?? 0;
  },
});

/** A PgDb over a pool of connections to `url` (postgres://user:password@host:port/database). */
export function openPgDb(url: string, options: PgDbOptions = {}): PgDb {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 5000,
    // A connection the network lost without a word is found out instead of waited on for ever.
    keepAlive: true,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle connection that the server drops must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return pgDbOf(pool);
}

/** Runs `fn` on a client of the pool, in one transaction, once. */
async function inTransaction<T>(
  pool: pg.Pool,
  fn: (sql: Sql) => Promise<T>,
  serializable: boolean,
): Promise<T> {
  const client = await guarded(pool.connect());
  // A checked-out client has no listener of its own: a connection lost in the middle of the
  // transaction would otherwise be an uncaught 'error' event. The statement under way fails instead.
  const ignore = () => {};
  client.on('error', ignore);
  let broken: Error | undefined;
  try {
    await sqlOf(client).run(serializable ? 'BEGIN ISOLATION LEVEL SERIALIZABLE' : 'BEGIN');
    const result = await fn(sqlOf(client));
    await sqlOf(client).run('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollback: Error) => {
      broken = rollback;
    });
    throw error;
  } finally {
    // A connection that cannot even roll back is closed, not handed to the next statement; it keeps
    // the listener, as its end may still be told after this.
    if (!broken) client.removeListener('error', ignore);
    client.release(broken);
  }
}

export function pgDbOf(pool: pg.Pool): PgDb {
  return {
    ...sqlOf(pool),
    pool,
    async tx<T>(fn: (sql: Sql) => Promise<T>, options: { serializable?: boolean } = {}): Promise<T> {
      for (let attempt = 1; ; attempt++) {
        try {
          return await inTransaction(pool, fn, options.serializable === true);
        } catch (error) {
          const code = (error as { code?: unknown }).code;
          if (attempt < MAX_ATTEMPTS && typeof code === 'string' && RETRYABLE.has(code)) continue;
          throw error;
        }
      }
    },
    close: () => pool.end(),
  };
}

/**
 * The PgDb of a transaction under way: its statements run on the transaction's connection, and its
 * own `tx` joins the transaction instead of opening one (a write and what is written with it, such
 * as the webhook outbox, commit together). A `tx` that asks for SERIALIZABLE before any statement
 * ran makes the whole transaction so; asked later, it fails, as the level can no longer change. A
 * failed statement aborts the whole transaction.
 */
export function joinedPgDb(sql: Sql, outer: PgDb): PgDb {
  let started = false;
  const tracked: Sql = {
    rows: (text, values) => {
      started = true;
      return sql.rows(text, values);
    },
    one: (text, values) => {
      started = true;
      return sql.one(text, values);
    },
    run: (text, values) => {
      started = true;
      return sql.run(text, values);
    },
  };
  return {
    ...tracked,
    pool: outer.pool,
    async tx(fn, options = {}) {
      if (options.serializable) {
        if (started) throw new Error('a SERIALIZABLE transaction cannot join one whose statements have run');
        await tracked.run('SET TRANSACTION ISOLATION LEVEL SERIALIZABLE');
      }
      return fn(tracked);
    },
    close: async () => {},
  };
}
