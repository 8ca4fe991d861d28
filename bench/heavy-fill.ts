// The heavy requests' bench's data (./heavy.ts), made in a process of its own so that the
// sandbox measured starts with a heap of its own: `tsx bench/heavy-fill.ts <file> <payments> <today ms>`
// fills the SQLite file and prints what it made as JSON.
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { MIGRATIONS } from '../src/sandbox/database/schema.js';
import { configFromEnv } from '../src/sandbox/index.js';
import { fillSettlementLedger } from '../src/sandbox/reporting/settlement-ledger.js';
import { openDatabase } from '../src/sandbox/store/open-database.js';

const ENTITY = configFromEnv().entityId;
const DAY_MS = 24 * 3600_000;
const DAYS = 90;

// ---------------------------------------------------------------------------------------------
// Filling: payments as the gateway stores them (a shop's full body: 2.8 KB of answer), straight
// into the tables, in one transaction.

/** What the rest of a full-body payment's answer holds (customer, addresses, a cart of 10). */
const CART = Array.from(
  { length: 10 },
  (_, i) =>
    `{"name":"Article ${i + 1}","merchantItemId":"sku-${1000 + i}","quantity":"1","type":"PHYSICAL","price":"24.50","currency":"EUR","totalAmount":"24.50","taxAmount":"3.91"}`,
).join(',');
const BODY_MEMBERS = `"customer":{"givenName":"Jane","surname":"Doe","email":"jane.doe@example.com","phone":"+49 30 1234567","ip":"203.0.113.7","birthDate":"1990-04-01","merchantCustomerId":"cust-1001"},"billing":{"street1":"Hauptstrasse 1","city":"Berlin","postcode":"10115","country":"DE"},"shipping":{"street1":"Nebenstrasse 2","city":"Berlin","postcode":"10117","country":"DE","method":"GROUND","cost":"4.90"},"customParameters":{"SHOP_ORDER_ID":"42"},"cart":{"items":[${CART}]},"risk":{"score":"25"}`;
const APPROVED = `"result":{"code":"000.100.110","description":"Request successfully processed in 'Merchant in Integrator Test Mode'"}`;
const DECLINED = `"result":{"code":"800.100.151","description":"transaction declined (invalid card)"}`;

/** The i-th payment's short id: 12 digits from its number. */
const shortIdOf = (i: number): string => {
  const digits = String(i).padStart(12, '0');
  return `${digits.slice(0, 4)}.${digits.slice(4, 8)}.${digits.slice(8)}`;
};

export interface Filled {
  /** The first moment of the 90 days. */
  start: number;
  /** A short id that exists (the middle payment's). */
  shortId: string;
  /** Of the fill, the settlement ledger's part: what migrating a database of this size takes. */
  ledgerMs: number;
  fillMs: number;
  fileMb: number;
}

/**
 * `count` payments of the configured merchant over the 90 days before today, evenly spread: mostly
 * debits (a tenth in USD), one in 20 an authorisation, one in 25 declined, one in 50 a refund of
 * the payment before it, one in 200 a reversal of the payment before it (the same day, so that
 * payment is not settled); refunds and reversals with their back-office links.
 */
function fill(path: string, count: number, today: number): Filled {
  const started = performance.now();
  const db = openDatabase(path, MIGRATIONS);
  // A bench's fill: a cache that holds the indexes being built, nothing zeroed, no log to sync.
  db.pragma('cache_size = -1000000');
  db.pragma('secure_delete = OFF');
  db.pragma('synchronous = OFF');
  const start = today - DAYS * DAY_MS;
  const insertPayment = db.prepare(
    'INSERT INTO payments (id, entity_id, checkout_id, response, created_at, pending_until) VALUES (?, ?, NULL, ?, ?, NULL)',
  );
  const insertLink = db.prepare(
    `INSERT INTO back_office_operations (id, referenced_id, entity_id, payment_type, amount_cents, final, created_at)
     VALUES (?, ?, ?, ?, ?, 0, ?)`,
  );
  db.transaction(() => {
    let previous = '';
    for (let i = 0; i < count; i++) {
      const id = randomBytes(16).toString('hex');
      const at = start + Math.floor((i * DAYS * DAY_MS) / count);
      const follows = previous !== '' && (i % 50 === 1 || i % 200 === 7);
      const type = follows ? (i % 50 === 1 ? 'RF' : 'RV') : i % 20 === 3 ? 'PA' : 'DB';
      const amount = type === 'RF' ? '1.00' : `${10 + (i % 240)}.${String(i % 100).padStart(2, '0')}`;
      const currency = i % 10 === 9 ? 'USD' : 'EUR';
      const result = i % 25 === 5 ? DECLINED : APPROVED;
      const reference = follows ? `"referencedId":"${previous}",` : '';
      const response = `{"id":"${id}","paymentType":"${type}",${reference}"paymentBrand":"VISA","amount":"${amount}","currency":"${currency}","descriptor":"${shortIdOf(i)} Demo Shop order ${i}","merchantTransactionId":"order-${i}","merchantInvoiceId":"inv-${i}",${BODY_MEMBERS},${result},"resultDetails":{"ExtendedDescription":"Request successfully processed","ConnectorTxID1":"${id.slice(0, 12).toUpperCase()}","AcquirerResponse":"00","clearingInstituteName":"Sandbox INTERNAL simulator"},"card":{"bin":"420000","last4Digits":"0000","holder":"Jane Doe","expiryMonth":"12","expiryYear":"2030"},"buildNumber":"sandbox@0.1.0","timestamp":"${new Date(at).toISOString().slice(0, 19).replace('T', ' ')}+0000","ndc":"${randomBytes(16).toString('hex')}"}`;
      insertPayment.run(id, ENTITY, response, at);
      if (follows) insertLink.run(id, previous, ENTITY, type, Math.round(Number(amount) * 100), at);
      previous = type === 'DB' ? id : previous;
    }
  })();
  // What the migration that adds the settlement ledger does with payments already stored.
  const ledgerStarted = performance.now();
  db.transaction(() => fillSettlementLedger(db))();
  const ledgerMs = performance.now() - ledgerStarted;
  const pages = db.pragma('page_count', { simple: true }) as number;
  const pageSize = db.pragma('page_size', { simple: true }) as number;
  db.close();
  return {
    start,
    shortId: shortIdOf(Math.floor(count / 2)),
    ledgerMs,
    fillMs: performance.now() - started,
    fileMb: (pages * pageSize) / 1e6,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [path = '', count = '0', today = '0'] = process.argv.slice(2);
  console.log(JSON.stringify(fill(path, Number(count), Number(today))));
}
