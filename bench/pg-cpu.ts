// Which processes of the PostgreSQL server work for a run, by their titles in /proc.
//
// The server's postmaster is the parent of the backend of a connection we make (pg_backend_pid).
// Its children whose comm is `postgres` are of two kinds:
// - backends and autovacuum workers, titled `postgres: <cluster>: <user> <database> <client> <state>`
//   and `postgres: <cluster>: autovacuum worker <database>`: those naming the run's database (a
//   fresh one, named for the run) serve the run and nothing else; those naming another database
//   (other programs' tests) are left out;
// - the server's own processes (checkpointer, background writer, walwriter, the launchers), which
//   serve every database at once: counted apart, with the postmaster, as the server's share.
import type pg from 'pg';
import { allProcesses, type ProcessInfo } from './proc-cpu.js';

const SHARED =
  /: (checkpointer|background writer|walwriter|autovacuum launcher|logical replication launcher|archiver|startup|walreceiver|walsender)\b/;

export interface PgProcesses {
  /** Backends and autovacuum workers of the database. */
  backends: ProcessInfo[];
  /** The postmaster and the server's own processes. */
  shared: ProcessInfo[];
}

/** The postmaster's pid, found through the parent of an admin connection's backend. */
export async function postmasterPid(admin: pg.Client): Promise<number> {
  const { rows } = await admin.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  const backend = allProcesses().find((p) => p.pid === rows[0]?.pid);
  if (backend === undefined)
    throw new Error('the PostgreSQL server runs where /proc does not show it: its CPU time cannot be read');
  return backend.ppid;
}

/** The server's processes now, sorted into the run's (`database`) and the server's own. */
export function pgProcesses(postmaster: number, database: string, exclude: ReadonlySet<number>): PgProcesses {
  const names = new RegExp(` ${database}( |$)`);
  const children = allProcesses().filter(
    (p) => (p.ppid === postmaster || p.pid === postmaster) && p.comm === 'postgres' && !exclude.has(p.pid),
  );
  return {
    backends: children.filter((p) => p.pid !== postmaster && names.test(p.title)),
    shared: children.filter((p) => p.pid === postmaster || SHARED.test(p.title)),
  };
}
