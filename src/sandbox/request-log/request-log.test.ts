import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import { configFromEnv } from '../config';
import { SECOND_MERCHANT } from '../merchants';
import { PG_TEST_URL } from '../store/pg/pg-test-db';
import {
  AUTH,
  browserPay,
  CARD,
  createCheckout,
  ENTITY_ID,
  json,
  PAYMENT,
  postForm,
  signInInspector,
  type TestDatabase,
  testDatabase,
  testSandbox,
} from '../test-support';
import type { RequestSummary } from './answers';
import { PAYMENT_ANSWER, parametersOf } from './logged-entry';
import { openSse, type SseStream } from './test-sse-client';

const PAN = CARD['card.number'];
const CVV = '739';
const SECOND_AUTH = { authorization: `Bearer ${SECOND_MERCHANT.accessToken}` };
const DATA_KEY = '5d'.repeat(32);
const DAY_MS = 24 * 60 * 60 * 1000;

type Summary = RequestSummary;

const listOf = async (
  app: FastifyInstance,
  query = '',
  merchant = { entityId: ENTITY_ID, auth: AUTH },
): Promise<{ requests: Summary[]; next?: string }> => {
  const res = await app.inject({
    url: `/v1/sandbox/requests?entityId=${merchant.entityId}${query}`,
    headers: merchant.auth,
  });
  expect(res.statusCode).toBe(200);
  return json(res) as { requests: Summary[]; next?: string };
};

const detailOf = (app: FastifyInstance, id: string, merchant = { entityId: ENTITY_ID, auth: AUTH }) =>
  app.inject({ url: `/v1/sandbox/requests/${id}?entityId=${merchant.entityId}`, headers: merchant.auth });

