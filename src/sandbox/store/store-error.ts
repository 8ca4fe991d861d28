/**
 * The store could not do what a request needed: a full or read-only disk, an I/O error, a writer
 * thread that stopped, a database server that cannot be reached or refused a statement. Not a bug
 * in the request's handling: answered 503 and logged without a stack trace (../http/errors.ts).
 */
export class StoreError extends Error {
  override name = 'StoreError';
  /** The database's own code, when it gave one (a PostgreSQL SQLSTATE, `ECONNREFUSED`). */
  code?: string;
}

/** A StoreError, or an error of SQLite itself (better-sqlite3's SqliteError) raised by a read. */
export const isStoreFailure = (error: unknown): boolean =>
  error instanceof StoreError || (error instanceof Error && error.name === 'SqliteError');
