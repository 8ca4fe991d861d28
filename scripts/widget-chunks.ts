// The widget's chunks: the forms a page may not need, built as classic scripts of their own that
// paymentWidgets.js loads with SRI (src/widget/core/load-chunk.ts). Rolldown splits code only for
// ES modules and CommonJS, and a classic script cannot `import`, so:
//   `vite build --mode widget-chunks` builds the chunks as ES modules in which every import of
//   what paymentWidgets.js also has stays an import of `wpwl:<module>`, then rewrites each into
//   `document.currentScript.wpwlChunk(function(m){…})`: its imports become elements of the array
//   `m`, its exports the function's result. It writes which bindings they take, in which order,
//   to manifest.json.
//   `vite build` (the widget) then makes that array, `virtual:widget-chunk-imports`, from the
//   manifest, and pins each chunk's sha384.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

export const CHUNKS_DIR = 'dist/widget-chunks';
const MANIFEST = `${CHUNKS_DIR}/manifest.json`;
const ROOT = resolve(import.meta.dirname, '..');
const WIDGET = resolve(ROOT, 'src/widget');

/** Each chunk's entry and the modules that are its own (any other it imports is the main bundle's). */
export const CHUNKS = {
  framed: {
    entry: 'src/widget/chunks/framed.ts',
    own: ['bank/mount-direct-debit', 'registrations/mount-one-click', 'shared/framed-form', 'chunks/framed'],
  },
  redirect: {
    entry: 'src/widget/chunks/redirect.ts',
    own: [
      'async/mount-async-forms',
      'async/async-form',
      'async/async-payment',
      'wallets/mount-wallets',
      'wallets/simulated-wallet',
      'wallets/wallet-flow',
      'wallets/wallet-environment',
      'wallets/live-adapters',
      'wallets/verdict',
      'fast-checkout/checkout-source',
      'fast-checkout/create-checkout',
      'chunks/redirect',
    ],
  },
} as const;

/** The property of its <script> element a chunk calls (src/widget/core/load-chunk.ts: CHUNK_REGISTER). */
const REGISTER = 'wpwlChunk';

const EXTERNAL = 'wpwl:';
/** A module as the chunks name it: a package, or a path under src/ without its extension. */
const moduleName = (id: string): string =>
  id.includes('/node_modules/')
    ? (/\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ?? id)
    : relative(resolve(ROOT, 'src'), id).replace(/\.[jt]sx?$/, '');

export interface Manifest {
  /** [module, binding] for each element of the imports array, in its order. */
  imports: Array<[string, string]>;
}

/**
 * `import{a as b,c}from"wpwl:x";` statements at the start of a chunk, `export{…}` at its end. A bare
 * `import"wpwl:x";` (the JSX factory's import, which the build gives a chunk of plain .ts modules
 * too) takes nothing: the main bundle has run that module already, so it is dropped.
 */
const IMPORT = /^import(?:\{([^}]*)\}from)?"wpwl:([^"]+)";?/;
const EXPORT = /export\{([^}]*)\};?\s*$/;

const pairs = (list: string): Array<[string, string]> =>
  list
    .split(',')
    .filter(Boolean)
    .map((part) => {
      const [name = '', local = name] = part.trim().split(/\s+as\s+/);
      return [name, local];
    });

