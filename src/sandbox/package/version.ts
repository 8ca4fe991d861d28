import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleDir } from './bundle-dir';

/** The package's version, from its package.json (beside dist/, in the repository as in the package). */
export function packageVersion(): string {
  const manifest = JSON.parse(readFileSync(join(bundleDir(), '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}
