// Database pages written per `POST /v1/payments` (the throughput bench's 111-parameter body), by
// the table or index they belong to: what the writer thread's commit costs, counted instead of
// timed, so the figure is the same on a busy machine as on a quiet one. The sandbox runs in this
// process on a SQLite file; before each round the WAL is checkpointed and restarted (kept at its
// size, as SQLite's own checkpoints keep it, so commits overwrite it instead of growing a file),
// after it the round's frames are read (each one page written by one commit) and matched to their
// owners with SQLite's dbstat table.
//
//   npx tsx bench/wal-pages.ts        (SANDBOX_REQUEST_LOG_DAYS=0: without the request log)
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { buildSandbox, configFromEnv } from '../src/sandbox/index.js';
import { fullPaymentBody } from './throughput.js';

/** Payments made first, so every table and index has grown past its first pages. */
const WARMUP = 300;
const ROUNDS = 5;
/** Payments per round: sequential ones, one commit each; grouped ones, 64 sent at once. */
const SEQUENTIAL = 20;
const GROUPED = 64;
/** Few enough frames per round that SQLite's automatic checkpoint (at 1,000) never runs inside one. */
const WAL_HEADER = 32;
const FRAME_HEADER = 24;

export interface WalPages {
  mode: string;
  /** Pages written per payment, each round. */
  perPayment: number[];
  /** CPU of the writer thread per payment (µs), each round: beside the pages, on a busy machine noisy. */
  writerUs: number[];
  /** Pages per payment by owner (table or index), over every round. */
  byOwner: Array<[string, number]>;
}

/**
 * The pages of the WAL's frames written since its last restart: a checkpoint (RESTART) leaves the
 * file as it is and new frames overwrite it from its start under new salts, so the frames that
 * count are the ones up to the first whose salts differ from the header's.
 */
function framesOf(walPath: string, pageSize: number): number[] {
  const wal = readFileSync(walPath);
  if (wal.length < WAL_HEADER) return [];
  const salt1 = wal.readUInt32BE(16);
  const salt2 = wal.readUInt32BE(20);
  const pages: number[] = [];
  for (let at = WAL_HEADER; at + FRAME_HEADER + pageSize <= wal.length; at += FRAME_HEADER + pageSize) {
    if (wal.readUInt32BE(at + 8) !== salt1 || wal.readUInt32BE(at + 12) !== salt2) break;
    pages.push(wal.readUInt32BE(at));
  }
  return pages;
}

/** The CPU time (ns) of this process's thread named `name` (the writer names itself). */
function threadCpuNs(name: string): number {
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      if (readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim() !== name) continue;
      return Number(readFileSync(`/proc/self/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // The thread ended meanwhile.
    }
  }
  return Number.NaN;
}

export async function measureWalPages(): Promise<WalPages[]> {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-wal-'));
  const dbPath = join(dir, 'sandbox.db');
  const config = configFromEnv();
  const app = await buildSandbox({ ...config, sftp: undefined, dbPath, logger: false, port: 0 });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v1/payments`;
    const body = fullPaymentBody();
    const headers = {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Bearer ${config.accessToken}`,
    };
    const pay = async () => {
      const answer = await fetch(url, { method: 'POST', headers, body });
      const text = await answer.text();
      if (answer.status !== 200) throw new Error(`payment refused: ${answer.status} ${text.slice(0, 200)}`);
    };
    for (let i = 0; i < WARMUP; i++) await pay();

    const side = new Database(dbPath);
    const pageSize = side.pragma('page_size', { simple: true }) as number;
    const modes = [
      {
        mode: `sequential (${SEQUENTIAL} payments a round, one at a time)`,
        count: SEQUENTIAL,
        together: false,
      },
      { mode: `grouped (${GROUPED} payments a round, sent at once)`, count: GROUPED, together: true },
    ];
    const results: WalPages[] = [];
    for (const { mode, count, together } of modes) {
      const perPayment: number[] = [];
      const writerUs: number[] = [];
      const pages: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        side.pragma('wal_checkpoint(RESTART)');
        const writerBefore = threadCpuNs('sandbox-writer');
        if (together) await Promise.all(Array.from({ length: count }, pay));
        else for (let i = 0; i < count; i++) await pay();
        writerUs.push((threadCpuNs('sandbox-writer') - writerBefore) / 1000 / count);
        const frames = framesOf(`${dbPath}-wal`, pageSize);
        perPayment.push(frames.length / count);
        pages.push(...frames);
      }
      const owner = new Map<number, string>();
      for (const row of side.prepare('SELECT name, pageno FROM dbstat').all() as Array<{
        name: string;
        pageno: number;
      }>)
        owner.set(row.pageno, row.name);
      const counts = new Map<string, number>();
      for (const page of pages) {
        const name = owner.get(page) ?? 'free or new pages';
        counts.set(name, (counts.get(name) ?? 0) + 1);
      }
      const payments = count * ROUNDS;
      results.push({
        mode,
        perPayment,
        writerUs,
        byOwner: [...counts]
          .map(([name, n]): [string, number] => [name, n / payments])
          .sort((a, b) => b[1] - a[1]),
      });
    }
    side.close();
    return results;
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function describeWalPages(results: readonly WalPages[]): string[] {
  const lines: string[] = [];
  const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
  for (const { mode, perPayment, writerUs, byOwner } of results) {
    lines.push(
      `${mode}: ${median(perPayment).toFixed(1)} pages written per payment (rounds: ${perPayment.map((n) => n.toFixed(1)).join(', ')}); writer thread ${median(writerUs).toFixed(0)} µs of CPU per payment (rounds: ${writerUs.map((n) => n.toFixed(0)).join(', ')})`,
    );
    lines.push(`  by owner: ${byOwner.map(([name, n]) => `${name} ${n.toFixed(2)}`).join(', ')}`);
  }
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log('Pages written per payment (WAL frames), SQLite file');
  for (const line of describeWalPages(await measureWalPages())) console.log(line);
}
