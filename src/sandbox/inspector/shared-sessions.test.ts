// Several sandboxes on one PostgreSQL database, behind one address: a browser signed in through one
// is signed in on every other, its CSRF token good on each, and signed out everywhere at once.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_ACCESS_TOKEN } from '../config';
import {
  AUTH,
  ENTITY_ID,
  FORM,
  json,
  PAYMENT,
  postForm,
  type TestDatabase,
  testDatabase,
  testSandbox,
} from '../test-support';

const DATA_KEY = '5e'.repeat(32);
let apps: FastifyInstance[] = [];
let database: TestDatabase | undefined;
afterEach(async () => {
  for (const app of apps) await app.close();
  await database?.drop();
  apps = [];
  database = undefined;
});

describe('the inspector’s sessions on a database several sandboxes share', () => {
  it('are known to every sandbox: read, act and sign out through any', async () => {
    database = await testDatabase('postgresql');
    for (let i = 0; i < 2; i++) apps.push((await testSandbox({ dataKey: DATA_KEY }, database)).app);
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const signedIn = await a.inject({
      method: 'POST',
      url: '/inspector/session',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ entityId: ENTITY_ID, accessToken: DEFAULT_ACCESS_TOKEN }),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0] as string;
    const { csrfToken } = json(signedIn);

    const onB = await b.inject({ method: 'GET', url: '/inspector/session', headers: { cookie } });
    expect(json(onB)).toEqual({ entityId: ENTITY_ID, csrfToken });

    const pa = json(await postForm(a, '/v1/payments', { ...PAYMENT, paymentType: 'PA' }, AUTH)).id;
    const captured = await b.inject({
      method: 'POST',
      url: `/inspector/api/v1/payments/${pa}`,
      headers: { ...FORM, cookie, 'x-csrf-token': csrfToken },
      payload: 'paymentType=CP&amount=12.50&currency=EUR',
    });
    expect(captured.statusCode, captured.body).toBe(200);

    const out = await b.inject({
      method: 'DELETE',
      url: '/inspector/session',
      headers: { cookie, 'x-csrf-token': csrfToken },
    });
    expect(out.statusCode).toBe(204);
    expect(
      (await a.inject({ method: 'GET', url: '/inspector/session', headers: { cookie } })).statusCode,
    ).toBe(401);
  });
});
