import { connect, createServer, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
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
  TEST_STORES,
  type TestDatabase,
  testDatabase,
  testSandbox,
} from '../test-support';

// Several sandbox processes on one database, as behind a load balancer: each test sandbox here has
// a store of its own (its own pool or writer) on a database they share.

const DATA_KEY = '3c'.repeat(32);

let apps: FastifyInstance[] = [];
let database: TestDatabase | undefined;
afterEach(async () => {
  for (const app of apps) await app.close();
  await database?.drop();
  apps = [];
  database = undefined;
});

async function sandboxesOn(db: TestDatabase, count: number, overrides = {}): Promise<FastifyInstance[]> {
  for (let i = 0; i < count; i++) apps.push((await testSandbox({ dataKey: DATA_KEY, ...overrides }, db)).app);
  return apps.slice(-count);
}

describe.each(TEST_STORES)('two sandboxes on one %s database', (store) => {
  it('pay a checkout once when the shopper’s submits reach both', async () => {
    database = await testDatabase(store);
    const [a, b] = (await sandboxesOn(database, 2)) as [FastifyInstance, FastifyInstance];
    const id = await createCheckout(a);
    const submits = await Promise.all(
      Array.from({ length: 8 }, (_, i) => browserPay(i % 2 ? a : b, id, CARD)),
    );
    expect(submits.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(submits.filter((res) => json(res).result.code === '100.350.101')).toHaveLength(7);
    const seen = await b.inject({
      method: 'GET',
      url: `/v1/checkouts/${id}/payment?entityId=${ENTITY_ID}`,
      headers: AUTH,
    });
    expect(json(seen).result).toEqual(RESULT.SUCCESS_INTEGRATOR_TEST);
  });
});

describe('sandboxes on one PostgreSQL database', () => {
  it('take a merchant’s new token from the sandbox that started with it, at once', async () => {
    database = await testDatabase('postgresql');
    const [running] = (await sandboxesOn(database, 1)) as [FastifyInstance];
    expect((await postForm(running, '/v1/payments', PAYMENT)).statusCode).toBe(200);
    const token = 'bmV3LXRva2VuLWZvci10aGUtc2FtZS1lbnRpdHk=';
    await sandboxesOn(database, 1, { accessToken: token });
    const old = await postForm(running, '/v1/payments', PAYMENT);
    expect(old.statusCode).toBe(403);
    expect(json(old).result).toEqual(RESULT.ACCESS_TOKEN_UNKNOWN);
    const renewed = await postForm(running, '/v1/payments', PAYMENT, { authorization: `Bearer ${token}` });
    expect(renewed.statusCode).toBe(200);
  });

  it('see a merchant’s clock moved by another sandbox', async () => {
    database = await testDatabase('postgresql');
    const [a, b] = (await sandboxesOn(database, 2)) as [FastifyInstance, FastifyInstance];
    const moved = await postForm(a, '/v1/sandbox/clock/advance', { entityId: ENTITY_ID, seconds: '3600' });
    expect(json(moved).aheadSeconds).toBe(3600);
    const seen = await b.inject({
      method: 'GET',
      url: `/v1/sandbox/clock?entityId=${ENTITY_ID}`,
      headers: AUTH,
    });
    expect(json(seen).aheadSeconds).toBe(3600);
    const checkout = json(
      await postForm(b, '/v1/checkouts', {
        entityId: ENTITY_ID,
        amount: '1.00',
        currency: 'EUR',
        paymentType: 'DB',
      }),
    );
    expect(checkout.timestamp).toBe('2026-11-21 13:00:00+0000');
  });

  it('refuses to start with another data key than the database was first used with', async () => {
    database = await testDatabase('postgresql');
    await sandboxesOn(database, 1);
    await expect(testSandbox({ dataKey: '4d'.repeat(32) }, database)).rejects.toThrow(
      'the data key is not the one this database was first used with: every sandbox on one database needs the same keys',
    );
  });
});

/** A TCP relay in front of the test database, to take the database away and bring it back. */
async function relay(): Promise<{ url: string; cut(): Promise<void>; restore(): Promise<void> }> {
  const target = new URL(PG_TEST_URL);
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      const relayServer = createServer((client) => {
        const upstream = createConnectionTo(target);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => {});
          socket.on('close', () => sockets.delete(socket));
        }
        client.pipe(upstream).pipe(client);
      });
      server = relayServer;
      relayServer.listen(port, '127.0.0.1', () => {
        port = (relayServer.address() as { port: number }).port;
        resolve();
      });
    });
  await listen();
  const url = new URL(PG_TEST_URL);
  url.host = `127.0.0.1:${port}`;
  return {
    url: url.toString(),
    cut: () =>
      new Promise<void>((resolve) => {
        server?.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
    restore: listen,
  };
}

const createConnectionTo = (target: URL): Socket => connect(Number(target.port || 5432), target.hostname);

describe('a sandbox whose PostgreSQL database goes away', () => {
  it('answers 503 999.999.888 while it is gone, and serves again once it is back', async () => {
    const link = await relay();
    database = await testDatabase('postgresql', link.url);
    const [app] = (await sandboxesOn(database, 1)) as [FastifyInstance];
    await createCheckout(app);

    await link.cut();
    const refused = await postForm(app, '/v1/checkouts', {
      entityId: ENTITY_ID,
      amount: '1.00',
      currency: 'EUR',
      paymentType: 'DB',
    });
    expect(refused.statusCode).toBe(503);
    expect(json(refused).result).toEqual(RESULT.STORE_FAILED);
    const ready = await app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(503);
    expect(json(ready).result.code).toBe(RESULT.STORE_FAILED.code);
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);

    await link.restore();
    expect((await app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
    expect(await createCheckout(app)).toMatch(/\.uat01/);
    await app.close();
    apps = [];
    await link.cut();
  });
});
