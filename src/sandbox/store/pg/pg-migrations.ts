import { createHash } from 'node:crypto';
import { StoreError } from '../store-error';
import type { PgDb, Sql } from './pg-db';

// Schema versions on PostgreSQL, applied in order at start (the steps come from the one list the
// sandbox migrates with, ../../database/pg-schema.ts). `schema_version` holds one row per step
// applied, with the digest of its text: a step is never edited once a database has run it, and a
// database made by other steps (another build, an unfinished list) is refused rather than trusted.
// Several sandboxes may start at once on one database: each step runs in a transaction that first
// takes an advisory lock of the schema, so one of them applies it and the others find it done.

const VERSION_TABLE = `CREATE TABLE IF NOT EXISTS schema_version (
     version    INTEGER PRIMARY KEY,
     digest     TEXT NOT NULL,
     applied_at BIGINT NOT NULL
   )`;

/** The advisory lock of migrations, per schema (tests give each sandbox a schema of its own). */
const LOCK = 'SELECT pg_advisory_xact_lock(1936614772, hashtext(current_schema()))';

export const stepDigest = (step: string): string => createHash('sha256').update(step).digest('hex');

/** A database that cannot be migrated by these steps: newer, or made by other ones. */
export class SchemaMismatch extends StoreError {
  override name = 'SchemaMismatch';
}

async function appliedSteps(sql: Sql): Promise<{ version: number; digest: string }[]> {
  return sql.rows<{ version: number; digest: string }>(
    'SELECT version, digest FROM schema_version ORDER BY version',
  );
}

function check(applied: readonly { version: number; digest: string }[], steps: readonly string[]): void {
  const newest = applied.at(-1)?.version ?? 0;
  if (newest > steps.length)
    throw new SchemaMismatch(
      `the database's schema version ${newest} is newer than this sandbox's (${steps.length}): run a sandbox at least as new as the one that migrated it, or use another database`,
    );
  for (const [index, { version, digest }] of applied.entries()) {
    const step = steps[version - 1];
    if (version !== index + 1 || step === undefined || stepDigest(step) !== digest)
      throw new SchemaMismatch(
        `the database's schema step ${version} is not this sandbox's (another build made it): use a database of its own for this one`,
      );
  }
}

/** Brings the database to `steps.length`, one transaction per step; answers the version it found. */
export async function migratePg(db: PgDb, steps: readonly string[], now = Date.now): Promise<number> {
  let found: number | undefined;
  for (;;) {
    const done = await db.tx(async (sql) => {
      await sql.run(LOCK);
      await sql.run(VERSION_TABLE);
      const applied = await appliedSteps(sql);
      check(applied, steps);
      found ??= applied.length;
      const next = applied.length;
      const step = steps[next];
      if (step === undefined) return true;
      await sql.run(step).catch((error: Error) => {
        throw new StoreError(`schema step ${next + 1} failed: ${error.message}`, { cause: error });
      });
      await sql.run('INSERT INTO schema_version (version, digest, applied_at) VALUES ($1, $2, $3)', [
        next + 1,
        stepDigest(step),
        now(),
      ]);
      return false;
    });
    if (done) return found ?? 0;
  }
}
