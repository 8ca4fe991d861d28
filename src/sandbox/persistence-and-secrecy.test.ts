import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from './config';
import { buildSandbox } from './server';
import {
  AUTH,
  browserPay,
  CARD,
  createCheckout,
  ENTITY_ID,
  json,
  logCollector,
  PAYMENT,
  postForm,
  tempDir,
  testClock,
  widgetDir,
} from './test-support';

const PAN = '4000000000001554';
const AMEX_PAN = '377777777777770';
const CVV = '987';
const AMEX_CVV = '9876';
/** Goes through 3-D Secure: the card's outcome is decided and stored instead of the number. */
const THREEDS_PAN = '4200000000000042';

async function sandboxOnFile(path: string, logStream?: Writable) {
  return buildSandbox({
    ...DEFAULT_CONFIG,
    dbPath: path,
    widgetDir: widgetDir(),
    logger: logStream ? { level: 'trace', stream: logStream } : false,
    now: testClock().now,
  });
}

describe('persistence', () => {
  it('keeps checkouts and payments across a restart', async () => {
    const path = join(tempDir(), 'sandbox.db');
    const first = await sandboxOnFile(path);
    const checkoutId = await createCheckout(first);
    const paid = json(await browserPay(first, checkoutId, CARD));
    const direct = json(await postForm(first, '/v1/payments', PAYMENT));
    await first.close();

    const second = await sandboxOnFile(path);
    const status = await second.inject({
      method: 'GET',
      url: `/v1/checkouts/${checkoutId}/payment?entityId=${ENTITY_ID}`,
      headers: AUTH,
    });
    expect(json(status)).toMatchObject({ id: paid.id, result: paid.result });
    const got = await second.inject({
      method: 'GET',
      url: `/v1/payments/${direct.id}?entityId=${ENTITY_ID}`,
      headers: AUTH,
    });
    expect(json(got)).toMatchObject({ id: direct.id, amount: '12.50' });
    expect(json(await browserPay(second, checkoutId, CARD)).result.code).toBe('100.350.101');
    await second.close();
  });
});

describe('card data never stored or logged', () => {
  it('leaves no PAN or CVV in the database files, the rows or the log', async () => {
    const dir = tempDir();
    const path = join(dir, 'sandbox.db');
    const log = logCollector();
    const app = await sandboxOnFile(path, log.stream);

    const checkoutId = await createCheckout(app);
    await browserPay(app, checkoutId, { ...CARD, 'card.number': PAN, 'card.cvv': CVV }); // declined
    await browserPay(app, checkoutId, { ...CARD, 'card.number': AMEX_PAN, 'card.cvv': AMEX_CVV }); // approved
    const threeDSCheckout = await createCheckout(app);
    await browserPay(app, threeDSCheckout, { ...CARD, 'card.number': THREEDS_PAN, 'card.cvv': CVV }); // pending
    await postForm(app, '/v1/payments', { ...PAYMENT, 'card.number': PAN, 'card.cvv': CVV });
    await postForm(app, '/v1/payments', { ...PAYMENT, 'card.number': '4200000000000001', 'card.cvv': CVV }); // invalid
    await postForm(app, '/v1/checkouts', {
      entityId: ENTITY_ID,
      amount: '1',
      currency: 'EUR',
      paymentType: 'DB',
      'card.number': PAN,
      'card.cvv': CVV,
    });

    const files = () => readdirSync(dir).map((f) => readFileSync(join(dir, f)).toString('latin1'));
    const check = (text: string) => {
      for (const secret of [PAN, AMEX_PAN, THREEDS_PAN, '4200000000000001'])
        expect(text).not.toContain(secret);
      // The letters c-v-v may turn up by chance in a sealed blob, the CVV's digits in ids and binary
      // pages: a stored CVV would be a JSON value under its parameter's name.
      for (const stored of ['card.cvv', '"cvv"', `"${CVV}"`, `"${AMEX_CVV}"`])
        expect(text).not.toContain(stored);
    };
    for (const file of files()) check(file); // while running, WAL included
    await app.close();
    for (const file of files()) check(file);

    const db = new Database(path, { readonly: true });
    const rows = JSON.stringify([
      db.prepare('SELECT * FROM checkouts').all(),
      db.prepare('SELECT * FROM payments').all(),
      db.prepare('SELECT * FROM async_sessions').all(),
    ]);
    db.close();
    check(rows);
    expect(rows).toContain('377777'); // bin and last 4 are kept
    expect(rows).toContain('7770');

    const text = log.text();
    expect(text).toContain('payment processed');
    check(text);
    expect(text).not.toContain(DEFAULT_CONFIG.accessToken);
  });
});
