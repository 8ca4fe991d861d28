import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { minify as terser } from 'terser';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import {
  CHUNKS,
  CHUNKS_DIR,
  chunkIntegrity,
  widgetChunkImports,
  widgetChunksBuild,
} from './scripts/widget-chunks.js';

// Classic scripts come out of this file:
//   `vite build --mode widget-chunks` -> dist/widget-chunks/{framed,redirect}.js (the forms a page
//                                 may not need, loaded by the widget: scripts/widget-chunks.ts)
//   `vite build`              -> dist/widget/paymentWidgets.js   (runs on the merchant page)
//   `vite build --mode iframe` -> dist/secure-field/secure-field.{js,css} (the gateway-origin card-number iframe)
//   `vite build --mode iframe-values` -> dist/secure-field-values/secure-field-values.js (the CVV, expiry and
//                                 holder iframes)
//   `vite build --mode pages`  -> dist/gateway-pages/gateway-pages.{js,css} (the gateway's 3-D Secure,
//                                 ACS and provider pages)
// No bundle injects a <style>, so pages with a strict Content-Security-Policy need no
// 'unsafe-inline': the widget fetches its stylesheet (GET /v1/paymentWidgets.css) and adopts it as a
// constructed stylesheet; the card iframes' page and the gateway pages link theirs, so they look
// right before (and without) their script.

// A second minifier over the first one's output: terser (three passes, only its safe transforms: no
// unsafe_* and no pure_getters, as reading a signal's .value subscribes to it) finds what oxc leaves,
// about 1 % of the gzip size, which counts against the widget's 20 KiB budget.
const terserAfterOxc: Plugin = {
  name: 'terser-after-oxc',
  apply: 'build',
  async generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      const { code } = await terser(chunk.code, { ecma: 2020, compress: { passes: 3 } });
      if (code) chunk.code = code;
    }
  },
};

const shared: UserConfig = {
  plugins: [terserAfterOxc],
  // public/ holds the demo shop's assets, not the bundles'.
  publicDir: false,
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  optimizeDeps: { include: ['preact', 'preact/jsx-runtime', '@preact/signals-core'] },
  build: {
    target: 'es2020',
    minify: true,
    sourcemap: false,
    cssCodeSplit: false,
    reportCompressedSize: false,
  },
};

// Classic JSX calls preact's own h(): shorter calls than the automatic runtime's jsx(type, {children}),
// and no jsx-runtime module in the bundle. Only in the widget and its chunks: injected into the
// frames' scripts, the import would pull preact into bundles that render without it.
const classicJsx: UserConfig['oxc'] = {
  jsx: { runtime: 'classic', pragma: 'h', pragmaFrag: 'Fragment' },
  jsxInject: "import { h, Fragment } from 'preact'",
};

const widget: UserConfig = {
  ...shared,
  plugins: [terserAfterOxc, widgetChunkImports()],
  oxc: classicJsx,
  build: {
    ...shared.build,
    outDir: 'dist/widget',
    lib: {
      entry: 'src/widget/main.tsx',
      name: 'wpwlBundle',
      formats: ['iife'],
      fileName: () => 'paymentWidgets.js',
      // The widget's stylesheet is served by the gateway beside the script (GET /v1/paymentWidgets.css).
      cssFileName: 'paymentWidgets',
    },
  },
};

