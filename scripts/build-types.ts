// `npm run build` part: emits the widget's public types (src/spec/widget-api.ts, self-contained)
// as dist/widget/paymentWidgets.d.ts, which the gateway serves beside the script.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

if (import.meta.url === `file://${process.argv[1]}`) emitWidgetTypes();
