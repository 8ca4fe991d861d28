// `npm run build` part: emits the widget's public types (src/spec/widget-api.ts, self-contained)
// as dist/widget/paymentWidgets.d.ts, which the gateway serves beside the script, and the package's
// (src/sandbox/package/api-types.ts and playwright-types.ts, self-contained too) into dist/server
// beside the modules they describe.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WIDGET_VERSION } from '../src/widget/core/version';

const root = join(import.meta.dirname, '..');

/** Writes the declaration to `target` (the build's: dist/widget/paymentWidgets.d.ts). */
export function emitWidgetTypes(target = join(root, 'dist', 'widget', 'paymentWidgets.d.ts')): void {
  const out = mkdtempSync(join(tmpdir(), 'widget-types-'));
  try {
    execFileSync(
      process.execPath,
      [
        join(root, 'node_modules', 'typescript', 'bin', 'tsc'),
        join(root, 'src', 'spec', 'widget-api.ts'),
        '--ignoreConfig',
        '--declaration',
        '--emitDeclarationOnly',
        '--lib',
        'es2022,dom',
        '--skipLibCheck',
        '--outDir',
        out,
      ],
      { stdio: 'inherit' },
    );
    const banner =
      `// paymentWidgets.js ${WIDGET_VERSION}: the types of window.wpwlOptions and window.wpwl.\n` +
      '// In a shop page\'s TypeScript: /// <reference path="paymentWidgets.d.ts" />\n';
    const types = readFileSync(join(out, 'widget-api.d.ts'), 'utf8');
    writeFileSync(target, banner + types);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

// The entries' own declarations: what each module exports, in the types of the files above. The
// `.js` specifiers are what Node's module resolution (a merchant's TypeScript) needs.
const INDEX_TYPES = `export type { RunningSandbox, SandboxOptions, StartSandbox, TestMerchant } from './api-types.js';
import type { StartSandbox } from './api-types.js';
/** Starts a sandbox gateway in this process: \`const sandbox = await startSandbox({ db: ':memory:' })\`. */
export declare const startSandbox: StartSandbox;
`;
const PLAYWRIGHT_TYPES = `export type { RunningSandbox, SandboxOptions, TestMerchant } from './api-types.js';
export type { SandboxTest, SandboxTestFixtures, SandboxWorkerFixtures } from './playwright-types.js';
export { expect } from '@playwright/test';
import type { SandboxTest } from './playwright-types.js';
/** Playwright's test with a sandbox per worker (\`sandbox\`) and a merchant of its own per test (\`merchant\`). */
export declare const test: SandboxTest;
`;

/** Writes the package's declarations into \`target\` (the build's: dist/server). */
export function emitPackageTypes(target = join(root, 'dist', 'server')): void {
  const out = mkdtempSync(join(tmpdir(), 'package-types-'));
  const source = join(root, 'src', 'sandbox', 'package');
  try {
    execFileSync(
      process.execPath,
      [
        join(root, 'node_modules', 'typescript', 'bin', 'tsc'),
        join(source, 'api-types.ts'),
        join(source, 'playwright-types.ts'),
        '--ignoreConfig',
        '--declaration',
        '--emitDeclarationOnly',
        '--module',
        'nodenext',
        '--lib',
        'es2022',
        '--types',
        'node',
        '--skipLibCheck',
        '--outDir',
        out,
      ],
      { stdio: 'inherit' },
    );
    for (const file of ['api-types.d.ts', 'playwright-types.d.ts'])
      copyFileSync(join(out, file), join(target, file));
    writeFileSync(join(target, 'index.d.ts'), INDEX_TYPES);
    writeFileSync(join(target, 'playwright.d.ts'), PLAYWRIGHT_TYPES);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  emitWidgetTypes();
  emitPackageTypes();
}
