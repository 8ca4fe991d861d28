// Whatever fails, and wherever, the answer is in the gateway's JSON shape with a fitting result
// code, and a failure repeated on every request is logged once per interval, not once per request.
import { connect } from 'node:net';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import { DEFAULT_CONFIG } from '../config';
import type { SandboxStore } from '../database/open';
import { openSandboxStore } from '../database/open';
import { buildSandbox } from '../server';
import { StoreError } from '../store/store-error';
import {
  browserPay,
  CARD,
  createCheckout,
  json,
  logCollector,
  PAYMENT,
  postForm,
  type TestClock,
  testClock,
  widgetDir,
} from '../test-support';
import { FAILURE_LOG_INTERVAL_MS } from './failure-log';

/** The real in-memory store, with faults switched on and off by the test. */
interface Faults {
  commit?: Error;
  write?: Error;
  read?: Error;
  auth?: Error;
}

function faultyStore(inner: SandboxStore, faults: Faults): SandboxStore {
  return {
    ...inner,
    durable: () => (faults.commit ? Promise.reject(faults.commit) : inner.durable()),
    probe: () => (faults.commit ? Promise.reject(faults.commit) : inner.probe()),
    insertPayment: (...args) => {
      if (faults.write) throw faults.write;
      return inner.insertPayment(...args);
    },
    checkout: (id) => {
      if (faults.read) throw faults.read;
      return inner.checkout(id);
    },
    merchantByToken: (token) => {
      if (faults.auth) throw faults.auth;
      return inner.merchantByToken(token);
    },
  };
}

