// The inspector's page over HTTP: its shell under the strict CSP, its language and direction, the
// entity offered only with the built-in credentials, and its script and stylesheet served like the
// gateway's other assets (compressed once, versioned URLs cached a year) when the build made them.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSPECTOR_CATALOGUES } from '../../spec/i18n/inspector/locales';
import { INSPECTOR_FILES } from '../assets/inspector-assets';
import { DEFAULT_ENTITY_ID } from '../config';
import { type TestSandbox, testSandbox, widgetDir } from '../test-support';
import { inspectorLanguage } from './shell';

const SCRIPT = `/* inspector.js */${'document.title+="";'.repeat(200)}\n`;
const STYLE = `${'.inspector-list{display:grid;gap:.5rem}'.repeat(50)}\n`;

function builtDir(): string {
  const dir = widgetDir();
  mkdirSync(join(dir, 'inspector'), { recursive: true });
  writeFileSync(join(dir, INSPECTOR_FILES.script), SCRIPT);
  writeFileSync(join(dir, INSPECTOR_FILES.style), STYLE);
  return dir;
}

let built: TestSandbox;
let unbuilt: TestSandbox;
beforeAll(async () => {
  built = await testSandbox({ widgetDir: builtDir() });
  // A build without the inspector's files (one made before the inspector existed).
  const dir = widgetDir();
  rmSync(join(dir, 'inspector'), { recursive: true });
  unbuilt = await testSandbox({ widgetDir: dir });
});
afterAll(async () => {
  await built.app.close();
  await unbuilt.app.close();
});

const page = (sb: TestSandbox, headers: Record<string, string> = {}) =>
  sb.app.inject({ method: 'GET', url: '/inspector', headers });

describe('the inspector page', () => {
  it('links its script and stylesheet at versioned URLs, under a CSP without inline script or style', async () => {
    const res = await page(built);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.body).toMatch(/<link rel="stylesheet" href="\/inspector\/inspector\.[0-9a-f]{10}\.css">/);
    expect(res.body).toMatch(
      /<script type="module" src="\/inspector\/inspector\.[0-9a-f]{10}\.js"><\/script>/,
    );
    expect(res.body).toContain('<div id="inspector"');
    expect(res.body).not.toMatch(/<style|style=|<script>/);
  });

  it('carries the labels of its language, and its title in it', async () => {
    const texts = (res: { body: string }) => {
      const attribute = /data-texts="([^"]*)"/.exec(res.body)?.[1] ?? '';
      return JSON.parse(
        attribute
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'")
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&amp;/g, '&'),
      );
    };
    const german = await page(built, { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' });
    expect(texts(german)).toEqual(INSPECTOR_CATALOGUES.de?.texts);
    expect(german.body).toContain(`<title>${INSPECTOR_CATALOGUES.de?.texts.title}</title>`);
    const unknown = await page(built, { 'accept-language': 'tlh' });
    expect(texts(unknown)).toEqual(INSPECTOR_CATALOGUES.en?.texts);
  });

  it('offers the built-in entity id, never the token, while the built-in credentials work', async () => {
    const res = await page(built);
    expect(res.body).toContain(`data-default-entity-id="${DEFAULT_ENTITY_ID}"`);
    expect(res.body).not.toContain('data-sftp');
    const own = await testSandbox({ accessToken: 'T3dufG1lcmNoYW50' });
    try {
      expect((await page(own)).body).not.toContain('data-default-entity-id');
    } finally {
      await own.app.close();
    }
  });

  it('names the SFTP server as this browser reaches the gateway, when there is one', async () => {
    const withSftp = await testSandbox({ sftp: { port: 0 } });
    try {
      const port = withSftp.app.sftp?.port;
      expect(port).toBeGreaterThan(0);
      const res = await page(withSftp, { host: '127.0.0.1:8080' });
      expect(res.body).toContain(`data-sftp="127.0.0.1:${port}"`);
    } finally {
      await withSftp.app.close();
    }
  });

  it.each([
    ['de-AT,de;q=0.9,en;q=0.5', 'de', 'ltr'],
    ['xx, ar;q=0.8', 'ar', 'rtl'],
    ['en;q=0.2, he', 'he', 'rtl'],
    ['fr;q=0, it', 'it', 'ltr'],
    [undefined, 'en', 'ltr'],
  ])('speaks the browser’s language (%s → %s, %s)', async (accept, lang, dir) => {
    expect(inspectorLanguage(accept)).toBe(lang);
    const res = await page(built, accept ? { 'accept-language': accept } : {});
    expect(res.body).toContain(`<html lang="${lang}" dir="${dir}">`);
  });

  it('says to build it when the build made no inspector files', async () => {
    const res = await page(unbuilt);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('npm run build');
    expect(res.body).not.toContain('/inspector/inspector.');
    expect((await unbuilt.app.inject({ method: 'GET', url: '/inspector/inspector.js' })).statusCode).toBe(
      404,
    );
  });

  it('serves the script compressed once, a year at its versioned URL, minutes at the plain one', async () => {
    const url = /src="([^"]+)"/.exec((await page(built)).body)?.[1] ?? '';
    const versioned = await built.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(versioned.statusCode).toBe(200);
    expect(versioned.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(versioned.headers['content-encoding']).toBe('br');
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(versioned.rawPayload).toString()).toBe(SCRIPT);
    const plain = await built.app.inject({ method: 'GET', url: '/inspector/inspector.css' });
    expect(plain.body).toBe(STYLE);
    expect(plain.headers['cache-control']).toBe('public, max-age=300');
    const stale = await built.app.inject({ method: 'GET', url: '/inspector/inspector.0000000000.js' });
    expect(stale.statusCode).toBe(404);
  });
});