/** Rewrites each ES-module chunk into a classic script; returns the manifest. */
export function rewriteChunks(bundle: OutputBundle): Manifest {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  for (const chunk of chunks)
    if (!(chunk.name in CHUNKS))
      throw new Error(
        `widget chunks: ${chunk.fileName} is no chunk of CHUNKS; its modules must be one chunk's own`,
      );
  const parsed = chunks.map((chunk) => {
    let code = chunk.code;
    const imports: Array<[string, string, string]> = [];
    for (let match = IMPORT.exec(code); match; match = IMPORT.exec(code)) {
      for (const [name, local] of pairs(match[1] ?? '')) imports.push([match[2] ?? '', name, local]);
      code = code.slice(match[0].length);
    }
    const exported = EXPORT.exec(code);
    if (!exported) throw new Error(`widget chunks: ${chunk.fileName} exports nothing`);
    code = code.slice(0, exported.index);
    if (/^\s*(import|export)\b|\bimport\s*\(/.test(code))
      throw new Error(`widget chunks: ${chunk.fileName} has an import or export of another form`);
    return { chunk, code, imports, exports: pairs(exported[1] ?? '') };
  });
  // Every binding any chunk takes from the main bundle, one index each.
  const keys = [
    ...new Set(parsed.flatMap(({ imports }) => imports.map(([module, name]) => `${module}\n${name}`))),
  ].sort();
  const index = new Map(keys.map((key, i) => [key, i]));
  for (const { chunk, code, imports, exports } of parsed) {
    // The array's name: one the minifier gave nothing in this chunk.
    let array = 'm';
    const used = (name: string) =>
      new RegExp(`(^|[^\\w$])${name.replaceAll('$', '\\$')}([^\\w$]|$)`).test(code) ||
      imports.some(([, , local]) => local === name);
    while (used(array)) array = `$${array}`;
    const locals = imports.map(
      ([module, name, local]) => `${local}=${array}[${index.get(`${module}\n${name}`)}]`,
    );
    const result = exports.map(([local, name]) => `${name}:${local}`).join(',');
    const head = locals.length ? `const ${locals.join(',')};` : '';
    chunk.code = `document.currentScript.${REGISTER}(function(${array}){"use strict";${head}${code}return{${result}}});\n`;
  }
  return { imports: keys.map((key) => key.split('\n') as [string, string]) };
}

/**
 * The chunk build's plugin: keeps what paymentWidgets.js has out of the chunks, rewrites each chunk
 * into a classic script once minified, and writes the manifest.
 */
export function widgetChunksBuild(): Plugin {
  const ownIds = new Set(
    Object.values(CHUNKS).flatMap((chunk) => chunk.own.map((own) => resolve(WIDGET, own))),
  );
  return {
    name: 'widget-chunks',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || source.startsWith(EXTERNAL)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const own = ownIds.has(resolved.id.replace(/\.[jt]sx?$/, ''));
      return own ? resolved : { id: `${EXTERNAL}${moduleName(resolved.id)}`, external: true };
    },
    // After the minifier's generateBundle (it has no order).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const manifest = rewriteChunks(bundle);
        this.emitFile({
          type: 'asset',
          fileName: 'manifest.json',
          source: `${JSON.stringify(manifest, null, 1)}\n`,
        });
      },
    },
  };
}

const VIRTUAL = 'virtual:widget-chunk-imports';

/**
 * The widget build's plugin: the array of the bindings the chunks take, in the manifest's order
 * (empty before the chunks are built: the unit tests load the chunks' modules themselves).
 */
export function widgetChunkImports(): Plugin {
  return {
    name: 'widget-chunk-imports',
    resolveId: (source) => (source === VIRTUAL ? `\0${VIRTUAL}` : null),
    load(id) {
      if (id !== `\0${VIRTUAL}`) return null;
      const manifest: Manifest = existsSync(MANIFEST)
        ? JSON.parse(readFileSync(MANIFEST, 'utf8'))
        : { imports: [] };
      const lines = manifest.imports.map(([module, name], i) => {
        const from = module.includes('/') && !module.startsWith('@') ? resolve(ROOT, 'src', module) : module;
        return `import { ${name} as b${i} } from ${JSON.stringify(from)};`;
      });
      return `${lines.join('\n')}\nexport default [${manifest.imports.map((_, i) => `b${i}`).join(', ')}];\n`;
    },
  };
}

/** The sha384 of each built chunk, for the widget's loader; '' each when they are not built (tests). */
export function chunkIntegrity(required: boolean): Record<string, string> {
  return Object.fromEntries(
    Object.keys(CHUNKS).map((name) => {
      const file = `${CHUNKS_DIR}/${name}.js`;
      if (!existsSync(file)) {
        if (required) throw new Error(`${file} is missing: run vite build --mode widget-chunks first`);
        return [name, ''];
      }
      return [name, `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`];
    }),
  );
}