/** Every row of the request log, read from the database itself. */
async function storedRows(database: TestDatabase): Promise<Record<string, unknown>[]> {
  if (database.store === 'sqlite') {
    const db = new Database(database.where, { readonly: true });
    try {
      return db.prepare<[], Record<string, unknown>>('SELECT * FROM request_log ORDER BY id').all();
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: PG_TEST_URL });
  await client.connect();
  try {
    return (await client.query(`SELECT * FROM "${database.where}".request_log ORDER BY id`)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Every row of the request log as text, read from the database itself, each with its parameters
 * also decoded (kept as form text, a value could hide digits in its encoding).
 */
async function storedLog(database: TestDatabase): Promise<string> {
  return JSON.stringify(
    (await storedRows(database)).map((row) => ({
      ...row,
      decoded: parametersOf(String(row.parameters)),
    })),
  );
}

describe('the request log', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await testDatabase();
    ({ app } = await testSandbox({ dataKey: DATA_KEY }, database));
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('keeps the parameters with the card masked and no CVV: a scan of the stored log finds neither', async () => {
    const server = await postForm(app, '/v1/payments', {
      ...PAYMENT,
      'card.cvv': CVV,
      merchantTransactionId: 'order-masked',
      'customParameters[NOTE]': `card ${PAN.replace(/(\d{4})/g, '$1 ').trim()}`,
    });
    expect(server.statusCode).toBe(200);
    const checkoutId = await createCheckout(app);
    expect((await app.inject({ url: `/v1/paymentWidgets.js?checkoutId=${checkoutId}` })).statusCode).toBe(
      200,
    );
    await app.inject({ url: '/v1/paymentWidgets.js' }); // no checkout: not the merchant's
    expect((await browserPay(app, checkoutId, { ...CARD, 'card.cvv': CVV })).statusCode).toBe(200);

    const { requests } = await listOf(app);
    const payment = requests.find(
      (r) => r.path === '/v1/payments' && r.merchantTransactionId === 'order-masked',
    );
    expect(payment).toMatchObject({
      method: 'POST',
      status: 200,
      resultCode: RESULT.SUCCESS_INTEGRATOR_TEST.code,
      resultDescription: RESULT.SUCCESS_INTEGRATOR_TEST.description,
    });
    expect(payment?.durationMs).toBeGreaterThanOrEqual(0);
    const detail = json(await detailOf(app, payment?.id ?? ''));
    expect(detail.parameters).toMatchObject({
      'card.number': '420000******0000',
      amount: '12.50',
      'customParameters[NOTE]': 'card 420000******0000',
    });
    expect(detail.parameters).not.toHaveProperty('card.cvv');
    expect(detail.paymentId).toBe(json(server).id);
    expect(detail.answer.id).toBe(json(server).id);
    expect(detail.parameterErrors).toEqual([]);
    // The shopper's browser's payment is the checkout's merchant's request.
    const browser = requests.find((r) => r.path === `/v1/checkouts/${checkoutId}/payment`);
    expect(browser).toMatchObject({ method: 'POST', status: 200 });
    const scripts = requests.filter((r) => r.path === '/v1/paymentWidgets.js');
    expect(scripts).toHaveLength(1);
    expect(json(await detailOf(app, scripts[0]?.id ?? '')).parameters).toEqual({ checkoutId });
    const browserDetail = json(await detailOf(app, browser?.id ?? ''));
    expect(browserDetail.parameters['card.number']).toBe('420000******0000');

    const stored = await storedLog(database);
    expect(stored).toContain('420000******0000');
    expect(stored).not.toContain(PAN);
    expect(stored).not.toMatch(/4200(?: |\+|%20)?0000(?: |\+|%20)?0000(?: |\+|%20)?0000/);
    expect(stored).not.toContain(`:\\"${CVV}\\"`);
    expect(stored).not.toContain('cvv');
    if (database.store === 'sqlite') {
      // The whole file, every table, and what its write-ahead log holds.
      const folder = dirname(database.where);
      for (const file of readdirSync(folder))
        expect(readFileSync(join(folder, file)).includes(PAN), file).toBe(false);
    }
  });

  it('refers to a payment’s final answer instead of keeping it twice, and shows it as sent, the holder masked', async () => {
    const sent = await postForm(app, '/v1/payments', {
      ...PAYMENT,
      merchantTransactionId: 'order-by-reference',
    });
    expect(sent.statusCode).toBe(200);
    const { requests } = await listOf(app, '&merchantTransactionId=order-by-reference');
    const detail = json(await detailOf(app, requests[0]?.id ?? ''));
    const answer = json(sent);
    expect(answer.card.holder).toBe('Jane Doe');
    expect(detail.answer).toEqual({ ...answer, card: { ...answer.card, holder: 'J*** D**' } });
    expect(detail.answerBytes).toBe(sent.body.length);
    const row = (await storedRows(database)).find((r) => r.merchant_transaction_id === 'order-by-reference');
    expect(row).toMatchObject({ answer: PAYMENT_ANSWER, payment_id: answer.id, ndc: answer.ndc });
    expect(JSON.stringify(row)).not.toContain('Jane Doe');
  });

  it('keeps a pending payment’s answer itself: its payment’s response changes when it ends', async () => {
    const sent = await postForm(app, '/v1/payments', {
      entityId: ENTITY_ID,
      amount: '30.00',
      currency: 'EUR',
      paymentType: 'DB',
      paymentBrand: 'EPS',
      shopperResultUrl: 'https://shop.test/orders/7/result',
      merchantTransactionId: 'order-pending',
    });
    expect(json(sent).result).toEqual(RESULT.PENDING);
    const { requests } = await listOf(app, '&merchantTransactionId=order-pending');
    const detail = json(await detailOf(app, requests[0]?.id ?? ''));
    expect(detail.answer).toEqual(json(sent));
    const row = (await storedRows(database)).find((r) => r.merchant_transaction_id === 'order-pending');
    expect(JSON.parse(String(row?.answer))).toEqual(json(sent));
  });

  it('filters by path, status, result class and merchantTransactionId, and shows a refusal’s parameter errors', async () => {
    const refused = await postForm(app, '/v1/payments', {
      ...PAYMENT,
      amount: 'twelve',
      merchantTransactionId: 'order-bad',
    });
    expect(refused.statusCode).toBe(400);
    const { requests } = await listOf(app, '&resultClass=parameterError');
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.every((r) => r.status >= 400)).toBe(true);
    const [bad] = (await listOf(app, '&merchantTransactionId=order-bad')).requests;
    expect(bad).toMatchObject({ status: 400, resultCode: json(refused).result.code });
    const detail = json(await detailOf(app, bad?.id ?? ''));
    expect(detail.parameterErrors).toEqual([
      expect.objectContaining({ name: 'amount', value: 'twelve', message: expect.any(String) }),
    ]);
    expect((await listOf(app, '&status=400')).requests.every((r) => r.status === 400)).toBe(true);
    const checkouts = (await listOf(app, '&path=/v1/checkouts')).requests;
    expect(checkouts.length).toBeGreaterThan(0);
    expect(checkouts.every((r) => r.path.startsWith('/v1/checkouts'))).toBe(true);
    expect(
      (await listOf(app, '&resultClass=success')).requests.every((r) => r.resultCode?.startsWith('000.')),
    ).toBe(true);
  });

  it('pages newest first with `before`, each request once', async () => {
    for (let i = 0; i < 5; i++)
      await postForm(app, '/v1/payments', { ...PAYMENT, merchantTransactionId: `order-page-${i}` });
    const first = await listOf(app, '&path=/v1/payments&limit=2');
    expect(first.requests).toHaveLength(2);
    expect(first.requests.map((r) => r.merchantTransactionId)).toEqual(['order-page-4', 'order-page-3']);
    const second = await listOf(app, `&path=/v1/payments&limit=2&before=${first.next}`);
    expect(second.requests.map((r) => r.merchantTransactionId)).toEqual(['order-page-2', 'order-page-1']);
    const all = await listOf(app, '&limit=100');
    expect(new Set(all.requests.map((r) => r.id)).size).toBe(all.requests.length);
    expect(all.next).toBeUndefined();
    const tooMany = await app.inject({
      url: `/v1/sandbox/requests?entityId=${ENTITY_ID}&limit=101`,
      headers: AUTH,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(json(tooMany).result.parameterErrors[0].name).toBe('limit');
    const unknownClass = await app.inject({
      url: `/v1/sandbox/requests?entityId=${ENTITY_ID}&resultClass=fine`,
      headers: AUTH,
    });
    expect(json(unknownClass).result.parameterErrors[0].name).toBe('resultClass');
  });

  it('shows each merchant its own requests only; another’s id answers as unknown', async () => {
    const second = { entityId: SECOND_MERCHANT.entityId, auth: SECOND_AUTH };
    await postForm(
      app,
      '/v1/payments',
      { ...PAYMENT, entityId: second.entityId, merchantTransactionId: 'order-2nd' },
      SECOND_AUTH,
    );
    const mine = await listOf(app, '&limit=100');
    const theirs = await listOf(app, '&limit=100', second);
    expect(theirs.requests.map((r) => r.merchantTransactionId)).toContain('order-2nd');
    expect(mine.requests.map((r) => r.merchantTransactionId)).not.toContain('order-2nd');
    const [one] = mine.requests;
    const foreign = await detailOf(app, one?.id ?? '', second);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign).result).toEqual(RESULT.NOT_FOUND);
    expect((await detailOf(app, 'abc')).statusCode).toBe(404);
  });

  it('keeps no webhook key or access token the answers hand out', async () => {
    const key = 'ab'.repeat(32);
    const hook = await postForm(app, '/v1/sandbox/webhooks', {
      entityId: ENTITY_ID,
      url: 'https://example.com/h',
      key,
    });
    expect(hook.statusCode).toBe(200);
    const merchant = await postForm(app, '/v1/sandbox/merchants', { entityId: ENTITY_ID });
    expect(merchant.statusCode).toBe(200);
    const token = json(merchant).accessToken as string;
    expect(token).toBeTruthy();
    const stored = await storedLog(database);
    expect(stored).toContain('/v1/sandbox/merchants');
    expect(stored).not.toContain(key);
    expect(stored).not.toContain(token);
  });

  it('records a refused entityId under the token’s merchant, and not its own reads, /health or unauthenticated calls', async () => {
    const before = (await listOf(app, '&limit=100')).requests;
    await app.inject({ url: '/health' });
    await app.inject({ method: 'POST', url: '/v1/payments', payload: 'amount=1' });
    await app.inject({ url: `/v1/sandbox/requests?entityId=${ENTITY_ID}`, headers: AUTH });
    const wrongEntity = await postForm(app, '/v1/payments', {
      ...PAYMENT,
      entityId: SECOND_MERCHANT.entityId,
    });
    expect(wrongEntity.statusCode).toBe(403);
    const after = (await listOf(app, '&limit=100')).requests;
    expect(after.length).toBe(before.length + 1);
    expect(after[0]).toMatchObject({ path: '/v1/payments', status: 403 });
  });
});

describe('the request log’s filtered pages', () => {
  it('look through a bounded number of requests each, and say where the next goes on', async () => {
    const database = await testDatabase();
    const { app } = await testSandbox({ listScan: 3 }, database);
    try {
      for (let i = 0; i < 5; i++)
        await postForm(app, '/v1/payments', { ...PAYMENT, merchantTransactionId: `order-scan-${i}` });
      // The oldest request is the one wanted; a page looks through 3 requests, newest first.
      const first = await listOf(app, '&merchantTransactionId=order-scan-0');
      expect(first.requests).toEqual([]);
      expect(first.next).toBeDefined();
      const second = await listOf(app, `&merchantTransactionId=order-scan-0&before=${first.next}`);
      expect(second.requests.map((r) => r.merchantTransactionId)).toEqual(['order-scan-0']);
      expect(second.next).toBeUndefined();
      // Found among the first 3: shown, and the rest still to look through.
      const newest = await listOf(app, '&merchantTransactionId=order-scan-4');
      expect(newest.requests.map((r) => r.merchantTransactionId)).toEqual(['order-scan-4']);
      expect(newest.next).toBe(first.next);
      // Without a filter nothing is left out: pages are full, as before.
      const all = await listOf(app, '&limit=4');
      expect(all.requests).toHaveLength(4);
      expect((await listOf(app, `&limit=4&before=${all.next}`)).requests).toHaveLength(1);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});

describe('the request log’s retention', () => {
  it('deletes requests older than SANDBOX_REQUEST_LOG_DAYS by the sandbox’s clock', async () => {
    const { app, clock } = await testSandbox({ requestLogDays: 2 });
    try {
      await postForm(app, '/v1/payments', { ...PAYMENT, merchantTransactionId: 'old' });
      clock.advance(DAY_MS);
      await postForm(app, '/v1/payments', { ...PAYMENT, merchantTransactionId: 'recent' });
      await app.gatewayClock.runDue();
      expect((await listOf(app)).requests.map((r) => r.merchantTransactionId)).toEqual(['recent', 'old']);
      clock.advance(DAY_MS + 1);
      await app.gatewayClock.runDue();
      expect((await listOf(app)).requests.map((r) => r.merchantTransactionId)).toEqual(['recent']);
    } finally {
      await app.close();
    }
  });

  it('records nothing with 0', async () => {
    const { app } = await testSandbox({ requestLogDays: 0 });
    try {
      await postForm(app, '/v1/payments', PAYMENT);
      expect((await listOf(app)).requests).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('refuses a value that is not whole days at start, saying what it takes', () => {
    expect(configFromEnv({}).requestLogDays).toBe(7);
    expect(configFromEnv({ SANDBOX_REQUEST_LOG_DAYS: '0' }).requestLogDays).toBe(0);
    expect(configFromEnv({ SANDBOX_REQUEST_LOG_DAYS: '30' }).requestLogDays).toBe(30);
    for (const bad of ['-1', '1.5', 'week', '366'])
      expect(() => configFromEnv({ SANDBOX_REQUEST_LOG_DAYS: bad })).toThrow(
        `SANDBOX_REQUEST_LOG_DAYS must be whole days from 0 (no request log) to 365, got "${bad}"`,
      );
  });
});

describe('the request log’s stream', () => {
  const streams: SseStream[] = [];
  const apps: FastifyInstance[] = [];
  let database: TestDatabase | undefined;
  afterEach(async () => {
    for (const stream of streams.splice(0)) stream.close();
    for (const app of apps.splice(0)) await app.close();
    await database?.drop();
    database = undefined;
  });

  const listening = async (app: FastifyInstance) => {
    apps.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address !== 'object') throw new Error('not listening');
    return `http://127.0.0.1:${address.port}/v1/sandbox/requests/stream?entityId=${ENTITY_ID}`;
  };
  const open = async (url: string, headers: Record<string, string> = {}) => {
    const stream = await openSse(url, { ...AUTH, ...headers });
    streams.push(stream);
    return stream;
  };

  it('sends each new request of the merchant as an event, a heartbeat when quiet, and resumes after Last-Event-ID', async () => {
    const { app } = await testSandbox({ requestLogStream: { heartbeatMs: 50, pollMs: 60_000 } });
    const url = await listening(app);
    await postForm(app, '/v1/payments', { ...PAYMENT, merchantTransactionId: 'before-the-stream' });
    const stream = await open(url);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toBe('text/event-stream; charset=utf-8');
    await stream.comment('heartbeat');
    await postForm(app, '/v1/payments', { ...PAYMENT, entityId: SECOND_MERCHANT.entityId }, SECOND_AUTH);
    await postForm(app, '/v1/payments', { ...PAYMENT, merchantTransactionId: 'first' });
    await postForm(app, '/v1/payments', { ...PAYMENT, merchantTransactionId: 'second' });
    const events = await stream.events(2);
    expect(events.map((e) => e.event)).toEqual(['request', 'request']);
    const summaries = events.map((e) => JSON.parse(e.data) as Summary);
    expect(summaries.map((s) => s.merchantTransactionId)).toEqual(['first', 'second']);
    expect(events.map((e) => e.id)).toEqual(summaries.map((s) => s.id));

    const resumed = await open(url, { 'last-event-id': events[0]?.id ?? '' });
    const [again] = await resumed.events(1);
    expect(JSON.parse(again?.data ?? '{}').merchantTransactionId).toBe('second');
  });

  it('sends what another sandbox on the same database recorded, found by reading the store', async () => {
    database = await testDatabase();
    const timing = { requestLogStream: { heartbeatMs: 60_000, pollMs: 20 } };
    const a = (await testSandbox({ dataKey: DATA_KEY, ...timing }, database)).app;
    const b = (await testSandbox({ dataKey: DATA_KEY, ...timing }, database)).app;
    apps.push(a);
    const stream = await open(await listening(b));
    await postForm(a, '/v1/payments', { ...PAYMENT, merchantTransactionId: 'made-on-a' });
    const [event] = await stream.events(1);
    expect(JSON.parse(event?.data ?? '{}').merchantTransactionId).toBe('made-on-a');
  });

  /** A transaction on the shared database that inserts a request of the merchant and stays open. */
  const openInsert = async (schema: string, merchantTransactionId: string) => {
    const client = new pg.Client({ connectionString: PG_TEST_URL });
    await client.connect();
    await client.query('BEGIN');
    await client.query('SELECT pg_current_xact_id()');
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO "${schema}".request_log (entity_id, at, wall_at, method, path, status, result_class,
         duration_ms, merchant_transaction_id, parameters, answer_bytes)
       VALUES ($1, 0, 0, 'POST', '/v1/payments', 200, 'success', 1, $2, '{}', 0) RETURNING id`,
      [ENTITY_ID, merchantTransactionId],
    );
    return {
      id: rows[0]?.id ?? '',
      commit: async () => {
        await client.query('COMMIT');
        await client.end();
      },
    };
  };

  const onPostgresql = async () => {
    database = await testDatabase('postgresql');
    const timing = { requestLogStream: { heartbeatMs: 60_000, pollMs: 20 } };
    const { app } = await testSandbox({ dataKey: DATA_KEY, ...timing }, database);
    return { app, schema: database.where, url: await listening(app) };
  };
  const transactionIds = (events: { data: string }[]) =>
    events.map((e) => JSON.parse(e.data).merchantTransactionId as string);

  it('on PostgreSQL sends a request that commits after a higher id was sent', async () => {
    const { app, schema, url } = await onPostgresql();
    const stream = await open(url);
    const late = await openInsert(schema, 'committed-late');
    await postForm(app, '/v1/payments', { ...PAYMENT, merchantTransactionId: 'committed-first' });
    const [first] = await stream.events(1);
    expect(transactionIds([first ?? { data: '{}' }])).toEqual(['committed-first']);
    expect(Number(first?.id)).toBeGreaterThan(Number(late.id));
    await late.commit();
    await postForm(app, '/v1/payments', { ...PAYMENT, merchantTransactionId: 'then-another' });
    const events = await stream.events(3);
    expect(transactionIds(events)).toEqual(['committed-first', 'committed-late', 'then-another']);
    expect(events[1]?.id).toBe(late.id);
  });

  it('on PostgreSQL resumes with a request below Last-Event-ID still being stored, sent once it commits', async () => {
    const { app, schema, url } = await onPostgresql();
    await postForm(app, '/v1/payments', { ...PAYMENT, merchantTransactionId: 'had-it-before' });
    const running = await openInsert(schema, 'running-at-resume');
    await postForm(app, '/v1/payments', { ...PAYMENT, merchantTransactionId: 'had-it' });
    const [had] = (await listOf(app, '&limit=1')).requests;
    expect(had?.merchantTransactionId).toBe('had-it');
    const resumed = await open(url, { 'last-event-id': had?.id ?? '' });
    await running.commit();
    await postForm(app, '/v1/payments', { ...PAYMENT, merchantTransactionId: 'after-resume' });
    // Not the requests the client had, once each.
    expect(transactionIds(await resumed.events(2)).sort()).toEqual(['after-resume', 'running-at-resume']);
    await postForm(app, '/v1/payments', { ...PAYMENT, merchantTransactionId: 'last' });
    expect(transactionIds(await resumed.events(3))[2]).toBe('last');
  });

  it('ends its streams when the sandbox closes', async () => {
    const { app } = await testSandbox();
    const stream = await open(await listening(app));
    apps.splice(apps.indexOf(app), 1);
    await app.close();
    await expect(stream.events(1)).rejects.toThrow('the stream ended');
  });

  it('answers another merchant’s entityId with 403, before any stream', async () => {
    const { app } = await testSandbox();
    apps.push(app);
    const res = await app.inject({
      url: `/v1/sandbox/requests/stream?entityId=${SECOND_MERCHANT.entityId}`,
      headers: AUTH,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('the request log through the inspector', () => {
  let app: FastifyInstance;
  let stream: SseStream | undefined;
  beforeAll(async () => {
    ({ app } = await testSandbox());
  });
  afterAll(async () => {
    stream?.close();
    await app.close();
  });

  const signIn = async () => ({ cookie: (await signInInspector(app)).cookie });

  it('lists and streams the merchant’s requests, and does not record the page’s own calls', async () => {
    const headers = await signIn();
    await postForm(app, '/v1/payments', { ...PAYMENT, merchantTransactionId: 'via-token' });
    const before = json(await app.inject({ url: '/inspector/api/v1/sandbox/requests', headers }));
    expect(before.requests.map((r: Summary) => r.merchantTransactionId)).toContain('via-token');
    expect((await app.inject({ url: '/inspector/api/v1/sandbox/clock', headers })).statusCode).toBe(200);
    const after = json(await app.inject({ url: '/inspector/api/v1/sandbox/requests', headers }));
    expect(after.requests.length).toBe(before.requests.length);

    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address !== 'object') throw new Error('not listening');
    stream = await openSse(
      `http://127.0.0.1:${address.port}/inspector/api/v1/sandbox/requests/stream`,
      headers,
    );
    expect(stream.status).toBe(200);
    await postForm(app, '/v1/payments', { ...PAYMENT, merchantTransactionId: 'streamed' });
    const [event] = await stream.events(1);
    expect(JSON.parse(event?.data ?? '{}').merchantTransactionId).toBe('streamed');
  });
});
