// The assets on the wire: compressed once at start-up, sent in the coding the client asks for,
// with Vary, an ETag per coding and 304s, and cached by URL: minutes at the entry URLs, a year at
// the versioned ones the served script and the gateway's pages link.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_CATALOGUES } from '../../spec/i18n/locales';
import { json, postForm, type TestSandbox, testSandbox, widgetDir } from '../test-support';
import { WIDGET_FILES } from './load-assets';

// Stand-ins large enough to gain from compression; the script asks for its stylesheet as the
// widget's bundle does (src/widget/core/load-styles.ts).
const STYLE = '.wpwl-form{max-width:30em;margin:0 auto}.wpwl-control{border:1px solid #ccc}\n'.repeat(40);
const SCRIPT = `/* paymentWidgets.js */(()=>{const s=(e,t=fetch)=>t(\`\${e}/v1/paymentWidgets.css\`,{mode:"cors"});${'window.wpwlPart=(window.wpwlPart||0)+1;'.repeat(120)}})();\n`;
const FIELD_SCRIPT = `/* secure-field.js */${'document.title+="";'.repeat(200)}\n`;

let sb: TestSandbox;
beforeAll(async () => {
  const dir = widgetDir();
  writeFileSync(join(dir, WIDGET_FILES.paymentWidgetsStyle), STYLE);
  writeFileSync(join(dir, WIDGET_FILES.paymentWidgets), SCRIPT);
  writeFileSync(join(dir, WIDGET_FILES.secureField), FIELD_SCRIPT);
  sb = await testSandbox({ widgetDir: dir });
});
afterAll(() => sb.app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  sb.app.inject({ method: 'GET', url, headers });
const sri = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** The body as the client reads it once decoded, after checking the headers that say how. */
function decoded(res: LightMyRequestResponse): Buffer {
  expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  const coding = res.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(res.rawPayload);
  if (coding === 'gzip') return gunzipSync(res.rawPayload);
  expect(coding).toBeUndefined();
  return res.rawPayload;
}

const served = async () => decoded(await get('/v1/paymentWidgets.js?checkoutId=X'));
const styleUrl = async () => /\/v1\/paymentWidgets\.[0-9a-f]{10}\.css/.exec((await served()).toString())?.[0];

describe('the widget script in the coding the client asks for', () => {
  const cases: Array<[string | undefined, string | undefined]> = [
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.9', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['br;q=0, gzip;q=0', undefined],
    ['identity;q=0, *;q=0', undefined],
    ['deflate, compress', undefined],
    ['br;q=nine, ;;;, ===, "gzip"', undefined],
    [undefined, undefined],
  ];

  it.each(cases)(
    'Accept-Encoding %j: %s, the same bytes once decoded, which the SRI value covers',
    async (accept, coding) => {
      const res = await get(
        '/v1/paymentWidgets.js?checkoutId=X',
        accept === undefined ? {} : { 'accept-encoding': accept },
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers.vary).toBe('Accept-Encoding');
      const bytes = decoded(res);
      expect(bytes.equals(await served())).toBe(true);
      expect(sri(bytes)).toBe(json(await get('/v1/fastcheckout/integrity')).integrity);
      if (coding) expect(res.rawPayload.length).toBeLessThan(bytes.length / 3);
    },
  );

  it('serves the bundle as built but for the stylesheet’s URL, which names its version', async () => {
    const bytes = (await served()).toString();
    const url = await styleUrl();
    expect(bytes).toBe(SCRIPT.replace('/v1/paymentWidgets.css', String(url)));
    expect(bytes).not.toContain('/v1/paymentWidgets.css');
  });
});

describe('ETags and 304 per coding', () => {
  it('gives each coding its own ETag and answers 304 only for that coding’s', async () => {
    const plain = await get('/v1/paymentWidgets.js');
    const br = await get('/v1/paymentWidgets.js', { 'accept-encoding': 'br' });
    const gzip = await get('/v1/paymentWidgets.js', { 'accept-encoding': 'gzip' });
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(br.headers.etag).toBe(`${etag.slice(0, -1)}-br"`);
    expect(gzip.headers.etag).toBe(`${etag.slice(0, -1)}-gzip"`);

    const again = await get('/v1/paymentWidgets.js', {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers).toMatchObject({
      etag: br.headers.etag,
      vary: 'Accept-Encoding',
      'cache-control': 'public, max-age=300',
    });

    // Another representation than the one the client holds: the full answer.
    const other = await get('/v1/paymentWidgets.js', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
    expect(other.headers['content-encoding']).toBe('br');
    expect((await get('/v1/paymentWidgets.js', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('reads If-None-Match as a list, with weak comparison and *', async () => {
    const { etag } = (await get('/v1/paymentWidgets.css', { 'accept-encoding': 'gzip' })).headers;
    for (const header of [`W/${etag}`, `"other", ${etag}`, '*'])
      expect(
        (await get('/v1/paymentWidgets.css', { 'accept-encoding': 'gzip', 'if-none-match': header }))
          .statusCode,
        header,
      ).toBe(304);
    expect(
      (await get('/v1/paymentWidgets.css', { 'accept-encoding': 'gzip', 'if-none-match': '"other"' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('caching: entry URLs for minutes, versioned URLs for a year', () => {
  it('keeps the script merchants embed short-lived, and its stylesheet at an immutable URL', async () => {
    const script = await get('/v1/paymentWidgets.js?checkoutId=X', { 'accept-encoding': 'br' });
    expect(script.headers['cache-control']).toBe('public, max-age=300');

    const url = String(await styleUrl());
    const style = await get(url, { 'accept-encoding': 'br', origin: 'https://shop.example' });
    expect(style.statusCode).toBe(200);
    expect(style.headers).toMatchObject({
      'cache-control': 'public, max-age=31536000, immutable',
      'content-type': 'text/css; charset=utf-8',
      'content-encoding': 'br',
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
      vary: 'Accept-Encoding',
    });
    expect(decoded(style).toString()).toBe(STYLE);
    expect((await get('/v1/paymentWidgets.css')).headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers another version with a 404, never with this build’s bytes', async () => {
    for (const url of ['/v1/paymentWidgets.0000000000.css', '/v1/secure-field.x.js', '/v1/bank-field..js']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(404);
      expect(json(res).result.code, url).toBe('200.300.404');
    }
  });

  it('writes the frame’s script into its page, compressed once and cached for minutes as the script’s own URL is', async () => {
    const page = await get('/v1/secure-field?field=cvv', { 'accept-encoding': 'br' });
    expect(page.headers['cache-control']).toBe('public, max-age=300');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.etag).toMatch(/-br"$/);
    expect(decoded(page).toString()).toMatch(/<script>[^<]/);
    expect(decoded(page).toString()).not.toMatch(/\ssrc=/);
    const script = await get('/v1/secure-field.js', { 'accept-encoding': 'gzip' });
    expect(script.headers).toMatchObject({
      'cache-control': 'public, max-age=300',
      'content-encoding': 'gzip',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(decoded(script).toString()).toBe(FIELD_SCRIPT);
  });

  it('links the gateway pages’ script and stylesheet at their versioned URLs', async () => {
    const page = await postForm(sb.app, '/v1/threeds/00000000-0000-4000-8000-000000000000/start', {});
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const style = /<link rel="stylesheet" href="([^"]+)">/.exec(page.body)?.[1] ?? '';
    const script = /<script src="([^"]+)" defer>/.exec(page.body)?.[1] ?? '';
    expect(style).toMatch(/^\/v1\/pages\/gateway-pages\.[0-9a-f]{10}\.css$/);
    expect(script).toMatch(/^\/v1\/pages\/gateway-pages\.[0-9a-f]{10}\.js$/);
    for (const url of [style, script])
      expect((await get(url)).headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
  });
});

describe('texts and brand marks, compressed at start-up too', () => {
  it('serves a locale in brotli, the catalogue once decoded, with its ETag and 304', async () => {
    const res = await get('/v1/i18n/de-AT.json', { 'accept-encoding': 'br, gzip' });
    expect(res.headers).toMatchObject({
      'content-encoding': 'br',
      'content-language': 'de',
      'content-type': 'application/json; charset=utf-8',
      vary: 'Accept-Encoding',
    });
    expect(JSON.parse(decoded(res).toString())).toEqual(LOCALE_CATALOGUES.de);
    const again = await get('/v1/i18n/de.json', {
      'accept-encoding': 'br',
      'if-none-match': String(res.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    const list = await get('/v1/i18n', { 'accept-encoding': 'gzip' });
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(list).toString()).locales).toHaveLength(Object.keys(LOCALE_CATALOGUES).length);
  });

  it('serves a known brand’s logo compressed; an unknown brand’s small card as it is', async () => {
    const visa = await get('/v1/brands/VISA.svg', { 'accept-encoding': 'br' });
    expect(visa.headers['content-encoding']).toBe('br');
    expect(decoded(visa).toString()).toBe((await get('/v1/brands/VISA.svg')).body);
    const unknown = await get('/v1/brands/DANKORT.svg', { 'accept-encoding': 'br' });
    expect(unknown.headers['content-encoding']).toBeUndefined();
    expect(unknown.body).toContain('DANKORT');
  });
});