// The widget's chunks, as ES modules that scripts/widget-chunks.ts rewrites into classic scripts
// (its plugin after the minifier); built before the widget, which takes their bindings and sha384.
const widgetChunks: UserConfig = {
  ...shared,
  plugins: [terserAfterOxc, widgetChunksBuild()],
  oxc: classicJsx,
  build: {
    ...shared.build,
    outDir: CHUNKS_DIR,
    lib: {
      entry: Object.fromEntries(Object.entries(CHUNKS).map(([name, chunk]) => [name, chunk.entry])),
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
  },
};

const secureField: UserConfig = {
  ...shared,
  build: {
    ...shared.build,
    outDir: 'dist/secure-field',
    lib: {
      entry: 'src/widget/frames/card-field/main.ts',
      name: 'wpwlSecureField',
      formats: ['iife'],
      fileName: () => 'secure-field.js',
      // Linked by the gateway's field page (GET /v1/secure-field.css): styled before the script runs.
      cssFileName: 'secure-field',
    },
  },
};

// The card frames other than the number's: their page gets field.css from the build above.
const secureFieldValues: UserConfig = {
  ...shared,
  build: {
    ...shared.build,
    outDir: 'dist/secure-field-values',
    lib: {
      entry: 'src/widget/frames/card-field/values-main.ts',
      name: 'wpwlSecureFieldValues',
      formats: ['iife'],
      fileName: () => 'secure-field-values.js',
    },
  },
};

const gatewayPages: UserConfig = {
  ...shared,
  build: {
    ...shared.build,
    outDir: 'dist/gateway-pages',
    lib: {
      entry: 'src/sandbox/pages/client/main.ts',
      name: 'wpwlGatewayPages',
      formats: ['iife'],
      fileName: () => 'gateway-pages.js',
      cssFileName: 'gateway-pages',
    },
  },
};

// `vite build --mode bank-field` -> dist/bank-field/bank-field.js (the IBAN and stored-details iframes;
// the IBAN check is iban-check.js, below).
const bankField: UserConfig = {
  ...shared,
  build: {
    ...shared.build,
    outDir: 'dist/bank-field',
    lib: {
      entry: 'src/widget/frames/account/main.ts',
      name: 'wpwlBankField',
      formats: ['iife'],
      fileName: () => 'bank-field.js',
    },
  },
};

// `vite build --mode iban-check` -> dist/iban-check/iban-check.js: the bank frame's check of the
// account (ibantools), which the frame loads at the first keystroke (its page does not carry it).
// Its exports are the frame window's wpwlIbanCheck (src/widget/frames/account/iban-check-loader.ts).
const ibanCheck: UserConfig = {
  ...shared,
  build: {
    ...shared.build,
    outDir: 'dist/iban-check',
    lib: {
      entry: 'src/widget/frames/account/check-main.ts',
      name: 'wpwlIbanCheck',
      formats: ['iife'],
      fileName: () => 'iban-check.js',
    },
  },
};

// `vite build --mode wallets` -> dist/wallets/wallet-adapters.js: the browser wallets' adapters
// (Apple Pay, Google Pay, Amazon Pay, PayPal), which the widget loads only against a live gateway.
// Built before the widget, which pins their sha384 (WALLET_ADAPTERS) and loads them with SRI.
const walletAdapters: UserConfig = {
  ...shared,
  build: {
    ...shared.build,
    outDir: 'dist/wallets',
    lib: {
      entry: 'src/widget/wallets/live/main.ts',
      name: 'wpwlWalletAdapters',
      formats: ['iife'],
      fileName: () => 'wallet-adapters.js',
    },
  },
};
// `vite build --mode inspector` -> dist/inspector/inspector.{js,css}: the sandbox inspector's page
// (GET /inspector links both; the stylesheet is a file, as the gateway's CSP allows no inline style).
// An ES module, as the page loads it with <script type=module>; one file, no chunks to serve.
const inspector: UserConfig = {
  ...shared,
  build: {
    ...shared.build,
    outDir: 'dist/inspector',
    lib: {
      entry: 'src/inspector/main.tsx',
      formats: ['es'],
      fileName: () => 'inspector.js',
      cssFileName: 'inspector',
    },
  },
};

// `vite build --mode server` -> dist/server/: the sandbox gateway compiled for Node, so the package
// runs without a TypeScript loader. Its entries are the package's API (index.js), the
// `wpwl-sandbox` command (cli.js), the Playwright fixture (playwright.js) and the store's writer
// thread (writer-entry.js, with writer-boot.mjs copied beside it: both are found next to the code
// that starts the thread). Every module lands in dist/server itself, which the sandbox relies on to
// find those files and dist/'s browser bundles. Dependencies stay imports, installed with the package.
const WRITER_BOOT = 'src/sandbox/store/writer-boot.mjs';
const copyWriterBoot: Plugin = {
  name: 'copy-writer-boot',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'writer-boot.mjs', source: readFileSync(WRITER_BOOT, 'utf8') });
  },
};
const server: UserConfig = {
  publicDir: false,
  plugins: [copyWriterBoot],
  build: {
    ssr: true,
    outDir: 'dist/server',
    target: 'node20',
    minify: false,
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      input: {
        index: 'src/sandbox/package/index.ts',
        cli: 'src/sandbox/package/cli.ts',
        playwright: 'src/sandbox/package/playwright.ts',
        'writer-entry': 'src/sandbox/database/writer-entry.ts',
      },
      output: {
        format: 'esm',
        entryFileNames: '[name].js',
        chunkFileNames: 'sandbox-[hash].js',
        banner: (chunk) => (chunk.name === 'cli' ? '#!/usr/bin/env node' : ''),
      },
    },
  },
};

