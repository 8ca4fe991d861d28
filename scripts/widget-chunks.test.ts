// The chunks' rewrite into classic scripts, and the chunks `npm run build` wrote (skipped without a build).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { CHUNKS, CHUNKS_DIR, type Manifest, rewriteChunks } from './widget-chunks';

const bundleOf = (chunks: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(chunks).map(([name, code]) => [
      `${name}.js`,
      { type: 'chunk', name, fileName: `${name}.js`, code },
    ]),
  ) as unknown as OutputBundle;

/** Runs a rewritten chunk as a page would, with the imports array given; its exports. */
function run(code: string, imports: unknown[]): Record<string, unknown> {
  let module: ((imports: unknown[]) => Record<string, unknown>) | undefined;
  runInNewContext(code, { document: { currentScript: { wpwlChunk: (fn: typeof module) => (module = fn) } } });
  if (!module) throw new Error('the chunk did not call wpwlChunk');
  return module(imports);
}

describe('the chunks’ rewrite into classic scripts', () => {
  it('turns imports into elements of one array, shared by every chunk, and exports into its result', () => {
    const bundle = bundleOf({
      framed:
        'import{h as e,render as t}from"wpwl:preact";import{signal as m}from"wpwl:@preact/signals-core";const n=m(2);function r(o){return e(o)+t(n)}export{r as mountDirectDebit};',
      redirect:
        'import{signal as e}from"wpwl:@preact/signals-core";function t(){return e(1)}export{t as mountWallets};',
    });
    const manifest = rewriteChunks(bundle);
    expect(manifest.imports).toEqual([
      ['@preact/signals-core', 'signal'],
      ['preact', 'h'],
      ['preact', 'render'],
    ]);
    const imports = [(v: number) => v * 10, (v: number) => `h${v}`, (v: number) => `r${v}`];
    const code = (name: string) => (bundle[`${name}.js`] as { code: string }).code;
    // The minifier named an import `m`: the array takes another name.
    expect(code('framed')).toMatch(/^document\.currentScript\.wpwlChunk\(function\(\$m\)\{"use strict";/);
    expect((run(code('framed'), imports).mountDirectDebit as (v: number) => string)(1)).toBe('h1r20');
    expect((run(code('redirect'), imports).mountWallets as () => number)()).toBe(10);
  });

  it('drops a bare import of a module the main bundle has run, which binds nothing', () => {
    const bundle = bundleOf({
      framed:
        'import"wpwl:preact";import{signal as e}from"wpwl:@preact/signals-core";function t(){return e(3)}export{t as mountDirectDebit};',
    });
    expect(rewriteChunks(bundle).imports).toEqual([['@preact/signals-core', 'signal']]);
    const code = (bundle['framed.js'] as { code: string }).code;
    expect(code).not.toContain('wpwl:preact');
    expect((run(code, [(v: number) => v + 1]).mountDirectDebit as () => number)()).toBe(4);
  });

  it('refuses a chunk of no known name, or an import it cannot rewrite', () => {
    expect(() => rewriteChunks(bundleOf({ shared: 'export{a};' }))).toThrow(/no chunk of CHUNKS/);
    expect(() =>
      rewriteChunks(bundleOf({ framed: 'import*as e from"wpwl:preact";export{e as mountDirectDebit};' })),
    ).toThrow(/another form/);
    expect(() => rewriteChunks(bundleOf({ framed: 'const a=1;' }))).toThrow(/exports nothing/);
  });
});

const built = Object.keys(CHUNKS).every((name) => existsSync(`${CHUNKS_DIR}/${name}.js`));

describe.skipIf(!built)('the built chunks', () => {
  const manifest = JSON.parse(readFileSync(`${CHUNKS_DIR}/manifest.json`, 'utf8')) as Manifest;
  const widget = readFileSync('dist/widget/paymentWidgets.js', 'utf8');

  it('are pinned in paymentWidgets.js by their sha384, and export what the widget calls', () => {
    const exports: Record<string, string[]> = {
      framed: ['mountOneClick', 'startDirectDebit'],
      redirect: ['mountAsyncForms', 'mountWallets'],
    };
    for (const name of Object.keys(CHUNKS)) {
      const bytes = readFileSync(`${CHUNKS_DIR}/${name}.js`);
      // Every build-time constant was replaced (the wallets' adapters' sha384 among them).
      expect(bytes.toString(), name).not.toMatch(/__[A-Z_]+__/);
      expect(widget, name).toContain(`sha384-${createHash('sha384').update(bytes).digest('base64')}`);
      const stub = manifest.imports.map(() => () => ({}));
      const module = run(bytes.toString(), stub);
      expect(Object.keys(module).sort(), name).toEqual(exports[name]);
    }
  });
});
