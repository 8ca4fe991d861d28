// The request log: one short line per request at `info`, no parameters, no card data even when a
// client puts it in a URL, and a log file that rotates by size.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../config';
import { buildSandbox } from '../server';
import {
  AUTH,
  browserPay,
  CARD,
  createCheckout,
  ENTITY_ID,
  logCollector,
  PAYMENT,
  postForm,
  tempDir,
  testClock,
  widgetDir,
} from '../test-support';
import { loggedUrl } from './request-log';

const PAN = '4111111111111111';
const CVV = '737';

async function logged(level = 'info') {
  const { stream, text, lines } = logCollector();
  const app = await buildSandbox({
    ...DEFAULT_CONFIG,
    dbPath: ':memory:',
    widgetDir: widgetDir(),
    logger: { level, stream },
    now: testClock().now,
  });
  return { app, text, lines };
}

describe('the request log at info', () => {
  it('writes one short line per request: method, route, status, result code, duration', async () => {
    const { app, lines } = await logged();
    const checkoutId = await createCheckout(app);
    await browserPay(app, checkoutId, CARD);
    await postForm(app, '/v1/payments', { ...PAYMENT, amount: 'x' });
    await app.inject({ url: '/v1/paymentWidgets.js' });
    expect(lines()).toHaveLength(4);
    const [created, paid, invalid, script] = lines();
    expect(created).toMatchObject({
      method: 'POST',
      route: '/v1/checkouts',
      status: 200,
      code: '000.200.100',
    });
    expect(paid).toMatchObject({ route: '/v1/checkouts/:id/payment', status: 200, code: '000.100.110' });
    expect(invalid).toMatchObject({ route: '/v1/payments', status: 400, code: '100.550.303' });
    expect(script).toMatchObject({ method: 'GET', route: '/v1/paymentWidgets.js', status: 200 });
    expect(script).not.toHaveProperty('code');
    for (const line of lines()) {
      expect(typeof line.ms).toBe('number');
      const expected = ['level', 'method', 'ms', 'msg', 'reqId', 'route', 'status', 'time'];
      expect(Object.keys(line).sort()).toEqual('code' in line ? [...expected, 'code'].sort() : expected);
      expect(JSON.stringify(line).length).toBeLessThan(200);
    }
    await app.close();
  });

  it('keeps card numbers and CVVs sent in a query string or a path out of the log', async () => {
    const { app, text, lines } = await logged('trace');
    const card = `card.number=${PAN}&card.cvv=${CVV}&card.expiryMonth=12&card.expiryYear=2030`;
    await app.inject({ method: 'POST', url: `/v1/payments?entityId=${ENTITY_ID}&${card}`, headers: AUTH });
    await app.inject({
      method: 'GET',
      url: `/v1/payments/${PAN}?entityId=${ENTITY_ID}&${card}`,
      headers: AUTH,
    });
    await app.inject({ method: 'GET', url: `/v1/cards/${PAN}?${card}` });
    await app.inject({ method: 'GET', url: '/v1/cards/4111%201111%201111%201111' });
    await app.inject({ method: 'GET', url: '/v1/cards/4111-1111-1111-1111/%E0%A4%A' });
    await app.inject({
      method: 'POST',
      url: `/v1/checkouts/${PAN}/payment?${card}`,
      headers: { origin: 'x' },
    });
    expect(lines()).toHaveLength(6);
    expect(text()).not.toContain(PAN);
    expect(text()).not.toContain('1111 1111');
    expect(text()).not.toContain('1111%201111');
    expect(text()).not.toContain('1111-1111-1111');
    expect(text()).not.toMatch(new RegExp(`(?<![0-9])${CVV}(?![0-9])`));
    expect(
      lines()
        .map((l) => l.url)
        .filter(Boolean),
    ).toEqual([
      '/v1/cards/411111******1111?card.number&card.cvv&card.expiryMonth&card.expiryYear',
      '/v1/cards/411111******1111',
      '/v1/cards/411111******1111/%E0%A4%A',
    ]);
    await app.close();
  });
});

describe('loggedUrl', () => {
  it.each([
    ['/v1/payments', '/v1/payments'],
    ['/v1/payments?card.number=4200000000000000&card.cvv=123', '/v1/payments?card.number&card.cvv'],
    ['/v1/cards/4200000000000000', '/v1/cards/420000******0000'],
    ['/x?4200000000000000', '/x?420000******0000'],
    ['/v1/cards/4200%200000%200000%200000', '/v1/cards/420000******0000'],
  ])('%s → %s', (url, expected) => {
    expect(loggedUrl(url)).toBe(expected);
  });
});

describe('SANDBOX_LOG_FILE', () => {
  it('rotates by size, keeps a bounded number of files, readable by the owner only', async () => {
    const dir = tempDir();
    const path = join(dir, 'sandbox.log');
    const maxBytes = 4096;
    const app = await buildSandbox({
      ...DEFAULT_CONFIG,
      dbPath: ':memory:',
      widgetDir: widgetDir(),
      logger: { level: 'info', file: { path, maxBytes, keep: 2 } },
      now: testClock().now,
    });
    for (let i = 0; i < 300; i++) await app.inject({ url: '/health' });
    await app.close(); // the log file is flushed and closed with the sandbox
    const files = readdirSync(dir)
      .filter((f) => f.startsWith('sandbox.log'))
      .sort();
    expect(files).toEqual(['sandbox.log', 'sandbox.log.1', 'sandbox.log.2']);
    const lines = files.flatMap((f) => readFileSync(join(dir, f), 'utf8').split('\n').filter(Boolean));
    // 300 lines of about 130 bytes were written; 3 files of at most 4 KiB keep the newest.
    expect(lines.length).toBeGreaterThan(40);
    expect(lines.length).toBeLessThan(100);
    for (const f of files) {
      expect(statSync(join(dir, f)).size).toBeLessThan(maxBytes + 512);
      expect(statSync(join(dir, f)).mode & 0o777).toBe(0o600);
    }
  });
});
