import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestSandbox, testSandbox } from '../test-support';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox();
});
afterAll(() => sb.app.close());

describe('GET /v1/i18n/{locale}.json', () => {
  it('serves a locale the widget does not carry, readable cross-origin', async () => {
    const res = await sb.app.inject({ method: 'GET', url: '/v1/i18n/de.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.json().labels.cardNumber).toBe('Kartennummer');
  });

  it('answers 404 for an unknown locale or a path trick', async () => {
    for (const file of ['xx.json', 'de', '..%2Fde.json', 'constructor.json']) {
      expect((await sb.app.inject({ method: 'GET', url: `/v1/i18n/${file}` })).statusCode).toBe(404);
    }
  });
});
