// A filtered list read on a long history: the request log (`GET /v1/sandbox/requests`) and the
// inspector's checkouts (`GET /inspector/api/checkouts`), filtered by a merchantTransactionId
// that matches nothing, on a SQLite file holding many of the merchant's requests and checkouts.
// The read is synchronous on the request thread, so its time is the time the gateway answers
// nothing else. Each read twice: with the gateway's bound (./../src/sandbox/http/scan-bound.ts)
// and without one (every row looked through, as before the bound).
//
//   npx tsx bench/list-scan.ts [rows]    (default 100000 of each)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { buildSandbox, configFromEnv } from '../src/sandbox/index.js';

const READS = 5;

export interface ListScan {
  rows: number;
  /** Median ms of one read, bounded and not, for each list. */
  requests: { bounded: number; unbounded: number; pages: number };
  checkouts: { bounded: number; unbounded: number; pages: number };
}

/** Fills the merchant's request log and checkouts straight into the file, in big transactions. */
function fill(dbPath: string, entityId: string, rows: number): void {
  const db = new Database(dbPath);
  const parameters = `entityId=${entityId}&amount=12.50&currency=EUR&paymentType=DB&${'x'.repeat(3300)}`;
  const log = db.prepare(
    `INSERT INTO request_log (entity_id, at, wall_at, method, path, status, result_code, result_class,
       duration_ms, merchant_transaction_id, parameters, answer_bytes)
     VALUES (?, ?, ?, 'POST', '/v1/payments', 200, '000.100.110', 'success', 3.2, ?, ?, 2800)`,
  );
  const checkout = db.prepare(
    `INSERT INTO checkouts (id, entity_id, params, created_at, expires_at, state)
     VALUES (?, ?, ?, ?, ?, 'OPEN')`,
  );
  const start = Date.now() - rows * 1000;
  const chunk = 20_000;
  for (let from = 0; from < rows; from += chunk) {
    db.transaction(() => {
      for (let i = from; i < Math.min(rows, from + chunk); i++) {
        const order = `order-${String(i).padStart(9, '0')}`;
        log.run(entityId, start + i * 1000, start + i * 1000, order, parameters);
        checkout.run(
          `${String(i).padStart(32, '0')}.bench`.slice(-38),
          entityId,
          JSON.stringify({
            amount: '12.50',
            currency: 'EUR',
            paymentType: 'DB',
            merchantTransactionId: order,
          }),
          start + i * 1000,
          start + i * 1000 + 1_800_000,
        );
      }
    })();
  }
  db.close();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

async function measure(dbPath: string, listScan: number | undefined) {
  const config = configFromEnv();
  const app = await buildSandbox({ ...config, sftp: undefined, dbPath, logger: false, port: 0, listScan });
  try {
    const session = await app.inject({
      method: 'POST',
      url: '/inspector/session',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ entityId: config.entityId, accessToken: config.accessToken }),
    });
    const cookie = `wpwl_inspector=${/^wpwl_inspector=([^;]+);/.exec(String(session.headers['set-cookie']))?.[1]}`;
    const timed = async (url: string, headers: Record<string, string>) => {
      const times: number[] = [];
      let pages = 0;
      for (let i = 0; i < READS; i++) {
        const started = performance.now();
        const answer = await app.inject({ url, headers });
        times.push(performance.now() - started);
        if (answer.statusCode !== 200)
          throw new Error(`${url}: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
        pages = JSON.parse(answer.body).next ? 1 : 0;
      }
      return { ms: median(times), more: pages };
    };
    const requests = await timed(
      `/v1/sandbox/requests?entityId=${config.entityId}&merchantTransactionId=order-none`,
      { authorization: `Bearer ${config.accessToken}` },
    );
    const checkouts = await timed('/inspector/api/checkouts?merchantTransactionId=order-none', { cookie });
    return { requests, checkouts };
  } finally {
    await app.close();
  }
}

export async function measureListScan(rows = 100_000): Promise<ListScan> {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-list-scan-'));
  const dbPath = join(dir, 'sandbox.db');
  try {
    // A first start makes the schema; the rows go in while no sandbox runs.
    const config = configFromEnv();
    await (await buildSandbox({ ...config, sftp: undefined, dbPath, logger: false, port: 0 })).close();
    fill(dbPath, config.entityId, rows);
    const bounded = await measure(dbPath, undefined);
    const unbounded = await measure(dbPath, Number.MAX_SAFE_INTEGER);
    return {
      rows,
      requests: {
        bounded: bounded.requests.ms,
        unbounded: unbounded.requests.ms,
        pages: Math.ceil(rows / 2000),
      },
      checkouts: {
        bounded: bounded.checkouts.ms,
        unbounded: unbounded.checkouts.ms,
        pages: Math.ceil(rows / 2000),
      },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function describeListScan(result: ListScan): string[] {
  const line = (what: string, r: ListScan['requests']) =>
    `${what}: ${r.bounded.toFixed(1)} ms a read with the bound (one of ${r.pages} pages to look through all), ${r.unbounded.toFixed(1)} ms without`;
  return [
    line(
      `request log, ${result.rows.toLocaleString('en')} requests, a filter matching none`,
      result.requests,
    ),
    line(
      `inspector checkouts, ${result.rows.toLocaleString('en')} checkouts, a filter matching none`,
      result.checkouts,
    ),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = Number(process.argv[2] ?? 100_000);
  console.log('A filtered list read on a long history (SQLite file), median of 5 reads');
  for (const line of describeListScan(await measureListScan(rows))) console.log(`  ${line}`);
}
