import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the browser bundles are (widget/, secure-field/, …): the repository's dist/ when run from
 * source (src/sandbox/package/*.ts), the package's own dist/ when built, as every module of the
 * built server sits in dist/server.
 */
export function bundleDir(): string {
  const here = fileURLToPath(import.meta.url);
  return here.endsWith('.ts') ? resolve(dirname(here), '../../../dist') : resolve(dirname(here), '..');
}
