import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../spec/i18n/locales';
import { en } from '../../spec/i18n/locales/en';
import { type TestSandbox, testSandbox } from '../test-support';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox();
});
afterAll(() => sb.app.close());

const get = (url: string) => sb.app.inject({ method: 'GET', url });

describe('GET /v1/i18n', () => {
  it('lists every locale with its own name and direction, readable cross-origin and cached', async () => {
    const res = await get('/v1/i18n');
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    const { locales } = res.json() as { locales: Array<{ code: string; name: string; dir: string }> };
    expect(locales.map((l) => l.code)).toEqual(LOCALE_CODES);
    expect(locales.length).toBeGreaterThanOrEqual(40);
    expect(locales.find((l) => l.code === 'ar')).toEqual({ code: 'ar', name: 'العربية', dir: 'rtl' });
    expect(locales.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ar', 'fa', 'he', 'ur']);
  });
});

describe('GET /v1/i18n/{code}.json', () => {
  it('serves every listed locale, English included, with English’s groups', async () => {
    for (const code of LOCALE_CODES) {
      const res = await get(`/v1/i18n/${code}.json`);
      expect(res.statusCode, code).toBe(200);
      const body = res.json();
      expect(Object.keys(body), code).toEqual(Object.keys(en));
      expect(body.meta.code).toBe(code);
      expect(res.headers['content-language']).toBe(code);
    }
  });

  it('answers a regional tag with its language, readable cross-origin and cached', async () => {
    const res = await get('/v1/i18n/de-AT.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(res.json().meta.code).toBe('de');
    expect(res.json().labels.cardNumber).toBe('Kartennummer');
    expect((await get('/v1/i18n/pt-BR.json')).json().meta.code).toBe('pt-BR');
    expect((await get('/v1/i18n/pt-PT.json')).json().meta.code).toBe('pt');
    expect((await get('/v1/i18n/zh_HK.json')).json().meta.code).toBe('zh-TW');
    expect((await get('/v1/i18n/no.json')).json().meta.code).toBe('nb');
  });

  it('answers 404 in the gateway’s shape for an unknown locale or a path trick', async () => {
    for (const file of ['xx.json', 'de', '..%2Fde.json', 'constructor.json', 'toString.json', 'x.json']) {
      const res = await get(`/v1/i18n/${file}`);
      expect(res.statusCode, file).toBe(404);
      expect(res.json().result.code, file).toBe('200.300.404');
    }
  });
});

describe('the gateway’s frames in the shop’s language', () => {
  it('writes the bank frame’s texts into its page, escaped, and mirrors it for Hebrew', async () => {
    const res = await get('/v1/bank-field?field=accountIban&locale=he-IL');
    expect(res.body).toContain('<html lang="he-IL" dir="rtl">');
    const texts = /<body data-texts="([^"]*)">/.exec(res.body)?.[1] ?? '';
    expect(texts).not.toMatch(/[<>"]/);
    const decoded = texts.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
    expect(JSON.parse(decoded).holder).toBe('בעל החשבון');
  });

  it('gives the stored-details frame its texts, English for an unknown locale', async () => {
    const res = await get('/v1/registration-field?field=registrations&locale=xx');
    expect(res.body).toContain('<html lang="en" dir="ltr">');
    expect(res.body).toContain('<title>Stored payment details</title>');
    expect(res.body).toContain('CVV of the selected card');
  });
});
