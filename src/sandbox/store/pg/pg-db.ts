import pg from 'pg';

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

const sqlOf = (client: pg.Pool | pg.PoolClient): Sql => ({
  async rows<T>(text: string, values: readonly unknown[] = []) {
    return (await client.query({ text, values: values as unknown[], types })).rows as T[];
  },
  async one<T>(text: string, values: readonly unknown[] = []) {
    return (await client.query({ text, values: values as unknown[], types })).rows[0] as T | undefined;
  },
  async run(text: string, values: readonly unknown[] = []) {
    return (await client.query({ text, values: values as unknown[], types })).rowCount ?? 0;
  },
});

/** A PgDb over a pool of `max` connections to `url` (postgres://user:password@host:port/database). */
export function openPgDb(url: string, options: { max?: number; schema?: string } = {}): PgDb {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    // A schema of its own (tests): every connection of the pool looks there first.
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle connection that the server drops must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return pgDbOf(pool);
}

export function pgDbOf(pool: pg.Pool): PgDb {
  return {
    ...sqlOf(pool),
    pool,
    async tx<T>(fn: (sql: Sql) => Promise<T>, options: { serializable?: boolean } = {}): Promise<T> {
      for (let attempt = 1; ; attempt++) {
        const client = await pool.connect();
        try {
          await client.query(options.serializable ? 'BEGIN ISOLATION LEVEL SERIALIZABLE' : 'BEGIN');
          const result = await fn(sqlOf(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {});
          const code = (error as { code?: unknown }).code;
          if (attempt < MAX_ATTEMPTS && typeof code === 'string' && RETRYABLE.has(code)) continue;
          throw error;
        } finally {
          client.release();
        }
      }
    },
    close: () => pool.end(),
  };
}