const WALLET_ADAPTERS = 'dist/wallets/wallet-adapters.js';

function walletAdaptersIntegrity(required: boolean): string {
  try {
    return `sha384-${createHash('sha384').update(readFileSync(WALLET_ADAPTERS)).digest('base64')}`;
  } catch {
    if (required) throw new Error(`${WALLET_ADAPTERS} is missing: run vite build --mode wallets first`);
    return '';
  }
}

/**
 * HTTP suites that run a second time with the sandbox on PostgreSQL (SANDBOX_TEST_STORE, read by
 * src/sandbox/test-support.ts): a fresh schema per sandbox in the test database. Suites join as the
 * features they use get their PostgreSQL stores; once every feature has one, all of src/sandbox.
 */
const POSTGRESQL_SUITES = [
  'src/sandbox/checkouts/checkouts.test.ts',
  'src/sandbox/payments/browser-payment.test.ts',
  'src/sandbox/payments/payments.test.ts',
  'src/sandbox/payments/pending/expiry-aids.test.ts',
  'src/sandbox/threeds/threeds-browser.test.ts',
  'src/sandbox/threeds/standalone/standalone.test.ts',
  'src/sandbox/backoffice/back-office.test.ts',
  'src/sandbox/registrations/registrations-api.test.ts',
  'src/sandbox/registrations/checkout-registrations.test.ts',
  'src/sandbox/scheduling/schedules.test.ts',
  'src/sandbox/webhooks/webhooks.test.ts',
  'src/sandbox/query/query.test.ts',
  'src/sandbox/reporting/reporting.test.ts',
  'src/sandbox/reporting/settlement.test.ts',
  'src/sandbox/duplicates/duplicates.test.ts',
  'src/sandbox/risk/risk.test.ts',
  'src/sandbox/providers/async-payments.test.ts',
  'src/sandbox/wallets/wallet-payments.test.ts',
  'src/sandbox/sftp/sftp.test.ts',
  'src/sandbox/inspector/inspector.test.ts',
  'src/sandbox/inspector/aggregates.test.ts',
  'src/sandbox/inspector/checkout-list.test.ts',
  'src/sandbox/inspector/sign-in-throttle.test.ts',
  'src/sandbox/request-log/request-log.test.ts',
];

const BUILDS: Record<string, UserConfig> = {
  iframe: secureField,
  'iframe-values': secureFieldValues,
  pages: gatewayPages,
  'bank-field': bankField,
  'iban-check': ibanCheck,
  wallets: walletAdapters,
  inspector,
  server,
};

// The wallets' adapters are loaded by the wallets' chunk, which pins their sha384.
const walletsDefine = (command: string) => ({
  __WALLET_ADAPTERS_INTEGRITY__: JSON.stringify(walletAdaptersIntegrity(command === 'build')),
});

function configFor(mode: string, command: string): UserConfig {
  if (mode === 'widget-chunks') return { ...widgetChunks, define: walletsDefine(command) };
  return (
    BUILDS[mode] ?? {
      ...widget,
      define: {
        // Tests run the chunks' modules with the widget's configuration.
        ...walletsDefine(command),
        __WIDGET_CHUNKS__: JSON.stringify(chunkIntegrity(command === 'build')),
      },
    }
  );
}

export default defineConfig(({ mode, command }) => ({
  ...configFor(mode, command),
  test: {
    environment: 'node',
    pool: 'forks',
    testTimeout: 15000,
    projects: [
      {
        extends: true,
        test: {
          name: 'default',
          include: ['src/**/*.test.{ts,tsx}', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'postgresql', include: POSTGRESQL_SUITES, env: { SANDBOX_TEST_STORE: 'postgresql' } },
      },
    ],
  },
}));
