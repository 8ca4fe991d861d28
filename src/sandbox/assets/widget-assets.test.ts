import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { de } from '../../spec/i18n/locales/de';
import { RESULT } from '../../spec/result-codes';
import { DEFAULT_CONFIG } from '../config';
import { buildSandbox } from '../server';
import {
  json,
  SECURE_FIELD_BUNDLE,
  SECURE_FIELD_STYLE,
  SECURE_FIELD_VALUES_BUNDLE,
  type TestSandbox,
  tempDir,
  testSandbox,
  WIDGET_BUNDLE,
  WIDGET_FRAMED_CHUNK,
  WIDGET_REDIRECT_CHUNK,
  WIDGET_STYLE,
  WIDGET_TYPES,
} from '../test-support';
import { inlineAssets } from './secure-field-page';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox();
});
afterAll(() => sb.app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  sb.app.inject({ method: 'GET', url, headers });
const sri = (body: string) => `sha384-${createHash('sha384').update(body).digest('base64')}`;

describe('GET /v1/paymentWidgets.d.ts', () => {
  it('serves the declaration the build emitted, with CORS and its ETag', async () => {
    const res = await get('/v1/paymentWidgets.d.ts');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(WIDGET_TYPES);
    expect(res.headers['content-type']).toBe('application/typescript; charset=utf-8');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const again = await get('/v1/paymentWidgets.d.ts', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /v1/paymentWidgets.css', () => {
  it('serves the stylesheet the build emitted, with CORS, CORP and its ETag', async () => {
    const res = await get('/v1/paymentWidgets.css');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(WIDGET_STYLE);
    expect(res.headers).toMatchObject({
      'content-type': 'text/css; charset=utf-8',
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
      'x-content-type-options': 'nosniff',
    });
    const again = await get('/v1/paymentWidgets.css', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /v1/paymentWidgets.js', () => {
  it('serves the bundle bytes with CORS, CORP, caching and nosniff, whatever the query', async () => {
    const res = await get('/v1/paymentWidgets.js?checkoutId=ABC.uat01-vm-tx01/registration');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(WIDGET_BUNDLE);
    expect(res.headers).toMatchObject({
      'content-type': 'text/javascript; charset=utf-8',
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
      'cache-control': 'public, max-age=300',
      'x-content-type-options': 'nosniff',
    });
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const { etag } = (await get('/v1/paymentWidgets.js')).headers;
    const res = await get('/v1/paymentWidgets.js', { 'if-none-match': String(etag) });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
  });
});

describe('GET /v1/paymentWidgets/{chunk}.js', () => {
  it('serves each chunk of the widget as built, with CORS, CORP, caching and its ETag', async () => {
    for (const [file, body] of [
      ['framed.js', WIDGET_FRAMED_CHUNK],
      ['redirect.js', WIDGET_REDIRECT_CHUNK],
    ]) {
      const res = await get(`/v1/paymentWidgets/${file}`);
      expect(res.statusCode, file).toBe(200);
      expect(res.body, file).toBe(body);
      expect(res.headers, file).toMatchObject({
        'content-type': 'text/javascript; charset=utf-8',
        'access-control-allow-origin': '*',
        'cross-origin-resource-policy': 'cross-origin',
        'cache-control': 'public, max-age=300',
      });
      const again = await get(`/v1/paymentWidgets/${file}`, { 'if-none-match': String(res.headers.etag) });
      expect(again.statusCode, file).toBe(304);
    }
  });

  it('answers 404 in the gateway’s shape for any other name', async () => {
    for (const file of ['card.js', 'toString', 'framed', '..%2FpaymentWidgets.js']) {
      const res = await get(`/v1/paymentWidgets/${file}`);
      expect(res.statusCode, file).toBe(404);
      expect(json(res).result.code, file).toBe('200.300.404');
    }
  });
});

describe('GET /v1/fastcheckout/integrity', () => {
  it('gives the sha384 of the served bytes, with CORS', async () => {
    const res = await get('/v1/fastcheckout/integrity');
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(json(res).integrity).toBe(sri(WIDGET_BUNDLE));
    expect(json(res).result).toEqual(RESULT.SUCCESSFUL_REQUEST);
  });
});

describe('GET /v1/secure-field', () => {
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const style = SECURE_FIELD_STYLE.trim();

  it('writes its script and stylesheet into the page, under a CSP that allows exactly those two', async () => {
    const res = await get(
      '/v1/secure-field?field=cardNumber&checkoutId=X&parentOrigin=http%3A%2F%2Fshop.example&locale=de-AT',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe(
      `default-src 'none'; script-src ${hash(SECURE_FIELD_BUNDLE)}; connect-src 'self'; style-src ${hash(style)}; img-src 'self' data:; frame-ancestors *; base-uri 'none'; form-action 'none'`,
    );
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.body).toContain('<html lang="de-AT" dir="ltr">');
    expect(res.body).toContain('<meta charset="utf-8">');
    expect(res.body).toContain('<title>Kartennummer</title>');
    expect(res.body).toContain(`<style>${style}</style>\n</head>`);
    expect(res.body).toMatch(/<script>\/\* test secure-field\.js \*\/ void 0;\n<\/script>\s*<\/body>/);
    expect(res.body.match(/<script/g)).toHaveLength(1);
    expect(res.body.match(/<style/g)).toHaveLength(1);
    expect(res.body).not.toMatch(/<link|\ssrc=|\sstyle=|\son\w+=/);
  });

  it('is one page for every checkout, kept by the browser and asked again by its ETag', async () => {
    const first = await get('/v1/secure-field?field=cvv&locale=de');
    const other = await get(
      '/v1/secure-field?field=cvv&locale=de&checkoutId=Y&parentOrigin=http%3A%2F%2Fa.example',
    );
    expect(other.body).toBe(first.body);
    expect(other.headers.etag).toBe(first.headers.etag);
    expect(first.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(first.headers.vary).toContain('Accept-Encoding');
    const again = await sb.app.inject({
      method: 'GET',
      url: '/v1/secure-field?field=cvv&locale=de',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    // Another locale or field is another page.
    expect((await get('/v1/secure-field?field=cvv&locale=fr')).headers.etag).not.toBe(first.headers.etag);
    expect((await get('/v1/secure-field?field=expiry&locale=de')).headers.etag).not.toBe(first.headers.etag);
  });

  it('writes the other card fields’ script into their pages, the card number’s into any other', async () => {
    for (const field of ['cvv', 'expiry', 'cardHolder']) {
      const res = await get(`/v1/secure-field?field=${field}&checkoutId=X&locale=en`);
      expect(res.body, field).toContain(`<script>${SECURE_FIELD_VALUES_BUNDLE}</script>`);
      expect(res.headers['content-security-policy'], field).toContain(
        `script-src ${hash(SECURE_FIELD_VALUES_BUNDLE)};`,
      );
    }
    for (const field of ['cardNumber', 'toString', ''])
      expect((await get(`/v1/secure-field?field=${field}`)).body, field).toContain(
        `<script>${SECURE_FIELD_BUNDLE}</script>`,
      );
  });

  it('never reflects the query into the page', async () => {
    const res = await get(
      '/v1/secure-field?field=%3Cscript%3E&locale=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    );
    expect(res.body).toContain('<html lang="en" dir="ltr">');
    expect(res.body).toContain('<title>Card number</title>');
    expect(res.body).not.toContain('alert');
  });

  it('mirrors the page for a right-to-left locale, in its language', async () => {
    const res = await get(
      '/v1/secure-field?field=cvv&checkoutId=X&parentOrigin=http%3A%2F%2Fshop.example&locale=ar-SA',
    );
    expect(res.body).toContain('<html lang="ar-SA" dir="rtl">');
    expect(res.body).toContain('<title>رمز التحقق (CVV)</title>');
  });

  it('is English, lang included, for a language without texts', async () => {
    const res = await get('/v1/secure-field?field=cvv&locale=tlh');
    expect(res.body).toContain('<html lang="en" dir="ltr">');
    expect(res.body).toContain('<title>CVV</title>');
  });

  it('titles the expiry and holder frames (enableSAQACompliance) with their labels', async () => {
    const title = async (field: string) =>
      /<title>(.*)<\/title>/.exec((await get(`/v1/secure-field?field=${field}&locale=de`)).body)?.[1];
    expect(await title('expiry')).toBe(de.labels.expiryDate);
    expect(await title('cardHolder')).toBe(de.labels.cardHolder);
    expect(await title('cardNumber')).toBe(de.labels.cardNumber);
  });
});

describe('GET /v1/secure-field.css', () => {
  it('serves the card frames’ stylesheet to the gateway’s own pages only', async () => {
    const res = await get('/v1/secure-field.css');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SECURE_FIELD_STYLE);
    expect(res.headers).toMatchObject({
      'content-type': 'text/css; charset=utf-8',
      'cross-origin-resource-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const again = await get('/v1/secure-field.css', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /v1/secure-field.js', () => {
  it('serves the iframe bundle', async () => {
    const res = await get('/v1/secure-field.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SECURE_FIELD_BUNDLE);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('start-up without a build', () => {
  it('fails with a message that says to run npm run build', async () => {
    const config = { ...DEFAULT_CONFIG, dbPath: ':memory:', logger: false as const, widgetDir: tempDir() };
    await expect(buildSandbox(config)).rejects.toThrow(/run npm run build/);
  });
});

describe('the secure-field page’s inline script and stylesheet', () => {
  const asset = (text: string) => ({ body: Buffer.from(text) });

  it('drops the build’s end marker from the stylesheet', () => {
    expect(inlineAssets(asset('x;'), asset('input{}\n/*$vite$:1*/\n')).style).toBe('input{}');
  });

  it('refuses a bundle that would end its element early', () => {
    for (const [script, style] of [
      ['a="</script>"', ''],
      ['a="</SCRIPT "', ''],
      ['a="<!--"', ''],
      ['', 'a::after{content:"</style>"}'],
    ] as const)
      expect(() => inlineAssets(asset(script), asset(style)), script || style).toThrow(/cannot be written/);
  });
});
