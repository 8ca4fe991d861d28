// What keeping the settlement ledger costs a payment's write: the writer's CPU time for stored
// payments (a shop's answer) through the sandbox's write table, against the same table without
// the ledger, on SQLite files of their own; alternating rounds, medians. CPU time, not wall time:
// on a shared machine the process is often made to wait, which says nothing about the work.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Database } from 'better-sqlite3';
import { FEATURE_STORES } from '../src/sandbox/database/feature-stores.js';
import { MIGRATIONS } from '../src/sandbox/database/schema.js';
import { sandboxWriteTable } from '../src/sandbox/database/write-tables.js';
import { PAYMENT_EVENTS } from '../src/sandbox/payments/payment-events.js';
import { openDatabase } from '../src/sandbox/store/open-database.js';
import { allStores } from '../src/sandbox/store/sqlite-store.js';
import { batchRunner, type WriteTable, writeTableOf } from '../src/sandbox/store/write-table.js';
import { withWebhookOutbox } from '../src/sandbox/webhooks/outbox.js';

const PAYMENTS = Number(process.env.LEDGER_COST_PAYMENTS ?? 20_000);
/** Payments per transaction, as the writer thread's group commit takes them under load. */
const BATCH = 50;
const ROUNDS = 5;

const answer = (id: string, i: number) =>
  JSON.stringify({
    id,
    paymentType: 'DB',
    paymentBrand: 'VISA',
    amount: `${10 + (i % 200)}.90`,
    currency: 'EUR',
    descriptor: `4286.2291.${String(i).padStart(4, '0')} Demo Shop order 42`,
    merchantTransactionId: `order-${i}`,
    customer: { givenName: 'Jane', surname: 'Doe', email: 'jane.doe@example.com' },
    cart: {
      items: Array.from({ length: 10 }, (_, n) => ({
        name: `Article ${n + 1}`,
        price: '24.50',
        currency: 'EUR',
      })),
    },
    result: { code: '000.100.110', description: 'Request successfully processed' },
    resultDetails: { ConnectorTxID1: '52599C23AA09', clearingInstituteName: 'Sandbox INTERNAL simulator' },
    card: { bin: '420000', last4Digits: '0000', holder: 'Jane Doe', expiryMonth: '12', expiryYear: '2030' },
  });

/** µs of CPU time (this process: the writes run on this thread) per payment stored through `tableOf`. */
function round(tableOf: (db: Database) => WriteTable): number {
  const dir = mkdtempSync(join(tmpdir(), 'ledger-cost-'));
  const db = openDatabase(join(dir, 'sandbox.db'), MIGRATIONS);
  const run = batchRunner(db, tableOf(db));
  const rows = Array.from({ length: PAYMENTS }, (_, i) => {
    const id = randomBytes(16).toString('hex');
    const row = {
      id,
      entity_id: '8a8294174b7ecb28014b9699220015ca',
      checkout_id: null,
      response: answer(id, i),
      created_at: Date.parse('2026-11-21T00:00:00Z') + i * 1000,
      pending_until: null,
    };
    return ['core.insertPayment', [row, false]] as const;
  });
  const started = process.cpuUsage();
  for (let i = 0; i < rows.length; i += BATCH) run(rows.slice(i, i + BATCH));
  const { user, system } = process.cpuUsage(started);
  const us = (user + system) / PAYMENTS;
  db.close();
  rmSync(dir, { recursive: true, force: true });
  return us;
}

const withoutLedger = (db: Database): WriteTable =>
  withWebhookOutbox(db, writeTableOf(db, allStores(FEATURE_STORES)), PAYMENT_EVENTS);

export function measureLedgerCost(): { withLedger: number; without: number } {
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    b.push(round(withoutLedger));
    a.push(round(sandboxWriteTable));
  }
  const median = (values: number[]) =>
    [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] as number;
  return { withLedger: median(a), without: median(b) };
}

// `npx tsx bench/ledger-cost.ts`
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { withLedger, without } = measureLedgerCost();
  console.log(
    `writer CPU per stored payment (${PAYMENTS.toLocaleString('en')} payments, ${BATCH} a transaction, median of ${ROUNDS} alternating rounds): ` +
      `${without.toFixed(1)} µs without the settlement ledger, ${withLedger.toFixed(1)} µs with it (+${(withLedger - without).toFixed(1)} µs)`,
  );
}
