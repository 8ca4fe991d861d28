// The configurations of bench/instances.ts, each started afresh for a round and stopped after it:
// the bare node:http control, one sandbox on a SQLite file, and 1 to 3 sandboxes on one fresh
// PostgreSQL database, each optionally behind nginx with the repository's configuration.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { killProcess, startSandboxProcess } from '../src/sandbox/sandbox-process.js';
import { freePort, startNginx } from '../src/sandbox/scale/nginx.js';
import { PG_TEST_URL } from '../src/sandbox/store/pg/pg-test-db.js';

export interface Setup {
  name: string;
  kind: 'bare' | 'sqlite' | 'pg';
  instances: number;
  nginx: boolean;
  /** Distinct shoppers (card, email, IP) the payments come from, in turn. */
  shoppers: number;
}

/**
 * Undo steps, run last first, each once, whatever fails (a failed step does not skip the rest).
 * `run` called again while running (a signal during the round's own cleanup) waits for the same run.
 */
export class Teardown {
  private steps: (() => unknown)[] = [];
  private running: Promise<void> | undefined;
  add(step: () => unknown): void {
    this.steps.push(step);
  }
  run(): Promise<void> {
    this.running ??= this.runSteps();
    return this.running;
  }
  private async runSteps(): Promise<void> {
    const errors: unknown[] = [];
    for (let step = this.steps.pop(); step; step = this.steps.pop()) {
      try {
        await step();
      } catch (error) {
        errors.push(error);
      }
    }
    if (errors.length > 0) throw new AggregateError(errors, 'cleaning up failed');
  }
}

/** Stored payments by result code. */
export type PaymentCounter = () => Promise<Map<string, number>>;

export interface Running {
  /** Where the load goes: nginx's port, or the one process's. */
  base: string;
  /** The processes serving (sandboxes, or the bare server), and their ports. */
  servers: number[];
  ports: number[];
  nginx?: number;
  /** The run's PostgreSQL database, an admin connection, and our own backends (not the run's). */
  pg?: { database: string; admin: pg.Client; exclude: Set<number> };
  /** Payments stored so far (the bare control: requests received). */
  count(): Promise<number>;
  /** Stored payments by result code; undefined for the bare control, which stores nothing. */
  countPayments?: PaymentCounter;
}

/** The bare control as a process of its own, so that its CPU time is read as the sandboxes' is. */
function startBare(): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'bare-server.ts')], {
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let err = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const port = /bare node:http on (\d+)/.exec(chunk.toString())?.[1];
      if (port) resolve({ child, port: Number(port) });
    });
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code}): ${err}`)));
  });
}

const CODES_SQL = {
  sqlite: "SELECT json_extract(response, '$.result.code') AS code, count(*) AS n FROM payments GROUP BY 1",
  pg: "SELECT (response::json -> 'result' ->> 'code') AS code, count(*)::int AS n FROM payments GROUP BY 1",
};

export const total = (codes: Map<string, number>): number => [...codes.values()].reduce((a, b) => a + b, 0);

function sqliteCounter(file: string): PaymentCounter {
  return async () => {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      const rows = db.prepare(CODES_SQL.sqlite).all() as { code: string; n: number }[];
      return new Map(rows.map((r) => [String(r.code), r.n]));
    } finally {
      db.close();
    }
  };
}

/**
 * Starts `setup`; everything it starts is undone by `teardown` (processes, files, the database),
 * also when starting fails half-way.
 */
export async function startSetup(setup: Setup, widgets: string, teardown: Teardown): Promise<Running> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-instances-'));
  teardown.add(() => rmSync(dir, { recursive: true, force: true }));
  let running: Running;
  if (setup.kind === 'bare') {
    const bare = await startBare();
    teardown.add(() => killProcess(bare));
    running = {
      base: `http://127.0.0.1:${bare.port}`,
      servers: [bare.child.pid as number],
      ports: [bare.port],
      count: () =>
        new Promise((resolve) => {
          bare.child.once('message', (n) => resolve(Number(n)));
          bare.child.send('count');
        }),
    };
  } else if (setup.kind === 'sqlite') {
    const file = join(dir, 'sandbox.db');
    const counter = sqliteCounter(file);
    const sandbox = await startSandboxProcess({ SANDBOX_DB: file, SANDBOX_WIDGET_DIR: widgets });
    teardown.add(() => killProcess(sandbox));
    running = {
      base: sandbox.base,
      servers: [sandbox.child.pid as number],
      ports: [sandbox.port],
      count: async () => total(await counter()),
      countPayments: counter,
    };
  } else {
    const database = `bench_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_TEST_URL });
    await admin.connect();
    teardown.add(() => admin.end());
    // Dropped even if we are stopped while the server is still creating it.
    teardown.add(() => admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
    await admin.query(`CREATE DATABASE ${database}`);
    const url = new URL(PG_TEST_URL);
    url.pathname = `/${database}`;
    const env = { SANDBOX_DATABASE_URL: url.toString(), SANDBOX_KEY_DIR: dir, SANDBOX_WIDGET_DIR: widgets };
    // All at once, as a deployment starts them: the schema is made once, by whichever comes first.
    const started = await Promise.allSettled(
      Array.from({ length: setup.instances }, () => startSandboxProcess(env)),
    );
    for (const s of started) if (s.status === 'fulfilled') teardown.add(() => killProcess(s.value));
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    const sandboxes = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    // A connection of our own to count the payments: its backend is left out of the run's.
    const reader = new pg.Client({ connectionString: url.toString() });
    await reader.connect();
    teardown.add(() => reader.end());
    const { rows } = await reader.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    running = {
      base: (sandboxes[0] as { base: string }).base,
      servers: sandboxes.map((s) => s.child.pid as number),
      ports: sandboxes.map((s) => s.port),
      pg: { database, admin, exclude: new Set([rows[0]?.pid as number]) },
      count: async () =>
        (await reader.query<{ n: number }>('SELECT count(*)::int AS n FROM payments')).rows[0]?.n ?? 0,
      countPayments: async () => {
        const result = await reader.query<{ code: string; n: number }>(CODES_SQL.pg);
        return new Map(result.rows.map((r) => [String(r.code), r.n]));
      },
    };
  }
  if (!setup.nginx) return running;
  const nginx = await startNginx(await freePort(), running.ports);
  teardown.add(() => nginx.close());
  return { ...running, base: nginx.base, nginx: nginx.pid };
}