interface LogLine {
  level: number;
  msg: string;
  err?: { stack?: string };
  omitted?: number;
  error?: string;
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function sandbox(faults: Faults = {}) {
  const { stream, lines } = logCollector();
  const clock: TestClock = testClock();
  app = await buildSandbox(
    {
      ...DEFAULT_CONFIG,
      dbPath: ':memory:',
      widgetDir: widgetDir(),
      logger: { level: 'info', stream },
      now: clock.now,
    },
    (tokenKey) => faultyStore(openSandboxStore(':memory:', tokenKey), faults),
  );
  const errors = () => (lines() as unknown as LogLine[]).filter((l) => l.level >= 50);
  return { app, clock, errors };
}

const expectGatewayShape = (body: Record<string, unknown>) => {
  expect(Object.keys(body)).toEqual(expect.arrayContaining(['result', 'buildNumber', 'timestamp', 'ndc']));
  expect(body).not.toHaveProperty('statusCode');
};

const DISK_FULL = () => new StoreError('writes not stored: insertPayment: database or disk is full');

describe('the store fails', () => {
  it('at commit: the answer made for the request is withheld, the client hears 503 999.999.888', async () => {
    const faults: Faults = {};
    const { app } = await sandbox(faults);
    faults.commit = DISK_FULL();
    const res = await postForm(app, '/v1/payments', PAYMENT);
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expectGatewayShape(json(res));
    expect(json(res).result).toEqual(RESULT.STORE_FAILED);
    expect(json(res)).not.toHaveProperty('id'); // no payment id a client could take as stored
  });

  it('in a write a handler waits for, in a read, or while authenticating: 503 999.999.888', async () => {
    const faults: Faults = {};
    const { app } = await sandbox(faults);
    const checkoutId = await createCheckout(app);
    faults.write = DISK_FULL();
    const write = await browserPay(app, checkoutId, CARD);
    faults.write = undefined;
    faults.read = new Database.SqliteError('disk I/O error', 'SQLITE_IOERR_READ');
    const read = await browserPay(app, checkoutId, CARD);
    faults.read = undefined;
    faults.auth = new Database.SqliteError('disk I/O error', 'SQLITE_IOERR_READ');
    const auth = await postForm(app, '/v1/payments', PAYMENT);
    for (const res of [write, read, auth]) {
      expect(res.statusCode).toBe(503);
      expectGatewayShape(json(res));
      expect(json(res).result.code).toBe('999.999.888');
    }
  });

  it('/ready says so with the reason while /health stays 200; /ready recovers with the store', async () => {
    const faults: Faults = {};
    const { app } = await sandbox(faults);
    expect((await app.inject({ url: '/ready' })).statusCode).toBe(200);
    faults.commit = new StoreError('writes not stored: probe: attempt to write a readonly database');
    const ready = await app.inject({ url: '/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expectGatewayShape(json(ready));
    expect(json(ready).result.code).toBe('999.999.888');
    expect(json(ready).result.description).toContain('attempt to write a readonly database');
    const health = await app.inject({ url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(json(health).result).toEqual(RESULT.ALIVE);
    faults.commit = undefined;
    const back = await app.inject({ url: '/ready' });
    expect(back.statusCode).toBe(200);
    expect(json(back).result).toEqual(RESULT.READY);
  });

  it('is logged once per kind and interval, without a stack trace, then with the count left out', async () => {
    const faults: Faults = {};
    const { app, clock, errors } = await sandbox(faults);
    faults.commit = DISK_FULL();
    for (let i = 0; i < 20; i++) await postForm(app, '/v1/payments', PAYMENT);
    expect(errors()).toHaveLength(1);
    expect(errors()[0]).toMatchObject({ msg: 'store failure', error: DISK_FULL().message });
    expect(errors()[0]?.err).toBeUndefined();

    faults.commit = new StoreError('the sandbox writer thread did not answer');
    await postForm(app, '/v1/payments', PAYMENT);
    expect(errors()).toHaveLength(2); // another kind of failure

    faults.commit = DISK_FULL();
    clock.advance(FAILURE_LOG_INTERVAL_MS - 1);
    await postForm(app, '/v1/payments', PAYMENT);
    expect(errors()).toHaveLength(2);
    clock.advance(1);
    await postForm(app, '/v1/payments', PAYMENT);
    expect(errors()).toHaveLength(3);
    expect(errors()[2]).toMatchObject({ msg: 'store failure', omitted: 20 });
  });
});

describe('a bug in the sandbox', () => {
  it('answers 500 999.999.999 in the gateway shape, logged once with its stack per interval', async () => {
    const faults: Faults = {};
    const { app, errors } = await sandbox(faults);
    const checkoutId = await createCheckout(app);
    faults.read = new TypeError("Cannot read properties of undefined (reading 'params')");
    for (let i = 0; i < 5; i++) {
      const res = await browserPay(app, checkoutId, CARD);
      expect(res.statusCode).toBe(500);
      expectGatewayShape(json(res));
      expect(json(res).result).toEqual(RESULT.SYSTEM_ERROR);
    }
    expect(errors()).toHaveLength(1);
    expect(errors()[0]?.msg).toBe('unexpected error');
    expect(errors()[0]?.err?.stack).toContain('TypeError');
  });
});

/** Raw HTTP on a listening sandbox: what Node's parser refuses never reaches fastify's routes. */
async function rawRequest(port: number, request: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.on('data', (chunk) => {
      data += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body });
    });
    socket.write(request);
  });
}

async function listening(): Promise<number> {
  app = await buildSandbox({ ...DEFAULT_CONFIG, dbPath: ':memory:', widgetDir: widgetDir(), logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('not listening');
  return address.port;
}

describe('requests Node’s HTTP parser refuses', () => {
  it('a URL of 100 KB: 431 in the gateway shape', async () => {
    const port = await listening();
    const res = await rawRequest(
      port,
      `GET /v1/payments?card.number=4200000000000000&x=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    const body = JSON.parse(res.body);
    expectGatewayShape(body);
    expect(body.result.code).toBe('200.300.404');
    expect(body.result.description).toMatch(/16 KiB/);
  });

  it('a broken request line: 400 in the gateway shape', async () => {
    const port = await listening();
    const res = await rawRequest(port, 'PAY ME NOW\r\n\r\n');
    expect(res.status).toBe(400);
    expectGatewayShape(JSON.parse(res.body));
  });
});

describe('closing', () => {
  it('answers a request that arrives while the sandbox closes with 503 in the gateway shape', async () => {
    app = await buildSandbox({
      ...DEFAULT_CONFIG,
      dbPath: ':memory:',
      widgetDir: widgetDir(),
      logger: false,
    });
    const sandbox = app;
    // A keep-alive connection, open before the sandbox begins to close; its next request is sent
    // from a preClose hook that runs after the sandbox's own: the sandbox is closing by then.
    let socket: ReturnType<typeof connect> | undefined;
    let received = '';
    const nextAnswer = () =>
      new Promise<string>((resolve) => {
        received = '';
        socket?.on('data', function onData(chunk) {
          received += chunk;
          const [head = '', body = ''] = received.split('\r\n\r\n');
          const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? -1);
          if (Buffer.byteLength(body) < length) return;
          socket?.off('data', onData);
          resolve(received);
        });
      });
    const request = 'GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n';
    let duringClose = '';
    sandbox.addHook('preClose', async () => {
      const answer = nextAnswer();
      socket?.write(request);
      duringClose = await answer;
    });
    await sandbox.listen({ port: 0, host: '127.0.0.1' });
    const address = sandbox.server.address();
    if (typeof address !== 'object' || !address) throw new Error('not listening');
    socket = connect(address.port, '127.0.0.1');
    const first = nextAnswer();
    socket.write(request);
    expect(await first).toMatch(/^HTTP\/1\.1 200/);

    await sandbox.close();
    app = undefined;
    socket.destroy();
    expect(duringClose).toMatch(/^HTTP\/1\.1 503/);
    const body = JSON.parse(duringClose.split('\r\n\r\n')[1] ?? '{}');
    expectGatewayShape(body);
    expect(body.result).toEqual(RESULT.UNAVAILABLE);
  });
});
